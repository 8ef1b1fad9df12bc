import { TEAM_MESSAGES, type AcceptedInvitation, type InvitationView } from '../../../contracts/team.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';
import { acceptEventInvitation, findEventInvitation, viewEventInvitation } from '../events/index.ts';
import { acceptVideoInvitation, findVideoInvitation, viewVideoInvitation } from '../videos/index.ts';
import { acceptTeamInvitation, findTeamInvitation, viewTeamInvitation } from './team.service.ts';

/**
 * One accept link (/invitations/:token) for every kind of invitation: to an organization's team, to an event's
 * collaborators and to a video's. The token is looked up in each table; all are 256-bit random values.
 */
export async function viewInvitation(db: Db, token: string): Promise<InvitationView> {
  const team = await findTeamInvitation(db, token);
  if (team) return viewTeamInvitation(db, team);
  const event = await findEventInvitation(db, token);
  if (event) return viewEventInvitation(db, event);
  const video = await findVideoInvitation(db, token);
  if (video) return viewVideoInvitation(db, video);
  throw notFound(TEAM_MESSAGES.invitationNotFound);
}

export async function acceptInvitation(db: Db, user: AuthUser, token: string): Promise<AcceptedInvitation> {
  const team = await findTeamInvitation(db, token);
  if (team) return acceptTeamInvitation(db, user, team);
  const event = await findEventInvitation(db, token);
  if (event) return acceptEventInvitation(db, user, event);
  const video = await findVideoInvitation(db, token);
  if (video) return acceptVideoInvitation(db, user, video);
  throw notFound(TEAM_MESSAGES.invitationNotFound);
}
