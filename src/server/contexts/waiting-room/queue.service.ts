import { randomInt } from 'node:crypto';
import { and, eq, getTableColumns, isNull, sql, type Column, type SQL } from 'drizzle-orm';
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

interface Joined {
  visitors: Map<string, Visitor>;
  /** The room as the batch left it (its clock may have moved: the draw, a newcomer after a quiet spell). */
  room: Room | null;
}

/** One batch of joins: side by side with the room's other batches before the opening, one at a time after it. */
async function joinBatch(db: Db, roomId: string, keys: string[], now: Date): Promise<Joined> {
  return (await joinEarly(db, roomId, keys, now)) ?? joinLocked(db, roomId, keys, now);
}

type RawRow = Record<string, unknown>;

/** Reads a row as raw SQL gives it (column names, timestamps as text) through each of `columns`' own mapping. */
function rowReader<T>(columns: Record<string, Column>): (row: RawRow) => T {
  const entries = Object.entries(columns);
  return (row) => Object.fromEntries(entries.map(([key, c]) => [key, row[c.name] == null ? null : c.mapFromDriverValue(row[c.name])])) as T;
}

const roomFromRow = rowReader<Room>(getTableColumns(waitingRooms));
const visitorFromRow = rowReader<Visitor>(VISITOR_COLUMNS);
/** VISITOR_COLUMNS for a raw statement's `returning`, under their column names as visitorFromRow reads them. */
const VISITOR_RETURNING = sql.join(
  Object.values(VISITOR_COLUMNS).map((c) => sql.identifier(c.name)),
  sql`, `,
);

/**
 * Before the opening, batches of one room run side by side, each as one statement: it holds the room's row in share
 * mode, which keeps the draw (an update) out until it ends, and inserts with random keys, skipping known visitors.
 * One round trip instead of four (begin, the room, the insert, commit), which were a sixth of the API's CPU at 2,500
 * joins a second. A row locked by the draw is read again once the draw commits, so a batch that waited for it sees
 * the room opened and inserts nothing. Null when the room has opened: the batch then goes the locked way.
 */
async function joinEarly(db: Db, roomId: string, keys: string[], now: Date): Promise<Joined | null> {
  const unique = [...new Set(keys)];
  const {
    rows: [result],
  } = await db.execute<{ room: RawRow | null; made: RawRow[] | null }>(sql`
    with room as (
      select * from ${waitingRooms} where id = ${roomId} for share
    ), made as (
      insert into ${visitors} (room_id, visitor_key, random_key, position)
      select room.id, v.k, v.r, null::integer
        from room, unnest(${sql.param(unique)}::text[], ${sql.param(unique.map(() => randomInt(RANDOM_KEY_LIMIT)))}::bigint[]) as v(k, r)
        where room.drawn_at is null and room.opens_at > ${now.toISOString()}::timestamptz
      on conflict do nothing
      returning ${VISITOR_RETURNING}
    )
    select (select to_jsonb(room) from room) as room, (select json_agg(made) from made) as made`);
  if (!result?.room) return { visitors: new Map(), room: null };
  const room = roomFromRow(result.room);
  if (room.drawnAt || now >= room.opensAt) return null;
  const found = new Map((result.made ?? []).map(visitorFromRow).map((visitor) => [visitor.visitorKey, visitor]));
  // Known visitors (a second tab, a reload) are read after the statement, which commits first: a key that another
  // batch was inserting at the same moment is then visible too.
  const known = unique.filter((key) => !found.has(key));
  if (known.length) for (const row of await readVisitors(db, roomId, known)) found.set(row.visitorKey, row);
  return { visitors: found, room };
}

const readVisitors = (db: Queryable, roomId: string, keys: string[]) =>
  db
    .select(VISITOR_COLUMNS)
    .from(visitors)
    .where(and(eq(visitors.roomId, roomId), sql`${visitors.visitorKey} = any(${sql.param(keys)}::text[])`));

/**
 * Inserts a batch's visitors from `rows` (a select of room, key, random key, position) and returns those it made.
 * Arrays as parameters, not a VALUES list of four per visitor: building and sending a 100-row insert was a quarter
 * of the CPU of bench/queue's joins.
 */
async function insertVisitors(tx: Tx, rows: SQL): Promise<Visitor[]> {
  const { rows: made } = await tx.execute<RawRow>(sql`
    insert into ${visitors} (room_id, visitor_key, random_key, position) ${rows}
    returning ${VISITOR_RETURNING}`);
  return made.map(visitorFromRow);
}

/** From the opening: the room's row locked, the draw if it is due, then the newcomers at the end, contiguously. */
async function joinLocked(db: Db, roomId: string, keys: string[], now: Date): Promise<Joined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(waitingRooms).where(eq(waitingRooms.id, roomId)).for('update');
    if (!locked) return { visitors: new Map(), room: null };
    const room = await draw(tx, locked, now);
    const unique = [...new Set(keys)];
    const found = new Map((await readVisitors(tx, roomId, unique)).map((row) => [row.visitorKey, row]));
    const fresh = unique.filter((key) => !found.has(key));
    let next: Room = room;
    if (fresh.length) {
      // A room that let everyone in does not bank its quiet time for the newcomers (domain caughtUp).
      const clock = caughtUp(room, now);
      const rows = await insertVisitors(
        tx,
        sql`select ${roomId}::uuid, k, null::bigint, ${room.lastPosition}::integer + n::integer
              from unnest(${sql.param(fresh)}::text[]) with ordinality as v(k, n)`,
      );
      for (const row of rows) found.set(row.visitorKey, row);
      next = { ...room, ...clock, lastPosition: room.lastPosition + fresh.length };
    }
    if (next !== locked) {
      await tx
        .update(waitingRooms)
        .set({ lastPosition: next.lastPosition, drawnAt: next.drawnAt, admittedBase: next.admittedBase, rateSince: next.rateSince })
        .where(eq(waitingRooms.id, roomId));
    }
    return { visitors: found, room: next };
  });
}

export interface Joiner {
  /** The visitor's row in the room, made if new, and the room after; the draw runs first when the room has opened since. */
  join(roomId: string, key: string): Promise<{ visitor: Visitor | null; room: Room | null }>;
}

type Waiter = { key: string; done: (v: { visitor: Visitor | null; room: Room | null }) => void; fail: (e: unknown) => void };

/** Batches of one room in flight at once per process (before the opening they run side by side in the database). */
const BATCHES_IN_FLIGHT = 4;

/** One batcher per app: the arrivals that come while a room's batches run form its next batch. */
export function joiner(db: Db, now: () => Date): Joiner {
  const rooms = new Map<string, { waiting: Waiter[]; running: number }>();
  async function drain(roomId: string, state: { waiting: Waiter[]; running: number }) {
    state.running += 1;
    while (state.waiting.length) {
      const batch = state.waiting;
      state.waiting = [];
      try {
        const joined = await joinBatch(
          db,
          roomId,
          batch.map((b) => b.key),
          now(),
        );
        for (const b of batch) b.done({ visitor: joined.visitors.get(b.key) ?? null, room: joined.room });
      } catch (error) {
        for (const b of batch) b.fail(error);
      }
    }
    state.running -= 1;
    if (!state.running) rooms.delete(roomId);
  }
  return {
    join(roomId, key) {
      return new Promise((done, fail) => {
        const state = rooms.get(roomId) ?? { waiting: [], running: 0 };
        rooms.set(roomId, state);
        state.waiting.push({ key, done, fail });
        if (state.running < BATCHES_IN_FLIGHT) void drain(roomId, state);
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
