import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client.ts';
import {
  BROADCAST_REPLAY_QUEUE,
  MAIL_FAILED_QUEUE,
  MAIL_QUEUE,
  MEMBERSHIP_MAIL_QUEUE,
  MEMBERSHIP_SWEEP_QUEUE,
  ORDER_COMPLETED_QUEUE,
  PAYMENT_EVENTS_QUEUE,
  RECONCILE_QUEUE,
  SANDBOX_PAYOUTS_QUEUE,
  SWEEP_HOLDS_QUEUE,
  VIDEO_BLUR_POSTERS_QUEUE,
  VIDEO_ENCODE_QUEUE,
  VIDEO_PROCESS_QUEUE,
  VIDEO_PROCESSING_FAILED_QUEUE,
  VIDEO_UPLOADS_SWEEP_QUEUE,
  LIST_SHARE_CODE_MAILS_QUEUE,
  REPORT_EXPORT_FAILED_QUEUE,
  REPORT_EXPORT_QUEUE,
  REPORT_EXPORTS_SWEEP_QUEUE,
  WEEKLY_SALES_REPORT_QUEUE,
  WEEKLY_SALES_REPORT_OWNERS_QUEUE,
  DATABASE_MAINTENANCE_QUEUE,
  WEBHOOK_DELIVER_QUEUE,
  WEBHOOK_SWEEP_QUEUE,
  EVENT_CREATOR_REPLY_QUEUE,
  EVENT_CREATOR_REPLY_FAILED_QUEUE,
  ANALYTICS_ROLLUP_QUEUE,
  ANALYTICS_PRUNE_QUEUE,
  MASS_REFUND_QUEUE,
  DOOR_LISTS_PURGE_QUEUE,
  MESSAGE_SEND_QUEUE,
  SALE_NOTICES_QUEUE,
  type JobInput,
  type QueueName,
} from '../platform/jobs/catalog.ts';

/** A valid payload for every queue of the catalog (a queue added without one fails the type check). */
export const JOB_SAMPLES: { [Q in QueueName]: JobInput<Q> } = {
  [MAIL_QUEUE]: { to: 'sample@example.com', subject: 'Sample', text: 'Hello' },
  [MAIL_FAILED_QUEUE]: { to: 'sample@example.com', subject: 'Sample', text: 'Hello', html: '<p>Hello</p>', attachments: [] },
  [PAYMENT_EVENTS_QUEUE]: { id: 'evt_sample', type: 'other', raw: null },
  [ORDER_COMPLETED_QUEUE]: { orderId: '00000000-0000-4000-8000-000000000000' },
  [SWEEP_HOLDS_QUEUE]: {},
  [RECONCILE_QUEUE]: { before: '2030-01-01T00:00:00.000Z' },
  [SANDBOX_PAYOUTS_QUEUE]: {},
  [MEMBERSHIP_SWEEP_QUEUE]: {},
  [MEMBERSHIP_MAIL_QUEUE]: {
    kind: 'receipt',
    subscriptionId: '00000000-0000-4000-8000-000000000000',
    orderId: '00000000-0000-4000-8000-000000000001',
  },
  [VIDEO_UPLOADS_SWEEP_QUEUE]: {},
  [VIDEO_BLUR_POSTERS_QUEUE]: {},
  [VIDEO_PROCESS_QUEUE]: { videoId: '00000000-0000-4000-8000-000000000000' },
  [BROADCAST_REPLAY_QUEUE]: {
    broadcastId: '00000000-0000-4000-8000-000000000000',
    storageKey: 'broadcasts/sample/recording.ts',
    durationSeconds: 60,
  },
  [VIDEO_ENCODE_QUEUE]: { videoId: '00000000-0000-4000-8000-000000000000' },
  [VIDEO_PROCESSING_FAILED_QUEUE]: { videoId: '00000000-0000-4000-8000-000000000000' },
  [LIST_SHARE_CODE_MAILS_QUEUE]: { memberIds: ['00000000-0000-4000-8000-000000000000'] },
  [REPORT_EXPORT_QUEUE]: { exportId: '00000000-0000-4000-8000-000000000000' },
  [REPORT_EXPORT_FAILED_QUEUE]: { exportId: '00000000-0000-4000-8000-000000000000' },
  [REPORT_EXPORTS_SWEEP_QUEUE]: {},
  [DATABASE_MAINTENANCE_QUEUE]: {},
  [WEEKLY_SALES_REPORT_QUEUE]: {},
  [WEEKLY_SALES_REPORT_OWNERS_QUEUE]: { ownerIds: ['00000000-0000-4000-8000-000000000000'], at: '2030-01-07T08:00:00.000Z' },
  [WEBHOOK_DELIVER_QUEUE]: { deliveryId: '00000000-0000-4000-8000-000000000000', attempt: 0 },
  [WEBHOOK_SWEEP_QUEUE]: {},
  [EVENT_CREATOR_REPLY_QUEUE]: { creatorId: '00000000-0000-4000-8000-000000000000', messageId: '00000000-0000-4000-8000-000000000001' },
  [EVENT_CREATOR_REPLY_FAILED_QUEUE]: { creatorId: '00000000-0000-4000-8000-000000000000', messageId: '00000000-0000-4000-8000-000000000001' },
  [ANALYTICS_ROLLUP_QUEUE]: {},
  [ANALYTICS_PRUNE_QUEUE]: {},
  [MASS_REFUND_QUEUE]: { massRefundId: '00000000-0000-4000-8000-000000000000' },
  [DOOR_LISTS_PURGE_QUEUE]: {},
  [MESSAGE_SEND_QUEUE]: { messageId: '00000000-0000-4000-8000-000000000000' },
  [SALE_NOTICES_QUEUE]: {},
};

/**
 * Writes a job with any data, past `jobs.send`'s payload check (as an older version or a hand-edited row might),
 * with its queue's retry policy: how tests reach the worker's own check of a payload. Returns the job's id.
 */
export async function insertUncheckedJob(db: Db, queue: QueueName, data: unknown): Promise<string> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into pgboss.job (name, data, retry_limit, retry_delay, expire_in, dead_letter, policy)
    select name, ${JSON.stringify(data)}::jsonb, retry_limit, retry_delay, expire_seconds * interval '1 second', dead_letter, policy
    from pgboss.queue where name = ${queue}
    returning id`);
  const id = rows[0]?.id;
  if (!id) throw new Error(`No ${queue} queue`);
  return id;
}

/** A job's state and retries (pg-boss moves finished jobs to the archive later; tests look before that). */
export async function jobState(db: Db, id: string): Promise<{ state: string; retryCount: number; output: unknown } | null> {
  const { rows } = await db.execute<{ state: string; retry_count: number; output: unknown }>(
    sql`select state, retry_count, output from pgboss.job where id = ${id} union all select state, retry_count, output from pgboss.archive where id = ${id}`,
  );
  const row = rows[0];
  return row ? { state: row.state, retryCount: Number(row.retry_count), output: row.output } : null;
}

/**
 * Jumps a queue's clock to its next retry: every job of `queue` waiting to be retried may run now. Returns the
 * seconds skipped (the longest wait of those jobs is what a real run would have waited at least).
 */
export async function skipToNextRetry(db: Db, queue: QueueName): Promise<number> {
  const { rows } = await db.execute<{ wait: number }>(
    sql`select coalesce(min(extract(epoch from start_after - now())), 0)::float as wait from pgboss.job where name = ${queue} and state = 'retry'`,
  );
  await db.execute(sql`update pgboss.job set start_after = now() where name = ${queue} and state = 'retry'`);
  return Math.max(0, Number(rows[0]!.wait));
}

/** How many jobs of `queue` wait to be retried. */
export async function retryingJobs(db: Db, queue: QueueName): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = ${queue} and state = 'retry'`);
  return Number(rows[0]!.n);
}

/**
 * Ends the retry window of `queue` (as a day of retries would): each job waiting to be retried is due now and this
 * try is its last, so failing again sends it to the queue's dead letter. Returns how many.
 */
export async function endRetryWindow(db: Db, queue: QueueName): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(
    sql`update pgboss.job set retry_limit = retry_count + 1, start_after = now() where name = ${queue} and state = 'retry' returning id`,
  );
  return rows.length;
}
