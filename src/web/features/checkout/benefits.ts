import type { OrderItemView } from '../../../contracts/checkout.ts';
import type { MembershipDiscount, PublicEvent } from '../../../contracts/events.ts';
import { profileTypeLetter } from '../../../domain/profiles.ts';
import type { CheckoutTicket, Selection } from './selection.ts';

/**
 * Member benefits on the ticket step (buyer-side 2.7, 9): which benefits a line may take, how many tickets the chosen
 * one still covers, and the membership banner. Pure: the ticket step and the summary estimate use them.
 */

/** The benefit uses an order holds, by benefit (one per ticket a benefit priced). */
export function heldUsesOf(items: readonly Pick<OrderItemView, 'membershipBenefitId'>[]): Record<string, number> {
  const held: Record<string, number> = {};
  for (const { membershipBenefitId: id } of items) if (id) held[id] = (held[id] ?? 0) + 1;
  return held;
}

/**
 * The event's benefits as this checkout may use them: the uses its own order holds count as left, since changing
 * the order gives them back first. (The event may have been read before the order took them: the server, which
 * refuses past the limit, stays the judge.)
 */
export function checkoutDiscounts(discounts: readonly MembershipDiscount[], heldUses: Record<string, number>): MembershipDiscount[] {
  return discounts.map((d) => {
    const held = heldUses[d.id] ?? 0;
    return held && d.usesLeft != null ? { ...d, usesLeft: d.usesLeft + held, available: true } : d;
  });
}

/**
 * The member benefits a line may take: on fixed-price lines (a pay-what-you-want price is the buyer's own), those
 * for every ticket, and those for named tickets that name this one (the server already matched 'categories').
 */
export function benefitOptions(ticket: CheckoutTicket, discounts: readonly MembershipDiscount[]): MembershipDiscount[] {
  if (ticket.pricingMode !== 'fixed') return [];
  return discounts.filter((d) => !d.archived && (d.discountScope !== 'tickets' || d.ticketIds.includes(ticket.id)));
}

/** The benefit chosen for a line, while the event still offers it there and it has uses left. */
export function chosenBenefit(selection: Pick<Selection, 'benefits'>, ticket: CheckoutTicket, discounts: readonly MembershipDiscount[]) {
  const id = selection.benefits[ticket.id];
  return (id && benefitOptions(ticket, discounts).find((d) => d.id === id && d.available)) || null;
}

/**
 * How many tickets of the line its chosen benefit still covers: its uses left less those the other lines of the
 * selection take (Infinity without a benefit, or an unlimited one).
 */
export function benefitRoom(
  selection: Selection,
  ticket: CheckoutTicket,
  tickets: readonly CheckoutTicket[],
  discounts: readonly MembershipDiscount[],
) {
  const benefit = chosenBenefit(selection, ticket, discounts);
  if (!benefit || benefit.usesLeft == null) return Infinity;
  const others = tickets
    .filter((t) => t.id !== ticket.id && chosenBenefit(selection, t, discounts)?.id === benefit.id)
    .reduce((n, t) => n + (selection.quantities[t.id] ?? 0), 0);
  return Math.max(0, benefit.usesLeft - others);
}

/** The checkout's membership banner (buyer-side 2.7): never in the guest flow; the server sends it to signed-in non-members only. */
export function membershipBannerOf(event: Pick<PublicEvent, 'membershipBanner' | 'owner'>, opts: { guestFlow: boolean }) {
  if (opts.guestFlow || !event.membershipBanner) return null;
  return { ...event.membershipBanner, href: `/${profileTypeLetter(event.owner.type)}/${event.owner.username}/memberships` };
}
