import { TEAM_TABLE_TEXTS as T } from '../../../contracts/team.messages.ts';
import type { ProfileType } from '../../../domain/profiles.ts';
import type { TeamReply } from './api.ts';

export type TeamStatus = typeof T.owner | typeof T.invited | '';

export interface TeamRow {
  kind: 'member' | 'invitation';
  id: string;
  name: string;
  avatar: string | null;
  status: TeamStatus;
  /** '@username' for members and invited accounts, the e-mail for invitations without an account. */
  handle: string;
  type: typeof T.person | typeof T.organization;
  owner: boolean;
}

const typeLabel = (type: ProfileType): TeamRow['type'] => (type === 'school' ? T.organization : T.person);

/** The team table's rows (accounts-and-reporting 2.2): the owner first, then members, then invitations. */
export function teamRows(reply: Pick<TeamReply, 'affiliations' | 'collaboratorInvitations'>): TeamRow[] {
  const members: TeamRow[] = reply.affiliations
    .map((a) => ({
      kind: 'member' as const,
      id: a.id,
      name: a.user.name,
      avatar: a.user.avatar,
      status: (a.owner ? T.owner : '') as TeamStatus,
      handle: `@${a.user.username}`,
      type: typeLabel(a.user.type),
      owner: a.owner,
    }))
    .sort((a, b) => Number(b.owner) - Number(a.owner));
  const invitations: TeamRow[] = reply.collaboratorInvitations.map((i) => ({
    kind: 'invitation',
    id: i.id,
    name: i.user?.name ?? i.email,
    avatar: i.user?.avatar ?? null,
    status: T.invited,
    handle: i.user ? `@${i.user.username}` : i.email,
    type: typeLabel(i.user?.type ?? 'user'),
    owner: false,
  }));
  return [...members, ...invitations];
}
