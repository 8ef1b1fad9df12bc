import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { profileRights } from '../../platform/access/profile-access.ts';
import type { z } from 'zod';
import { API_KEY_LIMITS, API_KEY_MESSAGES, API_KEY_PREFIX, type ApiKeyView, type createApiKeyBody } from '../../../contracts/webhooks.ts';
import type { Db } from '../../platform/db/client.ts';
import { apiKeys, profiles } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError, forbidden, notFound } from '../../platform/http/errors.ts';
import { newToken, tokenDigest } from '../../platform/tokens.ts';
import { lockFor } from '../../platform/db/locks.ts';

/**
 * Personal API keys for the open API: `ovk_` + 256 random bits (base64url), made by an editor of one owner, read-only
 * or read-write. Only the key's SHA-256 digest is stored; the list tells keys apart by their first characters.
 */

/** Characters of a key the list shows (`ovk_` and 8 of the random part). */
const PREFIX_LENGTH = 12;

type ApiKeyRow = typeof apiKeys.$inferSelect;
type Maker = Pick<typeof profiles.$inferSelect, 'id' | 'username' | 'name'>;

const toView = (row: ApiKeyRow, maker: Maker): ApiKeyView => ({
  id: row.id,
  name: row.name,
  access: row.access,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  createdBy: { id: maker.id, username: maker.username, name: maker.name },
});

/** The owner's live keys (revoked ones are gone from the list), newest first. */
export async function listApiKeys(db: Db, ownerId: string): Promise<ApiKeyView[]> {
  const rows = await db
    .select({ key: apiKeys, maker: { id: profiles.id, username: profiles.username, name: profiles.name } })
    .from(apiKeys)
    .innerJoin(profiles, eq(profiles.id, apiKeys.createdById))
    .where(and(eq(apiKeys.ownerId, ownerId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((r) => toView(r.key, r.maker));
}

/**
 * Whether `maker` may act for `ownerId` through a key: the account itself, or the organization's owner or team
 * admin. A site admin outside the team may not, since a key never carries site-admin power.
 */
export async function makerMayAct(db: Db, maker: AuthUser, ownerId: string): Promise<boolean> {
  return (await profileRights(db, { ...maker, admin: false }, ownerId)).canEdit;
}

/**
 * Makes a key for the owner (the caller passed the developer zone's gate): answers the key itself, this once. At
 * most API_KEY_LIMITS.perOwner live keys per owner, counted under a lock on the owner so two requests at the limit
 * cannot both pass.
 */
export async function createApiKey(db: Db, user: AuthUser, body: z.output<typeof createApiKeyBody>) {
  if (!(await makerMayAct(db, user, body.ownerId))) throw forbidden(API_KEY_MESSAGES.makerNotOnTeam);
  const key = `${API_KEY_PREFIX}${newToken()}`;
  const row = await db.transaction(async (tx) => {
    await lockFor(tx, `api-keys:${body.ownerId}`);
    const [live] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.ownerId, body.ownerId), isNull(apiKeys.revokedAt)));
    if ((live?.n ?? 0) >= API_KEY_LIMITS.perOwner) throw new AppError('conflict', API_KEY_MESSAGES.tooMany);
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        ownerId: body.ownerId,
        createdById: user.id,
        name: body.name,
        access: body.access,
        keyDigest: tokenDigest(key),
        prefix: key.slice(0, PREFIX_LENGTH),
      })
      .returning();
    return inserted!;
  });
  const [maker] = await db
    .select({ id: profiles.id, username: profiles.username, name: profiles.name })
    .from(profiles)
    .where(eq(profiles.id, user.id));
  return { apiKey: toView(row, maker!), key };
}

/** Revokes one of the owner's live keys: it stops working with the next request. Another owner's key is 404. */
export async function revokeApiKey(db: Db, ownerId: string, id: string): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.ownerId, ownerId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!revoked.length) throw notFound(API_KEY_MESSAGES.notFound);
}
