import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  CHECK_IN_MESSAGES,
  DOOR_OFFLINE_MESSAGES,
  SHORT_CODE_PATTERN,
  TICKET_CODE_LENGTH,
  shortTicketCode,
  type DoorConflict,
  type DoorListQuery,
  type DoorListReply,
  type DoorSyncBody,
  type DoorSyncReply,
} from '../../../contracts/tickets.ts';
import { DOOR_MESSAGES } from '../../../contracts/door.messages.ts';
import { doorMayCheckIn, doorState } from '../../../domain/door.ts';
import { isAddOn } from '../../../domain/tickets.ts';
import { DOOR_LIST_HOURS, mergeScans, settleScan, type RecordedUse } from '../../../domain/offline-door.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { doorLists, doorScans, orderItems, orders, ticketCheckIns } from '../../platform/db/schema/index.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import { ISSUED_ORDER_STATUSES, fullName, holderName, isActive, loadRecords, writeTicketEvent, type TicketRecord } from './ticket-records.ts';
import { eventDates, syncCheckedInAt, ticketAdmission } from './admission.service.ts';
import { checkInTimeText } from '../../../contracts/check-in-texts.ts';
import { entryDetails, entryRefusal, inactiveMessage, lockTicket } from './guests.service.ts';

/**
 * The offline door (issue 35, docs/decisions/tickets.md "Offline door"): a door phone downloads the event's tickets
 * keyed by an HMAC of their QR secret under a key of the list's own, admits by the rules of domain/admission.ts
 * while offline, and uploads its scans here. Each scan is settled under its ticket's row lock by
 * domain/offline-door.ts (the first scan wins) and stored once by its id, so a retried upload changes nothing.
 */

/** The most conflicts a reply carries (the latest). */
const CONFLICTS_SHOWN = 100;

const refOf = (key: string, qrToken: string) => createHmac('sha256', Buffer.from(key, 'base64url')).update(qrToken).digest('hex');

/** The event's tickets that have a QR code (others can never be scanned), of issued orders as loadRecords reads. */
const scannable = (eventId: string) =>
  and(eq(orders.eventId, eventId), inArray(orders.status, [...ISSUED_ORDER_STATUSES]), isNotNull(orderItems.qrToken));

/** A ticket's code (its id's first 8 hex digits) in SQL, lower-case as the id: a page's cursor. */
const codeSql = sql<string>`left(${orderItems.id}::text, ${TICKET_CODE_LENGTH})`;

/** The ids of the event's scannable tickets matching `where`, by id (so by code), at most `limit`. */
async function ticketIds(db: Db, eventId: string, where: SQL | undefined, limit?: number): Promise<string[]> {
  const query = db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(scannable(eventId), where))
    .orderBy(asc(orderItems.id));
  return (await (limit ? query.limit(limit) : query)).map((r) => r.id);
}

/** These tickets, by id, with their recorded uses. */
async function ticketsWithUses(db: Db, ids: readonly string[]) {
  if (!ids.length) return [];
  const records = (await loadRecords(db, inArray(orderItems.id, [...ids]))).sort((a, b) => a.item.id.localeCompare(b.item.id));
  const uses = await db
    .select()
    .from(ticketCheckIns)
    .where(inArray(ticketCheckIns.orderItemId, [...ids]))
    .orderBy(asc(ticketCheckIns.entry));
  return records.map((r) => ({
    record: r,
    admission: ticketAdmission(
      r,
      uses.filter((u) => u.orderItemId === r.item.id),
    ),
  }));
}

/** The latest conflicts of the event, or of one of its devices. */
async function conflictsOf(db: Db, eventId: string, deviceId?: string): Promise<DoorConflict[]> {
  const rows = await db
    .select({ scan: doorScans })
    .from(doorScans)
    .where(and(eq(doorScans.eventId, eventId), eq(doorScans.outcome, 'conflict'), deviceId ? eq(doorScans.deviceId, deviceId) : undefined))
    .orderBy(desc(doorScans.scannedAt))
    .limit(CONFLICTS_SHOWN);
  if (!rows.length) return [];
  const records = new Map(
    (await loadRecords(db, inArray(orderItems.id, [...new Set(rows.map((r) => r.scan.orderItemId))]))).map((r) => [r.item.id, r]),
  );
  return rows.map(({ scan }) => {
    const r = records.get(scan.orderItemId);
    return {
      scanId: scan.id,
      deviceId: scan.deviceId,
      code: shortTicketCode(scan.orderItemId),
      name: r ? fullName(holderName(r)) : '',
      ticket: r?.item.name ?? '',
      scannedAt: scan.scannedAt.toISOString(),
      message: scan.message ?? '',
    };
  });
}

/**
 * A sale committing while a download pages (its transaction began before the list was made) can get an issue time
 * a little before the list's: the last page looks back this far for tickets issued since.
 */
const ISSUED_SINCE_SLACK_MS = 60_000;

/** The caller's list of this event; with `usableAt`, only while it admits (a download's next page). */
async function callersList(db: Db, access: EventAccess, listId: string, usableAt?: Date) {
  const [list] = await db
    .select()
    .from(doorLists)
    .where(
      and(
        eq(doorLists.id, listId),
        eq(doorLists.eventId, access.event.id),
        eq(doorLists.userId, access.user.id),
        usableAt ? gt(doorLists.expiresAt, usableAt) : undefined,
      ),
    );
  if (!list) throw notFound(DOOR_OFFLINE_MESSAGES.listNotFound);
  return list;
}

/**
 * A page of a door list for the caller's device. The first page makes the list (its key is stored so the upload can
 * map the phone's refs back); the next pages name it, so all are keyed alike. Pages go by ticket code (the cursor, a
 * text the list already shows, never an id); a page ends after every ticket of its last code (two tickets may share
 * one). A ticket issued while the download pages may fall before the cursor: the last page adds the tickets before
 * its cursor issued since the list was made (docs/decisions/tickets.md, "Offline door").
 */
export async function downloadDoorList(db: Db, access: EventAccess, query: DoorListQuery, now: Date): Promise<DoorListReply> {
  if (query.after !== undefined && (!query.listId || !SHORT_CODE_PATTERN.test(query.after))) {
    throw new AppError('bad_request', DOOR_OFFLINE_MESSAGES.badCursor);
  }
  const eventId = access.event.id;
  const list = query.listId
    ? await callersList(db, access, query.listId, now)
    : (
        await db
          .insert(doorLists)
          .values({
            eventId,
            userId: access.user.id,
            key: randomBytes(32).toString('base64url'),
            issuedAt: now,
            expiresAt: new Date(now.getTime() + DOOR_LIST_HOURS * 3_600_000),
          })
          .returning()
      )[0]!;
  const after = query.after?.toLowerCase();
  const page = await ticketIds(db, eventId, after ? gt(codeSql, after) : undefined, query.limit);
  const lastCode = page.length === query.limit ? page.at(-1)!.slice(0, TICKET_CODE_LENGTH) : null;
  const more = lastCode
    ? await ticketIds(db, eventId, and(eq(codeSql, lastCode), gt(orderItems.id, page.at(-1)!)))
    : after
      ? await ticketIds(db, eventId, and(lte(codeSql, after), gte(orderItems.issuedAt, new Date(list.issuedAt.getTime() - ISSUED_SINCE_SLACK_MS))))
      : [];
  const ids = [...new Set([...page, ...more])];
  const [tickets, dates, conflicts, [count]] = await Promise.all([
    ticketsWithUses(db, ids),
    eventDates(db, eventId),
    conflictsOf(db, eventId),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(scannable(eventId)),
  ]);
  return {
    listId: list.id,
    key: list.key,
    issuedAt: list.issuedAt.toISOString(),
    expiresAt: list.expiresAt.toISOString(),
    doorState: doorState(access.event),
    dates,
    tickets: tickets.map(({ record: r, admission }) => ({
      ref: refOf(list.key, r.item.qrToken!),
      code: shortTicketCode(r.item.id),
      name: fullName(holderName(r)) || r.item.email || r.order.buyerEmail || '',
      ticket: r.item.name,
      seat: r.item.seat,
      status: r.item.status,
      addOn: isAddOn(r.ticketType.category),
      rule: { ...admission.rule, passOccurrenceIds: [...admission.rule.passOccurrenceIds] },
      occurrenceId: admission.ticketOccurrenceId,
      uses: admission.uses.map((u) => ({ ...u })),
    })),
    conflicts,
    total: Number(count?.n ?? 0),
    next: lastCode?.toUpperCase() ?? null,
  };
}

type Scan = DoorSyncBody['scans'][number] & { deviceId: string };
type Result = DoorSyncReply['results'][number];

/** The ticket's uses with the offline scans they came from, for settleScan. */
async function recordedUses(tx: Tx, r: TicketRecord): Promise<RecordedUse[]> {
  const rows = await tx
    .select({ use: ticketCheckIns, scan: doorScans })
    .from(ticketCheckIns)
    .leftJoin(doorScans, eq(doorScans.id, ticketCheckIns.scanId))
    .where(eq(ticketCheckIns.orderItemId, r.item.id));
  const admission = ticketAdmission(
    r,
    rows.map((x) => x.use),
  );
  return admission.uses.map((u) => {
    const scan = rows.find((x) => x.use.entry === u.entry)?.scan;
    return { ...u, scan: scan ? { id: scan.id, deviceId: scan.deviceId, scannedAt: scan.scannedAt.toISOString() } : null };
  });
}

/** Settles one scan in its own transaction under the ticket's lock; a scan id seen before answers as it did. */
async function settle(db: Db, access: EventAccess, list: typeof doorLists.$inferSelect, r: TicketRecord, scan: Scan): Promise<Result> {
  return db.transaction(async (tx) => {
    const locked = await lockTicket(tx, r);
    const [seen] = await tx.select().from(doorScans).where(eq(doorScans.id, scan.id));
    if (seen) return { id: scan.id, outcome: seen.eventId === access.event.id ? seen.outcome : 'conflict', message: seen.message };
    const scannedAt = new Date(scan.scannedAt);
    const row = {
      id: scan.id,
      eventId: access.event.id,
      listId: list.id,
      deviceId: scan.deviceId,
      orderItemId: r.item.id,
      occurrenceId: scan.occurrenceId,
      scannedAt,
      byUserId: access.user.id,
    };
    const refuse = async (message: string): Promise<Result> => {
      await tx.insert(doorScans).values({ ...row, outcome: 'conflict', message });
      return { id: scan.id, outcome: 'conflict', message };
    };
    if (scannedAt >= list.expiresAt) return refuse(DOOR_OFFLINE_MESSAGES.listExpired);
    if (!doorMayCheckIn(doorState(access.event))) return refuse(DOOR_MESSAGES.checkInRefused);
    if (!locked || !isActive(locked.item)) return refuse(inactiveMessage(locked ?? r));
    if (isAddOn(r.ticketType.category)) return refuse(CHECK_IN_MESSAGES.addOn);
    const dates = await eventDates(tx, access.event.id);
    const uses = await recordedUses(tx, locked);
    const base = ticketAdmission(locked, []);
    const state = { ticket: { ...base, uses }, dates };
    const settled = settleScan(state.ticket, scan, dates);
    if (settled.kind === 'conflict') return refuse(entryRefusal(locked, state, settled.decision).message);
    await tx.insert(doorScans).values({ ...row, outcome: 'admitted', message: null });
    const use = { checkedInAt: scannedAt, checkedInById: access.user.id, scanId: scan.id };
    if (settled.kind === 'displace') {
      // The entry was another phone's later scan: it is now this scan's, and that one the conflict.
      await tx
        .update(ticketCheckIns)
        .set(use)
        .where(and(eq(ticketCheckIns.orderItemId, r.item.id), eq(ticketCheckIns.entry, settled.entry)));
      const message = DOOR_OFFLINE_MESSAGES.beaten(checkInTimeText(scannedAt, r.occurrence.timezone));
      await tx.update(doorScans).set({ outcome: 'conflict', message }).where(eq(doorScans.id, settled.loser.id));
    } else {
      await tx.insert(ticketCheckIns).values({ orderItemId: r.item.id, occurrenceId: scan.occurrenceId, entry: settled.entry, ...use });
      await writeTicketEvent(tx, 'ticket.checked_in', locked, {
        ...entryDetails(state, scan.occurrenceId, settled.entry, settled.left),
        checkedInAt: scannedAt.toISOString(),
        byUserId: access.user.id,
      });
    }
    await syncCheckedInAt(tx, r.item.id);
    return { id: scan.id, outcome: 'admitted', message: null };
  });
}

/**
 * Uploads a device's offline scans: the list must be the caller's for this event; scans are settled first scanned
 * first; a ref no ticket of the event has is a conflict that is not stored (there is no ticket to store it on).
 */
export async function syncDoorScans(db: Db, access: EventAccess, body: DoorSyncBody): Promise<DoorSyncReply> {
  const list = await callersList(db, access, body.listId);
  // Every scannable ticket's ref (two columns a ticket, so a 50,000-ticket event stays cheap), then only the scanned.
  const refs = await db
    .select({ id: orderItems.id, qrToken: orderItems.qrToken })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(scannable(access.event.id));
  const scanned = new Set(body.scans.map((s) => s.ref));
  const ids = new Map(refs.map((r) => [refOf(list.key, r.qrToken!), r.id]).filter(([ref]) => scanned.has(ref!)) as [string, string][]);
  const records = new Map((ids.size ? await loadRecords(db, inArray(orderItems.id, [...ids.values()])) : []).map((r) => [r.item.id, r]));
  const tickets = new Map([...ids].map(([ref, id]) => [ref, records.get(id)]));
  const results = new Map<string, Result>();
  for (const scan of mergeScans(body.scans.map((s) => ({ ...s, deviceId: body.deviceId })))) {
    const r = tickets.get(scan.ref);
    results.set(scan.id, r ? await settle(db, access, list, r, scan) : { id: scan.id, outcome: 'conflict', message: CHECK_IN_MESSAGES.notFound });
  }
  return { results: body.scans.map((s) => results.get(s.id)!), conflicts: await conflictsOf(db, access.event.id, body.deviceId) };
}
