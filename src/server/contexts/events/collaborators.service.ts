import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { MANAGE_EVENT_MESSAGES, type addCollaboratorBody, type ManagedCollaborator } from '../../../contracts/events-management.ts';
import { managementAccess } from '../../../domain/access.ts';
import { eventPath, type AccessSetting } from '../../../domain/events.ts';
import type { Db } from '../../platform/db/client.ts';
import { eventCollaborators, profiles } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { escapeHtml } from '../../platform/html.ts';
import { forbidden, invalid, notFound } from '../../platform/http/errors.ts';
import { findProfile, type ProfileRow } from '../accounts/index.ts';
import { notify } from '../notifications/index.ts';
import { findEvent, type EventAccess } from '../../platform/access/event-access.ts';
import { invalidateEventPage } from './event-page-cache.ts';
import { toManagedCollaborator } from './event-views.ts';

const COLLABORATOR_NOT_FOUND = 'Collaborator not found';

async function profileToAdd(db: Db, body: z.infer<typeof addCollaboratorBody>): Promise<ProfileRow> {
  const field = body.profileId ? 'profileId' : 'username';
  const username = body.username?.trim();
  if (!body.profileId && !username) throw invalid({ profileId: MANAGE_EVENT_MESSAGES.chooseProfile });
  const [row] = await db
    .select()
    .from(profiles)
    .where(body.profileId ? eq(profiles.id, body.profileId) : sql`lower(${profiles.username}) = ${username!.toLowerCase()}`)
    .limit(1);
  if (!row) throw invalid({ [field]: MANAGE_EVENT_MESSAGES.profileNotFound });
  return row;
}

/** Adds a person or organization to the event's team; a person hears about it in their notifications. */
export async function addCollaborator(db: Db, access: EventAccess, body: z.infer<typeof addCollaboratorBody>): Promise<ManagedCollaborator> {
  const { event, user } = access;
  const profile = await profileToAdd(db, body);
  const field = body.profileId ? 'profileId' : 'username';
  if (profile.id === event.ownerId) throw invalid({ [field]: MANAGE_EVENT_MESSAGES.ownerIsNotCollaborator });
  const [existing] = await db
    .select({ id: eventCollaborators.id })
    .from(eventCollaborators)
    .where(and(eq(eventCollaborators.eventId, event.id), eq(eventCollaborators.profileId, profile.id)))
    .limit(1);
  if (existing) throw invalid({ [field]: MANAGE_EVENT_MESSAGES.alreadyAdded });

  const actor = await findProfile(db, user.id);
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(eventCollaborators)
      .values({ eventId: event.id, profileId: profile.id, accessSetting: body.accessSetting })
      .returning();
    if (profile.type === 'user' && profile.id !== user.id) {
      await notify(tx, {
        userId: profile.id,
        actorId: user.id,
        html: `<strong>${escapeHtml(actor.name)}</strong> added you to the team of <strong>${escapeHtml(event.name)}</strong>`,
        link: eventPath(event.id),
      });
    }
    return inserted!;
  });
  invalidateEventPage(event.id);
  return toManagedCollaborator(row, profile);
}

async function findTeaching(db: Db, eventId: string, teachingId: string) {
  const [row] = await db
    .select({ c: eventCollaborators, p: profiles })
    .from(eventCollaborators)
    .innerJoin(profiles, eq(profiles.id, eventCollaborators.profileId))
    .where(and(eq(eventCollaborators.id, teachingId), eq(eventCollaborators.eventId, eventId)))
    .limit(1);
  if (!row) throw notFound(COLLABORATOR_NOT_FOUND);
  return row;
}

export async function updateCollaborator(
  db: Db,
  access: EventAccess,
  teachingId: string,
  accessSetting: AccessSetting,
): Promise<ManagedCollaborator> {
  const { p } = await findTeaching(db, access.event.id, teachingId);
  const [row] = await db.update(eventCollaborators).set({ accessSetting }).where(eq(eventCollaborators.id, teachingId)).returning();
  invalidateEventPage(access.event.id);
  return toManagedCollaborator(row!, p);
}

export async function removeCollaborator(db: Db, access: EventAccess, teachingId: string): Promise<void> {
  await findTeaching(db, access.event.id, teachingId);
  await db.delete(eventCollaborators).where(eq(eventCollaborators.id, teachingId));
  invalidateEventPage(access.event.id);
}

/**
 * A collaborator leaving an event (the event page's self-removal): only for a profile the user is, or an
 * organization they belong to; never the event's owner.
 */
export async function removeSelf(db: Db, user: AuthUser, profileId: string, teachingId: string): Promise<void> {
  const access = managementAccess(user, profileId);
  if (access !== 'owner' && access !== 'organization_member') throw forbidden(MANAGE_EVENT_MESSAGES.notCollaborator);
  const [row] = await db
    .select()
    .from(eventCollaborators)
    .where(and(eq(eventCollaborators.id, teachingId), eq(eventCollaborators.profileId, profileId)))
    .limit(1);
  if (!row) throw notFound(COLLABORATOR_NOT_FOUND);
  const event = await findEvent(db, row.eventId);
  if (event.ownerId === profileId) throw forbidden(MANAGE_EVENT_MESSAGES.notCollaborator);
  await db.delete(eventCollaborators).where(eq(eventCollaborators.id, teachingId));
  invalidateEventPage(event.id);
}
