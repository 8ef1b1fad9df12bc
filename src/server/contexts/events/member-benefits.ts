import { and, eq, inArray } from 'drizzle-orm';
import type { MembershipDiscount } from '../../../contracts/events.ts';
import { benefitAppliesTo, usageWindow, usesLeft } from '../../../domain/memberships.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { membershipBenefitUses, membershipBenefits, membershipTierBenefits, membershipTiers, users } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { heldTierIds } from '../../platform/access/member-access.ts';
import type { EventRow } from '../../platform/access/event-access.ts';
import type { TicketTypeRow } from './event-views.ts';

/**
 * What a viewer's memberships give at an event of their owner (buyer-side 3, 9; content-management 2.3): the
 * members-only tickets they see and buy, and the benefits that discount tickets, with the uses left in the current
 * usage window. The event page and the checkout both read it; the checkout takes and gives back the uses
 * (checkout/benefit-uses.ts).
 */

export type BenefitRow = typeof membershipBenefits.$inferSelect;
export type Member = Pick<AuthUser, 'id' | 'email' | 'emailVerified'>;

/** A benefit of a tier the viewer holds now. */
export interface HeldBenefit {
  benefit: BenefitRow;
  /** The usage window a use now counts in; null for an unlimited benefit (its uses are not counted). */
  windowKey: string | null;
  /** Uses left in that window; null when unlimited. */
  usesLeft: number | null;
}

export interface MemberView {
  /** The owner's tiers the viewer holds now. */
  tierIds: string[];
  /** Those that are not archived: their members-only tickets show (an archived tier's tickets show to managers only). */
  ticketTierIds: Set<string>;
  benefits: HeldBenefit[];
}

export const NO_MEMBERSHIP: MemberView = { tierIds: [], ticketTierIds: new Set(), benefits: [] };

/** Where a use at `now` counts: null for an unlimited benefit; a limited one stored without a scope counts per event. */
export function benefitWindowKey(b: Pick<BenefitRow, 'quantity' | 'quantityScope'>, now: Date, timeZone: string, eventId: string): string | null {
  if (b.quantity == null) return null;
  return usageWindow(b.quantityScope ?? 'event', now, timeZone, eventId).key;
}

/** The viewer's memberships of the event's owner now: one query for guests and non-members, three for members. */
export async function memberViewOf(
  db: Queryable,
  event: Pick<EventRow, 'id' | 'ownerId'>,
  ownerTimeZone: string,
  viewer: Member | null,
  now: Date,
): Promise<MemberView> {
  if (!viewer) return NO_MEMBERSHIP;
  const tierIds = await heldTierIds(db, event.ownerId, viewer, now);
  if (!tierIds.length) return NO_MEMBERSHIP;
  const [open, links] = await Promise.all([
    db
      .select({ id: membershipTiers.id })
      .from(membershipTiers)
      .where(and(inArray(membershipTiers.id, tierIds), eq(membershipTiers.archived, false))),
    db
      .select({ benefit: membershipBenefits })
      .from(membershipBenefits)
      .innerJoin(membershipTierBenefits, eq(membershipTierBenefits.benefitId, membershipBenefits.id))
      .where(
        and(inArray(membershipTierBenefits.tierId, tierIds), eq(membershipBenefits.ownerId, event.ownerId), eq(membershipBenefits.archived, false)),
      ),
  ]);
  // A benefit of two held tiers is one benefit.
  const benefits = [...new Map(links.map((l) => [l.benefit.id, l.benefit])).values()];
  const keyed = benefits.map((benefit) => ({ benefit, windowKey: benefitWindowKey(benefit, now, ownerTimeZone, event.id) }));
  const counted = keyed.filter((k) => k.windowKey != null);
  const uses = counted.length
    ? await db
        .select()
        .from(membershipBenefitUses)
        .where(
          and(
            eq(membershipBenefitUses.userId, viewer.id),
            inArray(
              membershipBenefitUses.benefitId,
              counted.map((k) => k.benefit.id),
            ),
            inArray(
              membershipBenefitUses.windowKey,
              counted.map((k) => k.windowKey!),
            ),
          ),
        )
    : [];
  const used = (id: string, key: string | null) => uses.find((u) => u.benefitId === id && u.windowKey === key)?.used ?? 0;
  return {
    tierIds,
    ticketTierIds: new Set(open.map((t) => t.id)),
    benefits: keyed.map(({ benefit, windowKey }) => ({ benefit, windowKey, usesLeft: usesLeft(benefit.quantity, used(benefit.id, windowKey)) })),
  };
}

/**
 * Who sees and buys a members-only ticket: members of its tier while the tier is not archived, and the event's
 * managers (admin access) always, so they can check it; nobody else, and never a signed-out visitor.
 */
export function memberTicketVisible(
  t: Pick<TicketTypeRow, 'visibilityScope' | 'membershipTierId' | 'hidden'>,
  view: Pick<MemberView, 'ticketTierIds'>,
  manager: boolean,
): boolean {
  if (t.visibilityScope !== 'member' || t.hidden) return false;
  return manager || (t.membershipTierId != null && view.ticketTierIds.has(t.membershipTierId));
}

/**
 * Whether a benefit discounts a ticket type of the event: its scope matches (domain benefitAppliesTo), the ticket
 * has a fixed price (a pay-what-you-want price is the buyer's own), and a fixed amount is in the event's currency
 * (it is stored in the owner's; a percentage discounts any currency).
 */
export function benefitOffered(
  b: BenefitRow,
  t: Pick<TicketTypeRow, 'id' | 'pricingMode'>,
  event: Pick<EventRow, 'category' | 'currency'>,
  ownerCurrency: string,
): boolean {
  if (t.pricingMode !== 'fixed') return false;
  if (b.percentageValue == null && event.currency !== ownerCurrency) return false;
  return benefitAppliesTo({ ...b, ticketIds: b.ticketTypeIds }, { ticketId: t.id, eventCategoryId: event.category });
}

/** The event page's membershipDiscounts: the held benefits that discount at least one of the tickets the viewer sees. */
export function membershipDiscountsOf(
  view: MemberView,
  tickets: readonly TicketTypeRow[],
  event: Pick<EventRow, 'category' | 'currency'>,
  ownerCurrency: string,
): MembershipDiscount[] {
  return view.benefits.flatMap(({ benefit: b, usesLeft: left }) => {
    const on = tickets.filter((t) => benefitOffered(b, t, event, ownerCurrency));
    if (!on.length) return [];
    return [
      {
        id: b.id,
        name: b.name,
        amount: b.amount,
        percentageValue: b.percentageValue,
        archived: b.archived,
        ticketIds: b.discountScope === 'tickets' ? on.map((t) => t.id) : [],
        discountScope: b.discountScope,
        available: left == null || left > 0,
        usesLeft: left,
      },
    ];
  });
}

/** The buyer of an order as membership rights read them, when someone else (an event admin) changes the order. */
export async function memberById(db: Queryable, userId: string | null): Promise<Member | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ id: users.profileId, email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.profileId, userId))
    .limit(1);
  return row ? { id: row.id, email: row.email, emailVerified: row.verifiedAt != null } : null;
}
