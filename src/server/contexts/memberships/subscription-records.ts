import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import { and, asc, eq, sql } from 'drizzle-orm';
import { matchesMemberFilter, type MemberStatus, type PriceInterval } from '../../../domain/memberships.ts';
import type { OutboxEvent } from '../../platform/outbox.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { membershipSubscriptions, membershipTiers as tiers, orders } from '../../platform/db/schema/index.ts';

/**
 * What every writer of membership subscriptions shares (manual members here, provider subscriptions in the
 * subscribe and renewal services): the tier's seats, the length of a period, and the outbox event.
 */

export type SubscriptionRow = typeof membershipSubscriptions.$inferSelect;
type SubscriptionEventType = Extract<OutboxEvent['type'], `membership.subscription.${string}`>;

/** Statuses that hold a person's one membership per owner (the partial unique indexes): all but expired. */
export const LIVE_STATUSES = ['pending', 'active', 'past_due', 'canceled', 'invited'] as const;

/**
 * Takes one of the tier's seats with a single conditional UPDATE (`limit is null or taken < limit`), so
 * concurrent takers never pass the capacity; false when the tier is full (or gone).
 */
export async function takeSeat(tx: Tx, tierId: string): Promise<boolean> {
  const rows = await tx
    .update(tiers)
    .set({ taken: sql`${tiers.taken} + 1` })
    .where(and(eq(tiers.id, tierId), sql`(${tiers.validSubscriptionsLimit} is null or ${tiers.taken} < ${tiers.validSubscriptionsLimit})`))
    .returning({ id: tiers.id });
  return rows.length > 0;
}

/** Gives a seat back (its membership expired or moved to another tier). */
export async function releaseSeat(tx: Tx, tierId: string): Promise<void> {
  await tx
    .update(tiers)
    .set({ taken: sql`${tiers.taken} - 1` })
    .where(eq(tiers.id, tierId));
}

/** The end of a period of one interval from `start`: calendar months in UTC (31 January + 1 month = 28 or 29 February). */
export function periodEnd(start: Date, interval: PriceInterval): Date {
  return new Date(addMonths(new TZDate(start.getTime(), 'UTC'), interval === 'year' ? 12 : 1).getTime());
}

/** The subscription as the members list shows it: invited, expired (canceled too), else active. */
function listedStatus(row: SubscriptionRow, now: Date): 'active' | 'invited' | 'expired' {
  const member = { status: row.status as MemberStatus, expiresAt: row.expiresAt, autoRenew: row.autoRenew };
  if (matchesMemberFilter(member, 'invited', now)) return 'invited';
  return matchesMemberFilter(member, 'expired', now) ? 'expired' : 'active';
}

/** The outbox event of a subscription as it now stands (contracts/outbox-events.ts). */
export function subscriptionEvent(type: SubscriptionEventType, row: SubscriptionRow, now = new Date()): OutboxEvent {
  const manual = row.provider === null;
  const payload = {
    subscriptionId: row.id,
    userId: row.userId,
    email: row.email,
    tierId: row.tierId,
    price: manual ? null : { id: row.priceId, amount: row.amount, currency: row.currency, interval: row.interval },
    status: listedStatus(row, now),
    manual,
    autoRenew: row.autoRenew,
    startsAt: (row.startsAt ?? row.createdAt).toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
  if (type === 'membership.subscription.cancelled') {
    return { type, ownerId: row.ownerId, payload: { ...payload, canceledAt: (row.canceledAt ?? now).toISOString() } };
  }
  return { type, ownerId: row.ownerId, payload };
}

export type MembershipOrderRow = typeof orders.$inferSelect;

/** The first period's order of a subscription (the one that is not a renewal: the oldest). */
export async function firstOrderOf(db: Queryable, subscriptionId: string): Promise<MembershipOrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.membershipSubscriptionId, subscriptionId)).orderBy(asc(orders.periodStart)).limit(1);
  return row ?? null;
}
