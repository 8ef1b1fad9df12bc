import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { profiles } from './accounts.ts';
import { eventOccurrences, events, ticketTypes } from './events.ts';

export const MESSAGE_AUDIENCES = ['all', 'ticket_type', 'date'] as const;
export const MESSAGE_FORMATS = ['text', 'html'] as const;
/** queued, then sent (handed to the mail queue) or suppressed; a sent one whose e-mail failed for good is failed. */
export const RECIPIENT_STATES = ['queued', 'sent', 'failed', 'suppressed'] as const;

/** A message an event admin sent to the event's ticket holders (contexts/messages); its recipients are rows below. */
export const attendeeMessages = pgTable(
  'attendee_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
    senderId: uuid('sender_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The compose form's id: a second click (or a retried request) with the same key finds the first message. */
    clientKey: uuid('client_key').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    format: text('format', { enum: MESSAGE_FORMATS }).notNull(),
    audience: text('audience', { enum: MESSAGE_AUDIENCES }).notNull(),
    ticketTypeId: uuid('ticket_type_id').references(() => ticketTypes.id, { onDelete: 'set null' }),
    occurrenceId: uuid('occurrence_id').references(() => eventOccurrences.id, { onDelete: 'set null' }),
    recipientCount: integer('recipient_count').notNull(),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('attendee_messages_client_key_idx').on(t.eventId, t.clientKey),
    index('attendee_messages_event_idx').on(t.eventId, t.createdAt),
  ],
);

/**
 * One row per address a message goes to (unique per message: each address once). The send job claims queued rows
 * and enqueues their e-mails in the transaction that marks them sent, so a restart never sends one twice.
 */
export const attendeeMessageRecipients = pgTable(
  'attendee_message_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => attendeeMessages.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name'),
    state: text('state', { enum: RECIPIENT_STATES }).notNull().default('queued'),
    /** SHA-256 of the recipient's unsubscribe token (the link in the e-mail), made when the e-mail is. */
    unsubscribeTokenHash: text('unsubscribe_token_hash'),
    sentAt: at('sent_at'),
  },
  (t) => [
    uniqueIndex('attendee_message_recipients_address_idx').on(t.messageId, t.email),
    uniqueIndex('attendee_message_recipients_token_idx').on(t.unsubscribeTokenHash),
    index('attendee_message_recipients_queued_idx')
      .on(t.messageId)
      .where(sql`state = 'queued'`),
    // The mail rate's window: how many were handed to the mail queue in the last minute, across all messages.
    index('attendee_message_recipients_sent_idx')
      .on(t.sentAt)
      .where(sql`sent_at is not null`),
  ],
);

/** Addresses that unsubscribed from one organizer's messages (ticket e-mails still go to them). */
export const mailSuppressions = pgTable(
  'mail_suppressions',
  {
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.email] })],
);

/** Sales already turned into notifications: the outbox events up to `lastEventId` (one row, id 1). */
export const saleNoticeCursor = pgTable(
  'sale_notice_cursor',
  {
    id: smallint('id').primaryKey(),
    lastEventId: bigint('last_event_id', { mode: 'number' }).notNull(),
  },
  (t) => [check('sale_notice_cursor_one_row', sql`${t.id} = 1`)],
);

/** Per team member and owner: sales not yet e-mailed, and when the last digest went (at most one per digest window). */
export const saleDigests = pgTable(
  'sale_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    pending: integer('pending').notNull().default(0),
    /** One line per sale not yet e-mailed ('2 × General Admission, Jazz Night'). */
    lines: text('lines')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastMailedAt: at('last_mailed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.ownerId] }),
    index('sale_digests_pending_idx')
      .on(t.pending)
      .where(sql`pending > 0`),
  ],
);
