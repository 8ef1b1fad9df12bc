/**
 * The checkout's machine reasons: a tiny module of its own, so a page that only branches on a reason (the event
 * page's ticket list) does not load every checkout text (checkout.messages.ts re-exports them).
 */
/**
 * Machine reasons of the checkout's refusals (the error body's `reason`): stable snake_case strings that the web
 * app and API clients branch on, while `message` stays the text for people. Absent on plain errors.
 */
export const CHECKOUT_REASONS = {
  /** A code matches no promo code nor secret ticket of the event. */
  codeUnknown: 'code_unknown',
  /** The secret code was already entered (appliedCodes). */
  codeAlreadyUsed: 'code_already_used',
  /** The promo code was already entered (appliedCodes). */
  promoAlreadyApplied: 'promo_already_applied',
  /** A promo code or secret code has no uses left. */
  codeExhausted: 'code_exhausted',
  /** A second promo code for one order. */
  codeNotCombinable: 'code_not_combinable',
  /** None of a ticket type is left ('Sold out'). */
  soldOut: 'sold_out',
  /** Fewer are left than asked for ('Only N left'). */
  notEnoughLeft: 'not_enough_left',
  /** The date chosen no longer sells tickets (sales closed, date past or gone). */
  eventNotOnSale: 'event_not_on_sale',
  /** Paid tickets, but the organizer takes no payments yet. */
  paymentsNotSetUp: 'payments_not_set_up',
  /** The client has too many orders in progress for the event (HOLD_LIMITS). */
  tooManyOrders: 'too_many_orders',
  /** The client's orders in progress hold too many tickets of the event (HOLD_LIMITS). */
  tooManyTicketsHeld: 'too_many_tickets_held',
  /** The clients behind the client's address hold too many tickets of the event (HOLD_LIMITS): try again later. */
  tooManyHeldFromNetwork: 'too_many_held_from_network',
  /** The order's time limit ran out ('Time's up'): its hold is gone. */
  holdExpired: 'hold_expired',
  /** The order ended (timed out, cancelled, failed): start a new one. */
  orderClosed: 'order_closed',
  /** The order is paid and completed. */
  orderCompleted: 'order_completed',
  /** A payment of the order is in progress: wait for it to finish. */
  paymentInFlight: 'payment_in_flight',
  /** A member benefit chosen for a line has no uses left in its usage window ('Benefit Exhausted'). */
  benefitExhausted: 'benefit_exhausted',
  /** A list member's share code entered without an Ovation account: sign in to use it. */
  codeNeedsAccount: 'code_needs_account',
} as const;
export type CheckoutReason = (typeof CHECKOUT_REASONS)[keyof typeof CHECKOUT_REASONS];
