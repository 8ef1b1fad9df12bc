import { randomInt } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { caughtUp, type RoomClock } from '../../../domain/waiting-room.ts';
import type { Db, Queryable, Tx } from '../../platform/db/client.ts';
import { waitingRoomVisitors as visitors, waitingRooms } from '../../platform/db/schema/index.ts';

/**
 * Joining a waiting room (docs/decisions/checkout.md "Waiting room"). Joins are batched per room and process: while
 * one batch's transaction runs, the next arrivals wait and then go in together as one multi-row insert, so a crowd
 * costs a few statements per batch instead of a transaction each. Every batch locks the room's row, which orders
 * the batches of every process and the draw: a place is handed out exactly once.
 */

export type Room = typeof waitingRooms.$inferSelect;
export type Visitor = Pick<typeof visitors.$inferSelect, 'id' | 'visitorKey' | 'position' | 'passUsedAt'>;

const VISITOR_COLUMNS = { id: visitors.id, visitorKey: visitors.visitorKey, position: visitors.position, passUsedAt: visitors.passUsedAt };

/** Early arrivals' random keys are below this (randomInt's largest range, 48 bits); the draw orders by them. */
const RANDOM_KEY_LIMIT = 2 ** 48 - 1;

export const roomClock = (room: Room): RoomClock & { opensAt: Date } => room;

export async function visitorIn(db: Queryable, roomId: string, key: string): Promise<Visitor | null> {
  const [row] = await db
    .select(VISITOR_COLUMNS)
    .from(visitors)
    .where(and(eq(visitors.roomId, roomId), eq(visitors.visitorKey, key)));
  return row ?? null;
}

/**
 * Gives the early arrivals their places once the room has opened: one statement numbers them in the order of their
 * random keys after the places already handed out. Returns the room as it is after the draw.
 */
async function draw(tx: Tx, room: Room, now: Date): Promise<Room> {
  if (room.drawnAt || now < room.opensAt) return room;
  const drawn = await tx.execute(sql`
    update ${visitors} v set position = r.position
    from (
      select id, ${room.lastPosition} + row_number() over (order by random_key, id) as position
      from ${visitors} where room_id = ${room.id} and position is null
    ) r
    where v.id = r.id`);
  return { ...room, lastPosition: room.lastPosition + (drawn.rowCount ?? 0), drawnAt: now };
}

/** One batch: the draw if it is due, then the newcomers, early ones with a random key, later ones at the end. */
async function joinBatch(db: Db, roomId: string, keys: string[], now: Date): Promise<Map<string, Visitor>> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(waitingRooms).where(eq(waitingRooms.id, roomId)).for('update');
    if (!locked) return new Map();
    const room = await draw(tx, locked, now);
    const known = await tx
      .select(VISITOR_COLUMNS)
      .from(visitors)
      .where(and(eq(visitors.roomId, roomId), inArray(visitors.visitorKey, keys)));
    const found = new Map(known.map((v) => [v.visitorKey, v]));
    const fresh = [...new Set(keys)].filter((key) => !found.has(key));
    let next: Room = room;
    if (fresh.length) {
      const early = !room.drawnAt;
      // A room that let everyone in does not bank its quiet time for the newcomers (domain caughtUp).
      const clock = early ? room : { ...room, ...caughtUp(room, now) };
      const rows = await tx
        .insert(visitors)
        .values(
          fresh.map((visitorKey, i) =>
            early ? { roomId, visitorKey, randomKey: randomInt(RANDOM_KEY_LIMIT) } : { roomId, visitorKey, position: room.lastPosition + i + 1 },
          ),
        )
        .returning(VISITOR_COLUMNS);
      for (const row of rows) found.set(row.visitorKey, row);
      next = { ...clock, lastPosition: early ? room.lastPosition : room.lastPosition + fresh.length };
    }
    if (next !== locked) {
      await tx
        .update(waitingRooms)
        .set({ lastPosition: next.lastPosition, drawnAt: next.drawnAt, admittedBase: next.admittedBase, rateSince: next.rateSince })
        .where(eq(waitingRooms.id, roomId));
    }
    return found;
  });
}

export interface Joiner {
  /** The visitor's row in the room, made if new; the draw runs first when the room has opened since. */
  join(roomId: string, key: string): Promise<Visitor | null>;
}

/** One batcher per app: the arrivals that come while a room's batch runs form its next batch. */
export function joiner(db: Db, now: () => Date): Joiner {
  const rooms = new Map<string, { key: string; done: (v: Visitor | null) => void; fail: (e: unknown) => void }[]>();
  async function drain(roomId: string) {
    for (;;) {
      const batch = rooms.get(roomId)!;
      if (!batch.length) {
        rooms.delete(roomId);
        return;
      }
      rooms.set(roomId, []);
      try {
        const rows = await joinBatch(
          db,
          roomId,
          batch.map((b) => b.key),
          now(),
        );
        for (const b of batch) b.done(rows.get(b.key) ?? null);
      } catch (error) {
        for (const b of batch) b.fail(error);
      }
    }
  }
  return {
    join(roomId, key) {
      return new Promise((done, fail) => {
        const waiting = rooms.get(roomId);
        if (waiting) {
          waiting.push({ key, done, fail });
          return;
        }
        rooms.set(roomId, [{ key, done, fail }]);
        void drain(roomId);
      });
    },
  };
}

/**
 * Uses a visitor's admission pass: one conditional update, so two tabs sending the same pass at once start one
 * order. Runs in the order's transaction: a refused order leaves the pass unused.
 */
export async function usePass(tx: Tx, visitorId: string, roomId: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(visitors)
    .set({ passUsedAt: now })
    .where(and(eq(visitors.id, visitorId), eq(visitors.roomId, roomId), isNull(visitors.passUsedAt)))
    .returning({ id: visitors.id });
  return used.length === 1;
}
