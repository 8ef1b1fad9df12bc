import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MANAGE_EVENT_MESSAGES, type inviteCollaboratorBody, type ManagedCollaboratorInvitation } from '../../../contracts/events-management.ts';
import type { AcceptedInvitation, InvitationView } from '../../../contracts/team.ts';
import { eventPath } from '../../../domain/events.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { eventCollaboratorInvitations, eventCollaborators, events, profiles } from '../../platform/db/schema/index.ts';
import { escapeHtml } from '../../platform/html.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { newToken, tokenDigest as digest } from '../../platform/tokens.ts';
import { accountsByEmail, findProfile, profileSummary, type ProfileRow } from '../accounts/index.ts';
import { notify } from '../notifications/index.ts';
import { assertInvitee, countResend, deliverInvitation, invitedAddress } from '../invitations/index.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import { invalidateEventPage } from './event-page-cache.ts';

export interface InvitationDeps {
  db: Db;
  jobs: Jobs;
  config: Pick<Config, 'publicUrl'>;
  limits: RateLimiter;
}

type InvitationRow = typeof eventCollaboratorInvitations.$inferSelect;
type EventRow = typeof events.$inferSelect;

const toView = (row: InvitationRow, account: ProfileRow | undefined): ManagedCollaboratorInvitation => ({
  id: row.id,
  email: row.email,
  accessSetting: row.accessSetting,
  user: account ? profileSummary(account) : null,
  sendCount: row.sendCount,
  createdAt: row.createdAt.toISOString(),
});

/** The event's pending invitations, newest first. */
export async function listCollaboratorInvitations(db: Db, eventId: string): Promise<ManagedCollaboratorInvitation[]> {
  const rows = await db
    .select()
    .from(eventCollaboratorInvitations)
    .where(eq(eventCollaboratorInvitations.eventId, eventId))
    .orderBy(desc(eventCollaboratorInvitations.createdAt), desc(eventCollaboratorInvitations.id));
  const accounts = await accountsByEmail(
    db,
    rows.map((r) => r.email),
  );
  return rows.map((r) => toView(r, accounts.get(r.email)));
}

/** Refuses an address that already organizes or helps with the event (by its account). */
async function assertNotOnTeam(db: Db, event: EventRow, account: ProfileRow | undefined) {
  if (!account) return;
  if (account.id === event.ownerId) throw invalid({ email: MANAGE_EVENT_MESSAGES.ownerIsNotCollaborator });
  const [existing] = await db
    .select({ id: eventCollaborators.id })
    .from(eventCollaborators)
    .where(and(eq(eventCollaborators.eventId, event.id), eq(eventCollaborators.profileId, account.id)))
    .limit(1);
  if (existing) throw invalid({ email: MANAGE_EVENT_MESSAGES.alreadyAdded });
}

async function inviterOf(db: Db, user: AuthUser) {
  return { id: user.id, name: (await findProfile(db, user.id)).name };
}

/** Invites a collaborator by e-mail: the invitation and its e-mail are written in one transaction. */
export async function inviteCollaborator(
  deps: InvitationDeps,
  access: EventAccess,
  body: z.infer<typeof inviteCollaboratorBody>,
): Promise<ManagedCollaboratorInvitation> {
  const { db } = deps;
  const { event, user } = access;
  const email = invitedAddress(body.email, MANAGE_EVENT_MESSAGES.chooseProfileOrEmail);
  await deps.limits.hit(RATE_RULES.invitation, user.id);
  const account = (await accountsByEmail(db, [email])).get(email);
  await assertNotOnTeam(db, event, account);
  const inviter = await inviterOf(db, user);
  const token = newToken();
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(eventCollaboratorInvitations)
      .values({ eventId: event.id, email, accessSetting: body.accessSetting, invitedById: user.id, tokenHash: digest(token) })
      .onConflictDoNothing()
      .returning();
    // The address was invited before (or by a concurrent request): resending is a separate, explicit action.
    if (!inserted) throw new AppError('conflict', MANAGE_EVENT_MESSAGES.alreadyInvited);
    await deliverInvitation(tx, deps, { email, token, inviter, verb: 'help with', target: event.name });
    return inserted;
  });
  return toView(row, account);
}

async function findPending(db: Db, eventId: string, invitationId: string): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(eventCollaboratorInvitations)
    .where(and(eq(eventCollaboratorInvitations.id, invitationId), eq(eventCollaboratorInvitations.eventId, eventId)))
    .limit(1);
  if (!row) throw notFound(MANAGE_EVENT_MESSAGES.invitationNotFound);
  return row;
}

/** Sends the invitation again with a new link; the old link stops working. */
export async function resendCollaboratorInvitation(deps: InvitationDeps, access: EventAccess, invitationId: string): Promise<void> {
  const { db } = deps;
  const invitation = await findPending(db, access.event.id, invitationId);
  await countResend(deps.limits, access.user.id, invitation.id);
  const inviter = await inviterOf(db, access.user);
  const token = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(eventCollaboratorInvitations)
      .set({ tokenHash: digest(token), sendCount: sql`${eventCollaboratorInvitations.sendCount} + 1` })
      .where(eq(eventCollaboratorInvitations.id, invitation.id));
    await deliverInvitation(tx, deps, { email: invitation.email, token, inviter, verb: 'help with', target: access.event.name });
  });
}

export async function cancelCollaboratorInvitation(db: Db, access: EventAccess, invitationId: string): Promise<void> {
  const invitation = await findPending(db, access.event.id, invitationId);
  await db.delete(eventCollaboratorInvitations).where(eq(eventCollaboratorInvitations.id, invitation.id));
}

export type EventInvitationLink = { invitation: InvitationRow; event: EventRow; owner: ProfileRow };

/** The event invitation behind an accept link, or null. */
export async function findEventInvitation(db: Db, token: string): Promise<EventInvitationLink | null> {
  const [row] = await db
    .select({ invitation: eventCollaboratorInvitations, event: events, owner: profiles })
    .from(eventCollaboratorInvitations)
    .innerJoin(events, eq(events.id, eventCollaboratorInvitations.eventId))
    .innerJoin(profiles, eq(profiles.id, events.ownerId))
    .where(eq(eventCollaboratorInvitations.tokenHash, digest(token)))
    .limit(1);
  return row ?? null;
}

export async function viewEventInvitation(db: Db, { invitation, event, owner }: EventInvitationLink): Promise<InvitationView> {
  const inviter = invitation.invitedById ? await findProfile(db, invitation.invitedById).catch(() => null) : null;
  return {
    organization: profileSummary(owner),
    event: { id: event.id, name: event.name },
    email: invitation.email,
    invitedBy: inviter?.name ?? owner.name,
  };
}

/**
 * The invited person (signed in with the verified invited address) joins the event's team with the invitation's
 * access setting; the invitation is used up. Already on the team: the invitation is used up, the setting kept.
 */
export async function acceptEventInvitation(db: Db, user: AuthUser, link: EventInvitationLink): Promise<AcceptedInvitation> {
  const { invitation, event, owner } = link;
  assertInvitee(user, invitation.email);
  const name = (await findProfile(db, user.id)).name;
  await db.transaction(async (tx) => {
    if (user.id !== event.ownerId) {
      await tx
        .insert(eventCollaborators)
        .values({ eventId: event.id, profileId: user.id, accessSetting: invitation.accessSetting })
        .onConflictDoNothing();
    }
    await tx.delete(eventCollaboratorInvitations).where(eq(eventCollaboratorInvitations.id, invitation.id));
    if (invitation.invitedById && invitation.invitedById !== user.id) {
      await notify(tx, {
        userId: invitation.invitedById,
        actorId: user.id,
        html: `<strong>${escapeHtml(name)}</strong> joined the team of <strong>${escapeHtml(event.name)}</strong>`,
        link: eventPath(event.id),
      });
    }
  });
  invalidateEventPage(event.id);
  return { organization: profileSummary(owner), event: { id: event.id, name: event.name } };
}
