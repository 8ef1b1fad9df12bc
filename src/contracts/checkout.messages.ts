/**
 * Checkout texts and constants: plain values without zod, so the web app can import them without the schemas.
 * The rules that use them live in src/domain/checkout.ts (one copy of every text).
 */
import { FOOTER_TEXTS } from './marketing.messages.ts';
import { unableTo } from './errors.messages.ts';
import { EVENT_MESSAGES, EVENT_PAGE_TEXTS } from './events.messages.ts';

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
  loadEventFailed: EVENT_PAGE_TEXTS.loadFailed,
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
  dismiss: EVENT_PAGE_TEXTS.dismiss,
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
  /** After the card reader's timeout, and on the failed thank-you page. */
  tryAgain: 'Try Again',
  /** The head: the flow's name over the event, the hold's countdown and the close button. */
  checkout: 'Checkout',
  addGuests: 'Add guests',
  sellAtTheDoor: 'Sell at the door',
  heldUntil: 'Your tickets are held until the time runs out',
  timeLeft: (time: string) => `Time left ${time}`,
  /** Said once by screen readers when the countdown enters its last minute (the timer itself stays silent). */
  lastMinute: 'One minute left to finish your order.',
  closeCheckout: 'Close checkout',
  /** The step indicator (SHARED_TEXTS.tickets is the first step); a hidden note tells screen readers each step's state. */
  checkoutSteps: 'Checkout steps',
  yourInfo: 'Your info',
  payment: 'Payment',
  stepDone: ' (done)',
  stepCurrent: ' (current step)',
  /** The primary button: Continue on the ticket and info steps, Confirm on Payment. */
  continue: 'Continue',
  confirm: 'Confirm',
  /** Without an event (/checkout, /personal_order). */
  chooseEventToBuy: 'Choose an event to buy tickets for.',
  chooseEventToAddGuests: 'Choose an event to add guests to.',
} as const;

/** The ticket step's lines: price, fee, the secret-ticket badge, the custom price and the quantity stepper. */
export const TICKET_STEP_TEXTS = {
  from: (price: string) => `From ${price}`,
  payWhatYouWant: 'Pay what you want',
  free: 'Free',
  fee: (fee: string) => `+ ${fee} fee`,
  unlocked: 'Unlocked',
  yourPrice: 'Your price',
  chooseWhatYouPay: 'Choose what you pay',
  yourPriceFor: (name: string) => `Your price for ${name}`,
  quantityOf: (name: string) => `Quantity of ${name}`,
  removeOne: (name: string) => `Remove one ${name}`,
  addOne: (name: string) => `Add one ${name}`,
  selected: (count: number) => `${count} selected`,
  membersOnly: EVENT_MESSAGES.membersOnlyTicket,
} as const;

/**
 * Member benefits on the ticket step (buyer-side 2.7, 4, 9): the benefit picker of a line and its member price.
 * 'Benefit Exhausted' is AVAILABILITY_LABELS.benefit_exhausted; the membership banner's link is seeMemberships.
 */
export const MEMBER_BENEFIT_TEXTS = {
  /** A line's benefit was not one of the buyer's, or does not discount that ticket (422 on the line). */
  benefitUnavailable: 'This member benefit is not available for this ticket',
  benefitFor: (name: string) => `Member benefit for ${name}`,
  noBenefit: 'No member benefit',
  memberPrice: (price: string) => `Member price ${price}`,
  /** What the benefit has left in its usage window, beside its name in the picker. */
  usesLeft: (n: number) => (n === 1 ? '1 use left' : `${n} uses left`),
  /** The membership banner's link. Its own text, not the profile's (MEMBERSHIP_PATRON_TEXTS.ctaAction): reading that
   * made every checkout load the memberships' texts and, through them, the management ones (11 KB gzipped). */
  seeMemberships: 'See memberships',
} as const;

/** The promo and secret code box. */
export const CODE_BOX_TEXTS = {
  haveACode: 'Have a code?',
  codeLabel: 'Promo or secret code',
  enterCode: 'Enter code',
  apply: 'Apply',
  applying: 'Applying…',
  checkFailed: unableTo('check this code'),
  promoApplied: (code: string) => `Code ${code} applied.`,
  secretApplied: (code: string) => `Code ${code} unlocked hidden tickets.`,
  /** How a promo code reads: '10% off', '£5.00 off each ticket', else 'applied'. */
  percentOff: (percent: number) => `${percent}% off`,
  amountOff: (amount: string) => `${amount} off each ticket`,
  applied: 'applied',
  /** An applied secret code: the names of the tickets it unlocked. */
  unlocked: (names: string) => `${names} unlocked`,
  hiddenTickets: 'Hidden tickets',
  removeCode: (code: string) => `Remove code ${code}`,
} as const;

/** A list member's share code at checkout (buyer-side 2.7): it binds the order to the buyer's account. */
export const SHARE_CODE_TEXTS = {
  logInToUse: 'Log in to use this code.',
} as const;

/** The donation box (its title and description are the event's when set). */
export const DONATION_TEXTS = {
  title: 'Add a donation',
  amount: 'Donation amount',
  add: (amount: string) => `Add ${amount}`,
  none: 'No donation',
} as const;

/** The information step: purchaser (or guest), attendees, consents and the terms line. */
export const INFO_STEP_TEXTS = {
  purchaser: 'Purchaser',
  allOptional: (firstName: string, lastName: string) => `Every field is optional: blank names are saved as ${firstName} ${lastName}.`,
  firstName: 'First name',
  lastName: 'Last name',
  emailOptional: 'Email (optional)',
  emailDescription: 'Your tickets are sent here',
  confirmEmail: 'Confirm email',
  confirmEmailDescription: 'Type it again to be sure',
  note: 'Note',
  noteDescription: 'Only your team sees it',
  attendeeTitle: (n: number, ticketName: string) => `Ticket ${n} · ${ticketName}`,
  sameAsPurchaser: 'Same as purchaser',
  firstNameOf: (n: number) => `First name, ticket ${n}`,
  lastNameOf: (n: number) => `Last name, ticket ${n}`,
  emailOf: (n: number) => `Email, ticket ${n}`,
  ownerConsent: (ownerName: string) => `Keep me updated on news and events from ${ownerName}`,
  productConsent: 'Send me news and offers from Ovation',
  /** 'By continuing you agree to Ovation’s Terms and Privacy Policy.' with two links. */
  agree: 'By continuing you agree to Ovation’s',
  terms: 'Terms',
  and: 'and',
  privacyPolicy: 'Privacy Policy',
  choose: 'Choose…',
  termsOf: (title: string) => `${title}: terms`,
} as const;

/** The order summary (checkout) and the thank-you page's Order summary card. */
export const ORDER_SUMMARY_TEXTS = {
  fees: 'Fees',
  discount: 'Discount',
  donation: 'Donation',
  total: 'Total',
  show: 'Show order summary',
  hide: 'Hide order summary',
  transactionId: (id: string) => `Transaction ID: ${id}`,
  donationLine: '1 x Donation',
  subtotal: 'Subtotal',
  totalPaid: 'Total paid',
  ticketingBy: 'Ticketing by',
  ovation: 'Ovation',
} as const;

/** The Payment step's card forms (the sandbox's and Stripe's) and what shows when one cannot load. */
export const CARD_FORM_TEXTS = {
  title: 'Card details',
  cardNumber: 'Card number',
  expiry: 'Expiry',
  expiryPlaceholder: 'MM / YY',
  cvc: 'CVC',
  zip: 'ZIP',
  /** The sandbox form's own checks before it confirms (the incomplete ZIP is CARD_ERROR_MESSAGES.incompleteZip). */
  numberIncomplete: 'Your card number is incomplete.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  cvcIncomplete: "Your card's security code is incomplete.",
  notCompleted: 'Your payment was not completed. Please try again.',
  showTestCards: 'Show test cards',
  hideTestCards: 'Hide test cards',
  testCardsHint: 'Any future expiry date, any 3 digits of CVC and any postal code work with these numbers.',
  testCardsFailed: 'The test cards could not be loaded.',
  use: 'Use',
  /** The test cards table's column headers, read by screen readers (the table is small and plain to see). */
  testCardColumn: 'Test card',
  testCardAction: 'Fill in the form',
  testCardLabel: (label: string) => `Use test card ${label}`,
  loading: 'Loading the card form',
  orPayByCard: 'Or pay by card',
  /** Stripe has a secret key but no publishable key: an operator error the buyer can only report. */
  notSetUpTitle: 'Card payments are not available',
  notSetUpBody: 'Card payments are not set up for this site yet. Please contact the organizer.',
  /** Stripe.js or the card form's code could not be fetched, or Stripe refused the form. */
  notLoadedTitle: 'The card form could not be loaded',
  notLoadedBody: 'Please check your connection and reload the page.',
} as const;

/** The card-reader payment of door sales (CHECKOUT_MESSAGES has the spec's terminal texts). */
export const TERMINAL_TEXTS = {
  title: 'Card reader',
  readersFailed: 'The card readers could not be loaded',
  pleaseTryAgain: 'Please try again.',
  /** Loads the readers again (CHECKOUT_PAGE_TEXTS.tryAgain restarts after a timeout). */
  retry: 'Try again',
  noReaders: 'No card reader is registered for this organizer. Card readers are added in the organizer’s Payouts settings.',
  chooseReader: 'Choose the reader that takes the card',
  offline: 'Offline',
  charge: (amount: string) => `Charge ${amount} on the reader`,
  askGuest: (amount: string) => `Ask the guest to tap, insert or swipe their card for ${amount}.`,
} as const;

/** The thank-you pages (success and failure) and the order form page. */
export const THANK_YOU_TEXTS = {
  documentTitle: 'Your order',
  successTitle: (eventName: string) => `Success | ${eventName}`,
  loadFailed: unableTo('load your order'),
  backToEvent: 'Back to the event',
  emailSentTo: 'We’ve sent an e-mail confirmation with your tickets to',
  emailSent: 'We’ve sent you an e-mail confirmation with your tickets.',
  youreGoingTo: 'You’re going to',
  viewTickets: 'View Tickets',
  spreadTheWord: 'Help us spread the word',
  share: 'Share',
  withFriends: 'with friends who would love it.',
  promotionLink: 'Promotion link',
  copyLink: 'Copy link',
  shareOn: 'Share on',
  shareOnTarget: (target: string) => `Share on ${target}`,
  appTitle: 'Your tickets in your pocket',
  appText: 'Download the Ovation app to keep your tickets at hand and hear about new events from the creators you follow.',
  appStoreSmall: FOOTER_TEXTS.appStore.top,
  appStore: FOOTER_TEXTS.appStore.bottom,
  googlePlaySmall: FOOTER_TEXTS.googlePlay.top,
  googlePlay: FOOTER_TEXTS.googlePlay.bottom,
  heritage: 'Your ticket purchase also helps preserve cultural heritage: part of every Ovation fee goes to the Universal Creator Income Fund.',
  learnMore: 'Learn more',
  /** The failed view. */
  notBooked: (eventName: string) => `Your tickets for ${eventName} were not booked. You can try again, with another card if needed.`,
  needHelp: 'Need help? Contact support at',
} as const;

/** /event/:eventId/order-form/:registrationId, which the API cannot serve yet. */
export const ORDER_FORM_TEXTS = {
  documentTitle: 'Order form',
  title: 'This order form can’t be filled in online yet',
  text: 'Answers to the organizer’s questions are given while you check out. To change an answer for a ticket you already have, please contact the organizer from the event page.',
  goToEvent: 'Go to the event',
} as const;

export { CHECKOUT_REASONS, type CheckoutReason } from './checkout.reasons.ts';
