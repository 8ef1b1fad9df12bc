import { BROADCAST_API_MESSAGES as M } from '../../../contracts/broadcasts.messages.ts';
import { canManageBroadcasts } from '../../../domain/broadcasts.ts';
import { eventPermissions } from '../../../domain/events.ts';
import { eventRole, findEvent, noteEventEntry, type EventRow } from '../../platform/access/event-access.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { forbidden } from '../../platform/http/errors.ts';
import { findBroadcast, type BroadcastRow } from './broadcast-rows.ts';

export interface BroadcastAccess {
  broadcast: BroadcastRow;
  event: EventRow;
  /** The event's admin access (owner, organization manager, site admin, 'admin' collaborator): keys and changes. */
  canManage: boolean;
}

/**
 * The management gate of one broadcast, by its event's roles (content-management 6): 404 unknown, 403 without a role
 * on its event, and 403 when `manage` is asked of door or basic access. The path names the broadcast, so the
 * declared gate is 'signed in' and this decides the rest.
 */
export async function openBroadcast(db: Db, user: AuthUser, id: string, need: 'view' | 'manage'): Promise<BroadcastAccess> {
  const broadcast = await findBroadcast(db, id);
  const event = await findEvent(db, broadcast.eventId);
  const permissions = eventPermissions(await eventRole(db, user, event));
  if (!permissions.canView) throw forbidden();
  const canManage = canManageBroadcasts(permissions.accessSetting);
  if (need === 'manage' && !canManage) throw forbidden(M.noPermission);
  // A site admin with no role of their own on the event: a change here is an admin act (its audit row).
  await noteEventEntry(db, user, event, (p) => p.canView && (need === 'view' || canManageBroadcasts(p.accessSetting)));
  return { broadcast, event, canManage };
}

/** Whether the viewer is on the event's team (any access setting, its owner's managers, site admins). */
export async function onEventTeam(db: Db, viewer: AuthUser | null, event: Pick<EventRow, 'id' | 'ownerId'>): Promise<boolean> {
  if (!viewer) return false;
  return eventPermissions(await eventRole(db, viewer, event)).canView;
}
