import { and, asc, count, eq, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  CHECK_IN_MESSAGES,
  CHECK_IN_REASONS,
  GUESTS_PAGE_SIZE,
  SHORT_CODE_PATTERN,
  TICKET_DATE_FORMAT,
  shortTicketCode,
  type GuestRow,
  type GuestStatusFilter,
  type GuestsReply,
  type AdmissionSummary,
} from '../../../contracts/tickets.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { checkInTimeText, inactiveTicketMessage } from '../../../contracts/check-in-texts.ts';
import { joinAnd } from '../../../contracts/passes.messages.ts';
import { isAddOn } from '../../../domain/tickets.ts';
import { decideEntry, defaultDoorDate, useToUndo, type EntryDecision } from '../../../domain/admission.ts';
import { doorMayCheckIn, doorState } from '../../../domain/door.ts';
import { DOOR_MESSAGES } from '../../../contracts/door.messages.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { orderItems, orders, ticketCheckIns, ticketTypes } from '../../platform/db/schema/index.ts';
import { AppError, invalid, notFound, refusal } from '../../platform/http/errors.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import {
  ISSUED_ORDER_STATUSES,
  fullName,
  holderName,
  isActive,
  loadRecord,
  loadRecords,
  ticketDateSql,
  writeTicketEvent,
  type TicketRecord,
} from './ticket-records.ts';
import { broughtBy } from './guest-attribution.ts';
import {
  admissionState,
  admissionSummary,
  dateLabel,
  guestAdmissions,
  syncCheckedInAt,
  type AdmissionState,
  type GuestAdmission,
} from './admission.service.ts';

/**
 * The guests page of an event (the spec's registrations): every ticket of its completed orders, searchable by
 * name, e-mail, order id or ticket code, 50 a page; and the door check-in, recorded once by one conditional
 * UPDATE. Access: requireEventAccess(..., 'canViewGuests') in the routes (owner, organization members, site admins,
 * collaborators with admin, door or door_with_stats access).
 */

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A guest row; `via` is the e-mail of the list member who brought the order (broughtBy), for the owner's managers;
 * `seen` its check-in state from the list's date or all dates (guestAdmissions).
 */
export function toGuestRow(r: TicketRecord, via: string | null, seen: GuestAdmission): GuestRow {
  const names = holderName(r);
  const zone = r.occurrence.timezone;
  return {
    id: r.item.id,
    orderId: r.order.id,
    code: shortTicketCode(r.item.id),
    firstName: names.firstName,
    lastName: names.lastName,
    name: fullName(names) || r.item.email || r.order.buyerEmail || '',
    email: r.item.email ?? (r.item.transferredFromId ? null : r.order.buyerEmail),
    ticket: r.item.name,
    ticketTypeId: r.item.ticketTypeId,
    addOn: isAddOn(r.ticketType.category),
    status: r.item.status,
    active: isActive(r.item),
    seat: r.item.seat,
    notes: r.item.notes,
    answers: r.item.answers.map(({ questionId, title, answer }) => ({ questionId, title, answer })),
    checkedInAt: seen.checkedInAt?.toISOString() ?? null,
    checkedInAtText: seen.checkedInAt ? checkInTimeText(seen.checkedInAt, zone) : null,
    entries: seen.entries,
    occurrenceId: r.order.occurrenceId,
    startsAt: r.occurrence.startsAt.toISOString(),
    transferredTo: r.item.transferredToName,
    buyer: { name: fullName({ firstName: r.order.buyerFirstName, lastName: r.order.buyerLastName }) || null, email: r.order.buyerEmail },
    purchasedAt: r.order.completedAt?.toISOString() ?? null,
    via: via ? { email: via } : null,
  };
}

/** One guest's row, seen from `occurrenceId` (the door's date) or from all dates. */
export async function guestRowFor(db: Db, access: EventAccess, r: TicketRecord, occurrenceId?: string): Promise<GuestRow> {
  const [via, seen] = await Promise.all([broughtBy(db, access, [r]), guestAdmissions(db, [r], occurrenceId)]);
  return toGuestRow(r, via.get(r.order.id) ?? null, seen.get(r.item.id)!);
}

/**
 * Checked in on `occurrenceId` (a use recorded for that date, or a ticket checked in before uses were recorded on
 * its own date: admission.service's rule), else checked in at least once.
 */
function checkedIn(occurrenceId: string | undefined): SQL {
  if (!occurrenceId) return isNotNull(orderItems.checkedInAt);
  const uses = sql`select 1 from ${ticketCheckIns} c where c.order_item_id = ${orderItems.id}`;
  return sql`(exists (${uses} and c.occurrence_id = ${occurrenceId})
    or (${orderItems.checkedInAt} is not null and ${ticketDateSql} = ${occurrenceId} and not exists (${uses})))`;
}

function statusFilter(status: GuestStatusFilter, occurrenceId: string | undefined): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'checked_in') return checkedIn(occurrenceId);
  if (status === 'not_checked_in') return and(eq(orderItems.status, 'active'), sql`not ${checkedIn(occurrenceId)}`);
  return eq(orderItems.status, status);
}

/**
 * The tickets expected on `occurrenceId` (domain/admission.ts validDates): a single ticket (or add-on) on its own
 * date, a pass on the dates it covers, a punch card on every date of its event.
 */
const validOn = (occurrenceId: string) => sql`(
  (${ticketTypes.admission} = 'single' and ${ticketDateSql} = ${occurrenceId})
  or (${ticketTypes.admission} = 'pass' and (cardinality(${ticketTypes.passOccurrenceIds}) = 0 or ${occurrenceId}::uuid = any(${ticketTypes.passOccurrenceIds})))
  or ${ticketTypes.admission} = 'punch_card')`;

function searchFilter(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const like = `%${escapeLike(term)}%`;
  const prefix = `${escapeLike(term.toLowerCase())}%`;
  return or(
    sql`(coalesce(${orderItems.firstName}, ${orders.buyerFirstName}, '') || ' ' || coalesce(${orderItems.lastName}, ${orders.buyerLastName}, '')) ilike ${like}`,
    sql`${orderItems.email} ilike ${like}`,
    sql`${orders.buyerEmail} ilike ${like}`,
    sql`(coalesce(${orders.buyerFirstName}, '') || ' ' || coalesce(${orders.buyerLastName}, '')) ilike ${like}`,
    sql`${orders.id}::text like ${prefix}`,
    sql`${orderItems.id}::text like ${prefix}`,
  );
}

export type GuestsFilters = { search?: string; occurrenceId?: string; status: GuestStatusFilter; ticketTypeId?: string };

/** The issued tickets of the event (or those expected on one of its dates); the query joins orders and ticket types. */
const eventScope = (eventId: string, f: GuestsFilters) =>
  and(eq(orders.eventId, eventId), inArray(orders.status, [...ISSUED_ORDER_STATUSES]), f.occurrenceId ? validOn(f.occurrenceId) : undefined);

/** The guests list's filters: date, status (check-in state among them), ticket type and search. */
const guestsWhere = (eventId: string, f: GuestsFilters) =>
  and(
    eventScope(eventId, f),
    statusFilter(f.status, f.occurrenceId),
    f.ticketTypeId ? eq(orderItems.ticketTypeId, f.ticketTypeId) : undefined,
    searchFilter(f.search),
  );

/** The ids of the filtered tickets by last name, then first name (the list's and the door list's order). */
export function guestIdsByName(db: Db, eventId: string, f: GuestsFilters) {
  return db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
    .where(guestsWhere(eventId, f))
    .orderBy(
      asc(sql`lower(coalesce(${orderItems.lastName}, ${orders.buyerLastName}, ''))`),
      asc(sql`lower(coalesce(${orderItems.firstName}, ${orders.buyerFirstName}, ''))`),
      asc(orderItems.createdAt),
      asc(orderItems.id),
    );
}

/** The records of `ids`, in that order. */
export async function recordsInOrder(db: Db, ids: readonly { id: string }[]): Promise<TicketRecord[]> {
  if (!ids.length) return [];
  const byId = new Map(
    (
      await loadRecords(
        db,
        inArray(
          orderItems.id,
          ids.map((p) => p.id),
        ),
      )
    ).map((r) => [r.item.id, r]),
  );
  return ids.map((p) => byId.get(p.id)!);
}

export async function listGuests(db: Db, access: EventAccess, query: GuestsFilters & { page: number }): Promise<GuestsReply> {
  const eventId = access.event.id;
  const scope = eventScope(eventId, query);
  const where = guestsWhere(eventId, query);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
    .where(where);
  const pageIds = await guestIdsByName(db, eventId, query)
    .limit(GUESTS_PAGE_SIZE)
    .offset((query.page - 1) * GUESTS_PAGE_SIZE);
  const records = await recordsInOrder(db, pageIds);
  const [via, seen] = await Promise.all([broughtBy(db, access, records), guestAdmissions(db, records, query.occurrenceId)]);
  const [totals] = await db
    .select({
      sold: sql<number>`count(*) filter (where ${orderItems.status} = 'transfer_pending' or (${orderItems.status} = 'active' and ${orderItems.qrToken} is not null))::int`.mapWith(
        Number,
      ),
      checkedIn: sql<number>`count(*) filter (where ${orderItems.status} = 'active' and ${checkedIn(query.occurrenceId)})::int`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
    // Admissions only: an add-on belongs to its admission and is never checked in.
    .where(and(scope, ne(ticketTypes.category, 'Add on')));
  const admin = access.permissions.accessSetting === 'admin';
  const state = doorState(access.event);
  return {
    data: records.map((r) => toGuestRow(r, via.get(r.order.id) ?? null, seen.get(r.item.id)!)),
    page: query.page,
    perPage: GUESTS_PAGE_SIZE,
    totalCount: Number(total),
    totals: { sold: totals?.sold ?? 0, checkedIn: totals?.checkedIn ?? 0 },
    permissions: { canCheckIn: access.permissions.canViewGuests && doorMayCheckIn(state), canCancel: admin, canRefund: admin },
    doorState: state,
  };
}

/** The ticket a scanned QR code (its secret) or a typed short code names, within one event. */
async function findByCode(db: Db, eventId: string, code: string): Promise<TicketRecord> {
  const inEvent = eq(orders.eventId, eventId);
  if (SHORT_CODE_PATTERN.test(code)) {
    const matches = await loadRecords(db, and(inEvent, sql`${orderItems.id}::text like ${`${code.toLowerCase()}%`}`));
    if (!matches.length) throw notFound(CHECK_IN_MESSAGES.notFound);
    if (matches.length === 1) return matches[0]!;
    // The code is the first 32 bits of a random id: on the rare clash prefer the one live ticket.
    const live = matches.filter((m) => isActive(m.item));
    if (live.length === 1) return live[0]!;
    throw new AppError('conflict', CHECK_IN_MESSAGES.ambiguous);
  }
  const [match] = await loadRecords(db, and(inEvent, eq(orderItems.qrToken, code)));
  if (!match) throw notFound(CHECK_IN_MESSAGES.notFound);
  return match;
}

export const inactiveMessage = (r: TicketRecord): string => inactiveTicketMessage(r.item.status);

const alreadyCheckedIn = (r: TicketRecord, at: Date) =>
  refusal('conflict', CHECK_IN_REASONS.alreadyCheckedIn, CHECK_IN_MESSAGES.alreadyCheckedIn(checkInTimeText(at, r.occurrence.timezone)));

/** The door's refusal of an entry the admission rules (domain/admission.ts) turned down. */
export function entryRefusal(r: TicketRecord, state: AdmissionState, decision: Exclude<EntryDecision, { ok: true }>): AppError {
  if (decision.reason === 'already_checked_in') return alreadyCheckedIn(r, new Date(decision.at));
  if (decision.reason === 'no_entries_left') {
    const total = admissionSummary(state).entriesTotal;
    return refusal(
      'validation_failed',
      CHECK_IN_REASONS.noEntriesLeft,
      CHECK_IN_MESSAGES.noEntriesLeft(total, checkInTimeText(new Date(decision.at), r.occurrence.timezone)),
    );
  }
  const message =
    state.ticket.rule.kind === 'single'
      ? CHECK_IN_MESSAGES.otherDate(formatInZone(r.occurrence.startsAt, r.occurrence.timezone, TICKET_DATE_FORMAT))
      : CHECK_IN_MESSAGES.passOtherDates(joinAnd(decision.validDates.map((id) => dateLabel(state, id))));
  return refusal('validation_failed', CHECK_IN_REASONS.otherDate, message);
}

function checkedInMessage(state: AdmissionState, occurrenceId: string): string {
  const summary = admissionSummary(state);
  if (summary.kind === 'pass') return CHECK_IN_MESSAGES.passCheckedIn(dateLabel(state, occurrenceId), summary.entriesLeft);
  if (summary.kind === 'punch_card') return CHECK_IN_MESSAGES.punchCardCheckedIn(summary.entriesUsed, summary.entriesTotal);
  return CHECK_IN_MESSAGES.checkedIn;
}

/** What a check-in event says of its entry (outbox-events.ts, entryFields): the date, the entry's number, what is left. */
export function entryDetails(state: AdmissionState, occurrenceId: string, entry: number, entriesLeft: number) {
  return {
    admission: state.ticket.rule.kind,
    entryOccurrenceId: occurrenceId,
    entryStartsAt: state.dates.find((d) => d.id === occurrenceId)?.startsAt ?? new Date(0).toISOString(),
    entry,
    entriesTotal: admissionSummary(state).entriesTotal,
    entriesLeft,
  };
}

/**
 * The ticket's row, locked for the rest of the transaction: concurrent scans of one ticket (two door phones, one
 * punch card) queue here, and each decides on the uses the one before it committed.
 */
export async function lockTicket(tx: Tx, r: TicketRecord): Promise<TicketRecord | null> {
  const [row] = await tx.select().from(orderItems).where(eq(orderItems.id, r.item.id)).for('update');
  return row ? { ...r, item: row } : null;
}

/**
 * Checks a ticket in for a date (the door's, else the ticket's own or the pass's current one): a single ticket once,
 * a pass once per date, a punch card while entries are left (domain/admission.ts). The use, the ticket's
 * checked_in_at and the outbox event are written in one transaction under the ticket's row lock. A second scan is
 * 409 with when it was checked in; an inactive ticket, another date or no entry left 422.
 */
export async function checkIn(
  db: Db,
  access: EventAccess,
  body: { code?: string; itemId?: string; occurrenceId?: string },
): Promise<{ message: string; guest: GuestRow; admission: AdmissionSummary }> {
  const code = body.code?.trim();
  if (!code && !body.itemId) throw invalid({ code: CHECK_IN_MESSAGES.codeRequired });
  // A cancelled event admits nobody, even a ticket its mass refund has not reached yet.
  if (!doorMayCheckIn(doorState(access.event))) throw refusal('validation_failed', CHECK_IN_REASONS.eventCanceled, DOOR_MESSAGES.checkInRefused);
  const eventId = access.event.id;
  let r: TicketRecord;
  if (body.itemId) {
    const found = await loadRecord(db, body.itemId);
    if (!found || found.event.id !== eventId) throw notFound(CHECK_IN_MESSAGES.notFound);
    r = found;
  } else {
    r = await findByCode(db, eventId, code!);
  }
  if (!isActive(r.item)) throw new AppError('validation_failed', inactiveMessage(r));
  if (isAddOn(r.ticketType.category)) throw new AppError('validation_failed', CHECK_IN_MESSAGES.addOn);
  const occurrenceId = await db.transaction(async (tx) => {
    const locked = await lockTicket(tx, r);
    // The ticket changed since it was read (canceled, refunded, transferred).
    if (!locked || !isActive(locked.item)) throw new AppError('validation_failed', inactiveMessage(locked ?? r));
    const state = await admissionState(tx, locked);
    const doorDate = body.occurrenceId ?? defaultDoorDate(state.ticket, state.dates, Date.now()) ?? '';
    const decision = decideEntry(state.ticket, doorDate, state.dates);
    if (!decision.ok) throw entryRefusal(locked, state, decision);
    const at = new Date();
    await tx
      .insert(ticketCheckIns)
      .values({ orderItemId: r.item.id, occurrenceId: decision.occurrenceId, entry: decision.entry, checkedInAt: at, checkedInById: access.user.id });
    await syncCheckedInAt(tx, r.item.id);
    await writeTicketEvent(tx, 'ticket.checked_in', locked, {
      ...entryDetails(state, decision.occurrenceId, decision.entry, decision.left),
      checkedInAt: at.toISOString(),
      byUserId: access.user.id,
    });
    return decision.occurrenceId;
  });
  const fresh = (await loadRecord(db, r.item.id))!;
  const state = await admissionState(db, fresh);
  return {
    message: checkedInMessage(state, occurrenceId),
    guest: await guestRowFor(db, access, fresh, occurrenceId),
    admission: admissionSummary(state),
  };
}

/**
 * Undoes a check-in (the guests page's and the door's Undo): the ticket's latest use, or its latest on `occurrenceId`
 * (a date's view takes back that date's entry, not a later date's), so a punch card gets one entry back and a pass
 * that date; with the outbox event ticket.checked_out.
 */
export async function undoCheckIn(
  db: Db,
  access: EventAccess,
  itemId: string,
  occurrenceId?: string,
): Promise<{ message: string; guest: GuestRow; admission: AdmissionSummary }> {
  const r = await loadRecord(db, itemId);
  if (!r || r.event.id !== access.event.id) throw notFound(CHECK_IN_MESSAGES.notFound);
  // The refusal is thrown inside the transaction: a refused request commits nothing (not even an admin act's row).
  await db.transaction(async (tx) => {
    const locked = await lockTicket(tx, r);
    const state = locked && (await admissionState(tx, locked));
    const use = state && useToUndo(state.ticket.uses, occurrenceId);
    if (!locked || !state || !use) throw new AppError('validation_failed', CHECK_IN_MESSAGES.notCheckedIn);
    await tx.delete(ticketCheckIns).where(and(eq(ticketCheckIns.orderItemId, itemId), eq(ticketCheckIns.entry, use.entry)));
    await syncCheckedInAt(tx, itemId);
    const left = admissionSummary(state).entriesLeft + 1;
    await writeTicketEvent(tx, 'ticket.checked_out', locked, {
      ...entryDetails(state, use.occurrenceId, use.entry, left),
      checkedInAt: use.at,
      byUserId: access.user.id,
    });
  });
  const fresh = (await loadRecord(db, itemId))!;
  const state = await admissionState(db, fresh);
  const admission = admissionSummary(state);
  const message = admission.kind === 'single' ? CHECK_IN_MESSAGES.undone : CHECK_IN_MESSAGES.entryUndone(admission.entriesLeft);
  return { message, guest: await guestRowFor(db, access, fresh, occurrenceId), admission };
}
