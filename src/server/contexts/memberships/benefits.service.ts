import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { MEMBERSHIP_MESSAGES, type benefitBody, type BenefitView } from '../../../contracts/memberships.ts';
import { benefitProblems } from '../../../domain/memberships.ts';
import type { Db, Queryable, Tx } from '../../platform/db/client.ts';
import {
  events,
  membershipBenefits as benefits,
  membershipTierBenefits as links,
  membershipTiers as tiers,
  orderItems,
  orders,
  ticketTypes,
} from '../../platform/db/schema/index.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import type { ProfileRow } from '../accounts/index.ts';

/**
 * The organizer's benefits, i.e. membership discounts (content-management 2.2, 3, 5): the list with their tiers and
 * redemptions, create and edit, deactivate and activate, delete.
 */

type BenefitInput = z.output<typeof benefitBody>;

/** The benefits matching `where` as the list shows them, oldest first. */
async function benefitViews(db: Queryable, owner: ProfileRow, where: SQL | undefined): Promise<BenefitView[]> {
  const rows = await db
    .select()
    .from(benefits)
    .where(and(eq(benefits.ownerId, owner.id), where))
    .orderBy(asc(benefits.createdAt), asc(benefits.id));
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [tierRows, redeemed] = await Promise.all([
    db
      .select({ benefitId: links.benefitId, id: tiers.id, name: tiers.name })
      .from(links)
      .innerJoin(tiers, eq(tiers.id, links.tierId))
      .where(inArray(links.benefitId, ids))
      .orderBy(asc(tiers.position), asc(tiers.createdAt)),
    // Tickets bought with the benefit: items of paid orders.
    db
      .select({ benefitId: orderItems.membershipBenefitId, n: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(inArray(orderItems.membershipBenefitId, ids), eq(orders.status, 'completed')))
      .groupBy(orderItems.membershipBenefitId),
  ]);
  const uses = new Map(redeemed.map((r) => [r.benefitId, r.n]));
  return rows.map((b) => ({
    id: b.id,
    name: b.name,
    amount: b.amount,
    percentageValue: b.percentageValue,
    currency: owner.currency,
    quantity: b.quantity,
    quantityScope: b.quantityScope,
    discountScope: b.discountScope,
    categoryIds: b.categoryIds,
    ticketIds: b.ticketTypeIds,
    tiers: tierRows.filter((t) => t.benefitId === b.id).map(({ id, name }) => ({ id, name })),
    redeemed: uses.get(b.id) ?? 0,
    archived: b.archived,
  }));
}

/** GET /api/v1/membership_discounts: every benefit of the owner, deactivated ones too. */
export function listBenefits(db: Queryable, owner: ProfileRow): Promise<BenefitView[]> {
  return benefitViews(db, owner, undefined);
}

/** One benefit of the owner; 404 'Sorry! That benefit wasn’t found.' for any other. */
export async function benefitView(db: Queryable, owner: ProfileRow, id: string): Promise<BenefitView> {
  const [view] = await benefitViews(db, owner, eq(benefits.id, id));
  if (!view) throw notFound(MEMBERSHIP_MESSAGES.benefitNotFound);
  return view;
}

/** The form's checks (domain `benefitProblems`) and that listed tickets are ticket types of the owner's events. */
async function assertBenefitInput(db: Queryable, owner: ProfileRow, input: BenefitInput): Promise<void> {
  const errors = benefitProblems(input, owner.currency);
  const ticketIds = [...new Set(input.ticketIds)];
  if (input.discountScope === 'tickets' && ticketIds.length && !errors.ticketIds) {
    const own = await db
      .select({ id: ticketTypes.id })
      .from(ticketTypes)
      .innerJoin(events, eq(events.id, ticketTypes.eventId))
      .where(and(eq(events.ownerId, owner.id), inArray(ticketTypes.id, ticketIds)));
    if (own.length !== ticketIds.length) errors.ticketIds = MEMBERSHIP_MESSAGES.ticketsUnavailable;
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** What is stored: the limit and its scope only when limited, the lists only for their scope. */
const benefitFields = (input: BenefitInput) => ({
  name: input.name.trim(),
  amount: input.amount,
  percentageValue: input.percentageValue,
  quantity: input.limited ? input.quantity : null,
  quantityScope: input.limited ? input.quantityScope : null,
  discountScope: input.discountScope,
  categoryIds: input.discountScope === 'categories' ? [...new Set(input.categoryIds)] : [],
  ticketTypeIds: input.discountScope === 'tickets' ? [...new Set(input.ticketIds)] : [],
});

/** POST /api/v1/membership_discounts. */
export async function createBenefit(db: Db, owner: ProfileRow, input: BenefitInput): Promise<BenefitView> {
  await assertBenefitInput(db, owner, input);
  const [row] = await db
    .insert(benefits)
    .values({ ownerId: owner.id, ...benefitFields(input) })
    .returning({ id: benefits.id });
  return benefitView(db, owner, row!.id);
}

/** PATCH .../membership_discounts/:id. */
export async function updateBenefit(db: Db, owner: ProfileRow, id: string, input: BenefitInput): Promise<BenefitView> {
  await benefitView(db, owner, id);
  await assertBenefitInput(db, owner, input);
  await db
    .update(benefits)
    .set({ ...benefitFields(input), updatedAt: new Date() })
    .where(and(eq(benefits.id, id), eq(benefits.ownerId, owner.id)));
  return benefitView(db, owner, id);
}

/** Deactivates (archived) or activates a benefit: a deactivated one discounts nothing. */
export async function setBenefitArchived(db: Db, owner: ProfileRow, id: string, archived: boolean): Promise<void> {
  const rows = await db
    .update(benefits)
    .set({ archived, updatedAt: new Date() })
    .where(and(eq(benefits.id, id), eq(benefits.ownerId, owner.id)))
    .returning({ id: benefits.id });
  if (!rows.length) throw notFound(MEMBERSHIP_MESSAGES.benefitNotFound);
}

async function lockBenefit(tx: Tx, ownerId: string, id: string) {
  const [row] = await tx
    .select()
    .from(benefits)
    .where(and(eq(benefits.id, id), eq(benefits.ownerId, ownerId)))
    .for('update');
  if (!row) throw notFound(MEMBERSHIP_MESSAGES.benefitNotFound);
  return row;
}

/**
 * DELETE .../membership_discounts/:id: refused (409) once a ticket was bought with it, in any order, or when it is
 * deactivated (the spec's rule). The row is locked first, so a checkout taking it at the same moment either comes
 * first (and the delete is refused) or finds it gone.
 */
export async function deleteBenefit(db: Db, owner: ProfileRow, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const benefit = await lockBenefit(tx, owner.id, id);
    const [item] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.membershipBenefitId, id)).limit(1);
    if (item || benefit.archived) throw new AppError('conflict', MEMBERSHIP_MESSAGES.benefitDeleteBlocked);
    await tx.delete(benefits).where(eq(benefits.id, id));
  });
}
