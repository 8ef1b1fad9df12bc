import type { OrderItemView, OrderSelectionBody, PromoCodeView, RevealedTicket } from '../../../contracts/checkout.ts';
import type { MembershipDiscount, PublicTicket } from '../../../contracts/events.ts';
import {
  DEFAULT_MAX_PER_ORDER,
  TICKET_DESCRIPTION_CUT,
  minimumPriceMessage,
  listedPrice,
  normalizeDonation,
  orderTotals,
  promoDiscount,
  ticketUnitPrice,
  type PricedTicket,
} from '../../../domain/checkout.ts';
import { formatZoned } from '../../../domain/zoned-format.ts';
import { linePrice } from '../../../domain/line-discounts.ts';
import { AVAILABILITY_LABELS, normalizeTicketCode } from '../../../domain/tickets.ts';
import { chosenBenefit, heldUsesOf } from './benefits.ts';

/**
 * The ticket step's rules as pure functions (buyer-side 4, 5, 9): which lines can be chosen, their maximum,
 * the automatic quantity, the request body and the order summary estimate (the same domain pricing as the
 * server, so the summary shown before the order exists matches the order's own numbers).
 */

export type CheckoutTicket = PublicTicket | RevealedTicket;

/** What the buyer chose on the ticket step, kept while they move between steps. */
export interface Selection {
  /** Ticket type id -> quantity (custom-price tickets too). */
  quantities: Record<string, number>;
  /** Custom-price tickets: the price typed, in minor units (null while empty). */
  customPrices: Record<string, number | null>;
  /** Minor units. */
  donation: number;
  promo: PromoCodeView | null;
  /** Secret codes applied, upper-cased, and the hidden tickets they revealed. */
  secretCodes: string[];
  revealed: RevealedTicket[];
  /** Ticket type id -> the member benefit chosen for its line (a membershipDiscounts id of the event). */
  benefits: Record<string, string>;
  /** Benefit id -> the uses this checkout's order holds (given back when its selection changes). */
  heldUses: Record<string, number>;
}

export const emptySelection = (): Selection => ({
  quantities: {},
  customPrices: {},
  donation: 0,
  promo: null,
  secretCodes: [],
  revealed: [],
  benefits: {},
  heldUses: {},
});

export interface LineState {
  /** A quantity can be chosen. */
  selectable: boolean;
  /** The availability text shown instead ('Sold out', 'Available from Sat, 5 Apr 2025, 7:00 PM', ...). */
  label: string | null;
}

/**
 * Whether a quantity can be chosen. The organizer's guest flow may add any ticket that has seats left (the
 * server waives the sales window and payments there).
 */
export function lineState(ticket: CheckoutTicket, opts: { guestFlow?: boolean } = {}): LineState {
  const { state, availableFrom } = ticket.availability;
  if (state === 'sold_out' || ticket.quantity <= 0) return { selectable: false, label: AVAILABILITY_LABELS.sold_out };
  if (opts.guestFlow) return { selectable: true, label: null };
  if (state === 'available') return { selectable: true, label: null };
  if (state === 'not_yet_on_sale') {
    const from = availableFrom ?? ticket.startsSalesAt;
    return {
      selectable: false,
      label: from ? `${AVAILABILITY_LABELS.not_yet_on_sale} ${formatZoned(new Date(from), ticket.timezone)}` : AVAILABILITY_LABELS.not_yet_on_sale,
    };
  }
  return { selectable: false, label: ticket.availability.label ?? AVAILABILITY_LABELS[state] };
}

/**
 * The most one line can take: the ticket's per-order maximum (25 when none), never more than is left, and for a
 * ticket revealed by a secret code never more than the code has left.
 */
export function lineMax(ticket: Pick<CheckoutTicket, 'maxPerOrder' | 'quantity' | 'secret' | 'quantityPerCode'>): number {
  const perOrder = ticket.maxPerOrder > 0 ? ticket.maxPerOrder : DEFAULT_MAX_PER_ORDER;
  const perCode = ticket.secret && ticket.quantityPerCode != null ? ticket.quantityPerCode : Infinity;
  return Math.max(0, Math.min(perOrder, ticket.quantity, perCode));
}

/** Every ticket the step lists: the public ones, then those revealed by secret codes (once each). */
export function allTickets(listed: readonly CheckoutTicket[], revealed: readonly RevealedTicket[]): CheckoutTicket[] {
  const seen = new Set(listed.map((t) => t.id));
  return [...listed, ...revealed.filter((t) => !seen.has(t.id) && seen.add(t.id))];
}

/**
 * A ticket is set to quantity 1 automatically when it is the only selectable one and has no membership
 * discount options; returns its id, or null.
 */
export function autoPickTicket(tickets: readonly CheckoutTicket[], opts: { guestFlow?: boolean; membershipOptions?: boolean } = {}): string | null {
  if (opts.membershipOptions) return null;
  const selectable = tickets.filter((t) => lineState(t, opts).selectable && lineMax(t) > 0);
  if (selectable.length !== 1) return null;
  const only = selectable[0]!;
  if (only.membershipId) return null;
  // A custom-price ticket needs its price first.
  if (only.pricingMode === 'custom_price' && (only.suggestedPrice ?? only.minimumPrice ?? 0) <= 0) return null;
  return only.id;
}

/** The custom price a line starts with: the suggested price, else the minimum, else empty. */
export function initialCustomPrice(ticket: Pick<CheckoutTicket, 'suggestedPrice' | 'minimumPrice'>): number | null {
  const start = ticket.suggestedPrice ?? ticket.minimumPrice;
  return start != null && start > 0 ? start : null;
}

export function customPriceOf(selection: Selection, ticket: CheckoutTicket): number | null {
  return ticket.id in selection.customPrices ? (selection.customPrices[ticket.id] ?? null) : initialCustomPrice(ticket);
}

/** 'Minimum is {currency} {min}' when the typed price is below the minimum; null when it is fine or empty. */
export function customPriceError(ticket: Pick<CheckoutTicket, 'minimumPrice'>, price: number | null, currency: string): string | null {
  const minimum = ticket.minimumPrice ?? 0;
  if (price == null) return null;
  return price < minimum ? minimumPriceMessage(minimum, currency) : null;
}

/** Quantity is disabled while a custom price is 0 or less (or empty). */
export function quantityDisabledByPrice(ticket: CheckoutTicket, price: number | null): boolean {
  return ticket.pricingMode === 'custom_price' && (price == null || price <= 0);
}

/** The lines that count: chosen quantity over 0 and, for custom prices, a price above 0 meeting the minimum. */
export function chosenLines(selection: Selection, tickets: readonly CheckoutTicket[]): { ticket: CheckoutTicket; quantity: number; price: number }[] {
  const out: { ticket: CheckoutTicket; quantity: number; price: number }[] = [];
  for (const ticket of tickets) {
    const quantity = selection.quantities[ticket.id] ?? 0;
    if (quantity <= 0) continue;
    if (ticket.pricingMode === 'custom_price') {
      const price = customPriceOf(selection, ticket);
      if (price == null || price <= 0 || customPriceError(ticket, price, ticket.currency)) continue;
      out.push({ ticket, quantity, price });
    } else {
      out.push({ ticket, quantity, price: ticket.price });
    }
  }
  return out;
}

/** Continue needs at least one chosen line (buyer-side 5). */
export function hasSelection(selection: Selection, tickets: readonly CheckoutTicket[]): boolean {
  return chosenLines(selection, tickets).length > 0;
}

/** Some line is invalid (a custom price under its minimum): Continue waits for it. */
export function selectionProblems(selection: Selection, tickets: readonly CheckoutTicket[]): boolean {
  return tickets.some((t) => {
    if (t.pricingMode !== 'custom_price' || (selection.quantities[t.id] ?? 0) <= 0) return false;
    return customPriceError(t, customPriceOf(selection, t), t.currency) !== null;
  });
}

/** The body of POST /api/v1/orders and PATCH /api/v1/orders/:id. */
export function selectionBody(
  selection: Selection,
  tickets: readonly CheckoutTicket[],
  opts: {
    occurrenceId?: string | null;
    paymentMethod: 'card' | 'terminal';
    guestFlow: boolean;
    donationMaximum: number;
    donationEnabled: boolean;
    discounts: readonly MembershipDiscount[];
  },
): OrderSelectionBody {
  const fixed: NonNullable<OrderSelectionBody['tickets']> = {};
  const custom: { ticketId: string; price: number; count: number }[] = [];
  const benefits = new Set<string>();
  for (const line of chosenLines(selection, tickets)) {
    if (line.ticket.pricingMode === 'custom_price') {
      custom.push({ ticketId: line.ticket.id, price: line.price, count: line.quantity });
      continue;
    }
    // The spec's selection item {quantity, membershipId}: membershipId is the line's benefit.
    const benefit = opts.guestFlow ? null : chosenBenefit(selection, line.ticket, opts.discounts);
    fixed[line.ticket.id] = benefit ? { quantity: line.quantity, membershipId: benefit.id } : line.quantity;
    if (benefit) benefits.add(benefit.id);
  }
  return {
    tickets: fixed,
    customPriceTickets: custom,
    ...(benefits.size ? { membershipDiscounts: [...benefits] } : {}),
    donationAmount: opts.donationEnabled && !opts.guestFlow ? normalizeDonation(selection.donation, opts.donationMaximum) : 0,
    paymentMethod: opts.paymentMethod,
    ...(opts.occurrenceId ? { occurrenceId: opts.occurrenceId } : {}),
    secretCodes: selection.secretCodes,
    guestFlow: opts.guestFlow,
  };
}

export interface SummaryLine {
  ticketId: string;
  name: string;
  count: number;
  /** Price of the line before fees and discounts (booking fee included). */
  amount: number;
}

export interface SummaryEstimate {
  currency: string;
  lines: SummaryLine[];
  /** Ticket prices (booking fees included) before discounts. */
  tickets: number;
  /** Platform fees the buyer pays on top of the prices, before discounts (absorbed ones are in the prices). */
  fees: number;
  /** Everything the promo code and member benefits take off, price and fee. */
  discount: number;
  donation: number;
  total: number;
}

/** A line's price per ticket: with the promo code or the line's member benefit, whichever the buyer pays less with (as the server). */
export function unitPriceOf(
  selection: Selection,
  line: { ticket: CheckoutTicket; price: number },
  opts: { currency: string; guestFlow: boolean; discounts: readonly MembershipDiscount[] },
): PricedTicket {
  const promo = selection.promo;
  const discount = promo ? promoDiscount(promo) : null;
  const applies = !!discount && !!promo && (promo.allTickets || promo.tickets.includes(line.ticket.id));
  const benefit = opts.guestFlow ? null : chosenBenefit(selection, line.ticket, opts.discounts);
  return linePrice(
    ticketUnitPrice(line.price, line.ticket.fee),
    opts.currency,
    { promo: applies ? discount : null, benefit },
    { noFee: opts.guestFlow, absorbFees: line.ticket.absorbFees },
  ).priced;
}

/** The order summary of a selection, priced exactly as the server prices it. */
export function estimateSummary(
  selection: Selection,
  tickets: readonly CheckoutTicket[],
  opts: { currency: string; guestFlow: boolean; donationMaximum: number; donationEnabled: boolean; discounts: readonly MembershipDiscount[] },
): SummaryEstimate {
  const priced: PricedTicket[] = [];
  const lines: SummaryLine[] = [];
  for (const line of chosenLines(selection, tickets)) {
    const unit = unitPriceOf(selection, line, opts);
    for (let i = 0; i < line.quantity; i++) priced.push(unit);
    lines.push({ ticketId: line.ticket.id, name: line.ticket.name, count: line.quantity, amount: unit.basePrice * line.quantity });
  }
  const donation = opts.donationEnabled && !opts.guestFlow ? normalizeDonation(selection.donation, opts.donationMaximum) : 0;
  const totals = orderTotals(priced, donation);
  // Passed-on fees only: an absorbed one is inside the ticket's price.
  const fees = priced.reduce((sum, p) => sum + listedPrice(p) - p.basePrice, 0);
  return {
    currency: opts.currency,
    lines,
    tickets: totals.subtotal - fees,
    fees,
    discount: totals.discountTotal,
    donation,
    total: totals.total,
  };
}

/** The summary of an order as the server priced it (after it exists and the selection did not change). */
export function orderSummaryOf(order: {
  currency: string;
  items: readonly Pick<OrderItemView, 'ticket' | 'name' | 'basePrice'>[];
  subtotal: number;
  discounts: number;
  donationAmount: number;
  total: number;
}): SummaryEstimate {
  const byTicket = new Map<string, SummaryLine>();
  for (const item of order.items) {
    const line = byTicket.get(item.ticket.id) ?? { ticketId: item.ticket.id, name: item.name, count: 0, amount: 0 };
    line.count += 1;
    line.amount += item.basePrice;
    byTicket.set(item.ticket.id, line);
  }
  const lines = [...byTicket.values()];
  const tickets = lines.reduce((s, l) => s + l.amount, 0);
  return {
    currency: order.currency,
    lines,
    tickets,
    fees: order.subtotal - tickets,
    discount: order.discounts,
    donation: order.donationAmount,
    total: order.total,
  };
}

/** The selection an existing order stands for (a reload of the checkout with ?order=), with the benefits that priced its lines. */
export function selectionFromOrder(
  order: {
    items: readonly Pick<OrderItemView, 'ticket' | 'basePrice' | 'membershipBenefitId'>[];
    donationAmount: number;
    secretCodes: readonly string[];
  },
  tickets: readonly CheckoutTicket[],
): Pick<Selection, 'quantities' | 'customPrices' | 'donation' | 'secretCodes' | 'benefits' | 'heldUses'> {
  const quantities: Record<string, number> = {};
  const customPrices: Record<string, number | null> = {};
  const benefits: Record<string, string> = {};
  const fees = new Map(tickets.map((t) => [t.id, t.fee]));
  for (const item of order.items) {
    quantities[item.ticket.id] = (quantities[item.ticket.id] ?? 0) + 1;
    if (item.ticket.pricingMode === 'custom_price') customPrices[item.ticket.id] = Math.max(0, item.basePrice - (fees.get(item.ticket.id) ?? 0));
    if (item.membershipBenefitId) benefits[item.ticket.id] = item.membershipBenefitId;
  }
  return {
    quantities,
    customPrices,
    donation: order.donationAmount,
    secretCodes: [...order.secretCodes],
    benefits,
    heldUses: heldUsesOf(order.items),
  };
}

/** Every code applied in this checkout, for validate_code's appliedCodes. */
export function appliedCodes(selection: Pick<Selection, 'promo' | 'secretCodes'>): string[] {
  return [...(selection.promo ? [selection.promo.code] : []), ...selection.secretCodes].map(normalizeTicketCode);
}

/** The description of a ticket cut at 170 characters, and whether it was cut. */
export function cutDescription(text: string, expanded: boolean): { text: string; cut: boolean } {
  const trimmed = text.trim();
  if (trimmed.length <= TICKET_DESCRIPTION_CUT) return { text: trimmed, cut: false };
  return { text: expanded ? trimmed : `${trimmed.slice(0, TICKET_DESCRIPTION_CUT).trimEnd()}…`, cut: true };
}

/** A donation typed in major units as minor units: negative made positive, capped at the maximum, minimum 0. */
export function donationFromInput(major: number | string | null | undefined, minorUnits: number, maximum: number): number {
  if (major === '' || major == null) return 0;
  const value = typeof major === 'number' ? major : Number(String(major).replace(',', '.'));
  if (!Number.isFinite(value)) return 0;
  return normalizeDonation(Math.round(value * 10 ** minorUnits), maximum);
}
