import { z } from 'zod';
import { text } from './common.ts';
import {
  BUYER_PAYMENT_METHODS,
  FAILED_STATUSES,
  NOTES_MAX,
  ORDER_PAYMENT_METHODS,
  PAYMENT_RETURN_STATES,
  PROCESSING_STATUSES,
  QUESTION_ANSWER_MAX,
  SEAT_MAX,
  SUCCESS_STATUSES,
  TERMINAL_STATUSES,
} from '../domain/checkout.ts';
import { COLLECT_INFORMATION_SETTINGS } from '../domain/events.ts';
import { EMAIL_MAX } from '../domain/people.ts';
import { ATTENDANCE_TYPES, PRICING_MODES, TICKET_CATEGORIES, TICKET_LIMITS, VISIBILITY_SCOPES } from '../domain/tickets.ts';
import { publicTicket } from './events.ts';

/**
 * Checkout (buyer-side 2.7, 2.8, 4, 5, 7, 9): the ticket step's codes, orders from creation to completion, the
 * thank-you summary, card terminals at the door and the promoter cookie. Paths: the spec's `v1/X` is `/api/v1/X`.
 * Money is integer minor units of the order's `currency` (lower-case ISO code).
 *
 * Flow: POST /api/v1/orders (holds the tickets for 14 minutes) -> PATCH to change the selection -> POST
 * .../confirm with the buyer's information (total 0 or guest flow: completed at once, `final: true`; otherwise the
 * holds last 9 more minutes and `paymentRequest` carries the provider's client secret) -> the card form confirms
 * the payment with the provider -> POST .../complete on return (also done by the provider's webhook; idempotent)
 * -> GET .../summary on the thank-you pages. POST .../cancel?status=timed_out when the 'Time's up' modal closes.
 *
 * An order is reached by its id (unguessable). An order made by a signed-in person is theirs alone; door staff
 * (admin or door access to the event) reach every order of the event. Anyone else gets 404 with
 * CHECKOUT_MESSAGES.orderNotFound. Failures use the one error body (contracts/errors.ts): 422 with `fieldErrors`
 * keyed by input path ('tickets.<ticketTypeId>', 'customPriceTickets.0.price', 'promoCode',
 * 'buyerAttributes.email', 'attendeesAttributes.1.orderAnswers.<questionId>'), 409 when tickets ran out or
 * the order can no longer change, 403 for the guest flow and terminals without door access.
 */

export * from './checkout.messages.ts';
/** Pure rules the checkout pages share with the server (status groups, thank-you routing, refetch, countdown, prices). */
export {
  statusGroup,
  thankYouRedirect,
  refetchDelayMs,
  formatCountdown,
  platformFee,
  priceTicket,
  orderTotals,
  ticketUnitPrice,
} from '../domain/checkout.ts';

/** Currency symbols (buyer-side 3): usd $, mxn MX$, ... (domain/money.ts formatMoney uses them). */
export { CURRENCIES, currencyInfo, formatMoney } from '../domain/money.ts';

/** Every order status: the three groups of buyer-side 4. */
export const orderStatus = z.enum([...PROCESSING_STATUSES, ...SUCCESS_STATUSES, ...FAILED_STATUSES]);
export const statusGroupSchema = z.enum(['processing', 'success', 'failed']);

const code = text(TICKET_LIMITS.code * 2).trim();
const money = z.number().int().min(0).max(TICKET_LIMITS.price);
const lineQuantity = z.number().int().min(0).max(TICKET_LIMITS.maxPerOrder);

/* Ticket step ------------------------------------------------------------------------------------------- */

/**
 * GET /api/v1/tickets/validate_code: what a code unlocks. A secret code reveals its hidden ticket types
 * (`tickets`, each with `secret: true` and its `code`); a promo code answers `promoCode`. `appliedCodes` (comma
 * separated) are the codes already applied in this checkout: applying one again is
 * CHECKOUT_MESSAGES.codeAlreadyUsed, a second promo code CHECKOUT_MESSAGES.codeNotCombinable (422, in
 * `message` and fieldErrors.promoCode). An empty code is ignored (empty reply).
 */
export const validateCodeQuery = z.object({
  eventId: z.uuid(),
  promoCode: code.default(''),
  ticketType: z.enum(ATTENDANCE_TYPES).optional(),
  occurrenceId: z.uuid().optional(),
  appliedCodes: text(500).optional(),
});

/** A promo code (buyer-side 3): `tickets` are the ticket type ids it discounts (all when `allTickets`). */
export const promoCodeView = z.object({
  code: z.string(),
  name: z.string(),
  /** Fixed discount per ticket in minor units, or null. */
  amount: z.number().int().nullable(),
  percentageValue: z.number().int().nullable(),
  tickets: z.array(z.uuid()),
  allTickets: z.boolean(),
  /** Remaining uses; null is unlimited. */
  quantity: z.number().int().nullable(),
});
export type PromoCodeView = z.infer<typeof promoCodeView>;

/**
 * A ticket revealed by a code: like the public list's, with the code that revealed it and what that code has left
 * (`quantityPerCode`). A list member's share code reveals the private access list tickets of that member's lists:
 * `customUserListsCode` (and `code`) is then the share code the buyer entered, never anyone else's.
 */
export const revealedTicket = publicTicket.extend({ code: z.string().nullable(), customUserListsCode: z.string().nullable() });
export type RevealedTicket = z.infer<typeof revealedTicket>;

export const validateCodeReply = z.object({
  tickets: z.array(revealedTicket),
  promoCode: promoCodeView.nullable(),
});
export type ValidateCodeReply = z.infer<typeof validateCodeReply>;

/* Orders ---------------------------------------------------------------------------------------------------- */

/**
 * A line of the tickets map: a quantity, or the spec's selection item {quantity, membershipId}, where membershipId
 * is the member benefit (a `membershipDiscounts` id of the event page) the buyer applies to every ticket of the
 * line. It must be a benefit of a tier the buyer holds that applies to the ticket (else 422 on `tickets.<id>`);
 * each ticket takes one use of it (none left: 409 'Benefit Exhausted', reason benefit_exhausted). Per line the
 * better price of the benefit and the promo code applies, never both.
 */
const selectionItem = z.union([lineQuantity, z.object({ quantity: lineQuantity, membershipId: z.uuid().nullable().optional() })]);

/** POST /api/v1/orders?event=&promoCode= and PATCH /api/v1/orders/:id?promoCode=. */
export const orderSelectionBody = z.object({
  /** {ticketTypeId: quantity} for fixed-price tickets. */
  tickets: z.record(z.uuid(), selectionItem).default({}),
  /** Custom-price tickets: the price chosen (at least the minimum: 'Minimum is {currency} {min}'). */
  customPriceTickets: z
    .array(z.object({ ticketId: z.uuid(), price: money, count: lineQuantity }))
    .max(TICKET_LIMITS.types)
    .default([]),
  /** Negative is made positive, capped at the event's maximum, 0 when the event takes no donations. */
  donationAmount: z.number().min(-TICKET_LIMITS.price).max(TICKET_LIMITS.price).default(0),
  paymentMethod: z.enum(BUYER_PAYMENT_METHODS).default('card'),
  /** The event date; the next one when absent. */
  occurrenceId: z.uuid().optional(),
  /** Secret codes applied on the ticket step (they unlock hidden ticket types); the promo code is `promoCode`. */
  secretCodes: z.array(code).max(10).default([]),
  /** Organizer-added guests (door or admin access): no payment, a Note field, 'Guest(s) added successfully!'. */
  guestFlow: z.boolean().default(false),
  /**
   * The benefits chosen in this checkout (the spec's field). The lines' membershipId decide what applies: a benefit
   * listed here but named by no line discounts nothing.
   */
  membershipDiscounts: z.array(z.uuid()).max(50).optional(),
  /**
   * List members' share codes (buyer-side 2.7): one unlocks the private access list tickets of that member's lists
   * within what the member's code has left, and the order is attributed to the member. A share code works for a
   * signed-in buyer only (401, reason code_needs_account); it may also come in `secretCodes` (the code box's way),
   * and one order takes one share code (a second: 'Code Not Combinable').
   */
  customUserListsCodes: z.array(text(100)).max(20).optional(),
});
export type OrderSelectionBody = z.input<typeof orderSelectionBody>;

export const createOrderQuery = z.object({
  event: z.uuid(),
  promoCode: code.optional(),
});
export const updateOrderQuery = z.object({ promoCode: code.optional() });
export const orderIdParams = z.object({ id: z.uuid() });

export const recordedAnswer = z.object({
  questionId: z.string(),
  title: z.string(),
  /** Text, the chosen option, or 'agreed' / 'rejected' for terms. */
  answer: z.string(),
  /** Terms only: when the answer was given. */
  agreedAt: z.string().optional(),
});

export const orderItemView = z.object({
  id: z.uuid(),
  ticket: z.object({
    id: z.uuid(),
    name: z.string(),
    category: z.enum(TICKET_CATEGORIES),
    attendanceType: z.enum(ATTENDANCE_TYPES),
    pricingMode: z.enum(PRICING_MODES),
    visibilityScope: z.enum(VISIBILITY_SCOPES),
  }),
  name: z.string(),
  /** The organizer's price of this ticket (booking fee included). */
  basePrice: z.number().int(),
  /** Platform fee charged for it, after discounts. */
  baseFee: z.number().int(),
  /** Discount taken off the price. The buyer pays basePrice - discountAmount + baseFee. */
  discountAmount: z.number().int(),
  /** The member benefit that priced this ticket (the line's membershipId), or null. */
  membershipBenefitId: z.uuid().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  seat: z.string().nullable(),
  orderAnswers: z.array(recordedAnswer),
});
export type OrderItemView = z.infer<typeof orderItemView>;

export const checkoutQuestion = z.object({
  id: z.uuid(),
  fieldType: z.enum(['text', 'short text', 'terms', 'dropdown']),
  title: z.string(),
  /** Dropdown options (one per line) or the terms text. */
  content: z.string(),
  required: z.boolean(),
  /** Ticket type ids the question is for; empty means all. */
  onlyForTickets: z.array(z.uuid()),
  position: z.number().int(),
});
export type CheckoutQuestionView = z.infer<typeof checkoutQuestion>;

/** What the card form needs to confirm the payment with the provider (sandbox: POST of the payments helper). */
export const paymentRequest = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  /** 'Sandbox payments: no real money' when true. */
  testMode: z.boolean(),
  paymentId: z.string(),
  clientSecret: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  method: z.enum(['card', 'terminal']),
});
export type PaymentRequest = z.infer<typeof paymentRequest>;

export const orderView = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  occurrenceId: z.uuid(),
  status: orderStatus,
  statusGroup: statusGroupSchema,
  /** 'select' until the information is confirmed, then 'pay'. */
  step: z.enum(['select', 'pay']),
  /** When the hold ends (the timer: 14 minutes on select, 9 on pay). */
  holdExpiresAt: z.string(),
  currency: z.string(),
  items: z.array(orderItemView),
  /** Prices plus fees before discounts. */
  subtotal: z.number().int(),
  discounts: z.number().int(),
  /** Platform fees after discounts (already inside subtotal - discounts). */
  fees: z.number().int(),
  donationAmount: z.number().int(),
  total: z.number().int(),
  promoCode: z.object({ code: z.string(), name: z.string() }).nullable(),
  secretCodes: z.array(z.string()),
  paymentMethod: z.enum(ORDER_PAYMENT_METHODS),
  /** The order holds a members-only ticket or a member benefit: it is bound to the buyer's Ovation account. */
  userRequired: z.boolean(),
  /** Guest flow or a door sale: names default to 'Anonymous' 'Guest' and the e-mail is optional. */
  personalOrder: z.boolean(),
  guestFlow: z.boolean(),
  buyer: z.object({
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    notes: z.string().nullable(),
  }),
  marketingConsents: z.record(z.string(), z.boolean()),
  promoterUsername: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type OrderView = z.infer<typeof orderView>;

/** The spec's Order (checkout) reply: order, questions, collectInformationSetting, clientSecret, status. */
export const orderReply = z.object({
  order: orderView,
  questions: z.array(checkoutQuestion),
  collectInformationSetting: z.enum(COLLECT_INFORMATION_SETTINGS),
  /** Set once the order reached the pay step with something to pay. */
  clientSecret: z.string().nullable(),
  paymentRequest: paymentRequest.nullable(),
  status: orderStatus,
});
export type OrderReply = z.infer<typeof orderReply>;

/* Confirm ------------------------------------------------------------------------------------------------- */

const shortText = (max: number) => text(max).nullable().optional();
export const answerInput = z.object({
  questionId: z.uuid(),
  /** Text or option; terms: true or 'agreed' (anything else records 'rejected'). */
  answer: z
    .union([text(QUESTION_ANSWER_MAX), z.boolean()])
    .nullable()
    .optional(),
});

export const buyerAttributes = z.object({
  firstName: shortText(100),
  lastName: shortText(100),
  email: shortText(EMAIL_MAX),
  emailConfirm: shortText(EMAIL_MAX),
  orderAnswers: z.array(answerInput).max(100).default([]),
  /** The guest flow's Note. */
  notes: shortText(NOTES_MAX),
});

export const attendeeAttributes = z.object({
  itemId: z.uuid(),
  /** A full name in one field (split at the first space) when firstName / lastName are not given. */
  names: shortText(200),
  firstName: shortText(100),
  lastName: shortText(100),
  email: shortText(EMAIL_MAX),
  notes: shortText(NOTES_MAX),
  seat: shortText(SEAT_MAX),
  orderAnswers: z.array(answerInput).max(100).default([]),
});

/** POST /api/v1/orders/:id/confirm. */
export const confirmOrderBody = z.object({
  buyerAttributes: buyerAttributes.default({ orderAnswers: [] }),
  attendeesAttributes: z
    .array(attendeeAttributes)
    .max(TICKET_LIMITS.maxPerOrder * TICKET_LIMITS.types)
    .default([]),
  /** Consents the event asks for (marketingConsentOwner, marketingConsent.product); ignored in the guest flow. */
  marketingConsents: z.object({ owner: z.boolean().optional(), product: z.boolean().optional() }).default({}),
  /** The latest token POST /orders/:id/seats gave: required once the order holds seats or has seated tickets. */
  seatsHoldToken: text(200).nullable().optional(),
  /** The seat keys the buyer saw held; when sent, they must be exactly the seats the order holds. */
  seatsReserved: z.array(text(80)).max(500).nullable().optional(),
});
export type ConfirmOrderBody = z.input<typeof confirmOrderBody>;

/**
 * `final` true: the order is completed (free or guest flow); `msg` is 'Guest(s) added successfully!' in the
 * guest flow. Otherwise go to Payment with `paymentRequest`.
 */
export const confirmOrderReply = z.object({
  final: z.boolean(),
  status: orderStatus,
  msg: z.string().nullable(),
  paymentRequest: paymentRequest.nullable(),
  items: z.array(orderItemView),
  order: orderView,
});
export type ConfirmOrderReply = z.infer<typeof confirmOrderReply>;

/** POST /api/v1/orders/:id/complete: the state on return from the provider (retry safely; completes once). */
export const completeOrderReply = z.object({
  status: z.enum(PAYMENT_RETURN_STATES),
  orderStatus: orderStatus,
  statusGroup: statusGroupSchema,
  /** The provider's error of a declined card (tryAgain). */
  error: z.object({ code: z.string(), message: z.string(), declineCode: z.string().optional() }).nullable(),
  /** An incorrect zip code: the card form flags the zip field. */
  zipError: z.boolean(),
});
export type CompleteOrderReply = z.infer<typeof completeOrderReply>;

/** POST /api/v1/orders/:id/cancel?status=timed_out (the 'Time's up' modal) or canceled (checkout reset). */
export const cancelOrderQuery = z.object({ status: z.enum(['timed_out', 'canceled']).default('canceled') });
export const cancelOrderReply = z.object({ status: orderStatus });

/* Thank-you --------------------------------------------------------------------------------------------------- */

/** GET /api/v1/orders/:id/summary (buyer-side 3 Order summary). */
export const orderSummaryReply = z.object({
  id: z.uuid(),
  transactionId: z.string().nullable(),
  status: orderStatus,
  statusGroup: statusGroupSchema,
  eventId: z.uuid(),
  /** Total paid. */
  amount: z.number().int(),
  currency: z.string(),
  theme: z.enum(['light', 'dark']),
  /** 'online' when every ticket is for the online stream. */
  ticketType: z.enum(['online', 'in_person']),
  /** View Stream: the broadcast page (/b/:broadcastId), for completed online orders only. */
  broadcastUrl: z.string().nullable(),
  user: z.object({ email: z.string().nullable() }),
  course: z.object({ id: z.uuid(), name: z.string(), private: z.boolean() }),
  owner: z.object({ username: z.string(), name: z.string(), supportEmail: z.string().nullable() }),
  /** Rows 'count x name' with their price (fees included, before discounts). */
  orderItems: z.array(z.object({ name: z.string(), count: z.number().int(), totalBasePrice: z.number().int() })),
  paymentDetails: z.object({
    subtotal: z.number().int(),
    discounts: z.number().int(),
    donation: z.number().int(),
    fees: z.number().int(),
    total: z.number().int(),
  }),
  completedAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummaryReply>;

/* Card terminals (door sales) ------------------------------------------------------------------------------ */

export const listReadersQuery = z.object({ ownerId: z.uuid() });
export const terminalReader = z.object({
  id: z.uuid(),
  /** The provider's reader id (the spec's stripeReaderId); either id is accepted as `readerId`. */
  stripeReaderId: z.string(),
  name: z.string(),
  serialNumber: z.string().nullable(),
  status: z.enum(['online', 'offline']),
});
export const listReadersReply = z.object({ readers: z.array(terminalReader) });

export const terminalBody = z.object({ id: z.uuid(), readerId: text(200).min(1) });
export const terminalStatusBody = z.object({ id: z.uuid() });
/** Poll every 3 s; stop after 60 s with CHECKOUT_MESSAGES.terminalTimedOut. */
export const terminalReply = z.object({ status: z.enum(TERMINAL_STATUSES), message: z.string() });
export type TerminalReply = z.infer<typeof terminalReply>;

/* Promoter ------------------------------------------------------------------------------------------------ */

/** POST /api/v1/cookies/set: /event/:id/promote/:promoterUsername remembers the promoter for that event. */
export const promoterCookieBody = z.object({
  courseId: z.uuid(),
  promoterUsername: text(30).trim().min(1),
  /** The spec sends it; the cookie is always `ovation_promoter_<courseId>`. */
  name: text(100).optional(),
});

export const checkoutFieldLimits = { notes: NOTES_MAX, seat: SEAT_MAX, answer: QUESTION_ANSWER_MAX } as const;
