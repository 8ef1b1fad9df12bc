import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  TICKET_DATE_FORMAT,
  TICKET_QR_SIZE,
  TICKET_STATUS_DATE_FORMAT,
  inactiveTicketText,
  shortTicketCode,
  type TicketView,
} from '../../../contracts/tickets.ts';
import type { OutboxEventType, OutboxPayloadInput } from '../../../contracts/outbox-events.ts';
import { broadcastPagePath, isOnlineEvent, isOnlineTicket } from '../../../domain/broadcasts.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { normalizeEmail } from '../../../domain/people.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { broadcasts, eventOccurrences, events, orderItems, orders, termsTexts, ticketTypes } from '../../platform/db/schema/index.ts';
import { verifiedEmail, type AuthUser } from '../../platform/http/auth.ts';
import { recordEvent } from '../../platform/outbox.ts';
import { broadcastIdsOf } from '../checkout/index.ts';
import { refundOnRequestOpen } from '../../../domain/event-lifecycle.ts';

/**
 * One ticket (an order item) with what every ticket screen needs: its order, event, date and ticket type.
 * Shared by the ticket page, the PDF, transfer/cancel/refund, the guests page and the confirmation e-mail.
 */
export interface TicketRecord {
  item: typeof orderItems.$inferSelect;
  /**
   * Tickets belong to event orders: their event and date are always set. `occurrenceId` is the ticket's own date (a
   * ticket moved apart from its order has its own, `ticketDateSql`), which every ticket screen, the door and the
   * stock give-back read.
   */
  order: { eventId: string; occurrenceId: string } & Pick<
    typeof orders.$inferSelect,
    | 'id'
    | 'ownerId'
    | 'userId'
    | 'status'
    | 'currency'
    | 'paymentMethod'
    | 'paymentId'
    | 'buyerFirstName'
    | 'buyerLastName'
    | 'buyerEmail'
    | 'completedAt'
    | 'privateListMemberId'
  >;
  event: Pick<
    typeof events.$inferSelect,
    | 'id'
    | 'ownerId'
    | 'name'
    | 'theme'
    | 'timezone'
    | 'online'
    | 'locationSetting'
    | 'locationName'
    | 'address'
    | 'city'
    | 'state'
    | 'googlePlaceId'
    | 'posterUploadId'
    | 'transferAllowed'
    | 'cancelAllowed'
    | 'cancelDeadlineHours'
    | 'refundsAllowed'
    | 'canceledAt'
    | 'postponedAt'
    | 'refundRequestsUntil'
  >;
  occurrence: Pick<typeof eventOccurrences.$inferSelect, 'id' | 'startsAt' | 'endsAt' | 'doorTime' | 'timezone'>;
  ticketType: Pick<typeof ticketTypes.$inferSelect, 'id' | 'name' | 'attendanceType' | 'category' | 'admission' | 'passOccurrenceIds' | 'entries'>;
  /** The broadcast of the ticket's date, when the event is online (made when first needed, see loadRecords). */
  broadcastId: string | null;
}

/** Orders whose tickets exist: the success group of buyer-side 4. */
export const ISSUED_ORDER_STATUSES = ['completed', 'transferred'] as const;

/** The ticket's date: its own when the organizer moved it apart from its order, else its order's. */
export const ticketDateSql = sql<string>`coalesce(${orderItems.occurrenceId}, ${orders.occurrenceId})`;

const recordColumns = {
  item: orderItems,
  order: {
    id: orders.id,
    eventId: events.id,
    occurrenceId: eventOccurrences.id,
    ownerId: orders.ownerId,
    userId: orders.userId,
    status: orders.status,
    currency: orders.currency,
    paymentMethod: orders.paymentMethod,
    paymentId: orders.paymentId,
    buyerFirstName: orders.buyerFirstName,
    buyerLastName: orders.buyerLastName,
    buyerEmail: orders.buyerEmail,
    completedAt: orders.completedAt,
    privateListMemberId: orders.privateListMemberId,
  },
  event: {
    id: events.id,
    ownerId: events.ownerId,
    name: events.name,
    theme: events.theme,
    timezone: events.timezone,
    online: events.online,
    locationSetting: events.locationSetting,
    locationName: events.locationName,
    address: events.address,
    city: events.city,
    state: events.state,
    googlePlaceId: events.googlePlaceId,
    posterUploadId: events.posterUploadId,
    transferAllowed: events.transferAllowed,
    cancelAllowed: events.cancelAllowed,
    cancelDeadlineHours: events.cancelDeadlineHours,
    refundsAllowed: events.refundsAllowed,
    canceledAt: events.canceledAt,
    postponedAt: events.postponedAt,
    refundRequestsUntil: events.refundRequestsUntil,
  },
  occurrence: {
    id: eventOccurrences.id,
    startsAt: eventOccurrences.startsAt,
    endsAt: eventOccurrences.endsAt,
    doorTime: eventOccurrences.doorTime,
    timezone: eventOccurrences.timezone,
  },
  ticketType: {
    id: ticketTypes.id,
    name: ticketTypes.name,
    attendanceType: ticketTypes.attendanceType,
    category: ticketTypes.category,
    admission: ticketTypes.admission,
    passOccurrenceIds: ticketTypes.passOccurrenceIds,
    entries: ticketTypes.entries,
  },
  broadcastId: broadcasts.id,
};

/**
 * Tickets of issued (completed) orders matching `where`, in order of purchase, then as checkout lists an order's
 * items (ticket type position, creation): one order's items share created_at, so the id alone would shuffle them.
 */
export async function loadRecords(db: Queryable, where: SQL | undefined): Promise<TicketRecord[]> {
  const records = await db
    .select(recordColumns)
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(eventOccurrences, eq(eventOccurrences.id, ticketDateSql))
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
    .leftJoin(broadcasts, eq(broadcasts.occurrenceId, eventOccurrences.id))
    .where(and(inArray(orders.status, [...ISSUED_ORDER_STATUSES]), where))
    .orderBy(orders.createdAt, orders.id, ticketTypes.position, orderItems.createdAt, orderItems.id);
  // An online date without its broadcast yet: the first ticket screen to show View Stream makes it.
  const missing = records.filter((r) => isOnlineEvent(r.event) && !r.broadcastId).map((r) => r.occurrence.id);
  if (!missing.length) return records;
  const made = await broadcastIdsOf(db, missing);
  return records.map((r) => (r.broadcastId ? r : { ...r, broadcastId: made.get(r.occurrence.id) ?? null }));
}

export async function loadRecord(db: Queryable, itemId: string): Promise<TicketRecord | null> {
  const [row] = await loadRecords(db, eq(orderItems.id, itemId));
  return row ?? null;
}

/** Active per buyer-side 4: issued (it has a QR code), not transferred, canceled or refunded. */
export const isActive = (item: Pick<TicketRecord['item'], 'status' | 'qrToken'>) => item.status === 'active' && !!item.qrToken;

/** Whether `address` is the user's verified e-mail: an unverified address gives no right to what was sent to it. */
const isUsersEmail = (address: string | null | undefined, user: Pick<AuthUser, 'email' | 'emailVerified'>) =>
  !!address && normalizeEmail(address) === verifiedEmail(user);

/**
 * The holder: the account it was issued or claimed by, or the account with its attendee e-mail. Checkout gives a
 * ticket whose e-mail has no account yet to the buyer; an attendee who signs up with that e-mail later holds it too.
 */
export function isHolder(user: Pick<AuthUser, 'id' | 'email' | 'emailVerified'> | null, r: Pick<TicketRecord, 'item' | 'order'>): boolean {
  if (!user) return false;
  const { item } = r;
  if (item.holderUserId === user.id) return true;
  if (item.status === 'transfer_pending' || !isUsersEmail(item.email, user)) return false;
  return !item.holderUserId || (!item.transferredFromId && item.holderUserId === r.order.userId);
}

/** The buyer of an order: its account, or the account with the e-mail it was bought with. */
export function isOrderBuyer(
  user: Pick<AuthUser, 'id' | 'email' | 'emailVerified'> | null,
  order: Pick<TicketRecord['order'], 'userId' | 'buyerEmail'>,
): boolean {
  if (!user) return false;
  return order.userId === user.id || isUsersEmail(order.buyerEmail, user);
}

/** The buyer of the order, for the tickets bought in it (not for tickets that reached the order by a transfer). */
export function isBuyer(user: Pick<AuthUser, 'id' | 'email' | 'emailVerified'> | null, r: Pick<TicketRecord, 'item' | 'order'>): boolean {
  return !r.item.transferredFromId && isOrderBuyer(user, r.order);
}

/**
 * Whether the holder may still cancel: the event is not cancelled, and either a postponement's refund window is open
 * or the event allows it and the deadline (hours before the start) has not passed.
 */
export function cancelWindowOpen(r: Pick<TicketRecord, 'event' | 'occurrence'>, now: Date): boolean {
  if (r.event.canceledAt) return false;
  // A postponed event's refund window opens cancels whatever the usual settings say.
  if (refundOnRequestOpen(r.event, now)) return true;
  if (!r.event.cancelAllowed) return false;
  const deadline = r.occurrence.startsAt.getTime() - (r.event.cancelDeadlineHours ?? 0) * 3_600_000;
  return now.getTime() < deadline;
}

export const qrCodeUrl = (token: string, size = TICKET_QR_SIZE) => `/api/qr-code?data=${encodeURIComponent(token)}&size=${size}`;

export function mapUrl(e: TicketRecord['event']): string | null {
  if (e.locationSetting !== 'venue') return null;
  const query = [e.locationName, e.address, e.city, e.state].filter((x) => x && x.trim()).join(', ');
  if (!query) return null;
  const place = e.googlePlaceId ? `&query_place_id=${encodeURIComponent(e.googlePlaceId)}` : '';
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}${place}`;
}

/** The broadcast an online ticket (domain/broadcasts.ts, isOnlineTicket) watches: its date's. */
export const broadcastIdOf = (r: Pick<TicketRecord, 'event' | 'ticketType' | 'broadcastId'>) =>
  isOnlineTicket(r.event, r.ticketType) ? r.broadcastId : null;

/** View Stream's target: the broadcast page (/b/:id), for an active online ticket only. */
export function broadcastUrlOf(r: Pick<TicketRecord, 'event' | 'ticketType' | 'item' | 'broadcastId'>): string | null {
  const id = broadcastIdOf(r);
  return id && isActive(r.item) ? broadcastPagePath(id) : null;
}

export function holderName(r: Pick<TicketRecord, 'item' | 'order'>): { firstName: string | null; lastName: string | null } {
  if (r.item.firstName || r.item.lastName) return { firstName: r.item.firstName, lastName: r.item.lastName };
  if (r.item.transferredFromId) return { firstName: null, lastName: null };
  return { firstName: r.order.buyerFirstName, lastName: r.order.buyerLastName };
}

export const fullName = (n: { firstName: string | null; lastName: string | null }) =>
  [n.firstName, n.lastName].filter((x) => x && x.trim()).join(' ');

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * The ticket page's view of one ticket; `viewer` decides canTransfer / canCancel. The order id is the buyer's
 * capability: it is in the view only when `showOrderId` (the viewer opened the order link, bought the ticket, or
 * manages the event's guests), never for a holder who is not the buyer.
 */
const NO_TERMS: ReadonlyMap<string, string> = new Map();

/** The waiver texts the answers of `records` agreed to, by hash (terms_texts): one read for a page of tickets. */
export async function termsTextsOf(db: Queryable, records: readonly Pick<TicketRecord, 'item'>[]): Promise<ReadonlyMap<string, string>> {
  const hashes = [...new Set(records.flatMap((r) => (r.item.answers ?? []).flatMap((a) => (a.termsHash ? [a.termsHash] : []))))];
  if (!hashes.length) return NO_TERMS;
  const rows = await db.select().from(termsTexts).where(inArray(termsTexts.hash, hashes));
  return new Map(rows.map((r) => [r.hash, r.content]));
}

export function toTicketView(
  r: TicketRecord,
  viewer: AuthUser | null,
  {
    showOrderId,
    now = new Date(),
    privateAccess = null,
    terms = NO_TERMS,
    admission = null,
  }: {
    showOrderId: boolean;
    now?: Date;
    privateAccess?: TicketView['customUserListData'];
    /** The waiver texts its answers name (termsTextsOf). */
    terms?: ReadonlyMap<string, string>;
    admission?: TicketView['admission'];
  },
): TicketView {
  const { item, event, occurrence } = r;
  const active = isActive(item);
  const zone = occurrence.timezone;
  const actor = isHolder(viewer, r) || isBuyer(viewer, r);
  const idle = active && !item.checkedInAt && !item.refundedAt;
  const cancelAllowed = cancelWindowOpen(r, now);
  const statusDate =
    item.status === 'transferred' ? item.transferredAt : item.status === 'refunded' ? (item.refundedAt ?? item.canceledAt) : item.canceledAt;
  const names = holderName(r);
  return {
    id: item.id,
    orderItemId: item.id,
    orderId: showOrderId ? r.order.id : null,
    eventId: event.id,
    eventName: event.name,
    firstName: names.firstName,
    lastName: names.lastName,
    ticket: item.name,
    seat: item.seat,
    code: shortTicketCode(item.id),
    qrCodeUrl: active ? qrCodeUrl(item.qrToken!) : null,
    status: item.status,
    active,
    canceledAt: iso(item.canceledAt ?? item.refundedAt),
    refundedAt: item.status === 'refunded' ? iso(item.refundedAt) : null,
    transferredTo: item.transferredToName,
    transferredAt: iso(item.transferredAt),
    inactiveText: active
      ? null
      : inactiveTicketText(item.status, statusDate ? formatInZone(statusDate, zone, TICKET_STATUS_DATE_FORMAT) : null, item.transferredToName),
    checkedInAt: iso(item.checkedInAt),
    transferAllowed: event.transferAllowed,
    cancelAllowed,
    refundsAllowed: event.refundsAllowed || refundOnRequestOpen(event, now),
    canTransfer: actor && idle && event.transferAllowed,
    canCancel: actor && idle && cancelAllowed,
    broadcastId: broadcastIdOf(r),
    broadcastUrl: broadcastUrlOf(r),
    attendanceType: r.ticketType.attendanceType,
    theme: event.theme,
    locationSetting: event.locationSetting,
    location: { name: event.locationName, address: event.address, mapUrl: mapUrl(event) },
    event: {
      startsAt: occurrence.startsAt.toISOString(),
      endsAt: occurrence.endsAt.toISOString(),
      doorTime: iso(occurrence.doorTime),
      timezone: zone,
    },
    startsAtText: formatInZone(occurrence.startsAt, zone, TICKET_DATE_FORMAT),
    doorTimeText: occurrence.doorTime ? formatInZone(occurrence.doorTime, zone, TICKET_DATE_FORMAT) : null,
    orderAnswers: (item.answers ?? []).map((a) => ({
      title: a.title,
      answer: a.answer,
      agreedAt: a.agreedAt ?? null,
      agreedAtText: a.agreedAt ? formatInZone(new Date(a.agreedAt), zone, TICKET_STATUS_DATE_FORMAT) : null,
      terms: (a.termsHash && terms.get(a.termsHash)) ?? null,
    })),
    customUserListData: privateAccess,
    admission,
  };
}

type TicketEventType = Extract<OutboxEventType, `ticket.${string}`>;
type TicketEventBase = 'version' | 'orderId' | 'orderItemId' | 'eventId' | 'occurrenceId' | 'ticketTypeId';
/** What a ticket event says beyond the ticket itself (which this context fills in from the record). */
export type TicketEventDetails<T extends TicketEventType> = Omit<OutboxPayloadInput<T>, TicketEventBase>;

/** Writes a ticket event to the outbox (platform/outbox.ts); always inside the transaction of the change. */
export function writeTicketEvent<T extends TicketEventType>(tx: Tx, type: T, r: TicketRecord, details: TicketEventDetails<T>) {
  const payload = {
    eventId: r.event.id,
    orderId: r.order.id,
    orderItemId: r.item.id,
    occurrenceId: r.order.occurrenceId,
    ticketTypeId: r.item.ticketTypeId,
    ...details,
  };
  return recordEvent(tx, type, r.order.ownerId, payload as OutboxPayloadInput<T>);
}
