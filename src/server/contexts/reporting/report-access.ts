import type { Db } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { requireProfileAccess, type ProfileAccess } from '../../platform/access/profile-access.ts';

/**
 * Reports show money: the owner, a team admin of an organization or a site admin (the profile's 'edit' right);
 * other team members get 403 (docs/decisions/reporting.md). 401 signed out, 404 unknown owner.
 */
export function requireReportAccess(db: Db, user: AuthUser | null, ownerId: string): Promise<ProfileAccess> {
  return requireProfileAccess(db, user, ownerId, 'edit');
}
