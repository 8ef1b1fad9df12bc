import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { eventOccurrences, events } from './events.ts';

/**
 * The waiting room of an on-sale (issue 35, docs/decisions/checkout.md "Waiting room"): one per event, or one per
 * date of it. Admissions are arithmetic (domain/waiting-room.ts): `admitted_base` places were admitted at
 * `rate_since`, and `rate_per_minute` more each minute since, up to `last_position`; nothing is written per admission.
 */
export const waitingRooms = pgTable(
  'waiting_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** One date of the event; null: every date. */
    occurrenceId: uuid('occurrence_id').references(() => eventOccurrences.id, { onDelete: 'cascade' }),
    /** On: the ticket step of the event (or date) takes an admission pass. */
    enabled: boolean('enabled').notNull(),
    /** The on-sale time: who joined before it gets a random place at it. */
    opensAt: at('opens_at').notNull(),
    ratePerMinute: integer('rate_per_minute').notNull(),
    admittedBase: integer('admitted_base').notNull().default(0),
    rateSince: at('rate_since').notNull(),
    /** Places handed out: the early arrivals' draw, then one more per later arrival. */
    lastPosition: integer('last_position').notNull().default(0),
    /** When the early arrivals got their random places (null: not yet). */
    drawnAt: at('drawn_at'),
    /** Turned on by the platform when the event page's arrivals passed the threshold (WAITING_ROOM.autoArrivals). */
    autoStartedAt: at('auto_started_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waiting_rooms_event_idx')
      .on(t.eventId)
      .where(sql`${t.occurrenceId} is null`),
    uniqueIndex('waiting_rooms_occurrence_idx')
      .on(t.eventId, t.occurrenceId)
      .where(sql`${t.occurrenceId} is not null`),
    check('waiting_rooms_rate_check', sql`${t.ratePerMinute} > 0`),
  ],
);

/**
 * One place per visitor session (`u:<profile>` signed in, else `c:<browser id>`): a second tab finds the same row.
 * Early arrivals carry a random key until the draw gives them a position; later ones get the next position.
 */
export const waitingRoomVisitors = pgTable(
  'waiting_room_visitors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => waitingRooms.id, { onDelete: 'cascade' }),
    visitorKey: text('visitor_key').notNull(),
    randomKey: bigint('random_key', { mode: 'number' }),
    position: integer('position'),
    joinedAt: createdAt(),
    /** The admission pass was used: the order it started holds its tickets. Single use. */
    passUsedAt: at('pass_used_at'),
  },
  (t) => [
    uniqueIndex('waiting_room_visitors_key_idx').on(t.roomId, t.visitorKey),
    index('waiting_room_visitors_draw_idx')
      .on(t.roomId, t.randomKey)
      .where(sql`${t.position} is null`),
  ],
);

/** Event page arrivals per aligned window, summed over every process (the room's automatic start reads them). */
export const eventPageArrivals = pgTable(
  'event_page_arrivals',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    windowStart: at('window_start').notNull(),
    arrivals: integer('arrivals').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.windowStart] })],
);
