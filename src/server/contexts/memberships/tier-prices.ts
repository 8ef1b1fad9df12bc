import { and, count, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { tierBody } from '../../../contracts/memberships.ts';
import type { SavedTierPrice } from '../../../domain/memberships.ts';
import type { Tx } from '../../platform/db/client.ts';
import { membershipPrices as prices, membershipSubscriptions as subs, orders } from '../../platform/db/schema/index.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { hasAccessNow } from '../../platform/access/member-access.ts';

/** A tier's prices on save: what locks each one, and writing them as the form lists them. */

type TierInput = z.output<typeof tierBody>;

/** A saved price with its lock count; `used`: a membership or order names it, so it is archived, never deleted. */
export type SavedPrice = SavedTierPrice & { used: boolean };

/**
 * The tier's saved prices with what locks them: members holding access through the price, or a checkout for it
 * under way (a pending subscription pays the price as it was).
 */
export async function savedPrices(tx: Tx, tierId: string, now: Date): Promise<SavedPrice[]> {
  const rows = await tx.select().from(prices).where(eq(prices.tierId, tierId));
  if (!rows.length) return [];
  const ids = rows.map((p) => p.id);
  // One query at a time: a transaction is one connection.
  const locking = await tx
    .select({ priceId: subs.priceId, n: count() })
    .from(subs)
    .where(and(inArray(subs.priceId, ids), or(hasAccessNow(now), eq(subs.status, 'pending'))))
    .groupBy(subs.priceId);
  const subscribed = await tx.selectDistinct({ priceId: subs.priceId }).from(subs).where(inArray(subs.priceId, ids));
  const ordered = await tx.selectDistinct({ priceId: orders.membershipPriceId }).from(orders).where(inArray(orders.membershipPriceId, ids));
  const used = new Set([...subscribed, ...ordered].map((r) => r.priceId));
  return rows.map((p) => ({
    id: p.id,
    amount: p.amount,
    interval: p.interval,
    archived: p.archived,
    subscriptionsCount: locking.find((l) => l.priceId === p.id)?.n ?? 0,
    used: used.has(p.id),
  }));
}

/** Writes the prices as listed (position = index): saved ones updated, new ones added, left-out ones archived or deleted. */
export async function writePrices(tx: Tx, owner: ProfileRow, tierId: string, input: TierInput, saved: SavedPrice[]) {
  for (const [position, p] of input.prices.entries()) {
    const amount = p.price!;
    const before = p.id ? saved.find((s) => s.id === p.id) : undefined;
    if (!before) {
      await tx.insert(prices).values({ tierId, amount, interval: p.interval, currency: owner.currency, position, archived: p.archived });
      continue;
    }
    const changed = before.amount !== amount || before.interval !== p.interval;
    await tx
      .update(prices)
      .set({
        position,
        archived: p.archived,
        // A changed price is a new offer in the owner's current currency; the provider's price object is made again.
        ...(changed ? { amount, interval: p.interval, currency: owner.currency, providerPriceId: null } : {}),
      })
      .where(eq(prices.id, before.id));
  }
  const gone = saved.filter((s) => !input.prices.some((p) => p.id === s.id));
  const drop = gone.filter((s) => !s.used).map((s) => s.id);
  // Memberships and orders keep naming a price they used: it is archived instead, after the listed ones.
  for (const [n, s] of gone.filter((g) => g.used).entries()) {
    await tx
      .update(prices)
      .set({ archived: true, position: input.prices.length + n })
      .where(eq(prices.id, s.id));
  }
  if (drop.length) await tx.delete(prices).where(inArray(prices.id, drop));
}
