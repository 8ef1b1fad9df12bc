import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { OUTBOX_EVENTS } from '../../../contracts/outbox-events.ts';
import { WEBHOOK_SAMPLE_PAYLOADS } from '../../../contracts/webhook-samples.ts';
import type { WebhookEventType } from '../../../domain/webhooks.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { webhookDeliveries, type webhooks } from '../../platform/db/schema/index.ts';
import { WEBHOOK_DELIVER_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { envelopeOf } from './envelope.ts';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type WebhookRow = typeof webhooks.$inferSelect;

/**
 * Sends the job of a delivery's attempt number `attempt` of its round (0 = the first), `delaySeconds` from now, in
 * the caller's transaction. The attempt runs only while the delivery still expects it (delivery.ts claims it).
 */
export function sendAttempt(tx: Tx, jobs: Jobs, deliveryId: string, attempt: number, delaySeconds = 0) {
  return jobs.send(WEBHOOK_DELIVER_QUEUE, { deliveryId, attempt }, { tx, ...(delaySeconds > 0 ? { startAfter: delaySeconds } : {}) });
}

/**
 * Delivers a logged event again (the logs' Replay): a new round of the retry schedule starting now, under the same
 * delivery id, so the receiver sees the same `webhook-id`; `attempts` keeps counting. Null when the delivery is not
 * the owner's.
 */
export async function queueReplay(deps: { db: Db; jobs: Jobs }, ownerId: string, deliveryId: string): Promise<DeliveryRow | null> {
  return deps.db.transaction(async (tx) => {
    const [delivery] = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', roundAttempts: 0, nextAttemptAt: sql`now()` })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.ownerId, ownerId)))
      .returning();
    if (!delivery) return null;
    await sendAttempt(tx, deps.jobs, delivery.id, 0);
    return delivery;
  });
}

/**
 * A test event from the developer zone: a delivery of the event type's sample payload (contracts/webhook-samples.ts)
 * happening now, without an outbox event, attempted at once and retried like any other.
 */
export async function queueTestEvent(deps: { db: Db; jobs: Jobs }, webhook: WebhookRow, eventType: WebhookEventType): Promise<DeliveryRow> {
  const id = randomUUID();
  const now = new Date();
  const data: Record<string, unknown> = OUTBOX_EVENTS[eventType].parse(WEBHOOK_SAMPLE_PAYLOADS[eventType]);
  return deps.db.transaction(async (tx) => {
    const [delivery] = await tx
      .insert(webhookDeliveries)
      .values({
        id,
        webhookId: webhook.id,
        ownerId: webhook.ownerId,
        eventName: eventType,
        payload: envelopeOf(id, eventType, now, data),
        createdAt: now,
        nextAttemptAt: sql`now()`,
      })
      .returning();
    await sendAttempt(tx, deps.jobs, id, 0);
    return delivery!;
  });
}

/**
 * How overdue a pending delivery's attempt must be before its job counts as lost (a process killed mid-attempt, a
 * job expired): well past the 60 s lease of a running attempt.
 */
export const STALE_AFTER_SECONDS = 120;
/** Deliveries re-queued per run; the next minute's run takes the rest. */
const SWEEP_BATCH = 500;

/**
 * The crash recovery sweep (every minute): sends the job of every pending delivery whose attempt is long overdue
 * again, and marks it due now so the next sweep leaves it for another 2 minutes. If the old job still turns up,
 * the claim lets only one of the two run. Returns how many were re-queued.
 */
export async function requeueStaleDeliveries(deps: { db: Db; jobs: Jobs }): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const overdue = tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lt(webhookDeliveries.nextAttemptAt, sql`now() - ${STALE_AFTER_SECONDS}::int * interval '1 second'`),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    const stale = await tx
      .update(webhookDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(inArray(webhookDeliveries.id, overdue))
      .returning({ id: webhookDeliveries.id, roundAttempts: webhookDeliveries.roundAttempts });
    for (const { id, roundAttempts } of stale) await sendAttempt(tx, deps.jobs, id, roundAttempts);
    return stale.length;
  });
}
