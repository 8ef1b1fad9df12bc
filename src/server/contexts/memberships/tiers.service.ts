import { and, asc, count, eq, inArray, max, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { MEMBERSHIP_MESSAGES, type tierBody, type TierView } from '../../../contracts/memberships.ts';
import { remainingCapacity, tierCapacity, tierProblems } from '../../../domain/memberships.ts';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import {
  membershipBenefits as benefits,
  membershipPrices as prices,
  membershipSubscriptions as subs,
  membershipTierBenefits as links,
  membershipTiers as tiers,
  orders,
} from '../../platform/db/schema/index.ts';
import { sanitizeUserHtml } from '../../platform/html.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import type { ProfileRow } from '../accounts/index.ts';
import { hasAccessNow } from '../../platform/access/member-access.ts';
import { savedPrices, writePrices, type SavedPrice } from './tier-prices.ts';

/**
 * The organizer's tiers (content-management 2.2, 3): the list with members, revenue, capacity, benefits and
 * prices; create and edit with their prices and benefit links; hide, show again, delete.
 */

type TierRow = typeof tiers.$inferSelect;
type TierInput = z.output<typeof tierBody>;

/** Completed membership orders: what the tier earned. */
const paidOrders = and(eq(orders.productType, 'MembershipTier'), eq(orders.status, 'completed'));

/** The tiers matching `where` as the list shows them (members and subscriptions counted as of `now`). */
async function tierViews(db: Db, owner: ProfileRow, where: SQL | undefined, now: Date): Promise<TierView[]> {
  const rows = await db
    .select()
    .from(tiers)
    .where(and(eq(tiers.ownerId, owner.id), where))
    .orderBy(asc(tiers.position), asc(tiers.createdAt), asc(tiers.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [priceRows, holders, revenue, linked] = await Promise.all([
    db.select().from(prices).where(inArray(prices.tierId, ids)).orderBy(asc(prices.position), asc(prices.createdAt)),
    db
      .select({ priceId: subs.priceId, n: count() })
      .from(subs)
      .where(and(inArray(subs.tierId, ids), hasAccessNow(now)))
      .groupBy(subs.priceId),
    // Revenue in the owner's currency only: sums of different currencies mean nothing.
    db
      .select({ tierId: orders.membershipTierId, total: sql<number>`coalesce(sum(${orders.total}), 0)`.mapWith(Number) })
      .from(orders)
      .where(and(paidOrders, inArray(orders.membershipTierId, ids), eq(orders.currency, owner.currency)))
      .groupBy(orders.membershipTierId),
    db
      .select({ tierId: links.tierId, id: benefits.id, name: benefits.name, archived: benefits.archived })
      .from(links)
      .innerJoin(benefits, eq(benefits.id, links.benefitId))
      .where(inArray(links.tierId, ids))
      .orderBy(asc(benefits.createdAt), asc(benefits.id)),
  ]);
  const holding = new Map(holders.map((h) => [h.priceId, h.n]));
  const earned = new Map(revenue.map((r) => [r.tierId, r.total]));
  return rows.map((tier) => {
    const own = priceRows.filter((p) => p.tierId === tier.id);
    return {
      id: tier.id,
      name: tier.name,
      description: tier.description,
      emailText: tier.emailText,
      archived: tier.archived,
      position: tier.position,
      membersCount: own.reduce((n, p) => n + (holding.get(p.id) ?? 0), 0),
      revenue: earned.get(tier.id) ?? 0,
      currency: owner.currency,
      validSubscriptionsLimit: tier.validSubscriptionsLimit,
      // Seats held (members, and checkouts under way) decide who may still join: 'X of Y remaining' counts them.
      remaining: remainingCapacity(tier.validSubscriptionsLimit, tier.taken),
      benefits: linked.filter((b) => b.tierId === tier.id).map(({ id, name, archived }) => ({ id, name, archived })),
      prices: own.map((p) => ({
        id: p.id,
        price: p.amount,
        interval: p.interval,
        intervalCount: p.intervalCount,
        currency: p.currency,
        position: p.position,
        archived: p.archived,
        subscriptionsCount: holding.get(p.id) ?? 0,
      })),
    };
  });
}

/** GET /api/v1/membership_tiers: every tier of the owner, hidden ones too, by position. */
export function listTiers(db: Db, owner: ProfileRow, now = new Date()): Promise<TierView[]> {
  return tierViews(db, owner, undefined, now);
}

/** One tier of the owner; 404 'Sorry! That tier wasn’t found.' for any other. */
export async function tierView(db: Db, owner: ProfileRow, id: string, now = new Date()): Promise<TierView> {
  const [view] = await tierViews(db, owner, eq(tiers.id, id), now);
  if (!view) throw notFound(MEMBERSHIP_MESSAGES.tierNotFound);
  return view;
}

/** The owner's tier, locked for the change that follows; 404 for any other. */
async function lockTier(tx: Tx, ownerId: string, id: string): Promise<TierRow> {
  const [row] = await tx
    .select()
    .from(tiers)
    .where(and(eq(tiers.id, id), eq(tiers.ownerId, ownerId)))
    .for('update');
  if (!row) throw notFound(MEMBERSHIP_MESSAGES.tierNotFound);
  return row;
}

/** The field checks beyond the domain's: saved price ids of this tier, benefits the owner can link. */
async function referenceProblems(tx: Tx, owner: ProfileRow, input: TierInput, saved: { id: string }[], linkedIds: string[]) {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  input.prices.forEach((p, i) => {
    if (!p.id) return;
    if (seen.has(p.id) || !saved.some((s) => s.id === p.id)) errors[`prices.${i}`] = MEMBERSHIP_MESSAGES.priceUnknown;
    seen.add(p.id);
  });
  const wanted = [...new Set(input.discountIds)];
  if (wanted.length) {
    // Active benefits of the owner may be linked; a link the tier already has stays even when its benefit was deactivated.
    const active = eq(benefits.archived, false);
    const usable = await tx
      .select({ id: benefits.id })
      .from(benefits)
      .where(
        and(eq(benefits.ownerId, owner.id), inArray(benefits.id, wanted), linkedIds.length ? or(active, inArray(benefits.id, linkedIds)) : active),
      );
    if (usable.length !== wanted.length) errors.discountIds = MEMBERSHIP_MESSAGES.benefitsUnavailable;
  }
  return errors;
}

async function writeLinks(tx: Tx, tierId: string, discountIds: string[]) {
  const wanted = [...new Set(discountIds)];
  await tx.delete(links).where(and(eq(links.tierId, tierId), wanted.length ? notInArray(links.benefitId, wanted) : undefined));
  if (wanted.length)
    await tx
      .insert(links)
      .values(wanted.map((benefitId) => ({ tierId, benefitId })))
      .onConflictDoNothing();
}

/** Checks a tier save (the domain's rules, then references) and answers 422 with every field message. */
async function assertTierInput(tx: Tx, owner: ProfileRow, input: TierInput, saved: SavedPrice[], linkedIds: string[]) {
  const errors = {
    ...tierProblems(
      {
        name: input.name,
        description: input.description,
        prices: input.prices.map((p) => ({ id: p.id, amount: p.price, interval: p.interval, archived: p.archived })),
        limited: input.limited,
        validSubscriptionsLimit: input.validSubscriptionsLimit,
      },
      owner.currency,
      saved,
    ),
    ...(await referenceProblems(tx, owner, input, saved, linkedIds)),
  };
  if (Object.keys(errors).length) throw invalid(errors);
}

const tierFields = (input: TierInput) => ({
  name: input.name.trim(),
  // Checked as sent (the editor counts that), stored sanitized.
  description: sanitizeUserHtml(input.description, 'richText'),
  emailText: input.emailText.trim(),
  validSubscriptionsLimit: tierCapacity(input.limited, input.validSubscriptionsLimit),
});

/** POST /api/v1/membership_tiers: a new tier, last in the list. Memberships need a connected payout account first. */
export async function createTier(db: Db, owner: ProfileRow, input: TierInput, now = new Date()): Promise<TierView> {
  if (!owner.paymentAccountId) throw new AppError('conflict', MEMBERSHIP_MESSAGES.payoutsFirst);
  const id = await db.transaction(async (tx) => {
    await assertTierInput(tx, owner, input, [], []);
    const [last] = await tx
      .select({ position: max(tiers.position) })
      .from(tiers)
      .where(eq(tiers.ownerId, owner.id));
    const [tier] = await tx
      .insert(tiers)
      .values({ ownerId: owner.id, position: (last?.position ?? -1) + 1, ...tierFields(input) })
      .returning({ id: tiers.id });
    await writePrices(tx, owner, tier!.id, input, []);
    await writeLinks(tx, tier!.id, input.discountIds);
    return tier!.id;
  });
  return tierView(db, owner, id, now);
}

/** PATCH .../membership_tiers/:id: a price with subscribers keeps its amount and interval (it may be archived). */
export async function updateTier(db: Db, owner: ProfileRow, id: string, input: TierInput, now = new Date()): Promise<TierView> {
  await db.transaction(async (tx) => {
    await lockTier(tx, owner.id, id);
    const saved = await savedPrices(tx, id, now);
    const linked = await tx.select({ id: links.benefitId }).from(links).where(eq(links.tierId, id));
    await assertTierInput(
      tx,
      owner,
      input,
      saved,
      linked.map((l) => l.id),
    );
    await tx
      .update(tiers)
      .set({ ...tierFields(input), updatedAt: now })
      .where(eq(tiers.id, id));
    await writePrices(tx, owner, id, input, saved);
    await writeLinks(tx, id, input.discountIds);
  });
  return tierView(db, owner, id, now);
}

/** Hides (archived) or shows a tier on the public page. */
export async function setTierArchived(db: Db, owner: ProfileRow, id: string, archived: boolean): Promise<void> {
  const rows = await db
    .update(tiers)
    .set({ archived, updatedAt: new Date() })
    .where(and(eq(tiers.id, id), eq(tiers.ownerId, owner.id)))
    .returning({ id: tiers.id });
  if (!rows.length) throw notFound(MEMBERSHIP_MESSAGES.tierNotFound);
}

/**
 * DELETE .../membership_tiers/:id: only a tier no membership and no order ever named (409 otherwise: hide it). The
 * tier row is locked first, so a subscription starting at the same moment waits for the delete and finds no tier.
 */
export async function deleteTier(db: Db, owner: ProfileRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockTier(tx, owner.id, id);
    const [member] = await tx.select({ id: subs.id }).from(subs).where(eq(subs.tierId, id)).limit(1);
    const [order] = member ? [] : await tx.select({ id: orders.id }).from(orders).where(eq(orders.membershipTierId, id)).limit(1);
    if (member || order) throw new AppError('conflict', MEMBERSHIP_MESSAGES.tierDeleteBlocked);
    await tx.delete(tiers).where(eq(tiers.id, id));
  });
}
