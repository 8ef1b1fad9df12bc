import { index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns.ts';
import { profiles } from './accounts.ts';
import { eventOccurrences } from './events.ts';
import { orderItems } from './checkout.ts';

/**
 * Every door check-in of a ticket, one row per use (issue 34): a pass has one per date, a punch card one per entry.
 * `order_items.checked_in_at` stays "checked in at least once" (the latest use) for the guests list and exports.
 * `entry` is the use's ordinal; the key (ticket, entry) makes two racing scans record one use (the service also locks the
 * ticket's row, so concurrent scans of a punch card queue and each sees the entries left).
 */
export const ticketCheckIns = pgTable(
  'ticket_check_ins',
  {
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    occurrenceId: uuid('occurrence_id')
      .notNull()
      .references(() => eventOccurrences.id, { onDelete: 'cascade' }),
    entry: integer('entry').notNull(),
    checkedInAt: at('checked_in_at').notNull(),
    checkedInById: uuid('checked_in_by_id').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.orderItemId, t.entry] }), index('ticket_check_ins_occurrence_idx').on(t.occurrenceId)],
);
