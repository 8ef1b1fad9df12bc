import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';
import { profiles } from './accounts.ts';
import { outboxEvents } from './checkout.ts';

/**
 * An owner's webhook endpoint (content-management 3): where the outbox events of its types are delivered,
 * signed with its Standard Webhooks secret. A status of null is a new webhook (the spec: no status field yet),
 * delivered to like an active one.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    /** Rich text (sanitized HTML), at most 2000 characters of text. */
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['active', 'inactive'] }),
    eventTypes: text('event_types').array().notNull(),
    /** `whsec_` + base64 of 24 random bytes: the Standard Webhooks signing secret (shown to the owner's editors). */
    secretKey: text('secret_key').notNull(),
    /** Since when every attempt has failed (null after a success): 5 days of it pauses the webhook. */
    failingSince: at('failing_since'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('webhooks_owner_idx').on(t.ownerId, t.createdAt)],
);

/**
 * One event for one webhook (a webhook log): its id is the `webhook-id` every attempt and replay carries, so a
 * receiver de-duplicates on it. `payload` is the body as sent. A test event has no outbox event.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').notNull(),
    outboxEventId: bigint('outbox_event_id', { mode: 'number' }).references(() => outboxEvents.id, { onDelete: 'restrict' }),
    eventName: text('event_name').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    /** Attempts made so far (replays included); the next one is due at `nextAttemptAt` while pending. */
    attempts: integer('attempts').notNull().default(0),
    /** Attempts made since the delivery was last queued (its first send or a replay): the retry schedule's position. */
    roundAttempts: integer('round_attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lastAttemptAt: at('last_attempt_at'),
    /** When the event happened (the outbox row's time), the order deliveries are made in. */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_idx')
      .on(t.webhookId, t.outboxEventId)
      .where(sql`${t.outboxEventId} is not null`),
    index('webhook_deliveries_owner_idx').on(t.ownerId, t.createdAt),
    index('webhook_deliveries_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Every attempt of a delivery: what the receiver answered (or why nothing came back) and how long it took. */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** 1 for the first attempt, counting on through replays. */
    number: integer('number').notNull(),
    /** The receiver's HTTP status; null when no answer came (timeout, refused connection, refused address). */
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    /** Why the attempt failed without an answer, in words. */
    error: text('error'),
    /** The first 1,000 characters of the receiver's answer. */
    responseExcerpt: text('response_excerpt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webhook_delivery_attempts_number_idx').on(t.deliveryId, t.number)],
);

/**
 * A personal API key (the open API): made by `createdById` for one owner, read-only or read-write. Only the
 * SHA-256 digest of the key is stored; `prefix` (its first characters) tells keys apart in the list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdById: uuid('created_by_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    access: text('access', { enum: ['read', 'write'] }).notNull(),
    keyDigest: text('key_digest').notNull(),
    prefix: text('prefix').notNull(),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('api_keys_digest_idx').on(t.keyDigest), index('api_keys_owner_idx').on(t.ownerId, t.createdAt)],
);
