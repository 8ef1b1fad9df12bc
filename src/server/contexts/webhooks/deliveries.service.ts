import { and, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import { envelopeAsSent } from './envelope.ts';
import type { z } from 'zod';
import {
  WEBHOOK_MESSAGES,
  type deliveriesQuery,
  type deliveriesReply,
  type DeliveryAttemptView,
  type DeliveryDetail,
  type DeliveryView,
} from '../../../contracts/webhooks.ts';
import type { WebhookEventType } from '../../../domain/webhooks.ts';
import type { Db, Queryable } from '../../platform/db/client.ts';
import { webhookDeliveries as deliveries, webhookDeliveryAttempts as attempts, webhooks } from '../../platform/db/schema/index.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { RateLimiter } from '../../platform/http/rate-limit.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { queueReplay, queueTestEvent } from './delivery-queue.ts';
import { findWebhook } from './webhooks.service.ts';

/**
 * The webhook logs (content-management 2.8 and 3 Webhook log): one row per event and webhook, newest first, with
 * where it went and how often it was tried; a log's detail adds the body as sent and every attempt. A test event
 * and a replay are queued here (delivery-queue.ts sends them), counted per owner against RATE_RULES.webhookSend.
 */

type DeliveryRow = typeof deliveries.$inferSelect;
type DeliveryWithUrl = DeliveryRow & { url: string };

function deliveryView(row: DeliveryWithUrl): DeliveryView {
  return {
    id: row.id,
    status: row.status,
    eventName: row.eventName,
    createdAt: row.createdAt.toISOString(),
    webhookId: row.webhookId,
    url: row.url,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    test: row.outboxEventId === null,
  };
}

function attemptView(row: typeof attempts.$inferSelect): DeliveryAttemptView {
  return {
    number: row.number,
    createdAt: row.createdAt.toISOString(),
    statusCode: row.statusCode,
    durationMs: row.durationMs,
    error: row.error,
    responseExcerpt: row.responseExcerpt,
  };
}

/** Deliveries with their webhook's URL. */
function withUrl(db: Queryable, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(deliveries), url: webhooks.url })
    .from(deliveries)
    .innerJoin(webhooks, eq(webhooks.id, deliveries.webhookId))
    .where(where);
}

/** One page of the owner's logs, filtered by event name, final status and webhook (another owner's webhook: 404). */
export async function listDeliveries(
  db: Queryable,
  ownerId: string,
  query: Omit<z.output<typeof deliveriesQuery>, 'ownerId'>,
): Promise<z.input<typeof deliveriesReply>> {
  if (query.webhookId) await findWebhook(db, ownerId, query.webhookId);
  const where = and(
    eq(deliveries.ownerId, ownerId),
    query.eventName ? eq(deliveries.eventName, query.eventName) : undefined,
    query.status ? eq(deliveries.status, query.status) : undefined,
    query.webhookId ? eq(deliveries.webhookId, query.webhookId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    withUrl(db, where)
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(deliveries).where(where),
  ]);
  return { data: rows.map(deliveryView), page: query.page, perPage: query.perPage, totalCount: total?.n ?? 0 };
}

/** The owner's delivery as the log lists it, or 404. */
export async function findDelivery(db: Queryable, ownerId: string, id: string): Promise<DeliveryWithUrl> {
  const [row] = await withUrl(db, and(eq(deliveries.ownerId, ownerId), eq(deliveries.id, id))).limit(1);
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return row;
}

/** A log's detail: the payload as sent and every attempt, newest first. */
export async function deliveryDetail(db: Queryable, ownerId: string, id: string): Promise<{ delivery: DeliveryDetail }> {
  const row = await findDelivery(db, ownerId, id);
  const log = await db.select().from(attempts).where(eq(attempts.deliveryId, id)).orderBy(desc(attempts.number));
  return { delivery: { ...deliveryView(row), payload: envelopeAsSent(row.payload), attemptLog: log.map(attemptView) } };
}

interface SendDeps {
  db: Db;
  jobs: Jobs;
  limits: RateLimiter;
}

/** A test event (a sample payload of `eventType`, by default the webhook's first type) queued to the webhook. */
export async function sendTestEvent(
  deps: SendDeps,
  ownerId: string,
  webhookId: string,
  eventType?: WebhookEventType,
): Promise<{ delivery: DeliveryView }> {
  const webhook = await findWebhook(deps.db, ownerId, webhookId);
  await deps.limits.hit(RATE_RULES.webhookSend, ownerId);
  const type = eventType ?? (webhook.eventTypes[0] as WebhookEventType);
  const row = await queueTestEvent(deps, webhook, type);
  return { delivery: deliveryView({ ...row, url: webhook.url }) };
}

/** The logged event delivered again under the same webhook-id. */
export async function replayDelivery(deps: SendDeps, ownerId: string, id: string): Promise<{ delivery: DeliveryView }> {
  const found = await findDelivery(deps.db, ownerId, id);
  await deps.limits.hit(RATE_RULES.webhookSend, ownerId);
  const row = await queueReplay(deps, ownerId, id);
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound); // its webhook was deleted meanwhile
  return { delivery: deliveryView({ ...row, url: found.url }) };
}
