/**
 * Checkout texts and constants: plain values without zod, so the web app can import them without the schemas.
 * The rules that use them live in src/domain/checkout.ts (one copy of every text).
 */
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
