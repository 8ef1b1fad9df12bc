import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { profiles } from './accounts.ts';
import { events } from './events.ts';
import { orders } from './checkout.ts';

/**
 * The refund of every order of a cancelled event (issue 34): one per event (the unique index makes a double click
 * one), worked in batches by the tickets.mass-refund job. Its orders are rows of mass_refund_orders, so the job
 * resumes where a killed worker stopped.
 */
export const massRefunds = pgTable(
  'mass_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    requestedById: uuid('requested_by_id').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When no order was left pending (failed ones may be retried, which clears it). */
    finishedAt: at('finished_at'),
  },
  (t) => [uniqueIndex('mass_refunds_event_idx').on(t.eventId)],
);

/**
 * One order of a mass refund. `kind`: provider (refunded through its payment), cash (handed back in person: listed
 * for the organizer), free (tickets cancelled). `state`: pending, refunded (or cancelled, for free and cash), failed
 * (after the retries; the organizer may retry). `attempts` counts provider calls: each uses the same idempotency key,
 * so a call whose outcome was lost is repeated, never issued anew.
 */
export const massRefundOrders = pgTable(
  'mass_refund_orders',
  {
    massRefundId: uuid('mass_refund_id')
      .notNull()
      .references(() => massRefunds.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['provider', 'cash', 'free'] }).notNull(),
    state: text('state', { enum: ['pending', 'refunded', 'failed'] })
      .notNull()
      .default('pending'),
    /** What goes back: the order's total less what was refunded before, in its currency. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    refundId: text('refund_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.massRefundId, t.orderId] }), index('mass_refund_orders_state_idx').on(t.massRefundId, t.state)],
);
