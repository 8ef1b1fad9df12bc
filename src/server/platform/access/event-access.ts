import { and, eq, inArray } from 'drizzle-orm';
import type { EventCapability } from '../../../contracts/access.ts';
import { MANAGE_EVENT_MESSAGES } from '../../../contracts/events-management.ts';
import { managementAccess } from '../../../domain/access.ts';
import { eventPermissions, type AccessSetting, type EventPermissions } from '../../../domain/events.ts';
import type { Queryable } from '../db/client.ts';
import { eventCollaborators, events } from '../db/schema/index.ts';
import type { AuthUser } from '../http/auth.ts';
import { forbidden, notFound, unauthenticated } from '../http/errors.ts';
import { noteAdminEntry } from './admin-acts.ts';

export type EventRow = typeof events.$inferSelect;

export const EVENT_NOT_FOUND = 'Event not found';

export async function findEvent(db: Queryable, eventId: string): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.id, eventId)).limit(1);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return row;
}

/** When someone collaborates both personally and through an organization, the broadest setting counts. */
const BREADTH: readonly AccessSetting[] = ['admin', 'door_with_stats', 'door', 'basic'];

export function broadestSetting(settings: readonly AccessSetting[]): AccessSetting | null {
  return BREADTH.find((s) => settings.includes(s)) ?? null;
}

/** The profiles a user acts as: themselves and the organizations they belong to. */
export const actingProfiles = (user: AuthUser) => [user.id, ...user.managedOrganizations];

/** The viewer's role on an event: manager of the owner profile, and/or collaborator with a setting. */
export async function eventRole(db: Queryable, user: AuthUser | null, event: Pick<EventRow, 'id' | 'ownerId'>) {
  if (!user) return { manager: false, accessSetting: null };
  const manager = managementAccess(user, event.ownerId) !== null;
  // An API key reaches its owner's own events only: no collaboration on another's event passes with it.
  if (user.apiKey) return { manager, accessSetting: null };
  const rows = await db
    .select({ accessSetting: eventCollaborators.accessSetting })
    .from(eventCollaborators)
    .where(and(eq(eventCollaborators.eventId, event.id), inArray(eventCollaborators.profileId, actingProfiles(user))));
  return { manager, accessSetting: broadestSetting(rows.map((r) => r.accessSetting)) };
}

export interface EventAccess {
  user: AuthUser;
  event: EventRow;
  manager: boolean;
  permissions: EventPermissions;
}

/**
 * The management gate of one event: 401 signed out, 404 unknown event, 403 without a role on it or when the
 * role does not allow `capability`.
 */
export async function requireEventAccess(db: Queryable, user: AuthUser | null, eventId: string, capability: EventCapability): Promise<EventAccess> {
  if (!user) throw unauthenticated();
  const event = await findEvent(db, eventId);
  const role = await eventRole(db, user, event);
  const permissions = eventPermissions(role);
  if (!permissions.canView) throw forbidden();
  if (!permissions[capability]) throw forbidden(MANAGE_EVENT_MESSAGES.noPermission);
  if (user.admin) await noteEventEntry(db, user, event, (p) => p[capability]);
  return { user, event, manager: role.manager, permissions };
}

/**
 * Notes an admin act when only the admin flag lets `user` do what `allowed` asks on the event (the same user
 * without it, by their own role, would be refused). For services that decide an event's access themselves.
 */
export async function noteEventEntry(
  db: Queryable,
  user: AuthUser,
  event: Pick<EventRow, 'id' | 'ownerId'>,
  allowed: (permissions: EventPermissions) => boolean,
): Promise<void> {
  if (!user.admin) return;
  const own = eventPermissions(await eventRole(db, { ...user, admin: false }, event));
  noteAdminEntry(user, { ownerId: event.ownerId, targetType: 'event', targetId: event.id }, !allowed(own));
}
