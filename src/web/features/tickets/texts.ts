/**
 * Ticket, guest and patron texts and limits for the web app: plain copies of the constants of
 * src/contracts/tickets.ts, so the ticket pages (opened from e-mails, often on phones) do not load zod with the
 * contract's schemas. texts.test.ts checks every copy against the contract.
 */

export { GUEST_STATUS_FILTERS, TICKET_STATUSES, type GuestStatusFilter, type TicketStatus } from './statuses.ts';

export const TICKET_QR_SIZE = 208;
export const SHARE_CODE_COPIED_MS = 5000;

export const TICKET_PAGE_TEXTS = {
  pager: (n: number, total: number) => `Ticket ${n} / ${total}`,
  doorsOpenAt: 'Doors open at',
  viewStream: 'View Stream',
  transferTicket: 'Transfer ticket',
  downloadPdf: 'Download PDF',
  cancelTicket: 'Cancel Ticket',
  claimTicket: 'Claim ticket',
  copied: 'Copied',
  notFound: 'The page you were looking for was not found',
  ticketNotFound: 'Ticket not found',
  noActiveTickets: 'There are no active tickets to download',
  locationTba: 'To be announced',
} as const;

export const CANCEL_MESSAGES = {
  success: 'Registration cancelled',
  cannot: 'Registration cannot be cancelled',
  notFound: 'Registration not found',
  forbidden: 'User not authorized to cancel registration',
  other: 'Something went wrong, please try again',
  unparsable: 'Something went wrong while canceling the ticket.',
  confirmTitle: 'Are you sure?',
  confirmText: 'This action cannot be undone',
  failure: (message: string) => `Error: ${message}. Please try again.`,
  notAllowed: 'This event does not allow cancellations',
  deadlinePassed: 'The cancellation deadline has passed',
  notActive: 'This ticket is not active',
  checkedIn: 'This ticket has already been checked in',
} as const;

export const REFUND_MESSAGES = {
  success: 'Registration refunded',
  cannot: 'Registration cannot be refunded',
  notFound: 'Registration not found',
  forbidden: 'User not authorized to refund registration',
  other: 'Something went wrong, please try again',
  emptyList: 'Please try again later',
  notPaid: 'Nothing was paid for this ticket',
  notActive: 'This ticket is not active',
  inProgress: 'A refund of this ticket is already in progress',
} as const;

/** The message after a cancel call, by HTTP status (buyer-side 8). */
export function cancelStatusMessage(status: number): string {
  if (status === 200) return CANCEL_MESSAGES.success;
  if (status === 422) return CANCEL_MESSAGES.cannot;
  if (status === 404) return CANCEL_MESSAGES.notFound;
  if (status === 403) return CANCEL_MESSAGES.forbidden;
  return CANCEL_MESSAGES.other;
}

/** After a refund call: the server's message when present, else the text of the status; lists comma-joined. */
export function refundStatusMessage(status: number, serverMessage?: string | string[] | null): string {
  if (status === 200) return REFUND_MESSAGES.success;
  if (Array.isArray(serverMessage)) return serverMessage.length ? serverMessage.join(', ') : REFUND_MESSAGES.emptyList;
  if (serverMessage) return serverMessage;
  if (status === 422) return REFUND_MESSAGES.cannot;
  if (status === 404) return REFUND_MESSAGES.notFound;
  if (status === 403) return REFUND_MESSAGES.forbidden;
  return REFUND_MESSAGES.other;
}

export const TRANSFER_MESSAGES = {
  title: 'Transfer ticket',
  warning: 'You will lose access to this ticket once it is transferred. This action is not reversible.',
  required: 'Transfer requires a name and e-mail',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  invalidName: 'Invalid name',
  invalidEmail: 'Invalid email address',
  notAllowed: 'Transfers are not allowed for this event',
  cannot: 'This ticket cannot be transferred',
  sameHolder: 'This ticket already belongs to that e-mail address',
  notFound: 'Registration not found',
  forbidden: 'User not authorized to transfer registration',
  success: 'Ticket transferred',
  claimNotFound: 'This ticket claim link is not valid or has already been used',
  claimWrongAccount: (email: string) => `This ticket was sent to ${email}. Sign in with that e-mail address to claim it.`,
  claimed: 'Ticket claimed',
  claimEmailSent: (email: string) => `We sent the link to claim this ticket to ${email}`,
} as const;

export const CHECK_IN_MESSAGES = {
  checkedIn: 'Checked in',
  alreadyCheckedIn: (time: string) => `Already checked in at ${time}`,
  notFound: 'Ticket not found for this event',
  codeRequired: 'Enter a ticket code or scan a QR code',
  ambiguous: 'More than one ticket has this code. Scan the QR code or find the guest in the list.',
  canceled: 'This ticket was canceled',
  refunded: 'This ticket was refunded',
  transferred: 'This ticket was transferred to someone else',
  transferPending: 'This ticket has not been claimed yet',
  notIssued: 'This ticket has not been issued',
  otherDate: (date: string) => `This ticket is for ${date}`,
  undone: 'Check-in undone',
  notCheckedIn: 'This ticket is not checked in',
} as const;

export const GUESTS_PAGE_SIZE = 50;

export const GUESTS_TEXTS = {
  heading: 'Guests',
  searchPlaceholder: 'Search by name, e-mail, order or ticket code',
  empty: 'No results',
  checkIn: 'Check in',
  undo: 'Undo',
  sold: 'Sold',
  checkedIn: 'Checked in',
  addGuest: 'Add guest',
  guestsAdded: 'Guest(s) added successfully!',
} as const;

export const PATRON_PAGE_SIZE = 10;

export const PATRON_TEXTS = {
  heading: 'Tickets & Subscriptions',
  nativeHeading: 'Tickets',
  upcomingTab: 'Upcoming events',
  pastTab: 'Past events',
  subscriptionsTab: 'Subscriptions',
  claimTicket: 'Claim ticket',
  manage: 'Manage',
  noSubscriptions: 'You don’t have any subscriptions yet.',
  noUpcoming: 'You don’t have tickets for upcoming events. Bought them with another e-mail address? Log in with that e-mail to see them.',
  noPast: 'You don’t have tickets for past events. Bought them with another e-mail address? Log in with that e-mail to see them.',
} as const;
