import type { Logger } from '../../platform/logger.ts';
import { randomUUID } from 'node:crypto';
import { asc, inArray, isNull, sql } from 'drizzle-orm';
import { webhookDelivers } from '../../../domain/webhooks.ts';
import type { Db } from '../../platform/db/client.ts';
import { outboxEvents, webhookDeliveries, webhooks } from '../../platform/db/schema/index.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { sendAttempt } from './delivery-queue.ts';
import { envelopeOf } from './envelope.ts';

/** Outbox events fanned out per transaction. */
export const DISPATCH_BATCH = 500;
/** Deliveries per insert statement (8 parameters each, far below PostgreSQL's 65,535). */
const INSERT_CHUNK = 500;

type WebhookFields = Pick<typeof webhooks.$inferSelect, 'ownerId' | 'status' | 'eventTypes' | 'createdAt'>;
type EventFields = Pick<typeof outboxEvents.$inferSelect, 'ownerId' | 'type' | 'createdAt'>;

/**
 * Whether a webhook gets an event: the same owner's, of a type it subscribes to, not paused, and made before the
 * event happened (a new webhook does not receive the past).
 */
export function webhookReceives(webhook: WebhookFields, event: EventFields): boolean {
  return (
    webhook.ownerId === event.ownerId &&
    webhook.eventTypes.includes(event.type) &&
    webhookDelivers(webhook.status) &&
    webhook.createdAt.getTime() <= event.createdAt.getTime()
  );
}

/**
 * The fan-out: turns the oldest undispatched outbox events into one delivery per receiving webhook, exactly once.
 * One transaction takes the events (`for update skip locked`: processes running this at once take different
 * events), inserts their deliveries with the first attempt's jobs, and marks the events dispatched; a crash anywhere
 * leaves all of it undone for the next run. Returns how many events it took.
 */
export async function dispatchOutbox(deps: { db: Db; jobs: Jobs }): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const events = await tx
      .select({
        id: outboxEvents.id,
        type: outboxEvents.type,
        ownerId: outboxEvents.ownerId,
        payload: outboxEvents.payload,
        createdAt: outboxEvents.createdAt,
      })
      .from(outboxEvents)
      .where(isNull(outboxEvents.webhooksDispatchedAt))
      .orderBy(asc(outboxEvents.id))
      .limit(DISPATCH_BATCH)
      .for('update', { skipLocked: true });
    if (!events.length) return 0;
    const owners = [...new Set(events.map((e) => e.ownerId))];
    const hooks = await tx
      .select({ id: webhooks.id, ownerId: webhooks.ownerId, status: webhooks.status, eventTypes: webhooks.eventTypes, createdAt: webhooks.createdAt })
      .from(webhooks)
      .where(inArray(webhooks.ownerId, owners));
    // In event order, so the first attempts are queued oldest first.
    const deliveries = events.flatMap((event) =>
      hooks
        .filter((hook) => webhookReceives(hook, event))
        .map((hook) => {
          const id = randomUUID();
          return {
            id,
            webhookId: hook.id,
            ownerId: event.ownerId,
            outboxEventId: event.id,
            eventName: event.type,
            payload: envelopeOf(id, event.type, event.createdAt, event.payload),
            createdAt: event.createdAt,
            nextAttemptAt: sql`now()`,
          };
        }),
    );
    for (let i = 0; i < deliveries.length; i += INSERT_CHUNK) {
      // An event already delivered to a webhook (it cannot be, the events are locked) is skipped, not doubled.
      const inserted = await tx
        .insert(webhookDeliveries)
        .values(deliveries.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing()
        .returning({ id: webhookDeliveries.id });
      for (const { id } of inserted) await sendAttempt(tx, deps.jobs, id, 0);
    }
    await tx
      .update(outboxEvents)
      .set({ webhooksDispatchedAt: sql`now()` })
      .where(
        inArray(
          outboxEvents.id,
          events.map((e) => e.id),
        ),
      );
    return events.length;
  });
}

/**
 * Runs the fan-out every `intervalMs` in this process (a worker), at once again while batches come full, one run at
 * a time. An error is logged and the next tick tries again. The returned function stops it, waiting for a run in
 * progress.
 */
export function startDispatchLoop(deps: { db: Db; jobs: Jobs; log: Logger }, intervalMs = 1000): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      while (!stopped && (await dispatchOutbox(deps)) === DISPATCH_BATCH);
    } catch (err) {
      deps.log.error({ err }, 'dispatching outbox events failed; the next tick tries again');
    }
    if (!stopped) timer = setTimeout(run, intervalMs);
  };
  const run = () => {
    running = tick();
  };
  run();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
