import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { blockSeatsBody, EventSeatingReply } from '../../../contracts/event-seating.ts';
import { SEATING_REASONS, SEATING_SERVER_MESSAGES as M } from '../../../contracts/seating-server.messages.ts';
import { chartCapacity, chartIssueMessage, layoutChart, snapshotChanges, validateChart } from '../../../domain/seating/index.ts';
import type { ChartDocument } from '../../../contracts/seating.ts';
import type { Db, Queryable, Tx } from '../../platform/db/client.ts';
import { eventOccurrences, eventSeatings, seatAreaClaims, seatStates, ticketTypes } from '../../platform/db/schema/index.ts';
import type { EventRow } from '../../platform/access/event-access.ts';
import { AppError, invalid, notFound, refusal } from '../../platform/http/errors.ts';
import { liveHoldOf } from '../checkout/index.ts';
import { invalidateEventPage } from '../events/index.ts';
import { ownChart } from './charts.service.ts';
import { snapshotLayout } from './snapshot-layout.ts';

export type SeatingRow = typeof eventSeatings.$inferSelect;

export async function seatingOf(db: Queryable, eventId: string): Promise<SeatingRow | null> {
  const [row] = await db.select().from(eventSeatings).where(eq(eventSeatings.eventId, eventId)).limit(1);
  return row ?? null;
}

const noSeating = () => notFound(M.noSeating);
const seatsInUse = () => refusal('conflict', SEATING_REASONS.seatsInUse, M.seatsInUse);

/** Seats and standing areas of the event held by a live hold or sold, on any date. */
async function inUseOf(tx: Queryable, eventId: string): Promise<{ seats: Set<string>; areas: Set<string> }> {
  const [seats, areas] = await Promise.all([
    tx.execute<{ key: string }>(sql`
      select distinct s.seat_key as key from seat_states s left join orders o on o.id = s.order_id
      where s.event_id = ${eventId} and (s.state = 'sold' or (s.state = 'held' and ${liveHoldOf(sql`o`)}))`),
    tx.execute<{ key: string }>(sql`
      select distinct c.area_key as key from seat_area_claims c left join orders o on o.id = c.order_id
      where c.event_id = ${eventId} and (c.state = 'sold' or ${liveHoldOf(sql`o`)})`),
  ]);
  return { seats: new Set(seats.rows.map((r) => r.key)), areas: new Set(areas.rows.map((r) => r.key)) };
}

/** Whether a new snapshot keeps every seat and standing area in use, in its category (the domain's rule: a seat is its labels). */
function keepsInUse(before: ChartDocument, after: ChartDocument, inUse: { seats: Set<string>; areas: Set<string> }): boolean {
  return snapshotChanges(before, after, new Set([...inUse.seats, ...inUse.areas])).length === 0;
}

/** GET: the snapshot, each category with its seats and the ticket types selling it, the blocked seats. */
export async function readSeating(db: Queryable, event: Pick<EventRow, 'id'>): Promise<EventSeatingReply> {
  const seating = await seatingOf(db, event.id);
  if (!seating) throw noSeating();
  const [types, blocked] = await Promise.all([
    db
      .select({ id: ticketTypes.id, name: ticketTypes.name, keys: ticketTypes.seatsCategoryKeys })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id))
      .orderBy(asc(ticketTypes.position)),
    db
      .select({ occurrenceId: seatStates.occurrenceId, seatKey: seatStates.seatKey, reason: seatStates.blockReason })
      .from(seatStates)
      .where(and(eq(seatStates.eventId, event.id), eq(seatStates.state, 'blocked')))
      .orderBy(asc(seatStates.occurrenceId), asc(seatStates.seatKey)),
  ]);
  const capacity = new Map(chartCapacity(seating.document).map((c) => [c.categoryKey, c]));
  const categories = seating.document.categories.map((c) => ({
    ...c,
    seats: capacity.get(c.key)?.seats ?? 0,
    standing: capacity.get(c.key)?.standing ?? 0,
    ticketTypes: types.filter((t) => t.keys.includes(c.key)).map(({ id, name }) => ({ id, name })),
  }));
  return {
    seatsEventKey: seating.id,
    chartId: seating.chartId,
    takenAt: seating.takenAt.toISOString(),
    document: seating.document,
    categories,
    unmappedCategories: categories.filter((c) => !c.ticketTypes.length).map((c) => c.key),
    blocked: blocked.map((b) => ({ occurrenceId: b.occurrenceId, seatKey: b.seatKey, reason: b.reason! })),
  };
}

/**
 * PUT: the event takes a snapshot of one of its owner's charts. The chart must be usable (validateChart: 422 with
 * every issue). Replacing the snapshot keeps the seating's id (the buyers' seatsEventKey) and is refused while a
 * held or sold seat would be removed or change category (409); the row lock makes holds wait for it.
 */
export async function attachChart(db: Db, event: Pick<EventRow, 'id' | 'ownerId'>, chartId: string): Promise<EventSeatingReply> {
  const { row: chart } = await ownChart(db, event.ownerId, chartId);
  const issues = validateChart(chart.document);
  if (issues.length) {
    const messages = issues.map(chartIssueMessage);
    throw new AppError('validation_failed', M.chartNotUsable, { chartId: messages[0]! }, messages, SEATING_REASONS.chartNotUsable);
  }
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(eventSeatings).where(eq(eventSeatings.eventId, event.id)).for('update');
    if (!current) {
      await tx.insert(eventSeatings).values({ eventId: event.id, chartId: chart.id, document: chart.document });
      return;
    }
    if (!keepsInUse(current.document, chart.document, await inUseOf(tx, event.id))) throw seatsInUse();
    await tx.update(eventSeatings).set({ chartId: chart.id, document: chart.document, takenAt: new Date() }).where(eq(eventSeatings.id, current.id));
    // Blocks of seats the new drawing no longer has would block nothing.
    await dropBlocksOutside(tx, event.id, new Set(layoutChart(chart.document).map((s) => s.key)));
  });
  // The event page names the seating (seatsEventKey) and the seat map reads the page's ticket types.
  invalidateEventPage(event.id);
  return readSeating(db, event);
}

async function dropBlocksOutside(tx: Tx, eventId: string, keys: ReadonlySet<string>) {
  const blocked = await tx
    .select({ key: seatStates.seatKey })
    .from(seatStates)
    .where(and(eq(seatStates.eventId, eventId), eq(seatStates.state, 'blocked')));
  const gone = [...new Set(blocked.map((b) => b.key).filter((k) => !keys.has(k)))];
  if (gone.length)
    await tx.delete(seatStates).where(and(eq(seatStates.eventId, eventId), eq(seatStates.state, 'blocked'), inArray(seatStates.seatKey, gone)));
}

/** DELETE: refused while a seat is held or sold (409); blocks go with the seating. */
export async function detachSeating(db: Db, event: Pick<EventRow, 'id'>): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(eventSeatings).where(eq(eventSeatings.eventId, event.id)).for('update');
    if (!current) throw noSeating();
    const inUse = await inUseOf(tx, event.id);
    if (inUse.seats.size || inUse.areas.size) throw seatsInUse();
    // Rows left are blocks and holds that ended: none belongs to anyone any more.
    await tx.delete(seatStates).where(and(eq(seatStates.eventId, event.id), sql`${seatStates.state} <> 'sold'`));
    await tx.delete(seatAreaClaims).where(and(eq(seatAreaClaims.eventId, event.id), eq(seatAreaClaims.state, 'held')));
    await tx.delete(eventSeatings).where(eq(eventSeatings.id, current.id));
  });
  invalidateEventPage(event.id);
  return { ok: true };
}

/**
 * POST blocks: keeps seats of one date from sale with a reason (a free seat, an ended hold or an earlier block
 * takes it), or releases blocked seats (reason null). Seats held or sold by a buyer are left as they are.
 */
export async function blockSeats(db: Db, event: Pick<EventRow, 'id'>, body: z.infer<typeof blockSeatsBody>): Promise<EventSeatingReply> {
  const seating = await seatingOf(db, event.id);
  if (!seating) throw noSeating();
  const [occurrence] = await db
    .select({ id: eventOccurrences.id })
    .from(eventOccurrences)
    .where(and(eq(eventOccurrences.id, body.occurrenceId), eq(eventOccurrences.eventId, event.id)))
    .limit(1);
  if (!occurrence) throw invalid({ occurrenceId: M.occurrenceNotFound });
  const { places } = snapshotLayout(seating);
  const unknown = body.seatKeys.findIndex((k) => !places.has(k));
  if (unknown >= 0) throw invalid({ [`seatKeys.${unknown}`]: M.unknownSeat });
  const seatKeys = [...new Set(body.seatKeys)].sort();
  // One statement either way, in a transaction all the same: an admin act's audit row commits with it.
  await db.transaction(async (tx) => {
    if (body.reason === null) {
      await tx
        .delete(seatStates)
        .where(and(eq(seatStates.occurrenceId, occurrence.id), eq(seatStates.state, 'blocked'), inArray(seatStates.seatKey, seatKeys)));
      return;
    }
    await tx.execute(sql`
      insert into seat_states as seat_states (occurrence_id, seat_key, event_id, state, block_reason, updated_at)
      select ${occurrence.id}, k, ${event.id}, 'blocked', ${body.reason}, now()
      from jsonb_array_elements_text(${JSON.stringify(seatKeys)}::jsonb) as k
      on conflict (occurrence_id, seat_key) do update
        set state = 'blocked', block_reason = excluded.block_reason, order_id = null, ticket_type_id = null, label = null, updated_at = now()
        where seat_states.state = 'blocked' or (seat_states.state = 'held' and not exists (
          select 1 from orders o where o.id = seat_states.order_id and ${liveHoldOf(sql`o`)}))`);
  });
  return readSeating(db, event);
}
