import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { OUTBOX_EVENTS } from '../../../contracts/outbox-events.ts';
import { WEBHOOK_SAMPLE_PAYLOADS } from '../../../contracts/webhook-samples.ts';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../domain/webhooks.ts';
import type { Db } from '../../platform/db/client.ts';
import { outboxEvents, profiles, webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../platform/db/schema/index.ts';

/** Switches the developer zone on for an owner (the site admin's switch). */
export async function allowDeveloperZone(db: Db, ownerId: string): Promise<void> {
  await db.update(profiles).set({ developerZoneAllowed: true }).where(eq(profiles.id, ownerId));
}

/** A webhook row as the API would make it. */
export async function insertWebhook(
  db: Db,
  ownerId: string,
  fields: Partial<
    Pick<typeof webhooks.$inferInsert, 'url' | 'status' | 'eventTypes' | 'createdAt' | 'description' | 'secretKey' | 'failingSince'>
  > = {},
) {
  const [webhook] = await db
    .insert(webhooks)
    .values({
      ownerId,
      url: 'https://hooks.example.com/in',
      eventTypes: [...WEBHOOK_EVENT_TYPES],
      secretKey: `whsec_${randomBytes(24).toString('base64')}`,
      ...fields,
    })
    .returning();
  return webhook!;
}

/**
 * A delivery (a webhook log) of a webhook: of a recorded (and already dispatched) outbox event, or a test event
 * (`test: true`, no outbox event). A pending one is due in an hour, so no worker takes it during a test.
 */
export async function insertDelivery(
  db: Db,
  webhook: { id: string; ownerId: string },
  fields: { eventName?: WebhookEventType; status?: 'pending' | 'delivered' | 'failed'; attempts?: number; createdAt?: Date; test?: boolean } = {},
) {
  const id = randomUUID();
  const type = fields.eventName ?? 'order.created';
  const createdAt = fields.createdAt ?? new Date();
  const status = fields.status ?? 'pending';
  const data: Record<string, unknown> = OUTBOX_EVENTS[type].parse(WEBHOOK_SAMPLE_PAYLOADS[type]);
  let outboxEventId: number | null = null;
  if (!fields.test) {
    const [event] = await db
      .insert(outboxEvents)
      .values({ type, ownerId: webhook.ownerId, payload: data, createdAt, webhooksDispatchedAt: createdAt })
      .returning({ id: outboxEvents.id });
    outboxEventId = event!.id;
  }
  const [delivery] = await db
    .insert(webhookDeliveries)
    .values({
      id,
      webhookId: webhook.id,
      ownerId: webhook.ownerId,
      outboxEventId,
      eventName: type,
      payload: { id, type, timestamp: createdAt.toISOString(), data },
      status,
      attempts: fields.attempts ?? 0,
      roundAttempts: fields.attempts ?? 0,
      nextAttemptAt: status === 'pending' ? new Date(Date.now() + 3_600_000) : null,
      createdAt,
    })
    .returning();
  return delivery!;
}

/** Logged attempts of a delivery, numbered 1, 2, ... in the given order. */
export async function insertAttempts(
  db: Db,
  deliveryId: string,
  attempts: { statusCode: number | null; error?: string; responseExcerpt?: string; durationMs?: number }[],
): Promise<void> {
  await db.insert(webhookDeliveryAttempts).values(
    attempts.map((a, i) => ({
      deliveryId,
      number: i + 1,
      statusCode: a.statusCode,
      error: a.error ?? null,
      responseExcerpt: a.responseExcerpt ?? '',
      durationMs: a.durationMs ?? 25,
    })),
  );
}
