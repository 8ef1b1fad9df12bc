import { and, asc, count, eq, isNull, min, sql } from 'drizzle-orm';
import { WAITING_ROOM_MESSAGES as M } from '../../../contracts/waiting-room.messages.ts';
import type { AdminRoomView, EventRoomsReply, RoomView } from '../../../contracts/waiting-room.ts';
import type { z } from 'zod';
import type { saveRoomBody } from '../../../contracts/waiting-room.ts';
import { admittedAt, rebased } from '../../../domain/waiting-room.ts';
import { WAITING_ROOM } from '../../../domain/waiting-room.ts';
import { loadingCache } from '../../platform/cache.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { eventOccurrences, events, ticketTypes, waitingRoomVisitors, waitingRooms } from '../../platform/db/schema/index.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import type { Room } from './queue.service.ts';

/**
 * The rooms' settings (docs/decisions/checkout.md "Waiting room"): the organizer's beside the on-sale time, the
 * admins' rate, and the cached list of an event's rooms that are on, which the ticket step reads on every order.
 */

/** An event's rooms, for the ticket step: a second old at most after a change in another process. */
const ROOMS_CACHE_MS = 1_000;
const cachedRooms = loadingCache<Room[]>(ROOMS_CACHE_MS, 10_000);

export const roomsOf = (db: Queryable, eventId: string): Promise<Room[]> =>
  cachedRooms.get(eventId, () => db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId)));

/** The room that governs a date: its own when it has one, else the event's. */
export function governing<R extends Pick<Room, 'occurrenceId'>>(rooms: readonly R[], occurrenceId: string | null): R | null {
  return rooms.find((r) => r.occurrenceId !== null && r.occurrenceId === occurrenceId) ?? rooms.find((r) => r.occurrenceId === null) ?? null;
}

async function joinedCounts(db: Queryable, roomIds: string[]): Promise<Map<string, number>> {
  if (!roomIds.length) return new Map();
  const rows = await db
    .select({ roomId: waitingRoomVisitors.roomId, n: count() })
    .from(waitingRoomVisitors)
    .where(sql`${waitingRoomVisitors.roomId} in ${roomIds}`)
    .groupBy(waitingRoomVisitors.roomId);
  return new Map(rows.map((r) => [r.roomId, r.n]));
}

function viewOf(room: Room, joined: number, now: Date): RoomView {
  return {
    id: room.id,
    eventId: room.eventId,
    occurrenceId: room.occurrenceId,
    enabled: room.enabled,
    opensAt: room.opensAt.toISOString(),
    ratePerMinute: room.ratePerMinute,
    autoStarted: room.autoStartedAt !== null,
    joined,
    admitted: room.drawnAt ? admittedAt(room, now) : 0,
  };
}

async function viewsOf(db: Queryable, rooms: Room[], now: Date): Promise<RoomView[]> {
  const joined = await joinedCounts(
    db,
    rooms.map((r) => r.id),
  );
  return rooms.map((r) => viewOf(r, joined.get(r.id) ?? 0, now));
}

export async function eventRooms(db: Db, eventId: string, now: Date): Promise<EventRoomsReply> {
  const [rooms, [sales]] = await Promise.all([
    db.select().from(waitingRooms).where(eq(waitingRooms.eventId, eventId)).orderBy(asc(waitingRooms.createdAt)),
    db
      .select({ first: min(ticketTypes.startsSalesAt) })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, eventId)),
  ]);
  return {
    rooms: await viewsOf(db, rooms, now),
    defaultRatePerMinute: WAITING_ROOM.defaultRatePerMinute,
    suggestedOpensAt: sales?.first?.toISOString() ?? null,
  };
}

/**
 * Turns an event's (or a date's) room on or off, with its on-sale time and rate. A change of rate keeps who was let
 * in and counts the new rate from now; a new on-sale time before the draw moves the draw.
 */
export async function saveRoom(db: Db, eventId: string, input: z.infer<typeof saveRoomBody>, now: Date): Promise<{ room: RoomView }> {
  if (input.occurrenceId) {
    const [date] = await db
      .select({ id: eventOccurrences.id })
      .from(eventOccurrences)
      .where(and(eq(eventOccurrences.id, input.occurrenceId), eq(eventOccurrences.eventId, eventId)));
    if (!date) throw invalid({ occurrenceId: M.dateNotFound });
  }
  const opensAt = new Date(input.opensAt);
  const room = await db.transaction(async (tx) => {
    const scope = input.occurrenceId ? eq(waitingRooms.occurrenceId, input.occurrenceId) : isNull(waitingRooms.occurrenceId);
    const [current] = await tx
      .select()
      .from(waitingRooms)
      .where(and(eq(waitingRooms.eventId, eventId), scope))
      .for('update');
    if (!current) {
      const [made] = await tx
        .insert(waitingRooms)
        .values({
          eventId,
          occurrenceId: input.occurrenceId,
          enabled: input.enabled,
          opensAt,
          ratePerMinute: input.ratePerMinute,
          rateSince: opensAt,
        })
        .onConflictDoNothing()
        .returning();
      // Two first saves at once: the other made it, and this one is refused rather than silently lost.
      if (!made) throw new AppError('conflict', M.savedMeanwhile);
      return made;
    }
    // Before the draw the on-sale time may move, and admission counts from it; after, the draw has happened.
    const clock = current.drawnAt
      ? rebased(current, now, input.ratePerMinute)
      : { admittedBase: 0, rateSince: opensAt, ratePerMinute: input.ratePerMinute };
    const [saved] = await tx
      .update(waitingRooms)
      .set({ enabled: input.enabled, opensAt: current.drawnAt ? current.opensAt : opensAt, ...clock, updatedAt: now })
      .where(eq(waitingRooms.id, current.id))
      .returning();
    return saved!;
  });
  cachedRooms.delete(eventId);
  return { room: (await viewsOf(db, [room], now))[0]! };
}

export async function adminRooms(db: Db, now: Date): Promise<{ rooms: AdminRoomView[] }> {
  const rows = await db
    .select({ room: waitingRooms, eventName: events.name })
    .from(waitingRooms)
    .innerJoin(events, eq(events.id, waitingRooms.eventId))
    .where(eq(waitingRooms.enabled, true))
    .orderBy(asc(waitingRooms.opensAt))
    .limit(200);
  const views = await viewsOf(
    db,
    rows.map((r) => r.room),
    now,
  );
  return { rooms: views.map((v, i) => ({ ...v, eventName: rows[i]!.eventName })) };
}

/** The admins' control: a new rate (counted from now) and, when given, on or off. In a transaction: audited. */
export async function adminSetRate(db: Db, roomId: string, input: { ratePerMinute: number; enabled?: boolean }, now: Date) {
  const room = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(waitingRooms).where(eq(waitingRooms.id, roomId)).for('update');
    if (!current) throw notFound(M.roomNotFound);
    const [saved] = await tx
      .update(waitingRooms)
      .set({ ...rebased(current, now, input.ratePerMinute), enabled: input.enabled ?? current.enabled, updatedAt: now })
      .where(eq(waitingRooms.id, roomId))
      .returning();
    return saved!;
  });
  cachedRooms.delete(room.eventId);
  return { room: (await viewsOf(db, [room], now))[0]! };
}

/** Turns the event's room on by itself (arrivals passed the threshold): never one the organizer turned off. */
export async function autoStart(db: Db, eventId: string, now: Date): Promise<void> {
  await db
    .insert(waitingRooms)
    .values({
      eventId,
      occurrenceId: null,
      enabled: true,
      opensAt: now,
      ratePerMinute: WAITING_ROOM.defaultRatePerMinute,
      rateSince: now,
      autoStartedAt: now,
    })
    .onConflictDoNothing();
  cachedRooms.delete(eventId);
}
