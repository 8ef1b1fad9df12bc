import { WEBHOOK_MESSAGES, WEBHOOK_REASONS } from '../../../contracts/webhooks.messages.ts';
import { developerZoneAllowed } from '../../../domain/webhooks.ts';
import { refusal } from '../../platform/http/errors.ts';
import type { ProfileRow } from '../../platform/access/profiles.ts';

/**
 * The developer zone's rule behind its declared gate: webhooks and API keys reach an owner's sales, so their
 * endpoints declare the owner's 'edit' right (contracts/webhooks.endpoints.ts: 401, 404, 403), and the zone must be
 * allowed for that owner as well (domain/webhooks.ts `developerZoneAllowed`), else 403 with its reason. Answers the
 * owner's id, by which every lookup behind it is filtered.
 */
export function requireDeveloperZone(profile: ProfileRow): string {
  if (!developerZoneAllowed(profile)) throw refusal('forbidden', WEBHOOK_REASONS.notAllowed, WEBHOOK_MESSAGES.notAllowed);
  return profile.id;
}
