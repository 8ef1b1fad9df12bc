/** Checkout rules (buyer-side 4, 5, 9), in integer minor units. */
import { currencyInfo } from './money.ts';
import { emailsMatch, invalidFieldMessage, isValidEmail, isValidPersonName, normalizeEmail } from './people.ts';

/** Checkout timers: the select step holds tickets 14 minutes, the pay step 9. */
export const SELECT_STEP_MS = 840_000;
export const PAY_STEP_MS = 540_000;
export const TIMER_TICK_MS = 1_000;
/** Per-line maximum quantity when a ticket type sets none. */
export const DEFAULT_MAX_PER_ORDER = 25;

/**
 * Holds per client and event (docs/decisions/checkout.md, Holds per client). A client is a session: the signed-in
 * person, else the browser's checkout cookie. It holds at most `clientPercent` of the event's remaining seats (never
 * less than the largest per-order maximum, so one full order always fits) in at most `pendingOrders` orders; all the
 * clients behind one address together hold at most `addressPercent` of them. A hold is renewed (a new selection, the
 * pay step's start) at most until the first timer plus `renewalGraceMs`.
 */
export const HOLD_LIMITS = { clientPercent: 10, addressPercent: 50, pendingOrders: 3, maxStripes: 8, renewalGraceMs: PAY_STEP_MS } as const;

export interface HoldShares {
  /** Seats one client may hold at once. */
  client: number;
  /** Seats all the clients of one address may hold at once. */
  address: number;
}

/** The shares of `remaining` seats (capacity less sold); `scale` is RATE_LIMIT_SCALE (load tests from one address). */
export function holdShares(remaining: number, largestLine: number, scale = 1): HoldShares {
  const part = (percent: number) => Math.ceil((Math.max(0, remaining) * percent) / 100);
  const client = Math.max(largestLine, part(HOLD_LIMITS.clientPercent)) * scale;
  return { client, address: Math.max(client, part(HOLD_LIMITS.addressPercent) * scale) };
}

export interface AddressStripes {
  stripes: number;
  perStripe: number;
}

/**
 * An address's holds are counted in stripes (its clients spread over them by a hash of their key), each under its own
 * lock with an equal part of the ceiling, so the buyers behind one address do not all wait on one lock: as many
 * stripes (a power of two, at most `maxStripes`) as leave each at least a client's share.
 */
export function addressStripes(shares: HoldShares): AddressStripes {
  let stripes = 1;
  while (stripes * 2 <= HOLD_LIMITS.maxStripes && Math.floor(shares.address / (stripes * 2)) >= shares.client) stripes *= 2;
  return { stripes, perStripe: Math.floor(shares.address / stripes) };
}

export type HoldCapProblem = 'orders' | 'tickets' | 'address' | null;

/** Whether a client may hold `adding` more tickets, given what it and its stripe of its address hold in other live orders. */
export function holdCapProblem(
  held: { orders: number; tickets: number; stripeTickets: number },
  adding: number,
  shares: HoldShares,
  stripes: AddressStripes,
  scale = 1,
): HoldCapProblem {
  if (held.orders >= HOLD_LIMITS.pendingOrders * scale) return 'orders';
  if (held.tickets + adding > shares.client) return 'tickets';
  if (held.stripeTickets + adding > stripes.perStripe) return 'address';
  return null;
}

/**
 * The timer after a renewal (a new selection, or the pay step's start): `wanted`, but never past the order's first
 * timer plus the grace; null once that has passed (Time's up).
 */
export function renewedTimer(createdAt: Date, wanted: Date, now: Date): Date | null {
  const last = createdAt.getTime() + SELECT_STEP_MS + HOLD_LIMITS.renewalGraceMs;
  if (last <= now.getTime()) return null;
  return new Date(Math.min(wanted.getTime(), last));
}
export const TICKET_DESCRIPTION_CUT = 170;

export interface LineCost {
  /** Price of the line before discount. */
  cost: number;
  /** Platform fee of the line before discount. */
  fee: number;
}

export type Discount = { kind: 'percentage'; percent: number } | { kind: 'amount'; amount: number };

/**
 * A percentage reduces both cost and fee; a fixed amount reduces the cost and any excess over the cost comes
 * off the fee; results are clamped at 0 and rounded (to the minor unit, the spec's "2 decimals").
 */
export function applyDiscount(line: LineCost, discount: Discount): LineCost {
  if (discount.kind === 'percentage') {
    const keep = 1 - Math.min(Math.max(discount.percent, 0), 100) / 100;
    return { cost: Math.max(0, Math.round(line.cost * keep)), fee: Math.max(0, Math.round(line.fee * keep)) };
  }
  const amount = Math.max(0, discount.amount);
  const cost = line.cost - amount;
  if (cost >= 0) return { cost: Math.round(cost), fee: line.fee };
  return { cost: 0, fee: Math.max(0, Math.round(line.fee + cost)) };
}

/**
 * The platform fee: 0.69 dollars plus 1 percent per ticket; free tickets have none. The fixed part is set per
 * currency in its own minor units (docs/decisions/ lists the amounts).
 */
export const PLATFORM_FEE_FIXED: Record<string, number> = {
  usd: 69,
  cad: 95,
  mxn: 1200,
  hkd: 540,
  eur: 64,
  gbp: 55,
  chf: 62,
  pln: 280,
  inr: 5800,
  ksh: 9000,
  jpy: 105,
};
export const PLATFORM_FEE_PERCENT = 1;

export function platformFee(price: number, currency: string): number {
  if (price <= 0) return 0;
  const fixed = PLATFORM_FEE_FIXED[currency.toLowerCase()] ?? PLATFORM_FEE_FIXED.usd!;
  return fixed + Math.round((price * PLATFORM_FEE_PERCENT) / 100);
}

/** Donation input: negative made positive, capped at the maximum, never below 0; whole minor units. */
export function normalizeDonation(input: number, maximum: number): number {
  if (!Number.isFinite(input)) return 0;
  return Math.min(Math.round(Math.abs(input)), Math.max(0, maximum));
}

/** Order status groups (buyer-side 4). */
export const PROCESSING_STATUSES = ['pending', 'processing', 'express_processing', 'handling_payment'] as const;
export const SUCCESS_STATUSES = ['completed', 'transferred'] as const;
export const FAILED_STATUSES = ['failed', 'canceled', 'timed_out'] as const;
export type OrderStatus = (typeof PROCESSING_STATUSES)[number] | (typeof SUCCESS_STATUSES)[number] | (typeof FAILED_STATUSES)[number];
export type StatusGroup = 'processing' | 'success' | 'failed';

export function statusGroup(status: string | null | undefined): StatusGroup {
  if (status && (PROCESSING_STATUSES as readonly string[]).includes(status)) return 'processing';
  if (status && (SUCCESS_STATUSES as readonly string[]).includes(status)) return 'success';
  return 'failed';
}

export type ThankYouPage = 'root' | 'success' | 'failure';

/** Thank-you routing: where a page showing an order in `group` must send the visitor (null: stay). */
export function thankYouRedirect(page: ThankYouPage, group: StatusGroup): ThankYouPage | null {
  if (group === 'processing') return page === 'root' ? null : 'root';
  if (group === 'success') return page === 'success' ? null : 'success';
  return page === 'failure' ? null : 'failure';
}

/** Order summary refetch while in progress: 1 s doubling, capped at 32 s (at most 5 doublings). */
export function refetchDelayMs(attempt: number): number {
  return 1_000 * 2 ** Math.min(Math.max(attempt, 0), 5);
}

/** Seconds left as m:ss for the checkout timer. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/* ----------------------------------------------------------------------------------------------------------
 * Orders: texts, payment methods, pricing and the information step (buyer-side 3, 5, 8, 9).
 * -------------------------------------------------------------------------------------------------------- */

/** Every user-visible checkout text of the spec, reproduced exactly. */
export const CHECKOUT_MESSAGES = {
  noTicketChosen: "You haven't chosen any ticket yet",
  codeAlreadyUsed: 'Sorry, this secret code has already been used.',
  /** Not in the spec (which words only the secret-code case): a promo code entered again. */
  promoAlreadyApplied: 'Sorry, this promo code has already been applied.',
  codeUnknown: "Sorry, we don't recognize that code.",
  codeExhausted: 'Sorry, this secret code has been used the maximum number of times.',
  codeNotCombinable: 'Code Not Combinable',
  questionRequired: 'This question is required',
  termsRequired: 'Agree to these terms to continue.',
  emailMustMatch: 'Email address must match.',
  timesUpTitle: "Sorry... Time's up",
  timesUpText: 'Sorry... The time limit gives everyone a fair shot at tickets.',
  tryAgainNow: 'Try again now',
  orderNotFound: "Sorry! That order wasn't found.",
  guestsAdded: 'Guest(s) added successfully!',
  areYouSure: 'Are you sure?',
  paymentFailed: "We’re sorry. Your payment attempt didn't go through.",
  successHeading: 'Success!',
  linkCopied: 'Link copied',
  guestInfoStep: 'Guest info (optional)',
  terminalError: 'There was an error with the payment. Please try again.',
  terminalTimedOut: 'Sorry your request timed out.',
  terminalNoReaders: 'Please check your terminal payments',
  terminalConfirm: 'Confirm Payment',
  terminalSucceeded: 'Payment successful',
  terminalProcessing: 'Waiting for the card on the reader',
  terminalCanceled: 'Payment canceled',
  loadTicketsFailed: 'We had a problem loading the tickets in checkout. Please try again.',
  /** Not in the spec (docs/decisions/): what a change to a finished or paid order answers. */
  orderClosed: 'This order can no longer be changed',
  orderCompleted: 'This order is already completed',
  paymentInFlight: 'This order is being paid; wait for the payment to finish',
  tooManyOrders: `You already have ${HOLD_LIMITS.pendingOrders} orders in progress for this event. Finish or cancel one of them first.`,
  tooManyTicketsHeld: 'You are holding too many tickets for this event. Finish or cancel an order in progress first.',
  tooManyHeldFromNetwork: 'Too many tickets of this event are being held from your network right now. Please try again in a few minutes.',
  ticketUnavailable: 'This ticket is not available',
  notEnoughLeft: (left: number) => `Only ${left} left`,
  maxPerOrder: (max: number) => `At most ${max} per order`,
  /** 'Minimum is {currency} {min}' with the currency symbol and the amount in major units. */
  minimumPrice: (minimum: number, currency: string) => minimumPriceMessage(minimum, currency),
  donationsDisabled: 'This event does not take donations',
  terminalNeedsReader: 'Choose a card reader',
  terminalSimulationOff: 'Simulated payments are not available here',
} as const;

/** Spec texts of the step indicator and buttons. */
export const CHECKOUT_STEPS = ['SelectTickets', 'YourInfo', 'Payment'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** What the buyer picks on the ticket step; 'free' and 'cash' are set by the server (nothing to pay; guest flow). */
export const BUYER_PAYMENT_METHODS = ['card', 'terminal', 'express'] as const;
export const ORDER_PAYMENT_METHODS = ['card', 'terminal', 'express', 'free', 'cash'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/** Payment states on return from the provider (buyer-side 4); a free order counts as succeeded. */
export const PAYMENT_RETURN_STATES = ['succeeded', 'processing', 'tryAgain', 'failed'] as const;
export type PaymentReturnState = (typeof PAYMENT_RETURN_STATES)[number];

/** Terminal statuses the card-reader flow polls (every 3 s, timing out after 60 s). */
export const TERMINAL_STATUSES = ['processing', 'succeeded', 'failed', 'canceled'] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];
export const TERMINAL_POLL_MS = 3_000;
export const TERMINAL_TIMEOUT_MS = 60_000;

/** Order summary names are cut at 43 characters. */
export const ORDER_SUMMARY_NAME_CUT = 43;
/** The mobile summary's height is the bar's height plus 80 px. */
export const MOBILE_SUMMARY_EXTRA_PX = 80;
/** The spec's further timer constant whose use is not shown. */
export const CHECKOUT_UNUSED_CONSTANT = 100_000;

/** Guest defaults for the organizer's guest flow and personal orders. */
export const GUEST_FIRST_NAME = 'Anonymous';
export const GUEST_LAST_NAME = 'Guest';

/** Promoter attribution from /event/:id/promote/:promoterUsername, kept in this httpOnly cookie per event. */
export const PROMOTER_COOKIE_PREFIX = 'ovation_promoter_';
export const PROMOTER_COOKIE_MAX_AGE_S = 30 * 86_400;

export function minimumPriceMessage(minimum: number, currency: string): string {
  const c = currencyInfo(currency);
  return `Minimum is ${c.symbol} ${(minimum / 10 ** c.minorUnits).toFixed(c.minorUnits)}`;
}

/** A promo code's discount: a percentage when it has one, else its fixed amount (minor units). */
export function promoDiscount(code: { amount: number | null; percentageValue: number | null }): Discount | null {
  if (code.percentageValue != null && code.percentageValue > 0) return { kind: 'percentage', percent: code.percentageValue };
  if (code.amount != null && code.amount > 0) return { kind: 'amount', amount: code.amount };
  return null;
}

/** What a ticket type costs before fees: its price (or the buyer's custom price) plus the organizer's booking fee. */
export function ticketUnitPrice(price: number, bookingFee: number): number {
  return Math.max(0, price) + Math.max(0, bookingFee);
}

/**
 * One ticket, priced. `basePrice` is the organizer's price and `listFee` the platform fee before any discount;
 * the discount lowers the price by `discountAmount` and the fee to `baseFee` (buyer-side 9). The platform keeps
 * baseFee either way. Passed on (the default), the buyer pays it on top of the price; absorbed (`feeAbsorbed`, the
 * ticket type's switch), the buyer pays the price alone and the fee comes out of the organizer's share
 * (docs/decisions/checkout.md, Absorbed fees). `buyerPays` and `organizerEarns` say who pays what.
 */
export interface PricedTicket {
  basePrice: number;
  listFee: number;
  baseFee: number;
  discountAmount: number;
  feeAbsorbed: boolean;
}

export interface FeeOptions {
  /** No platform fee (the guest flow and door cash). */
  noFee?: boolean;
  /** The organizer absorbs the platform fee: it is inside the price the buyer sees. */
  absorbFees?: boolean;
}

/** The one pricing of a ticket every path uses: the checkout, its summary, member prices, e-mails, refunds. */
export function priceTicket(unitPrice: number, currency: string, discount: Discount | null, opts: FeeOptions = {}): PricedTicket {
  const listFee = opts.noFee ? 0 : platformFee(unitPrice, currency);
  const after = discount ? applyDiscount({ cost: unitPrice, fee: listFee }, discount) : { cost: unitPrice, fee: listFee };
  const feeAbsorbed = !!opts.absorbFees && listFee > 0;
  // An absorbed fee is taken from what the buyer pays for the ticket, so it never exceeds it (a tiny or discounted price).
  const baseFee = feeAbsorbed ? Math.min(after.fee, after.cost) : after.fee;
  return { basePrice: unitPrice, listFee, baseFee, discountAmount: unitPrice - after.cost, feeAbsorbed };
}

/** What the buyer pays for one priced ticket. */
export const buyerPays = (p: PricedTicket) => p.basePrice - p.discountAmount + (p.feeAbsorbed ? 0 : p.baseFee);

/** What the organizer earns on it before the card provider's fee: what was paid, less the platform's fee. */
export const organizerEarns = (p: PricedTicket) => buyerPays(p) - p.baseFee;

/** A ticket's line before any discount, as the summaries show it: the price plus a passed-on fee (an absorbed one is in it). */
export const listedPrice = (p: PricedTicket) => p.basePrice + (p.feeAbsorbed ? 0 : p.listFee);

/**
 * Whether a fixed price leaves the organizer something once the absorbed fee is out of it: at or below the fee, every
 * sale would earn nothing, which the editor refuses. A pay-what-you-want ticket may go under it (the fee is capped per
 * ticket at what its buyer pays); free tickets have no fee. `unitPrice` includes the booking fee (ticketUnitPrice).
 */
export function priceCoversAbsorbedFee(unitPrice: number, currency: string, pricingMode: 'fixed' | 'custom_price'): boolean {
  if (pricingMode !== 'fixed' || unitPrice <= 0) return true;
  return unitPrice > platformFee(unitPrice, currency);
}

export interface OrderTotals {
  /** Prices plus passed-on fees before discounts: the summary's Subtotal. */
  subtotal: number;
  /** Everything the discount took off, price and fee together. */
  discountTotal: number;
  /** Platform fees after discounts, absorbed or not: the application fee the provider keeps for the platform. */
  feeTotal: number;
  donationAmount: number;
  /** What the buyer pays: subtotal - discountTotal + donationAmount. */
  total: number;
}

export function orderTotals(items: readonly PricedTicket[], donationAmount: number): OrderTotals {
  let subtotal = 0;
  let paid = 0;
  let feeTotal = 0;
  for (const i of items) {
    subtotal += listedPrice(i);
    paid += buyerPays(i);
    feeTotal += i.baseFee;
  }
  return { subtotal, discountTotal: subtotal - paid, feeTotal, donationAmount, total: paid + donationAmount };
}

/* The information step ------------------------------------------------------------------------------------ */

export type QuestionFieldType = 'text' | 'short text' | 'terms' | 'dropdown';

export interface CheckoutQuestion {
  id: string;
  fieldType: QuestionFieldType;
  title: string;
  /** Dropdown options, one per line, or the terms text. */
  content: string;
  required: boolean;
  /** Ticket type ids the question is for; empty means all. */
  onlyForTickets: readonly string[];
}

export interface AnswerInput {
  questionId: string;
  /** Text, the chosen option, or for terms true / 'agreed' (anything else is a rejection). */
  answer?: string | boolean | null;
}

/** A recorded answer; terms answers are 'agreed' or 'rejected' with the moment they were given (`agreedAt`). */
export interface RecordedAnswer {
  questionId: string;
  title: string;
  answer: string;
  agreedAt?: string;
  /** A terms answer: the SHA-256 of the text answered (the server's terms_texts holds the words). */
  termsHash?: string;
}

export interface PersonInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  emailConfirm?: string | null;
  notes?: string | null;
  orderAnswers?: readonly AnswerInput[] | null;
}

export interface AttendeeInput extends Omit<PersonInput, 'emailConfirm'> {
  itemId: string;
  /** A full name in one field, split at the first space when first and last name are not given. */
  names?: string | null;
  seat?: string | null;
}

export interface InfoContext {
  setting: 'each-attendee' | 'only-buyer';
  /** Organizer-added guests and door sales: names default to Anonymous Guest and the e-mail is optional. */
  personal: boolean;
  /** Guests of the site confirm their e-mail; a signed-in buyer's form may leave the confirmation out. */
  requireEmailConfirm: boolean;
  /** addOn: an add-on ticket, which carries the purchaser's details and asks nothing of its own (each-attendee mode). */
  items: readonly { id: string; ticketTypeId: string; addOn?: boolean }[];
  questions: readonly CheckoutQuestion[];
  now: Date;
}

export interface CheckedPerson {
  firstName: string;
  lastName: string;
  email: string | null;
  notes: string | null;
  seat: string | null;
  answers: RecordedAnswer[];
}

export interface CheckedInfo {
  /** Field errors keyed by path: buyerAttributes.firstName, attendeesAttributes.0.orderAnswers.<questionId>, ... */
  errors: Record<string, string>;
  buyer: CheckedPerson;
  /** Per order item: who holds the ticket and the answers recorded on it. */
  attendees: Map<string, CheckedPerson>;
}

export const QUESTION_ANSWER_MAX = 2000;
export const SHORT_ANSWER_MAX = 255;
export const NOTES_MAX = 1000;
export const SEAT_MAX = 50;

export const questionAppliesTo = (q: Pick<CheckoutQuestion, 'onlyForTickets'>, ticketTypeId: string) =>
  q.onlyForTickets.length === 0 || q.onlyForTickets.includes(ticketTypeId);

export function dropdownOptions(content: string): string[] {
  return content
    .split('\n')
    .map((o) => o.trim())
    .filter(Boolean);
}

const isAgreed = (answer: AnswerInput['answer']) => answer === true || (typeof answer === 'string' && answer.trim().toLowerCase() === 'agreed');

/**
 * Checks and records the answers to `questions`; errors go under `${at}.orderAnswers.<questionId>`. Checkout's
 * information step and the organizer's edit of an attendee (guests page) use it alike.
 */
export function checkAnswers(
  questions: readonly CheckoutQuestion[],
  input: readonly AnswerInput[],
  at: string,
  now: Date,
  errors: Record<string, string>,
): RecordedAnswer[] {
  const given = new Map(input.map((a) => [a.questionId, a.answer]));
  const answers: RecordedAnswer[] = [];
  for (const q of questions) {
    const key = `${at}.orderAnswers.${q.id}`;
    const raw = given.get(q.id);
    if (q.fieldType === 'terms') {
      const agreed = isAgreed(raw);
      if (q.required && !agreed) errors[key] = CHECKOUT_MESSAGES.termsRequired;
      answers.push({ questionId: q.id, title: q.title, answer: agreed ? 'agreed' : 'rejected', agreedAt: now.toISOString() });
      continue;
    }
    const text = typeof raw === 'string' ? raw.trim() : '';
    if (!text) {
      if (q.required) errors[key] = CHECKOUT_MESSAGES.questionRequired;
      continue;
    }
    const max = q.fieldType === 'short text' ? SHORT_ANSWER_MAX : QUESTION_ANSWER_MAX;
    if (text.length > max || (q.fieldType === 'dropdown' && !dropdownOptions(q.content).includes(text))) {
      errors[key] = invalidFieldMessage('answer');
      continue;
    }
    answers.push({ questionId: q.id, title: q.title, answer: text });
  }
  return answers;
}

const clean = (value: string | null | undefined, max: number) => {
  const v = (value ?? '').trim();
  return v ? v.slice(0, max) : null;
};

/** Names and e-mail of one person; blanks take the guest defaults on personal orders. */
function checkPerson(
  input: PersonInput & { names?: string | null },
  at: string,
  ctx: { personal: boolean; emailRequired: boolean; confirm: boolean },
  errors: Record<string, string>,
): Omit<CheckedPerson, 'answers' | 'seat'> {
  let first = (input.firstName ?? '').trim();
  let last = (input.lastName ?? '').trim();
  if (!first && !last && input.names?.trim()) [first, last] = splitFullName(input.names);
  if (ctx.personal) {
    first ||= GUEST_FIRST_NAME;
    last ||= GUEST_LAST_NAME;
  }
  if (!isValidPersonName(first)) errors[`${at}.firstName`] = invalidFieldMessage('First name');
  if (!isValidPersonName(last)) errors[`${at}.lastName`] = invalidFieldMessage('Last name');
  const email = input.email?.trim() ? normalizeEmail(input.email) : null;
  const emailValid = email ? isValidEmail(email) : !ctx.emailRequired;
  if (!emailValid) errors[`${at}.email`] = invalidFieldMessage('Email');
  if (ctx.confirm && email && emailValid) {
    const confirm = input.emailConfirm?.trim() ?? '';
    if (!isValidEmail(confirm) || !emailsMatch(email, confirm)) errors[`${at}.emailConfirm`] = CHECKOUT_MESSAGES.emailMustMatch;
  }
  return { firstName: first, lastName: last, email, notes: clean(input.notes, NOTES_MAX) };
}

/** 'Ada King Lovelace' -> ['Ada', 'King Lovelace']. */
export function splitFullName(names: string): [string, string] {
  const trimmed = names.trim().replace(/\s+/g, ' ');
  const space = trimmed.indexOf(' ');
  return space < 0 ? [trimmed, ''] : [trimmed.slice(0, space), trimmed.slice(space + 1)];
}

/**
 * The information step (buyer-side 5): the purchaser's names and e-mail ('Email address must match.'), then
 * in each-attendee mode every admission's names and its questions (add-ons take the purchaser's), in only-buyer
 * mode the purchaser's questions (recorded on every ticket). Personal orders default blank names to 'Anonymous' 'Guest'.
 */
export function checkCheckoutInfo(buyerInput: PersonInput, attendeesInput: readonly AttendeeInput[], ctx: InfoContext): CheckedInfo {
  const errors: Record<string, string> = {};
  const buyerBase = checkPerson(
    buyerInput,
    'buyerAttributes',
    { personal: ctx.personal, emailRequired: !ctx.personal, confirm: ctx.requireEmailConfirm },
    errors,
  );
  const attendees = new Map<string, CheckedPerson>();
  let buyerAnswers: RecordedAnswer[] = [];
  if (ctx.setting === 'only-buyer') {
    const asked = ctx.questions.filter((q) => ctx.items.some((i) => questionAppliesTo(q, i.ticketTypeId)));
    buyerAnswers = checkAnswers(asked, buyerInput.orderAnswers ?? [], 'buyerAttributes', ctx.now, errors);
    for (const item of ctx.items) {
      const own = buyerAnswers.filter((a) =>
        questionAppliesTo(
          ctx.questions.find((q) => q.id === a.questionId)!,
          item.ticketTypeId,
        ),
      );
      attendees.set(item.id, { ...buyerBase, seat: null, answers: own });
    }
  } else {
    const byItem = new Map(attendeesInput.map((a) => [a.itemId, a]));
    for (const item of ctx.items) if (item.addOn) attendees.set(item.id, { ...buyerBase, seat: null, answers: [] });
    // Attendee paths number the admissions only, as the form lists them.
    ctx.items
      .filter((item) => !item.addOn)
      .forEach((item, i) => {
        const input = byItem.get(item.id) ?? { itemId: item.id };
        const at = `attendeesAttributes.${i}`;
        const person = checkPerson(input, at, { personal: ctx.personal, emailRequired: false, confirm: false }, errors);
        const answers = checkAnswers(
          ctx.questions.filter((q) => questionAppliesTo(q, item.ticketTypeId)),
          input.orderAnswers ?? [],
          at,
          ctx.now,
          errors,
        );
        attendees.set(item.id, { ...person, email: person.email ?? buyerBase.email, seat: clean(input.seat, SEAT_MAX), answers });
      });
  }
  return { errors, buyer: { ...buyerBase, seat: null, answers: buyerAnswers }, attendees };
}
