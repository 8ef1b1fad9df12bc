import { WEBHOOK_MESSAGES, WEBHOOK_REASONS } from '../../../contracts/webhooks.messages.ts';
import { developerZoneAllowed } from '../../../domain/webhooks.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { refusal } from '../../platform/http/errors.ts';
import { requireProfileAccess, type ProfileAccess } from '../../platform/access/profile-access.ts';

/**
 * The developer zone's gate: webhooks and API keys reach an owner's sales, so only its editors (the owner, a team
 * admin, a site admin: the profile's 'edit' right) may use them, and only when the developer zone is allowed for
 * the owner (domain/webhooks.ts `developerZoneAllowed`). 401 signed out, 404 unknown owner, 403 otherwise.
 */
export async function requireDeveloperAccess(db: Db, user: AuthUser | null, ownerId: string): Promise<ProfileAccess> {
  const access = await requireProfileAccess(db, user, ownerId, 'edit');
  if (!developerZoneAllowed(access.profile)) throw refusal('forbidden', WEBHOOK_REASONS.notAllowed, WEBHOOK_MESSAGES.notAllowed);
  return access;
}
