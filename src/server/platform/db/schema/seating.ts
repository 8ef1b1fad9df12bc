import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChartDocument } from '../../../../contracts/seating.ts';
import { BLOCK_REASONS } from '../../../../contracts/event-seating.ts';
import { at, createdAt } from './columns.ts';
import { profiles } from './accounts.ts';
import { eventOccurrences, events, ticketTypes } from './events.ts';
import { orderItems, orders } from './checkout.ts';

/** A venue's drawing (issue 32), owned by a profile and reused for every event (events keep a snapshot). */
export const seatCharts = pgTable(
  'seat_charts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    document: jsonb('document').$type<ChartDocument>().notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('seat_charts_owner_idx').on(t.ownerId, t.updatedAt)],
);

/**
 * An event's seating: the snapshot of the chart taken when it was attached (its id is the event view's
 * seatsEventKey). Later edits of the chart never reach it; deleting the chart leaves it.
 */
export const eventSeatings = pgTable(
  'event_seatings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    chartId: uuid('chart_id').references(() => seatCharts.id, { onDelete: 'set null' }),
    document: jsonb('document').$type<ChartDocument>().notNull(),
    takenAt: at('taken_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_seatings_event_idx').on(t.eventId), index('event_seatings_chart_idx').on(t.chartId)],
);

export const SEAT_STATES = ['held', 'sold', 'blocked'] as const;

/**
 * The seats of an event date that are not free: one row per seat (the unique key is what makes a seat sold
 * once). A hold lasts as long as its order's timer (orders.hold_expires_at, the clock of the ticket holds) while
 * the order is pending, and as long as its payment is in flight after that: an expired hold is free and is taken
 * over by the next hold's own statement.
 */
export const seatStates = pgTable(
  'seat_states',
  {
    occurrenceId: uuid('occurrence_id')
      .notNull()
      .references(() => eventOccurrences.id, { onDelete: 'cascade' }),
    seatKey: text('seat_key').notNull(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    state: text('state', { enum: SEAT_STATES }).notNull(),
    // Orders are money records, never deleted: restrict.
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    orderItemId: uuid('order_item_id').references(() => orderItems.id, { onDelete: 'restrict' }),
    /** The ticket type the buyer chose for the seat (held and sold). */
    ticketTypeId: uuid('ticket_type_id').references(() => ticketTypes.id, { onDelete: 'restrict' }),
    /** What the ticket shows ('Orchestra, Row A, Seat 12'), from the snapshot when the seat was held. */
    label: text('label'),
    blockReason: text('block_reason', { enum: BLOCK_REASONS }),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.occurrenceId, t.seatKey] }),
    index('seat_states_order_idx').on(t.orderId),
    index('seat_states_event_idx').on(t.eventId, t.state),
    check(
      'seat_states_shape_check',
      sql`(${t.state} = 'blocked' and ${t.blockReason} is not null and ${t.orderId} is null)
        or (${t.state} = 'held' and ${t.orderId} is not null and ${t.ticketTypeId} is not null and ${t.orderItemId} is null)
        or (${t.state} = 'sold' and ${t.orderId} is not null and ${t.orderItemId} is not null)`,
    ),
  ],
);
