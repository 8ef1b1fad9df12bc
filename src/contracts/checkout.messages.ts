/**
 * Checkout texts and constants: plain values without zod, so the web app can import them without the schemas.
 * The rules that use them live in src/domain/checkout.ts (one copy of every text).
 */
import { unableTo } from './errors.messages.ts';

export {
  CHECKOUT_MESSAGES,
  CHECKOUT_STEPS,
  CHECKOUT_UNUSED_CONSTANT,
  BUYER_PAYMENT_METHODS,
  GUEST_FIRST_NAME,
  GUEST_LAST_NAME,
  MOBILE_SUMMARY_EXTRA_PX,
  ORDER_PAYMENT_METHODS,
  ORDER_SUMMARY_NAME_CUT,
  PAY_STEP_MS,
  PAYMENT_RETURN_STATES,
  PROMOTER_COOKIE_PREFIX,
  SELECT_STEP_MS,
  TERMINAL_POLL_MS,
  TERMINAL_STATUSES,
  TERMINAL_TIMEOUT_MS,
  TIMER_TICK_MS,
  DEFAULT_MAX_PER_ORDER,
  TICKET_DESCRIPTION_CUT,
  minimumPriceMessage,
} from '../domain/checkout.ts';
export { AVAILABILITY_LABELS } from '../domain/tickets.ts';

/** The checkout page's own texts beside the spec's (CHECKOUT_MESSAGES): its gates, notices, buttons and confirmations. */
export const CHECKOUT_PAGE_TEXTS = {
  documentTitle: (eventName: string) => `Checkout | ${eventName}`,
  loadEventFailed: unableTo('load this event'),
  loadOrderFailed: unableTo('load this order'),
  holdFailed: unableTo('hold these tickets'),
  confirmOrderFailed: unableTo('confirm your order'),
  confirmPaymentFailed: unableTo('confirm your payment'),
  chooseTicketsAgain: 'Choose tickets again',
  /** A reloaded order (?order=) that ended meanwhile. */
  orderEnded: 'That order has ended and its tickets were released. Choose your tickets again.',
  doorTeamOnly: 'Only the organizer’s door team can add guests or sell at the door.',
  logInForDoor: 'Log in to add guests or sell at the door.',
  logIn: 'Log in',
  back: 'Back',
  dismiss: 'Dismiss',
  noTicketsOnSale: 'No tickets are on sale for this date',
  haveACode: 'Have a code? Enter it below to unlock tickets.',
  checkBackLater: 'Check back later or contact the organizer.',
  logInToContinue: 'Log in to continue',
  accountRequired: 'This order needs an Ovation account.',
  infoMissing: 'Some information is missing or needs a fix above.',
  noPaymentWaiting: 'This order has no payment waiting. Go back to your info and continue again.',
  orderSummary: 'Order summary',
  codeAppliedOnContinue: (code: string) => `Code ${code} is applied when you continue.`,
  /** Closing the checkout while tickets are held. */
  leaveTitle: 'Leave checkout?',
  leaveMessage: 'The tickets held for you will be released.',
  leave: 'Leave',
  stay: 'Stay',
  /** Confirming a card payment ('Are you sure?'). */
  chargeCard: (total: string, eventName: string | undefined) => `Your card will be charged ${total} for ${eventName ?? 'this order'}.`,
  pay: (total: string) => `Pay ${total}`,
  notYet: 'Not yet',
} as const;

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
  /** The order's time limit ran out ('Time's up'): its hold is gone. */
  holdExpired: 'hold_expired',
  /** The order ended (timed out, cancelled, failed): start a new one. */
  orderClosed: 'order_closed',
  /** The order is paid and completed. */
  orderCompleted: 'order_completed',
  /** A payment of the order is in progress: wait for it to finish. */
  paymentInFlight: 'payment_in_flight',
} as const;
export type CheckoutReason = (typeof CHECKOUT_REASONS)[keyof typeof CHECKOUT_REASONS];
