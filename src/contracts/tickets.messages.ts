/** Zod-free constants, messages and helpers of the contract, so the web app can use them without loading zod. */

import { unableTo, SOMETHING_WENT_WRONG } from './errors.messages.ts';
import { EVENT_PAGE_TEXTS } from './events.messages.ts';
import { namesItself, SEAT_WORDS } from '../domain/seating/seat-words.ts';
import { DOOR_LIST_KEPT_DAYS } from '../domain/offline-door.ts';

/**
 * Tickets after the purchase: the ticket (holder) page (buyer-side 2.9, 3 Ticket view, 4, 8), its PDF and QR
 * images, transfer and claim, cancel and refund of a ticket (order item, the spec's registration), the guests
 * page with door check-in (content-management `/management/courses/:eventId/registrations`), and the patron's
 * Tickets & Subscriptions (accounts-and-reporting 2.5). Dates are ISO 8601 instants; `...Text` fields are
 * already formatted in the event's zone. Money is integer minor units.
 */

import type { TicketStatus } from './tickets.values.ts';
export { TICKET_STATUSES, GUEST_STATUS_FILTERS, type TicketStatus, type GuestStatusFilter } from './tickets.values.ts';

/** Ticket page types: `tickets/:orderId` (every ticket of an order) or `ticket/:orderItemId` (one ticket). */
export const TICKET_PAGE_TYPES = ['tickets', 'ticket'] as const;
export type TicketPageType = (typeof TICKET_PAGE_TYPES)[number];

/** The QR code on the ticket page is 208x208. */
export const TICKET_QR_SIZE = 208;
/** /api/qr-code: size is clamped to this range; data longer than QR_DATA_MAX is refused. */
export const QR_SIZE_MIN = 64;
export const QR_SIZE_MAX = 1024;
export const QR_DATA_MAX = 512;
/** Copy feedback of the private-access share code ('Copied'), milliseconds. */
export const SHARE_CODE_COPIED_MS = 5000;

/** Formats used for ticket dates (in the event zone): the start and doors, and the date in inactive texts. */
export const TICKET_DATE_FORMAT = 'EEE, d MMM y, h:mm a';
export const TICKET_STATUS_DATE_FORMAT = 'd MMM y';
/** Check-in times in the guest list and the 'Already checked in at' message. */
export const CHECK_IN_TIME_FORMAT = 'h:mm a';

/**
 * Words several ticket, guest and checkout screens say alike: one copy each, which the screens (and their own
 * texts below) use.
 */
export const SHARED_TEXTS = {
  /** A person without a name: a ticket holder, a guest, the personal order's purchaser. */
  guest: 'Guest',
  tickets: 'Tickets',
  email: 'Email',
  cancel: 'Cancel',
  close: 'Close',
  online: 'Online',
  somethingWentWrong: SOMETHING_WENT_WRONG,
  /**
   * A ticket's seat, after its name ('General · Seat A12'). A seat of a chart already carries its full name
   * ('Stalls, Row B, Seat 3', the domain's seatDisplay; 'Standing: Floor'), which is not prefixed again.
   */
  seat: (seat: string) => (namesItself(seat) ? seat : `${SEAT_WORDS.seat} ${seat}`),
} as const;

/** A ticket status as its badge reads (patron tickets, the guests page and its status filter). */
export const TICKET_STATUS_LABELS = {
  active: 'Active',
  canceled: 'Canceled',
  refunded: 'Refunded',
  transferred: 'Transferred',
  transfer_pending: 'Waiting to be claimed',
} as const satisfies Record<TicketStatus, string>;

export const TICKET_PAGE_TEXTS = {
  /** 'Ticket n / total' */
  pager: (n: number, total: number) => `Ticket ${n} / ${total}`,
  doorsOpenAt: EVENT_PAGE_TEXTS.doorsOpenAt,
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
  previousTicket: 'Previous ticket',
  nextTicket: 'Next ticket',
  ticketFor: (name: string) => `Ticket for ${name}`,
  qrAlt: (code: string) => `QR code of ticket ${code}`,
  /** Read with the QR code, before the code shown under it: who it is for and which ticket. */
  qrCaption: (holder: string, ticket: string) => `${holder}, ${ticket}, ticket code`,
  checkedInAt: (time: string) => `Checked in at ${time}`,
  onlineStream: 'Online stream',
  /** The private-access share code of a ticket (custom user list). */
  privateAccess: 'Private access',
  shareCode: 'Share this code with friends so they can get tickets to this private event.',
  /** `customUserListData.count`: the tickets friends bought with the member's code. */
  shareCodeCount: (count: number) =>
    count === 0 ? 'No tickets bought with your code yet' : `${count === 1 ? '1 ticket' : `${count} tickets`} bought with your code`,
  copy: 'Copy',
  /** Signed out, before 'Log in': the actions a holder can take once signed in. */
  toTransfer: (canCancel: boolean) => `to transfer${canCancel ? ' or cancel' : ''} this ticket.`,
  useArrows: 'Use the arrows to see the other tickets of this order.',
  allMyTickets: 'All my tickets',
  /** The holder's cancel was refunded too (a paid ticket). */
  refunding: 'Your payment for this ticket is being refunded.',
  /** The ticket and ticket-PDF not-found pages' help line. */
  notFoundSupport: 'Check the link in your confirmation e-mail. Signed in? Your tickets are also under Tickets & Subscriptions.',
  pdfTitle: 'Tickets PDF',
  pdfPreparing: 'Preparing your tickets…',
  pdfDownloading: 'Your tickets are downloading',
  pdfNone: 'No PDF to download',
  pdfHelp: 'The PDF has one page per ticket, with its QR code. If the download did not start, use the link below.',
  viewTickets: 'View tickets',
  /** A waiver (terms question) agreed at checkout, and the words agreed to. */
  agreedOn: (time: string) => `Agreed on ${time}`,
  termsAgreed: (title: string) => `${title}: the terms agreed to`,
} as const;

/** The text an inactive ticket shows instead of its QR code (buyer-side 4); `date` in TICKET_STATUS_DATE_FORMAT. */
export function inactiveTicketText(status: TicketStatus, date: string | null, transferredTo?: string | null): string | null {
  const on = date ? ` on ${date}` : '';
  if (status === 'transferred') return `This ticket was transferred to ${transferredTo ?? 'someone else'}${on}`;
  if (status === 'canceled') return `This ticket was canceled${on}`;
  if (status === 'refunded') return `This ticket was refunded${on}`;
  if (status === 'transfer_pending') return 'This ticket is waiting to be claimed';
  return null;
}

/** Cancel of a ticket (holder) or of an order item (organizer, ?ownerId): texts by status (buyer-side 8). */
export const CANCEL_MESSAGES = {
  success: 'Registration cancelled',
  cannot: 'Registration cannot be cancelled',
  notFound: 'Registration not found',
  forbidden: 'User not authorized to cancel registration',
  other: SHARED_TEXTS.somethingWentWrong,
  /** The reply body could not be parsed. */
  unparsable: 'Something went wrong while canceling the ticket.',
  confirmTitle: 'Are you sure?',
  confirmText: 'This action cannot be undone',
  /** The confirmation's button that keeps the ticket. */
  keepTicket: 'Keep ticket',
  failure: (message: string) => `Error: ${message}. Please try again.`,
  /** Reasons given in fieldErrors.registration beside the 422 message. */
  notAllowed: 'This event does not allow cancellations',
  deadlinePassed: 'The cancellation deadline has passed',
  /** The event was cancelled: its mass refund refunds every order. */
  eventCanceled: 'This event was canceled: every order is being refunded',
  notActive: 'This ticket is not active',
  checkedIn: 'This ticket has already been checked in',
} as const;

export const REFUND_MESSAGES = {
  success: 'Registration refunded',
  cannot: 'Registration cannot be refunded',
  notFound: 'Registration not found',
  forbidden: 'User not authorized to refund registration',
  other: SHARED_TEXTS.somethingWentWrong,
  /** An error list that is empty. */
  emptyList: 'Please try again later',
  /** Reasons given in fieldErrors.registration beside the 422 message. */
  notPaid: 'Nothing was paid for this ticket',
  notActive: 'This ticket is not active',
  inProgress: 'A refund of this ticket is already in progress',
} as const;

/** The message the web app shows after a cancel call, by HTTP status (buyer-side 8). */
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
  /** The modal's warning. */
  warning: 'You will lose access to this ticket once it is transferred. This action is not reversible.',
  /** 422 message when the name or the e-mail is missing (each field also gets its own fieldErrors text). */
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
  /** The claim link (e-mailed to the new holder). */
  claimNotFound: 'This ticket claim link is not valid or has already been used',
  claimWrongAccount: (email: string) => `This ticket was sent to ${email}. Sign in with that e-mail address to claim it.`,
  claimed: 'Ticket claimed',
  claimEmailSent: (email: string) => `We sent the link to claim this ticket to ${email}`,
  /** The transfer modal and its success toast. */
  send: 'Send',
  sendTo: 'to someone else. They get an e-mail with a link to claim it.',
  name: 'Name',
  namePlaceholder: 'Their first and last name',
  emailed: (email: string) => `We e-mailed ${email} a link to claim it.`,
  /** The claim page (/tickets/claim/:token). */
  claimTitle: 'Claim your ticket',
  claimTitleOf: (eventName: string) => `Claim your ticket to ${eventName}`,
  claimNotFoundSupport: 'Ask the person who sent you the ticket to transfer it again, or find your tickets under Tickets & Subscriptions.',
  claimLoadFailed: unableTo('load this ticket'),
  sentYouATicket: (name: string) => `${name} sent you a ticket`,
  youWereSentATicket: 'You have been sent a ticket',
  sentTo: 'This ticket was sent to',
  signInToClaim: '. Log in or sign up with that e-mail address to claim it.',
  logInToClaim: 'Log in to claim',
  createAccount: 'Create an account',
  logOut: 'Log out',
} as const;

export const CHECK_IN_MESSAGES = {
  checkedIn: 'Checked in',
  /** `time` in CHECK_IN_TIME_FORMAT in the event zone (with the date when it was another day). */
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
  /** Not in the spec (docs/decisions/): an add-on is not an admission. */
  addOn: 'This is an add-on, not an admission: check in the admission ticket of its order',
  /* Passes and punch cards (issue 34; not in the spec, docs/decisions/tickets.md). */
  /** A pass checked in for one of its dates. */
  passCheckedIn: (date: string, left: number) => `Checked in for ${date}: ${entriesText(left)} left on this pass`,
  /** A punch card's entry used. */
  punchCardCheckedIn: (used: number, total: number) => `Checked in: entry ${used} of ${total}, ${entriesText(total - used)} left`,
  noEntriesLeft: (total: number, time: string) => `No entries left: all ${total} were used, the last at ${time}`,
  /** A pass scanned on a date it does not cover; `dates` lists those it does. */
  passOtherDates: (dates: string) => `This pass is for ${dates}`,
  entryUndone: (left: number) => `Check-in undone: ${entriesText(left)} left`,
} as const;

const entriesText = (n: number) => (n === 1 ? '1 entry' : `${n} entries`);

/** Machine reasons of the check-in's refusals (the error body's `reason`), which the door page branches on. */
export const CHECK_IN_REASONS = {
  /** 409: the ticket was checked in before (the message says when). */
  alreadyCheckedIn: 'already_checked_in',
  /** 422: the ticket is for another date of the event (the message says which). */
  otherDate: 'other_date',
  /** 422: a punch card whose entries are all used (the message says when the last was). */
  noEntriesLeft: 'no_entries_left',
  /** 422: the event was cancelled: its tickets no longer admit anyone (docs/decisions/tickets.md "Door"). */
  eventCanceled: 'event_canceled',
} as const;
export type CheckInReason = (typeof CHECK_IN_REASONS)[keyof typeof CHECK_IN_REASONS];

/** The short code typed at the door: the first 8 hex characters of the ticket id, upper-cased. */
export const TICKET_CODE_LENGTH = 8;
export const shortTicketCode = (orderItemId: string) => orderItemId.replace(/-/g, '').slice(0, TICKET_CODE_LENGTH).toUpperCase();
export const SHORT_CODE_PATTERN = /^[0-9a-f]{8}$/i;

/* ---------- ticket page ---------- */

export const TRANSFER_NAME_MAX = 60;

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
  /** An add-on row's marker where the check-in button would be (it belongs to an admission). */
  addOn: 'Add on',
  /** A collaborator whose access has no guest list (basic) opened the page by its address. */
  noAccess: 'Your access to this event does not include the guest list.',
  notCheckedIn: 'Not checked in',
  doorCheckIn: 'Door check-in',
  allDates: 'All dates',
  date: 'Date',
  status: 'Status',
  searchLabel: 'Search guests',
  /** The status filter's first choice. */
  allGuests: 'All guests',
  arrived: (percent: number) => `${percent}% arrived`,
  percentCheckedIn: (percent: number) => `${percent}% checked in`,
  /** The list's columns (and SHARED_TEXTS.guest, date, status). */
  ticketColumn: 'Ticket',
  checkInColumn: 'Check-in',
  /** A transferred ticket's new holder under its status. */
  transferredTo: (name: string) => `to ${name}`,
  /** Under the guest: the private access list member whose share code brought the order (who brought whom). */
  via: (email: string) => `Via ${email}`,
  /** A row's buttons and menu. */
  undoCheckInOf: (name: string) => `Undo check-in of ${name}`,
  /** A pass's or punch card's Undo: it takes back the latest entry (of the list's date), not every one. */
  undoEntryOf: (name: string) => `Undo the last entry of ${name}`,
  checkInName: (name: string) => `Check in ${name}`,
  actionsFor: (name: string) => `Actions for ${name}`,
  viewTicket: 'View ticket',
  refund: 'Refund',
  cancelTicket: 'Cancel ticket',
  loadFailed: unableTo('load the guests'),
  checkInFailed: unableTo('check in this guest'),
  undoFailed: unableTo('undo the check-in'),
  /** The organizer's refund and cancel confirmations (CANCEL_MESSAGES.confirmText ends each). */
  thisGuest: 'This guest',
  refundConfirm: (name: string, ticket: string) => `${name} gets back what was paid for ${ticket} and the ticket stops working.`,
  cancelConfirm: (name: string, ticket: string) => `${name}'s ${ticket} ticket stops working and its seat goes back on sale. Nothing is refunded.`,
} as const;

/** The door check-in page (/management/courses/:eventId/check-in). */
export const CHECK_IN_PAGE_TEXTS = {
  documentTitle: (eventName: string) => `Check-in · ${eventName}`,
  ready: 'Ready',
  readyHint: 'Scan a ticket’s QR code or type the code printed under it.',
  /** The banner's line for a code that matched no ticket. */
  code: (code: string) => `Code ${code}`,
  recentScans: 'Recent scans',
  /** Under the 'checked in / sold' count. */
  checkedIn: 'checked in',
  otherDateRefused: 'Tickets for another date are refused.',
  checkInByCode: 'Check in by code',
  ticketCode: 'Ticket code',
  typingHint: 'Press Enter to check in. A USB or Bluetooth scanner that types codes works here too.',
  camera: 'Camera',
  stopCamera: 'Stop camera',
  scanWithCamera: 'Scan with camera',
  unsupported: 'This browser cannot read QR codes from the camera. Type the code printed under the QR code, or open this page in Chrome or Edge.',
  cameraBlocked: 'Camera access was blocked. Allow the camera for this site, or type the ticket code.',
  noCamera: 'No camera was found on this device. Type the ticket code instead.',
  cameraInUse: 'The camera is in use by another app. Close it and try again.',
  cameraFailed: 'The camera could not be started. Type the ticket code instead.',
} as const;

/** The offline door (issue 35; not in the spec, docs/decisions/tickets.md "Offline door"). */
export const DOOR_OFFLINE_MESSAGES = {
  /** The sync names a list this staff member did not download for this event. */
  listNotFound: 'This door list is not valid here: open the check-in page online to download it again',
  /** A page cursor that no page gave, or one without its list. */
  badCursor: 'This page of the door list is not valid: start the download again',
  /** A scan made after its list had expired is not counted. */
  listExpired: 'Scanned after the door list had expired',
  /** A phone's scan that another phone's earlier scan beat: `time` of the winning entry. */
  beaten: (time: string) => `Another door device admitted this ticket first, at ${time}`,
} as const;

/** The check-in page's offline parts (issue 35). */
export const DOOR_OFFLINE_TEXTS = {
  online: 'Online',
  offline: 'Offline',
  offlineHint: 'Scans are checked against the downloaded list and sync when the network is back.',
  waiting: (n: number) => (n === 1 ? '1 scan waiting to sync' : `${n} scans waiting to sync`),
  allSynced: 'All scans synced',
  /** Nothing waits, but some scans could not be uploaded (shown below it): "all synced" would say otherwise. */
  noneWaiting: 'No scans waiting to sync',
  /** Under the waiting count: what sign-out or an expired session does to them (docs/decisions/tickets.md "Wiped"). */
  waitingKept: 'They stay on this device if you sign out or your session ends, and are sent when you sign in again and open this page online.',
  /** Scans the server refused because this account lost the event's check-in (403). */
  refused: (n: number) =>
    `${n === 1 ? '1 scan' : `${n} scans`} could not be uploaded: your access to this event’s check-in was removed. They are sent if the organizer gives it back.`,
  /** Scans whose list was purged before they reached the server (404). */
  purged: (n: number) =>
    `${n === 1 ? '1 scan' : `${n} scans`} could not be uploaded: ${n === 1 ? 'its' : 'their'} door list was deleted ${DOOR_LIST_KEPT_DAYS} days after it expired.`,
  unsentHeading: 'Not uploaded',
  dismiss: 'Dismiss',
  syncNow: 'Sync now',
  syncing: 'Syncing…',
  /** While a list of several pages downloads. */
  downloading: (done: number, total: number) => `Downloading ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} tickets`,
  listSaved: (time: string, until: string) => `Guest list saved at ${time}, usable offline until ${until}.`,
  /** After the list line, once the door's service worker has the page's files. */
  opensOffline: 'This page opens on this device without a network.',
  noList: 'No guest list on this device yet: open this page online before doors open to check in offline.',
  listExpired: 'The downloaded guest list has expired: go online to download it again.',
  conflictsHeading: 'Conflicts',
  conflictsHint: 'These tickets were admitted offline on more than one device; the first scan counts.',
  conflictLine: (device: string, time: string) => `Scanned on ${device} at ${time}`,
  thisDevice: 'this device',
  otherDevice: 'another device',
  /** The banner after an offline check-in. */
  checkedInOffline: (message: string) => `${message} (offline)`,
} as const;

export const PATRON_PAGE_SIZE = 10;
export const PATRON_TICKET_TYPES = ['future', 'past'] as const;

export const PATRON_TEXTS = {
  heading: 'Tickets & Subscriptions',
  nativeHeading: SHARED_TEXTS.tickets,
  upcomingTab: 'Upcoming events',
  pastTab: 'Past events',
  subscriptionsTab: 'Subscriptions',
  claimTicket: 'Claim ticket',
  manage: 'Manage',
  noSubscriptions: 'You don’t have any subscriptions yet.',
  noUpcoming: 'You don’t have tickets for upcoming events. Bought them with another e-mail address? Log in with that e-mail to see them.',
  noPast: 'You don’t have tickets for past events. Bought them with another e-mail address? Log in with that e-mail to see them.',
  noUpcomingTitle: 'No upcoming tickets',
  noPastTitle: 'No past tickets',
  loggedInAs: (email: string) => `You are logged in as ${email}.`,
  exploreEvents: 'Explore events',
  noSubscriptionsHint: 'Memberships you subscribe to will appear here, with a button to manage each one.',
  /** Read before the row's attendee, ticket and status, which name the row's link. */
  openTicketOf: 'Open the ticket of',
  inPerson: 'In person',
  locationTba: 'Location to be announced',
  ticketCount: (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`,
  loadTicketsFailed: unableTo('load your tickets'),
  loadSubscriptionsFailed: unableTo('load your subscriptions'),
  sendClaimLinkFailed: unableTo('send the claim link'),
} as const;
