import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { ProfileSummary } from '../../../contracts/common.ts';
import {
  TEAM_MESSAGES,
  type addTeamMemberBody,
  type affiliation,
  type collaboratorInvitation,
  type invitationView,
  type TeamReply,
  type updateTeamMemberBody,
} from '../../../contracts/team.ts';
import { invalidFieldMessage, isValidEmail, normalizeEmail } from '../../../domain/people.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { affiliations, collaboratorInvitations, profiles, users } from '../../platform/db/schema/index.ts';
import { verifiedEmail, type AuthUser } from '../../platform/http/auth.ts';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import { newToken, tokenDigest as digest } from '../../platform/tokens.ts';
import { findProfile, profileSummary, type ProfileRow } from '../accounts/profiles.service.ts';
import { escapeHtml, notify } from '../notifications/notifications.service.ts';
import { profileRights } from '../settings/settings.service.ts';

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

/** The accounts behind invited e-mail addresses, by e-mail. */
async function accountsByEmail(db: Db, emails: string[]): Promise<Map<string, ProfileRow>> {
  if (!emails.length) return new Map();
  const rows = await db
    .select({ email: users.email, profile: profiles })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.profileId))
    .where(inArray(users.email, emails));
  return new Map(rows.map((r) => [r.email, r.profile]));
}

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

export async function listTeam(db: Db, orgId: string): Promise<TeamReply> {
  const members = await db
    .select({ a: affiliations, p: profiles })
    .from(affiliations)
    .innerJoin(profiles, eq(profiles.id, affiliations.userId))
    .where(eq(affiliations.organizationId, orgId))
    .orderBy(desc(affiliations.owner), asc(profiles.name), asc(profiles.username));
  const invitations = await db
    .select()
    .from(collaboratorInvitations)
    .where(eq(collaboratorInvitations.organizationId, orgId))
    .orderBy(desc(collaboratorInvitations.createdAt), desc(collaboratorInvitations.id));
  const accounts = await accountsByEmail(
    db,
    invitations.map((i) => i.email),
  );
  return {
    affiliations: members.map(({ a, p }) => toAffiliation(a, p)),
    collaboratorInvitations: invitations.map((i) => toInvitation(i, accounts.get(i.email))),
  };
}

async function profileName(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ name: profiles.name }).from(profiles).where(eq(profiles.id, id)).limit(1);
  return row?.name ?? 'Someone';
}

const oneLine = (text: string) => text.replace(/[\r\n\t]+/g, ' ').trim();

/**
 * Sends an invitation: the e-mail with the accept link (through the mail queue) and, when the address
 * belongs to an account, a notification. Used when adding a member and when resending.
 */
export async function deliverInvitation(
  deps: TeamDeps,
  input: { email: string; token: string; inviter: { id: string; name: string }; organization: ProfileRow },
) {
  const link = `${deps.config.publicUrl}/invitations/${input.token}`;
  const inviter = oneLine(input.inviter.name);
  const org = oneLine(input.organization.name);
  await enqueueMail(deps.jobs, {
    to: input.email,
    subject: `${inviter} invited you to join ${org} on Ovation`,
    text: [
      `${inviter} invited you to join ${org} on Ovation.`,
      '',
      `Accept the invitation: ${link}`,
      '',
      `Sign in (or sign up) with ${input.email} to accept it.`,
    ].join('\n'),
    html: [
      `<p><strong>${escapeHtml(inviter)}</strong> invited you to join <strong>${escapeHtml(org)}</strong> on Ovation.</p>`,
      `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
      `<p>Sign in (or sign up) with ${escapeHtml(input.email)} to accept it.</p>`,
    ].join('\n'),
  });
  // The in-app notice carries the accept link: only to an account that proved it owns the address.
  const [account] = await deps.db
    .select({ id: users.profileId })
    .from(users)
    .where(and(eq(users.email, input.email), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  if (account) {
    await notify(deps.db, {
      userId: account.id,
      actorId: input.inviter.id,
      html: `<strong>${escapeHtml(inviter)}</strong> invited you to join <strong>${escapeHtml(org)}</strong>`,
      link: `/invitations/${input.token}`,
    });
  }
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
  const typed = body.email?.trim();
  if (!typed) throw invalid({ email: TEAM_MESSAGES.userOrEmailRequired });
  if (!isValidEmail(typed)) throw invalid({ email: invalidFieldMessage('Email') });
  return normalizeEmail(typed);
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
  const [row] = await db
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
  if (!row) throw new AppError('conflict', TEAM_MESSAGES.alreadyMember);
  await deliverInvitation(deps, { email, token, inviter: { id: user.id, name: await profileName(db, user.id) }, organization: org });
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
  await deps.limits.hit(RATE_RULES.invitation, user.id);
  const token = newToken();
  await db
    .update(collaboratorInvitations)
    .set({ tokenHash: digest(token), sendCount: invitation.sendCount + 1 })
    .where(eq(collaboratorInvitations.id, invitation.id));
  await deliverInvitation(deps, {
    email: invitation.email,
    token,
    inviter: { id: user.id, name: await profileName(db, user.id) },
    organization: org,
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
}

async function invitationByToken(db: Db, token: string) {
  const [row] = await db
    .select({ invitation: collaboratorInvitations, organization: profiles })
    .from(collaboratorInvitations)
    .innerJoin(profiles, eq(profiles.id, collaboratorInvitations.organizationId))
    .where(eq(collaboratorInvitations.tokenHash, digest(token)))
    .limit(1);
  if (!row) throw notFound(TEAM_MESSAGES.invitationNotFound);
  return row;
}

export async function viewInvitation(db: Db, token: string): Promise<z.infer<typeof invitationView>> {
  const { invitation, organization } = await invitationByToken(db, token);
  return {
    organization: profileSummary(organization),
    email: invitation.email,
    invitedBy: invitation.invitedById ? await profileName(db, invitation.invitedById) : organization.name,
  };
}

/** The invited person joins with the invitation's roles; the invitation is used up. */
export async function acceptInvitation(db: Db, user: AuthUser, token: string): Promise<ProfileSummary> {
  const { invitation, organization } = await invitationByToken(db, token);
  if (!user.emailVerified && normalizeEmail(user.email) === invitation.email) throw forbidden(TEAM_MESSAGES.invitationUnverified);
  if (verifiedEmail(user) !== invitation.email) throw forbidden(TEAM_MESSAGES.invitationWrongAccount);
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
  return profileSummary(organization);
}
