import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxEvents, webhookDeliveries } from '../db/schema/index.ts';
import type { Jobs, QueueBacklog } from '../jobs/queue.ts';

/**
 * What waits in the database: read at scrape time, never per request. Every API process reads the same rows, so
 * these gauges agree across processes (docs/production.md: aggregate them with max, not sum).
 */
export interface Backlogs {
  jobs: QueueBacklog[];
  webhooks: {
    /** Deliveries waiting for their first attempt. */
    pending: number;
    /** Deliveries whose last attempt failed, waiting for the next one on the retry schedule. */
    retrying: number;
    /** How late the most overdue delivery is (0 when none is due). */
    oldestDueSeconds: number;
  };
  outbox: {
    /** Outbox events the webhooks dispatcher has not turned into deliveries yet, and the oldest one's age. */
    undispatched: number;
    oldestSeconds: number;
  };
}

/** Scrapes in this window share one reading: a second Prometheus or a refresh costs no query. */
export const BACKLOG_CACHE_MS = 5_000;

type Row = Record<string, number>;

/** Three queries, each on a partial index (pg-boss's queue partitions, the pending deliveries, the undispatched events). */
export async function readBacklogs(db: Db, jobs: Pick<Jobs, 'backlogs'>): Promise<Backlogs> {
  const [queues, deliveries, outbox] = await Promise.all([
    jobs.backlogs(),
    db.execute<Row>(sql`
      select count(*) filter (where ${webhookDeliveries.roundAttempts} = 0)::int as pending,
        count(*) filter (where ${webhookDeliveries.roundAttempts} > 0)::int as retrying,
        coalesce(extract(epoch from now() - min(${webhookDeliveries.nextAttemptAt}) filter (where ${webhookDeliveries.nextAttemptAt} <= now())), 0)::float8
          as "oldestDueSeconds"
      from ${webhookDeliveries} where ${webhookDeliveries.status} = 'pending'`),
    db.execute<Row>(sql`
      select count(*)::int as undispatched, coalesce(extract(epoch from now() - min(${outboxEvents.createdAt})), 0)::float8 as "oldestSeconds"
      from ${outboxEvents} where ${outboxEvents.webhooksDispatchedAt} is null`),
  ]);
  const webhooks = deliveries.rows[0]!;
  const events = outbox.rows[0]!;
  return {
    jobs: queues,
    webhooks: { pending: webhooks.pending!, retrying: webhooks.retrying!, oldestDueSeconds: webhooks.oldestDueSeconds! },
    outbox: { undispatched: events.undispatched!, oldestSeconds: events.oldestSeconds! },
  };
}

/**
 * `load`'s result for `ttlMs`, shared by every caller meanwhile, including those that come while it loads; a failed
 * load is not kept (the next caller tries again).
 */
export function cachedFor<T>(ttlMs: number, load: () => Promise<T>, now: () => number = () => performance.now()): () => Promise<T> {
  let cached: { value: Promise<T>; until: number } | undefined;
  return () => {
    if (cached && now() < cached.until) return cached.value;
    const value = load();
    const entry = { value, until: Number.POSITIVE_INFINITY };
    cached = entry;
    value.then(
      () => {
        entry.until = now() + ttlMs;
      },
      () => {
        if (cached === entry) cached = undefined;
      },
    );
    return value;
  };
}
