import { z } from 'zod';
import { ATTENDANCE_TYPES } from '../domain/tickets.ts';
import { QUESTION_ANSWER_MAX } from '../domain/checkout.ts';
import { ADMISSION_KINDS } from '../domain/admission.ts';
import { DOOR_STATES } from '../domain/door.ts';
import { EVENT_THEMES, LOCATION_SETTINGS } from '../domain/events.ts';
import { MEMBER_STATUSES, PRICE_INTERVALS } from '../domain/memberships.ts';
import { instant, paged, text } from './common.ts';
import { DOOR_LIST_MAX_PAGE_SIZE, DOOR_LIST_PAGE_SIZE, DOOR_SYNC_MAX_SCANS } from '../domain/offline-door.ts';
import { TICKET_STATUSES, TICKET_PAGE_TYPES, TICKET_QR_SIZE, QR_DATA_MAX, GUEST_STATUS_FILTERS, PATRON_TICKET_TYPES } from './tickets.messages.ts';

export * from './tickets.messages.ts';

export const ticketPageParams = z.object({ type: z.enum(TICKET_PAGE_TYPES), id: z.uuid() });

/**
 * A ticket's entries (issue 34): one for a single ticket, one per date for a pass, N for a punch card; and the
 * dates it was used on, in PASS_DATE_FORMAT in its zone.
 */
export const admissionSummary = z.object({
  kind: z.enum(ADMISSION_KINDS),
  entriesTotal: z.number().int(),
  entriesUsed: z.number().int(),
  entriesLeft: z.number().int(),
  datesUsed: z.array(z.string()),
});
export type AdmissionSummary = z.infer<typeof admissionSummary>;

export const ticketView = z.object({
  /** The registration id: the order item's id (transfer and cancel take it). */
  id: z.uuid(),
  orderItemId: z.uuid(),
  /** The order (the buyer's capability): only to the buyer, through the order link, and to the event's guest managers. */
  orderId: z.uuid().nullable(),
  eventId: z.uuid(),
  eventName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** The ticket type's name. */
  ticket: z.string(),
  seat: z.string().nullable(),
  /** Short code typed at the door (shortTicketCode). */
  code: z.string(),
  /** `/api/qr-code?data=...&size=208`; null unless the ticket is active. */
  qrCodeUrl: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  /** Has a QR code, is not transferred, canceled or refunded (buyer-side 4). */
  active: z.boolean(),
  /** When it was canceled, or refunded (the spec's one date for both). */
  canceledAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  transferredTo: z.string().nullable(),
  transferredAt: z.string().nullable(),
  /** 'This ticket was transferred to {name} on {date}' / canceled on / refunded on; null when active. */
  inactiveText: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  /** The event's settings; cancelAllowed is false once the cancellation deadline has passed. */
  transferAllowed: z.boolean(),
  cancelAllowed: z.boolean(),
  refundsAllowed: z.boolean(),
  /** What the signed-in viewer may do with this ticket now (false when signed out). */
  canTransfer: z.boolean(),
  canCancel: z.boolean(),
  /** The broadcast of an online ticket's date (online events only). */
  broadcastId: z.string().nullable(),
  /** Where View Stream leads: the broadcast page (/b/:broadcastId), for active online tickets. */
  broadcastUrl: z.string().nullable(),
  attendanceType: z.enum(ATTENDANCE_TYPES),
  theme: z.enum(EVENT_THEMES),
  locationSetting: z.enum(LOCATION_SETTINGS),
  location: z.object({
    name: z.string().nullable(),
    address: z.string().nullable(),
    /** Maps link opened in a new tab; null when there is no place. */
    mapUrl: z.string().nullable(),
  }),
  event: z.object({ startsAt: z.string(), endsAt: z.string(), doorTime: z.string().nullable(), timezone: z.string() }),
  /** 'Sat, 5 Apr 2025, 7:00 PM' in the event zone. */
  startsAtText: z.string(),
  doorTimeText: z.string().nullable(),
  /**
   * The ticket's answers. A terms answer (a waiver) carries when it was given (ISO, and as text in the event zone) and
   * the words agreed to, as they were then (null when unknown: answers recorded before the texts were kept).
   */
  orderAnswers: z.array(
    z.object({
      title: z.string(),
      answer: z.string(),
      agreedAt: z.string().nullable(),
      agreedAtText: z.string().nullable(),
      terms: z.string().nullable(),
    }),
  ),
  /**
   * The private-access block (buyer-side 2.9): only on the ticket of a list member who bought it for themselves, shown
   * to that member signed in with the list's verified e-mail, while they are on the list. `shareCode` is their code
   * for friends; `count` the tickets friends have bought with it (completed orders, not cancelled or refunded).
   */
  customUserListData: z.object({ count: z.number().int(), shareCode: z.string() }).nullable(),
  /** A pass's or a punch card's entries used and left (issue 34); null for a single ticket. */
  admission: admissionSummary.nullable(),
});
export type TicketView = z.infer<typeof ticketView>;

export const ticketPageReply = z.object({ tickets: z.array(ticketView) });
export type TicketPageReply = z.infer<typeof ticketPageReply>;

export const qrCodeQuery = z.object({
  data: text(QR_DATA_MAX).min(1, 'data is required'),
  size: z.coerce.number().int().default(TICKET_QR_SIZE),
});

/* ---------- transfer, claim, cancel, refund ---------- */

export const registrationParams = z.object({ id: z.uuid() });

/** PATCH /api/v1/registrations/:id/transfer; replies `true`. Name and e-mail are checked by the service. */
export const transferBody = z.object({
  user: z.object({
    name: text(200).optional().nullable(),
    email: text(300).optional().nullable(),
  }),
});
export const transferReply = z.literal(true);
export const claimParams = z.object({ token: text(100).min(10) });
/** GET /api/v1/registrations/claim/:token: what is being claimed. */
export const claimView = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  eventName: z.string(),
  ticket: z.string(),
  /** The address it was sent to: the claiming account must have this e-mail. */
  email: z.string(),
  fromName: z.string().nullable(),
  startsAt: z.string(),
  timezone: z.string(),
  startsAtText: z.string(),
  location: z.object({ name: z.string().nullable(), address: z.string().nullable() }),
});
export const claimReply = z.object({ claim: claimView });
export const claimedReply = z.object({ message: z.string(), ticket: ticketView });
export const claimEmailReply = z.object({ message: z.string(), email: z.string() });

export const orderItemQuery = z.object({ ownerId: z.uuid().optional() });
export const cancelReply = z.object({
  message: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** Minor units given back, when the cancel refunded the ticket (events that allow refunds). */
  refundedAmount: z.number().int(),
});
export const refundReply = z.object({ message: z.string(), status: z.enum(TICKET_STATUSES), refundedAmount: z.number().int(), currency: z.string() });

/* ---------- guests page and check-in ---------- */

export const guestsQuery = z.object({
  search: text(100).trim().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  occurrenceId: z.uuid().optional(),
  status: z.enum(GUEST_STATUS_FILTERS).default('all'),
  ticketTypeId: z.uuid().optional(),
});
/** The CSV and the door list: the guests list's filters, every page. */
export const guestsExportQuery = guestsQuery.omit({ page: true });

/**
 * A pass's or punch card's entries on the guests list: in all, used, left, and used on the list's date (null: all
 * dates); `canEnter`: a check-in from this view would admit one more now (the door's rule, domain/admission.ts), so a
 * punch card already used that day still offers Check in beside its Undo.
 */
export const guestEntries = z.object({
  kind: z.enum(['pass', 'punch_card']),
  total: z.number().int(),
  used: z.number().int(),
  left: z.number().int(),
  onDate: z.number().int().nullable(),
  canEnter: z.boolean(),
});
export type GuestEntries = z.infer<typeof guestEntries>;

export const guestRow = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  code: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  ticket: z.string(),
  ticketTypeId: z.uuid(),
  /** An add-on ticket: listed as an extra of the order, not an admission (no check-in of its own). */
  addOn: z.boolean(),
  status: z.enum(TICKET_STATUSES),
  active: z.boolean(),
  seat: z.string().nullable(),
  notes: z.string().nullable(),
  /** The checkout questions' answers recorded on the ticket (terms: 'agreed' or 'rejected'). */
  answers: z.array(z.object({ questionId: z.string(), title: z.string(), answer: z.string() })),
  /** In a date's view, the latest check-in on that date; in the all-dates view, the latest of any date. */
  checkedInAt: z.string().nullable(),
  /** CHECK_IN_TIME_FORMAT in the event zone. */
  checkedInAtText: z.string().nullable(),
  /** A pass's or punch card's entries; null for other tickets. */
  entries: guestEntries.nullable(),
  /** The ticket's own date (its order's unless it was moved apart). */
  occurrenceId: z.uuid(),
  startsAt: z.string(),
  transferredTo: z.string().nullable(),
  buyer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  purchasedAt: z.string().nullable(),
  /**
   * The private access list member whose share code brought the order (who brought whom): their e-mail. Only to
   * the managers of the event's owner (the list's owner); null otherwise and for orders no member brought.
   */
  via: z.object({ email: z.string() }).nullable(),
});
export type GuestRow = z.infer<typeof guestRow>;

export const guestsReply = paged(guestRow).extend({
  totals: z.object({
    /** Live admissions (active or waiting to be claimed; add-ons are not counted) of the chosen date, or of every date. */
    sold: z.number().int(),
    checkedIn: z.number().int(),
  }),
  permissions: z.object({ canCheckIn: z.boolean(), canCancel: z.boolean(), canRefund: z.boolean() }),
  /** What the door may do now (domain/door.ts): the guests and check-in pages show it instead of a sale it refuses. */
  doorState: z.enum(DOOR_STATES),
});
export type GuestsReply = z.infer<typeof guestsReply>;

/** A scanned QR code (the ticket's secret) or a typed short code; or the ticket's id from the list. */
export const checkInBody = z.object({
  code: text(200).trim().optional(),
  itemId: z.uuid().optional(),
  /** The date being checked in: a ticket of another date is refused. */
  occurrenceId: z.uuid().optional(),
});
export const checkInReply = z.object({ message: z.string(), guest: guestRow, admission: admissionSummary });
export const checkInParams = z.object({ eventId: z.uuid(), itemId: z.uuid() });
/** The date view's Undo names its date: the use taken back is that date's latest, not the ticket's latest of any date. */
export const undoCheckInQuery = z.object({ occurrenceId: z.uuid().optional() });

/* ---------- the offline door (issue 35, docs/decisions/tickets.md "Offline door") ---------- */

/** A ticket's key on a door list: HMAC-SHA256 of its QR secret under the list's key, in hex. */
const doorRef = z.string().regex(/^[0-9a-f]{64}$/, 'Expected a door list reference');

/** A ticket as a door phone needs it to admit offline: never its QR secret or its id (both open the ticket). */
export const doorListTicket = z.object({
  ref: doorRef,
  code: z.string(),
  name: z.string(),
  ticket: z.string(),
  seat: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  addOn: z.boolean(),
  rule: z.object({ kind: z.enum(ADMISSION_KINDS), passOccurrenceIds: z.array(z.uuid()), entries: z.number().int().nullable() }),
  /** The ticket's own date. */
  occurrenceId: z.uuid(),
  uses: z.array(z.object({ occurrenceId: z.uuid(), entry: z.number().int(), at: z.string() })),
});
export type DoorListTicket = z.infer<typeof doorListTicket>;

/** A scan a door phone admitted offline that another scan beat: for the phone and the organizer. */
export const doorConflict = z.object({
  scanId: z.uuid(),
  deviceId: z.string(),
  code: z.string(),
  name: z.string(),
  ticket: z.string(),
  scannedAt: z.string(),
  message: z.string(),
});
export type DoorConflict = z.infer<typeof doorConflict>;

/**
 * A page of a door list: the first (no listId) makes the list; the next name it and start after the cursor its
 * previous page gave (`next`), so every page is keyed by the same list's key. A cursor is checked by the service
 * (400 when it is not one), as it is a position the client only repeats.
 */
export const doorListQuery = z.object({
  listId: z.uuid().optional(),
  after: text(64).optional(),
  limit: z.coerce.number().int().min(1).max(DOOR_LIST_MAX_PAGE_SIZE).default(DOOR_LIST_PAGE_SIZE),
});
export type DoorListQuery = z.infer<typeof doorListQuery>;

export const doorListReply = z.object({
  listId: z.uuid(),
  /** The list's HMAC key (base64url): the phone hashes what it scans with it. */
  key: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string(),
  doorState: z.enum(DOOR_STATES),
  dates: z.array(z.object({ id: z.uuid(), startsAt: z.string(), endsAt: z.string(), timezone: z.string() })),
  /** This page's tickets, by ticket code; the last page adds those issued since the list was (a sale meanwhile). */
  tickets: z.array(doorListTicket),
  /** The event's latest conflicts, for the organizer. */
  conflicts: z.array(doorConflict),
  /** The event's scannable tickets now, for the download's progress. */
  total: z.number().int(),
  /** The cursor of the next page (`after`), null on the last. */
  next: z.string().nullable(),
});
export type DoorListReply = z.infer<typeof doorListReply>;

export const doorSyncBody = z.object({
  listId: z.uuid(),
  /** The phone's own random id, kept in its store. */
  deviceId: text(64).trim().min(1),
  scans: z
    .array(z.object({ id: z.uuid(), ref: doorRef, occurrenceId: z.uuid(), scannedAt: instant }))
    .min(1)
    .max(DOOR_SYNC_MAX_SCANS),
});
export type DoorSyncBody = z.infer<typeof doorSyncBody>;

export const doorSyncReply = z.object({
  results: z.array(z.object({ id: z.uuid(), outcome: z.enum(['admitted', 'conflict']), message: z.string().nullable() })),
  /** This device's scans that ended as conflicts, latest first (one beaten later by another phone's earlier scan too). */
  conflicts: z.array(doorConflict),
});
export type DoorSyncReply = z.infer<typeof doorSyncReply>;

/* ---------- the organizer's changes to a guest (docs/decisions/tickets.md, Guests) ---------- */

/** Resend a ticket: to its e-mail, or to a corrected one (stored on the ticket); voidQrCode issues a new QR code. */
export const resendTicketBody = z.object({
  email: text(300).trim().optional().nullable(),
  voidQrCode: z.boolean().default(false),
});
/** Edit an attendee: names and the answers to the event's questions (terms are not the organizer's to change). */
export const editGuestBody = z.object({
  firstName: text(100).trim(),
  lastName: text(100).trim(),
  answers: z
    .array(z.object({ questionId: z.uuid(), answer: text(QUESTION_ANSWER_MAX).nullable().optional() }))
    .max(100)
    .default([]),
});
/** Move a ticket (and `itemIds`, other tickets of its order chosen with it) to another date of the event. */
export const moveGuestBody = z.object({ occurrenceId: z.uuid(), itemIds: z.array(z.uuid()).max(100).optional() });
export const guestChangeReply = z.object({ message: z.string(), guest: guestRow });

/* ---------- patron tickets and subscriptions ---------- */

export const patronTicketsQuery = z.object({
  type: z.enum(PATRON_TICKET_TYPES).default('future'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const patronRegistration = z.object({
  id: z.uuid(),
  name: z.string(),
  ticket: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** Waiting for this patron to claim it: the row is not clickable and shows 'Claim ticket'. */
  claimable: z.boolean(),
  /** The ticket page: `/tickets/:orderId` for the buyer's own tickets, else `/ticket/:id`; null when not clickable. */
  path: z.string().nullable(),
});

export const ticketGroup = z.object({
  /** The date (occurrence) the tickets are for. */
  id: z.uuid(),
  eventId: z.uuid(),
  eventName: z.string(),
  thumbnail: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  timezone: z.string(),
  startsAtText: z.string(),
  location: z.object({ name: z.string().nullable(), city: z.string().nullable() }),
  locationSetting: z.enum(LOCATION_SETTINGS),
  attendanceTypes: z.array(z.enum(ATTENDANCE_TYPES)),
  broadcastId: z.string().nullable(),
  /** View Stream: the broadcast page (/b/:broadcastId) while the patron has an active online ticket. */
  broadcastUrl: z.string().nullable(),
  registrationCount: z.number().int(),
  registrations: z.array(patronRegistration),
  /** Where the row leads: the first clickable registration's page. */
  path: z.string().nullable(),
});
export type TicketGroup = z.infer<typeof ticketGroup>;
export const patronTicketsReply = paged(ticketGroup);

export const subscription = z.object({
  id: z.uuid(),
  status: z.enum(MEMBER_STATUSES),
  owner: z.object({ id: z.uuid(), name: z.string(), username: z.string(), avatar: z.string().nullable(), type: z.enum(['User', 'School']) }),
  tier: z.object({ name: z.string(), amount: z.number().int(), currency: z.string(), interval: z.enum(PRICE_INTERVALS) }),
  expiresAt: z.string().nullable(),
  /** Paid through a provider: Manage posts the manage form to `manageUrl`. False for a membership added by hand. */
  stripeSubscription: z.boolean(),
  manageUrl: z.string().nullable(),
  /** Where a member added by hand asks for changes: the owner's public e-mail. */
  contactEmail: z.string().nullable(),
});
export const patronSubscriptionsQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const patronSubscriptionsReply = paged(subscription);

/* ---------- outbox events written by tickets ---------- */
