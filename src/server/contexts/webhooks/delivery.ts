import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { WEBHOOK_LIMITS } from '../../../contracts/webhooks.messages.ts';
import {
  WEBHOOK_RETRY_DELAYS_SECONDS,
  isDeliveredStatus,
  nextRetryDelaySeconds,
  shouldPauseWebhook,
  webhookDelivers,
} from '../../../domain/webhooks.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { webhookDeliveries, webhookDeliveryAttempts, webhooks } from '../../platform/db/schema/index.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { checkWebhookTarget } from './address-guard.ts';
import { sendAttempt } from './delivery-queue.ts';
import { envelopeBody, signedHeaders } from './envelope.ts';
import { postWebhook, trustedContext, type PostResult } from './http-post.ts';
import { pauseFailingWebhook } from './pause.ts';

export interface DeliveryDeps {
  db: Db;
  jobs: Jobs;
  config: Pick<Config, 'webhooks' | 'publicUrl'>;
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type WebhookRow = typeof webhooks.$inferSelect;

/**
 * How long a claimed attempt holds its delivery: no other job takes it meanwhile. Longer than an attempt can last
 * (the 10 s exchange and a transaction); a process killed mid-attempt leaves it to the sweep (delivery-queue.ts).
 */
const LEASE_SECONDS = 60;

const secondsFromNow = (seconds: number) => sql`now() + ${seconds}::int * interval '1 second'`;

/** What one job came to. 'stale': the delivery no longer expected this attempt (a duplicate or outdated job). */
export type AttemptOutcome = 'stale' | 'delivered' | 'retrying' | 'failed' | 'superseded';

/**
 * Takes attempt `attempt` of a delivery, once: one compare-and-set that matches only while the delivery is pending,
 * at that position of its schedule and due. A second copy of the job (the sweep's re-send, a job that ran again)
 * finds nothing and does nothing.
 */
async function claimAttempt(db: Db, deliveryId: string, attempt: number): Promise<DeliveryRow | undefined> {
  const [claimed] = await db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: secondsFromNow(LEASE_SECONDS) })
    .where(
      and(
        eq(webhookDeliveries.id, deliveryId),
        eq(webhookDeliveries.status, 'pending'),
        eq(webhookDeliveries.roundAttempts, attempt),
        lte(webhookDeliveries.nextAttemptAt, sql`now()`),
      ),
    )
    .returning();
  return claimed;
}

/** One POST of the stored envelope, signed for this attempt, to the webhook's URL once the address guard allows it. */
async function post(config: DeliveryDeps['config'], webhook: WebhookRow, delivery: DeliveryRow): Promise<PostResult> {
  const checked = await checkWebhookTarget(webhook.url, { allowLoopback: config.webhooks.allowLoopback });
  if (!checked.ok) return { statusCode: null, error: checked.error, responseExcerpt: '' };
  const body = envelopeBody(delivery.payload);
  return postWebhook(checked.target, body, signedHeaders(webhook.secretKey, delivery.id, body, new Date()), {
    timeoutMs: WEBHOOK_LIMITS.timeoutSeconds * 1000,
    excerptMax: WEBHOOK_LIMITS.responseExcerptMax,
    secureContext: trustedContext(config.webhooks.caFile),
  });
}

const PAUSED: PostResult = { statusCode: null, error: 'Not sent: the webhook is paused', responseExcerpt: '' };

/**
 * The `webhooks.deliver` job: claims the attempt, makes it (a paused webhook gets no request: the delivery fails, to
 * be replayed once it is Active again), then records it.
 */
export async function runDeliveryAttempt(deps: DeliveryDeps, job: { deliveryId: string; attempt: number }): Promise<AttemptOutcome> {
  const delivery = await claimAttempt(deps.db, job.deliveryId, job.attempt);
  if (!delivery) return 'stale';
  const [webhook] = await deps.db.select().from(webhooks).where(eq(webhooks.id, delivery.webhookId));
  if (!webhook) return 'stale'; // deleted meanwhile (its deliveries go with it)
  const paused = !webhookDelivers(webhook.status);
  const started = performance.now();
  const result = paused ? PAUSED : await post(deps.config, webhook, delivery);
  const durationMs = Math.round(performance.now() - started);
  return recordAttempt(deps, { deliveryId: delivery.id, webhookId: webhook.id, attempt: job.attempt, result, durationMs, paused });
}

/**
 * Logs the attempt and moves the delivery on, in one transaction: delivered; or pending with its next attempt's job
 * sent for the schedule's next delay; or failed when the schedule is over (or the webhook is paused). The webhook's
 * failing_since follows the outcome, and 5 days of failures pause it. An attempt whose delivery was replayed while
 * it ran is only logged: the replay's round goes on.
 */
async function recordAttempt(
  deps: DeliveryDeps,
  a: { deliveryId: string; webhookId: string; attempt: number; result: PostResult; durationMs: number; paused: boolean },
): Promise<AttemptOutcome> {
  const schedule = deps.config.webhooks.retryDelaysSeconds ?? WEBHOOK_RETRY_DELAYS_SECONDS;
  const delivered = isDeliveredStatus(a.result.statusCode);
  return deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, a.deliveryId)).for('update');
    if (!current) return 'stale';
    const number = current.attempts + 1;
    await tx.insert(webhookDeliveryAttempts).values({
      deliveryId: a.deliveryId,
      number,
      statusCode: a.result.statusCode,
      durationMs: a.durationMs,
      error: a.result.error,
      responseExcerpt: a.result.responseExcerpt,
    });
    const ours = current.status === 'pending' && current.roundAttempts === a.attempt;
    const delay = delivered || a.paused ? null : nextRetryDelaySeconds(a.attempt + 1, schedule);
    const status = delivered ? 'delivered' : delay === null ? 'failed' : 'pending';
    await tx
      .update(webhookDeliveries)
      .set({
        attempts: number,
        lastAttemptAt: sql`now()`,
        ...(ours && { roundAttempts: a.attempt + 1, status, nextAttemptAt: delay === null ? null : secondsFromNow(delay) }),
      })
      .where(eq(webhookDeliveries.id, a.deliveryId));
    if (ours && delay !== null) await sendAttempt(tx, deps.jobs, a.deliveryId, a.attempt + 1, delay);
    if (!a.paused) await trackHealth(tx, deps, a.webhookId, delivered);
    if (!ours) return 'superseded';
    return status === 'pending' ? 'retrying' : status;
  });
}

/** failing_since: cleared by a success, set by the first failure after one; 5 days of it pause the webhook. */
async function trackHealth(tx: Tx, deps: DeliveryDeps, webhookId: string, delivered: boolean) {
  if (delivered) {
    await tx
      .update(webhooks)
      .set({ failingSince: null })
      .where(and(eq(webhooks.id, webhookId), isNotNull(webhooks.failingSince)));
    return;
  }
  const [hook] = await tx
    .update(webhooks)
    .set({ failingSince: sql`coalesce(${webhooks.failingSince}, now())` })
    .where(eq(webhooks.id, webhookId))
    .returning({ failingSince: webhooks.failingSince, status: webhooks.status });
  if (hook && webhookDelivers(hook.status) && shouldPauseWebhook(hook.failingSince, new Date())) await pauseFailingWebhook(tx, deps, webhookId);
}
