import { type AnyPgColumn, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, createdAt } from './columns.ts';
import { profiles } from './accounts.ts';
import { eventOccurrences, events } from './events.ts';
import { orderItems } from './checkout.ts';

/**
 * Every door check-in of a ticket, one row per use (issue 34): a pass has one per date, a punch card one per entry.
 * `order_items.checked_in_at` stays "checked in at least once" (the latest use) for the guests list and exports.
 * `entry` is the use's ordinal; the key (ticket, entry) makes two racing scans record one use (the service also locks the
 * ticket's row, so concurrent scans of a punch card queue and each sees the entries left). `scan_id` is the offline
 * scan the use came from (issue 35; null when checked in online): an earlier offline scan may take its place.
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
    scanId: uuid('scan_id').references((): AnyPgColumn => doorScans.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.orderItemId, t.entry] }), index('ticket_check_ins_occurrence_idx').on(t.occurrenceId)],
);

/**
 * A door list a staff member downloaded for offline check-in (issue 35): its tickets are keyed by HMAC-SHA256 of their
 * QR secret under `key`, which only this list and its device know, and it admits until `expires_at`. It is purged
 * DOOR_LIST_KEPT_DAYS after that (tickets.jobs.ts); its scans stay, without it.
 */
export const doorLists = pgTable(
  'door_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    issuedAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('door_lists_event_idx').on(t.eventId), index('door_lists_expires_idx').on(t.expiresAt)],
);

/**
 * A scan a door phone admitted offline and uploaded (issue 35), once per scan id (a retried upload finds it). It was
 * `admitted` (it holds a use in ticket_check_ins) or is a `conflict` (another scan had the entry, or the ticket had
 * stopped admitting): `message` says why, for the phone and the organizer. A record of admissions: the purge of its
 * list (and a staff member's deleted account, whose lists go) leaves it, with `list_id` null.
 */
export const doorScans = pgTable(
  'door_scans',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    listId: uuid('list_id').references(() => doorLists.id, { onDelete: 'set null' }),
    deviceId: text('device_id').notNull(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    occurrenceId: uuid('occurrence_id')
      .notNull()
      .references(() => eventOccurrences.id, { onDelete: 'cascade' }),
    scannedAt: at('scanned_at').notNull(),
    syncedAt: createdAt(),
    byUserId: uuid('by_user_id').references(() => profiles.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: ['admitted', 'conflict'] }).notNull(),
    message: text('message'),
  },
  (t) => [
    index('door_scans_event_idx').on(t.eventId, t.outcome),
    index('door_scans_item_idx').on(t.orderItemId),
    // The purge's set null finds a list's scans by it.
    index('door_scans_list_idx').on(t.listId),
    check('door_scans_outcome', sql`${t.outcome} in ('admitted', 'conflict')`),
  ],
);
