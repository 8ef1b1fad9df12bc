/** Ticket type rules (buyer-side 3 Ticket, 4 availability, 5 and 9 limits). */

import { ATTENDANCE_TYPES, DEFAULT_ATTENDANCE_TYPE, type AttendanceType } from './tickets.values.ts';
export { ATTENDANCE_TYPES, DEFAULT_ATTENDANCE_TYPE };
export type { AttendanceType };

export const TICKET_CATEGORIES = ['Admission', 'Add on'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
/**
 * An add-on (parking, a drink, a poster) belongs to an admission of the same order: it carries the buyer's details
 * (no attendee form of its own), is not an admission in the door counts and is not checked in (docs/decisions/).
 */
export const isAddOn = (category: TicketCategory) => category === 'Add on';

/** public: listed; secret: unlocked by its code; member: membership holders; list: people on a private access list. */
export const VISIBILITY_SCOPES = ['public', 'secret', 'member', 'list'] as const;
export type VisibilityScope = (typeof VISIBILITY_SCOPES)[number];

export const PRICING_MODES = ['fixed', 'custom_price'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

/** Per-order maximum when none is given (buyer-side 5). */
export const DEFAULT_MAX_PER_ORDER = 25;
/** Ticket descriptions are cut at 170 characters with See more / See less. */
export const TICKET_DESCRIPTION_PREVIEW = 170;

export const TICKET_LIMITS = {
  types: 50,
  name: 100,
  description: 2000,
  code: 30,
  maxPerOrder: 100,
  quantity: 1_000_000,
  /** Minor units. */
  price: 100_000_000,
} as const;

/** Secret codes: letters and digits, compared upper-cased. */
export const TICKET_CODE_PATTERN = /^[A-Z0-9]+$/;
export const normalizeTicketCode = (code: string) => code.trim().toUpperCase();

/** Whether buyers see the ticket type in the public list (secret, member and list tickets are unlocked elsewhere). */
export const isListedTicket = (t: { visibilityScope: VisibilityScope; hidden: boolean }) => !t.hidden && t.visibilityScope === 'public';

export const AVAILABILITY_LABELS = {
  sold_out: 'Sold out',
  not_yet_on_sale: 'Available from',
  sales_closed: 'Pre-sales closed',
  payments_not_set_up: 'Ask organizer to setup payments',
  benefit_exhausted: 'Benefit Exhausted',
} as const;
export const AVAILABILITY_STATES = ['available', 'sold_out', 'not_yet_on_sale', 'sales_closed', 'payments_not_set_up', 'benefit_exhausted'] as const;
export type AvailabilityState = (typeof AVAILABILITY_STATES)[number];

export interface AvailabilityInput {
  /** Capacity of the ticket type (per date). */
  quantity: number;
  sold: number;
  held: number;
  startsSalesAt: Date | null;
  endsSalesAt: Date | null;
  price: number;
  pricingMode: PricingMode;
  minimumPrice: number | null;
}

export interface Availability {
  state: AvailabilityState;
  /** The text shown instead of the quantity picker; null when a quantity can be chosen. */
  label: string | null;
  /** Set when the state is not_yet_on_sale. */
  availableFrom: Date | null;
  remaining: number;
}

/** A ticket needs a payment when it costs something, or can only be bought above 0. */
export function isPaidTicket(t: Pick<AvailabilityInput, 'price' | 'pricingMode' | 'minimumPrice'>): boolean {
  return t.pricingMode === 'custom_price' ? (t.minimumPrice ?? 0) > 0 : t.price > 0;
}

/**
 * Availability in the spec's order: sold out when nothing remains (capacity minus sold minus held), then
 * before the sales window, after it, and paid tickets of an organizer who cannot take payments.
 */
export function ticketAvailability(t: AvailabilityInput, ctx: { now: Date; paymentsReady: boolean }): Availability {
  const remaining = Math.max(0, t.quantity - t.sold - t.held);
  const state = ((): AvailabilityState => {
    if (remaining <= 0) return 'sold_out';
    if (t.startsSalesAt && ctx.now.getTime() < t.startsSalesAt.getTime()) return 'not_yet_on_sale';
    if (t.endsSalesAt && ctx.now.getTime() >= t.endsSalesAt.getTime()) return 'sales_closed';
    if (!ctx.paymentsReady && isPaidTicket(t)) return 'payments_not_set_up';
    return 'available';
  })();
  return {
    state,
    label: state === 'available' ? null : AVAILABILITY_LABELS[state],
    availableFrom: state === 'not_yet_on_sale' ? t.startsSalesAt : null,
    remaining,
  };
}

/** Sold out for the event page's buttons: every listed ticket of that attendance type has nothing left. */
export function allSoldOut(tickets: readonly { remaining: number }[]): boolean {
  return tickets.length > 0 && tickets.every((t) => t.remaining <= 0);
}
