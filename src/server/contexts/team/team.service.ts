import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TEAM_MESSAGES,
  type addTeamMemberBody,
  type affiliation,
  type collaboratorInvitation,
  type AcceptedInvitation,
  type InvitationView,
  TEAM_PAGE_SIZE,
  type TeamListQuery,
  type TeamReply,
  type updateTeamMemberBody,
} from '../../../contracts/team.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { affiliations, collaboratorInvitations, profiles, users } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { newToken, tokenDigest as digest } from '../../platform/tokens.ts';
import { accountsByEmail, findProfile, forgetSessionsOf, profileSummary, type ProfileRow } from '../accounts/index.ts';
import { escapeHtml, notify } from '../notifications/index.ts';
import { assertInvitee, countResend, deliverInvitation, invitedAddress } from '../invitations/index.ts';
import { profileRights } from '../../platform/access/profile-access.ts';

export interface TeamDeps {
  db: Db;
  jobs: Jobs;
  config: Pick<Config, 'publicUrl'>;
  limits: RateLimiter;
}

type Affiliation = z.infer<typeof affiliation>;
type Invitation = z.infer<typeof collaboratorInvitation>;
type InvitationRow = typeof collaboratorInvitations.$inferSelect;
type AffiliationRow = typeof affiliations.$inferSelect;

/** The organization whose team is addressed; a person's profile has no team. */
export async function teamOrganization(db: Db, ownerId: string): Promise<ProfileRow> {
  const org = await findProfile(db, ownerId);
  if (org.type !== 'school') throw new AppError('validation_failed', TEAM_MESSAGES.onlyOrganizations);
  return org;
}

/** Owners, organization admins and site admins change the team; other members only see it. */
async function assertCanChangeTeam(db: Db, user: AuthUser, orgId: string) {
  if (!(await profileRights(db, user, orgId)).canEdit) throw forbidden('Only owners and admins can change the team');
}

const toAffiliation = (a: AffiliationRow, p: ProfileRow): Affiliation => ({
  id: a.id,
  owner: a.owner,
  admin: a.admin,
  receiveNotifications: a.receiveNotifications,
  hidden: a.hidden,
  user: profileSummary(p),
});

function toInvitation(row: InvitationRow, account: ProfileRow | undefined): Invitation {
  return {
    id: row.id,
    email: row.email,
    admin: row.admin,
    receiveNotifications: row.receiveNotifications,
    hidden: row.hidden,
    user: account ? profileSummary(account) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The team list: members (owner first, then by name), then invitations (newest first), filtered by a search over
 * the name or handle as the table shows them (@username; an invitation without an account by its e-mail). With
 * page or perPage, one page of that concatenation (TEAM_PAGE_SIZE by default); without, every row.
 */
export async function listTeam(db: Db, orgId: string, query: Omit<TeamListQuery, 'ownerId'> = {}): Promise<TeamReply> {
  const like = query.search ? `%${escapeLike(query.search)}%` : null;
  const memberWhere = and(
    eq(affiliations.organizationId, orgId),
    like ? or(ilike(profiles.name, like), sql`'@' || ${profiles.username} ilike ${like}`) : undefined,
  );
  const invitationWhere = and(
    eq(collaboratorInvitations.organizationId, orgId),
    like
      ? sql`(coalesce(${profiles.name}, ${collaboratorInvitations.email}) ilike ${like}
          or coalesce('@' || ${profiles.username}, ${collaboratorInvitations.email}) ilike ${like})`
      : undefined,
  );
  const members = () =>
    db
      .select({ a: affiliations, p: profiles })
      .from(affiliations)
      .innerJoin(profiles, eq(profiles.id, affiliations.userId))
      .where(memberWhere)
      .orderBy(desc(affiliations.owner), asc(profiles.name), asc(profiles.username), asc(affiliations.id))
      .$dynamic();
  const invitations = () =>
    db
      .select({ i: collaboratorInvitations })
      .from(collaboratorInvitations)
      .leftJoin(users, eq(users.email, collaboratorInvitations.email))
      .leftJoin(profiles, eq(profiles.id, users.profileId))
      .where(invitationWhere)
      .orderBy(desc(collaboratorInvitations.createdAt), desc(collaboratorInvitations.id))
      .$dynamic();
  const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
  const [memberCount, invitationCount] = await Promise.all([
    countOf(db.select({ n: count() }).from(affiliations).innerJoin(profiles, eq(profiles.id, affiliations.userId)).where(memberWhere)),
    countOf(
      db
        .select({ n: count() })
        .from(collaboratorInvitations)
        .leftJoin(users, eq(users.email, collaboratorInvitations.email))
        .leftJoin(profiles, eq(profiles.id, users.profileId))
        .where(invitationWhere),
    ),
  ]);

  let memberRows: Awaited<ReturnType<typeof members>>;
  let invitationRows: Awaited<ReturnType<typeof invitations>>;
  if (query.page === undefined && query.perPage === undefined) {
    [memberRows, invitationRows] = await Promise.all([members(), invitations()]);
  } else {
    const perPage = query.perPage ?? TEAM_PAGE_SIZE;
    const offset = ((query.page ?? 1) - 1) * perPage;
    const memberTake = Math.max(0, Math.min(perPage, memberCount - offset));
    memberRows = memberTake ? await members().limit(memberTake).offset(offset) : [];
    const invitationTake = perPage - memberTake;
    const invitationOffset = Math.max(0, offset - memberCount);
    invitationRows = invitationTake ? await invitations().limit(invitationTake).offset(invitationOffset) : [];
  }
  const accounts = await accountsByEmail(
    db,
    invitationRows.map(({ i }) => i.email),
  );
  return {
    affiliations: memberRows.map(({ a, p }) => toAffiliation(a, p)),
    collaboratorInvitations: invitationRows.map(({ i }) => toInvitation(i, accounts.get(i.email))),
    totalCount: memberCount + invitationCount,
  };
}

export async function profileName(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, id)).limit(1);
  return row?.name ?? 'Someone';
}

/** The e-mail to invite: a chosen person's account e-mail, or a typed address. */
async function inviteeEmail(db: Db, body: z.infer<typeof addTeamMemberBody>): Promise<string> {
  if (body.userId) {
    const [row] = await db
      .select({ type: profiles.type, email: users.email })
      .from(profiles)
      .leftJoin(users, eq(users.profileId, profiles.id))
      .where(eq(profiles.id, body.userId))
      .limit(1);
    if (!row) throw invalid({ userId: TEAM_MESSAGES.notFound });
    if (row.type !== 'user' || !row.email) throw invalid({ userId: TEAM_MESSAGES.notAPerson });
    return row.email;
  }
  return invitedAddress(body.email, TEAM_MESSAGES.userOrEmailRequired);
}

export async function addMember(deps: TeamDeps, user: AuthUser, body: z.infer<typeof addTeamMemberBody>): Promise<Invitation> {
  const { db } = deps;
  const org = await teamOrganization(db, body.ownerId);
  await assertCanChangeTeam(db, user, org.id);
  await deps.limits.hit(RATE_RULES.invitation, user.id);
  const email = await inviteeEmail(db, body);
  const accounts = await accountsByEmail(db, [email]);
  const account = accounts.get(email);
  if (account) {
    const [member] = await db
      .select({ id: affiliations.id })
      .from(affiliations)
      .where(and(eq(affiliations.organizationId, org.id), eq(affiliations.userId, account.id)))
      .limit(1);
    if (member) throw new AppError('conflict', TEAM_MESSAGES.alreadyMember);
  }
  const [pending] = await db
    .select({ id: collaboratorInvitations.id })
    .from(collaboratorInvitations)
    .where(and(eq(collaboratorInvitations.organizationId, org.id), eq(collaboratorInvitations.email, email)))
    .limit(1);
  if (pending) throw new AppError('conflict', TEAM_MESSAGES.alreadyMember);

  const token = newToken();
  const inviter = { id: user.id, name: await profileName(db, user.id) };
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(collaboratorInvitations)
      .values({
        organizationId: org.id,
        email,
        userId: account?.id ?? null,
        invitedById: user.id,
        admin: body.admin,
        receiveNotifications: body.receiveNotifications,
        hidden: body.hidden,
        tokenHash: digest(token),
      })
      .onConflictDoNothing()
      .returning();
    // A concurrent request invited the same address first.
    if (!inserted) throw new AppError('conflict', TEAM_MESSAGES.alreadyMember);
    await deliverInvitation(tx, deps, { email, token, inviter, verb: 'join', target: org.name });
    return inserted;
  });
  return toInvitation(row, account);
}

async function findInvitation(db: Db, orgId: string, id: string): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(collaboratorInvitations)
    .where(and(eq(collaboratorInvitations.id, id), eq(collaboratorInvitations.organizationId, orgId)))
    .limit(1);
  if (!row) throw notFound(TEAM_MESSAGES.invitationNotFound);
  return row;
}

/** Sends the invitation again with a new link; the old link stops working. */
export async function resendInvitation(deps: TeamDeps, user: AuthUser, orgId: string, id: string) {
  const { db } = deps;
  const org = await teamOrganization(db, orgId);
  const invitation = await findInvitation(db, org.id, id);
  await assertCanChangeTeam(db, user, org.id);
  await countResend(deps.limits, user.id, invitation.id);
  const token = newToken();
  const inviter = { id: user.id, name: await profileName(db, user.id) };
  await db.transaction(async (tx) => {
    await tx
      .update(collaboratorInvitations)
      .set({ tokenHash: digest(token), sendCount: invitation.sendCount + 1 })
      .where(eq(collaboratorInvitations.id, invitation.id));
    await deliverInvitation(tx, deps, { email: invitation.email, token, inviter, verb: 'join', target: org.name });
  });
}

export async function cancelInvitation(db: Db, user: AuthUser, orgId: string, id: string) {
  const org = await teamOrganization(db, orgId);
  const invitation = await findInvitation(db, org.id, id);
  await assertCanChangeTeam(db, user, org.id);
  await db.delete(collaboratorInvitations).where(eq(collaboratorInvitations.id, invitation.id));
}

async function findAffiliation(db: Db, orgId: string, id: string) {
  const [row] = await db
    .select({ a: affiliations, p: profiles })
    .from(affiliations)
    .innerJoin(profiles, eq(profiles.id, affiliations.userId))
    .where(and(eq(affiliations.id, id), eq(affiliations.organizationId, orgId)))
    .limit(1);
  if (!row) throw notFound('Team member not found');
  return row;
}

export async function updateMember(db: Db, user: AuthUser, id: string, body: z.infer<typeof updateTeamMemberBody>): Promise<Affiliation> {
  const org = await teamOrganization(db, body.ownerId);
  const { a, p } = await findAffiliation(db, org.id, id);
  await assertCanChangeTeam(db, user, org.id);
  if (a.owner) throw new AppError('validation_failed', TEAM_MESSAGES.ownerCannotBeChanged);
  const [saved] = await db
    .update(affiliations)
    .set({ admin: body.admin, receiveNotifications: body.receiveNotifications, hidden: body.hidden })
    .where(eq(affiliations.id, a.id))
    .returning();
  return toAffiliation(saved!, p);
}

/** Owners and admins remove members; any member may leave. The owner stays. */
export async function removeMember(db: Db, user: AuthUser, orgId: string, id: string) {
  const org = await teamOrganization(db, orgId);
  const { a } = await findAffiliation(db, org.id, id);
  if (a.userId !== user.id) await assertCanChangeTeam(db, user, org.id);
  if (a.owner) throw new AppError('validation_failed', TEAM_MESSAGES.ownerCannotBeRemoved);
  await db.delete(affiliations).where(eq(affiliations.id, a.id));
  // Their sessions carry the organizations they manage: this process's reads see the removal at once.
  forgetSessionsOf(a.userId);
}

export type TeamInvitationLink = { invitation: InvitationRow; organization: ProfileRow };

/** The team invitation behind an accept link, or null (the link may be an event's: see invitation-links). */
export async function findTeamInvitation(db: Db, token: string): Promise<TeamInvitationLink | null> {
  const [row] = await db
    .select({ invitation: collaboratorInvitations, organization: profiles })
    .from(collaboratorInvitations)
    .innerJoin(profiles, eq(profiles.id, collaboratorInvitations.organizationId))
    .where(eq(collaboratorInvitations.tokenHash, digest(token)))
    .limit(1);
  return row ?? null;
}

export async function viewTeamInvitation(db: Db, { invitation, organization }: TeamInvitationLink): Promise<InvitationView> {
  return {
    organization: profileSummary(organization),
    email: invitation.email,
    invitedBy: invitation.invitedById ? await profileName(db, invitation.invitedById) : organization.name,
  };
}

/** The invited person joins with the invitation's roles; the invitation is used up. */
export async function acceptTeamInvitation(db: Db, user: AuthUser, { invitation, organization }: TeamInvitationLink): Promise<AcceptedInvitation> {
  assertInvitee(user, invitation.email);
  const name = await profileName(db, user.id);
  await db.transaction(async (tx) => {
    await tx
      .insert(affiliations)
      .values({
        organizationId: organization.id,
        userId: user.id,
        admin: invitation.admin,
        receiveNotifications: invitation.receiveNotifications,
        hidden: invitation.hidden,
      })
      .onConflictDoNothing();
    await tx.delete(collaboratorInvitations).where(eq(collaboratorInvitations.id, invitation.id));
    if (invitation.invitedById && invitation.invitedById !== user.id) {
      await notify(tx, {
        userId: invitation.invitedById,
        actorId: user.id,
        html: `<strong>${escapeHtml(name)}</strong> joined <strong>${escapeHtml(organization.name)}</strong>`,
        link: `/manage/${organization.username}/settings/team`,
      });
    }
  });
  return { organization: profileSummary(organization) };
}
