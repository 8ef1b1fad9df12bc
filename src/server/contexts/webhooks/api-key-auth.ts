import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { API_KEY_MESSAGES, WEBHOOK_MESSAGES, WEBHOOK_REASONS } from '../../../contracts/webhooks.messages.ts';
import { apiKeyMakerMayAct } from '../../../domain/access.ts';
import { developerZoneAllowed } from '../../../domain/webhooks.ts';
import type { Db } from '../../platform/db/client.ts';
import { affiliations, apiKeys, profiles, users } from '../../platform/db/schema/index.ts';
import type { ApiKeyResolver } from '../../platform/http/auth.ts';
import { AppError, refusal } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { tokenDigest } from '../../platform/tokens.ts';

/** How stale `last_used_at` may get before a call writes it again (one write a minute, not one per call). */
const LAST_USED_PRECISION_MS = 60_000;

const owners = alias(profiles, 'key_owner');

const invalidKey = () => new AppError('unauthenticated', API_KEY_MESSAGES.invalidKey);

/**
 * Resolves `Authorization: Bearer ovk_…` (platform/http/auth.ts) to the key's maker, acting for the key's owner only
 * and never as a site admin. Every call with a live key counts against its rate rule. Refused: an unknown or revoked
 * key, or one whose maker no longer edits the owner in their own right (left the team, lost the admin role), with
 * 401 as for a revoked key; an owner the developer zone is no longer allowed for, with 403.
 */
export function apiKeyResolver(deps: { db: Db; limits: RateLimiter }): ApiKeyResolver {
  const { db, limits } = deps;
  return async (key) => {
    const [row] = await db
      .select({
        id: apiKeys.id,
        ownerId: apiKeys.ownerId,
        access: apiKeys.access,
        lastUsedAt: apiKeys.lastUsedAt,
        makerId: profiles.id,
        username: profiles.username,
        email: users.email,
        verifiedAt: users.emailVerifiedAt,
        owner: { developerZoneAllowed: owners.developerZoneAllowed, paymentAccountId: owners.paymentAccountId },
        membership: { owner: affiliations.owner, admin: affiliations.admin },
      })
      .from(apiKeys)
      .innerJoin(profiles, eq(profiles.id, apiKeys.createdById))
      .innerJoin(users, eq(users.profileId, apiKeys.createdById))
      .innerJoin(owners, eq(owners.id, apiKeys.ownerId))
      .leftJoin(affiliations, and(eq(affiliations.organizationId, apiKeys.ownerId), eq(affiliations.userId, apiKeys.createdById)))
      // A maker whose sign-in a site admin disabled: their keys are refused like revoked ones.
      .where(and(eq(apiKeys.keyDigest, tokenDigest(key)), isNull(apiKeys.revokedAt), isNull(users.signInDisabledAt)))
      .limit(1);
    if (!row) throw invalidKey();
    await limits.hit(RATE_RULES.apiKey, row.id);
    if (!apiKeyMakerMayAct(row.makerId, row.ownerId, row.membership)) throw invalidKey();
    if (!developerZoneAllowed(row.owner)) throw refusal('forbidden', WEBHOOK_REASONS.notAllowed, WEBHOOK_MESSAGES.notAllowed);
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) await touch(db, row.id);
    return {
      id: row.makerId,
      username: row.username,
      email: row.email,
      emailVerified: row.verifiedAt !== null,
      admin: false,
      // Only the key's owner: no code path can reach another organization of the maker through the key.
      managedOrganizations: row.membership ? [row.ownerId] : [],
      apiKey: { id: row.id, ownerId: row.ownerId, access: row.access },
    };
  };
}

/** Marks the key used now, unless another call did within the minute. */
function touch(db: Db, id: string) {
  return db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))));
}
