import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { profiles } from './accounts.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    link: text('link'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/**
 * A person's own notification switches (the notifications context). No row is the default: everything on. Sale
 * notices (contexts/messages) go to a team member only when both their team role and this switch say so.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  saleNotices: boolean('sale_notices').notNull().default(true),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The built-in outbox: e-mails delivered here when no SMTP server is configured. */
export const mailOutbox = pgTable('mail_outbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** Files sent with the message (the tickets PDF), base64 encoded. */
  attachments: jsonb('attachments').$type<{ filename: string; contentType: string; contentBase64: string }[]>().notNull().default([]),
  createdAt: createdAt(),
  /** Extra headers (List-Unsubscribe on attendee messages). */
  headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
});

/** Addresses an SMTP server refused for good (a 5xx reply at send): bulk messages skip them (contexts/messages). */
export const mailBounces = pgTable('mail_bounces', {
  email: text('email').primaryKey(),
  /** The server's reply, for the organizer's and the admins' eyes. */
  reply: text('reply').notNull(),
  bouncedAt: at('bounced_at').notNull().defaultNow(),
});

/**
 * E-mails that must go out once (an order's confirmation): the first job to insert the key sends, a retried or
 * racing job finds it and does not (platform/mail/mail.jobs.ts enqueueMailOnce).
 */
export const mailOnce = pgTable('mail_once', {
  key: text('key').primaryKey(),
  createdAt: createdAt(),
});

/** The message of the global alert bar; the newest active one shows. */
export const siteAlerts = pgTable('site_alerts', {
  id: uuid('id').primaryKey().defaultRandom(),
  message: text('message').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Fixed-window rate limit counters shared by every API process: one row per key (limit name + client or
 * account), counted with one upsert that restarts the window once `reset_at` has passed.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: at('reset_at').notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
