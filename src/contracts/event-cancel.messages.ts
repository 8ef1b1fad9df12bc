/**
 * Postponing and cancelling an event (issue 34, docs/decisions/events.md): the management area's Status section,
 * the mass refund's progress, the e-mails holders get and the event page's banner. Zod-free, so the web imports
 * them as values.
 */

export const MASS_REFUND_KINDS = ['provider', 'cash', 'free'] as const;
export type MassRefundKind = (typeof MASS_REFUND_KINDS)[number];
export const MASS_REFUND_STATES = ['pending', 'refunded', 'failed'] as const;
export type MassRefundState = (typeof MASS_REFUND_STATES)[number];

/** How many times the job calls the provider for one order (same idempotency key) before it shows it as failed. */
export const MASS_REFUND_MAX_ATTEMPTS = 3;

/** Machine reasons of the lifecycle's refusals (clients branch on these, never on the message). */
export const EVENT_CANCEL_REASONS = {
  alreadyCanceled: 'event_already_canceled',
  confirmNameMismatch: 'event_confirm_name_mismatch',
  nothingToRetry: 'mass_refund_nothing_to_retry',
  notPostponed: 'event_not_postponed',
  refundWindowClosed: 'refund_window_closed',
} as const;
export type EventCancelReason = (typeof EVENT_CANCEL_REASONS)[keyof typeof EVENT_CANCEL_REASONS];

export const EVENT_CANCEL_MESSAGES = {
  alreadyCanceled: 'This event is already canceled',
  confirmNameMismatch: 'Type the event name exactly as it is to confirm',
  nothingToRetry: 'There are no failed refunds to retry',
  canceled: 'Event canceled. Refunds are on their way.',
  retrying: 'Retrying the failed refunds',
  postponed: 'Event postponed. Ticket holders are being told.',
  refundWindowPast: 'Choose a date in the future',
  refundWindowRequired: 'Choose until when holders may ask for a refund',
  notPostponed: 'This event is not postponed',
  postponeCanceled: 'A canceled event cannot be postponed',
  refundWindowClosed: 'Refunds on request have closed for this event',
  newDateBoth: 'Give the new start and end',
  newDatePast: 'The new date must be in the future',
  newDateSeries: 'This event has several dates: move them in its Dates tab',
} as const;

/** The management area's Status section. */
export const EVENT_STATUS_TEXTS = {
  tab: 'Status',
  title: 'Event status',
  intro: 'Postpone the event to new dates, or cancel it and refund every order.',
  postpone: 'Postpone event',
  cancelEvent: 'Cancel event',
  keep: 'Keep event',
  close: 'Close',
  loadFailed: 'Could not load the event status.',
  cancelFailed: 'Could not cancel the event. Please try again.',
  postponeFailed: 'Could not postpone the event. Please try again.',
  retryError: 'Could not retry the failed refunds. Please try again.',
  canceledBadge: 'Canceled',
  postponedBadge: 'Postponed',
  canceledOn: (date: string) => `Canceled on ${date}`,
  postponedOn: (date: string) => `Postponed on ${date}`,
  refundRequestsUntil: (date: string) => `Holders may ask for a refund until ${date}`,
  /* The cancel dialog. */
  cancelTitle: 'Cancel this event?',
  cancelSummary: (orders: number, amount: string) =>
    `${orders} ${orders === 1 ? 'order' : 'orders'} will be refunded in full (${amount}), every ticket holder will be e-mailed, and sales stop at once.`,
  cancelNoSales: 'No orders yet: sales stop at once and the event page says it is canceled.',
  cancelCash: (orders: number) => `${orders} cash ${orders === 1 ? 'order is' : 'orders are'} listed for you to refund in person.`,
  cancelFree: (orders: number) => `${orders} free ${orders === 1 ? 'order is' : 'orders are'} canceled, their holders told.`,
  cannotUndo: 'This cannot be undone.',
  confirmNameLabel: 'Type the event name to confirm',
  confirm: 'Cancel event and refund',
  /* The progress panel. */
  progressTitle: 'Refunds',
  progress: (done: number, total: number) => `Refunded ${done} of ${total}`,
  amountRefunded: (amount: string) => `${amount} refunded`,
  failedCount: (n: number) => `${n} failed`,
  finished: 'All refunds are done.',
  running: 'Refunding…',
  retryFailed: 'Retry failed',
  failuresTitle: 'Failed refunds',
  cashTitle: 'Refund in person (cash orders)',
  orderColumn: 'Order',
  buyerColumn: 'Buyer',
  amountColumn: 'Amount',
  reasonColumn: 'Reason',
  /* The postpone dialog. */
  postponeTitle: 'Postpone this event?',
  postponeIntro: 'Holders are e-mailed the new date, and their tickets stay valid.',
  newDates: 'Change the dates',
  newStart: 'New start',
  newEnd: 'New end',
  seriesIntro: 'This event has several dates: move them in Dates first. Holders are e-mailed the new dates, and their tickets stay valid.',
  refundWindowLabel: 'Refunds on request until',
  refundWindowHelp: 'Until then, a holder can ask for a refund from their ticket page.',
  confirmPostpone: 'Postpone and tell holders',
} as const;

export { EVENT_STATE_BANNER } from './event-state.messages.ts';

/** The e-mails. */
export const EVENT_LIFECYCLE_MAILS = {
  canceledSubject: (event: string) => `${event} has been canceled`,
  canceledBody: (event: string) => `We are sorry: ${event} has been canceled by its organizer.`,
  orderHeading: (orderId: string) => `Order ${orderId}`,
  refundedLine: (amount: string) => `Your order was refunded in full: ${amount} goes back to the card that paid for it.`,
  alreadyRefundedLine: 'Your order was already refunded in full at your request.',
  refundDelayedLine: (amount: string) =>
    `Your refund of ${amount} could not be made yet. The organizer is retrying it, and you will get an e-mail when it is made.`,
  cashLine: 'The organizer will refund what you paid in cash in person.',
  freeLine: 'Your tickets were canceled.',
  refundMadeSubject: (event: string) => `Your refund for ${event}`,
  refundMadeBody: (event: string, amount: string) =>
    `Your refund of ${amount} for ${event}, which was canceled, has been made: it goes back to the card that paid for it.`,
  postponedSubject: (event: string) => `${event} has been postponed`,
  postponedBody: (event: string, date: string) => `${event} has been postponed to ${date}. Your tickets stay valid for the new date.`,
  refundWindowLine: (date: string) => `If you cannot come, you can ask for a refund from your ticket page until ${date}.`,
  ticketsLink: 'Your tickets',
} as const;
