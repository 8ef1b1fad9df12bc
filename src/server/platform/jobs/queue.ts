import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { Tx } from '../db/client.ts';
import { retryDelaySeconds, type QueuePolicy } from './retry.ts';

/** The job queue: pg-boss on the same database as everything else. */
export interface Jobs {
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  /** `job.id` is the same on every try of a job (a key for handlers that must act once). */
  work<T>(name: string, handler: (data: T, job: { id: string }) => Promise<void>): Promise<void>;
  /** Runs the queue's job on a cron schedule (once across all workers). */
  schedule(name: string, cron: string): Promise<void>;
  /** Jobs of a queue waiting for their first try, waiting to be retried, and given up (failed). */
  backlog(name: string): Promise<{ queued: number; retrying: number; failed: number }>;
  /** Gives every failed job of a queue one more try now; returns how many. */
  retryFailed(name: string): Promise<number>;
  stop(): Promise<void>;
}

const BATCH_SIZE = 50;
/** How often pg-boss fails jobs past their expiry (a dead worker's) so they run again; its default is 2 minutes. */
const MAINTENANCE_SECONDS = 15;
/** A graceful stop waits this long for running jobs; the rest run again after their expiry. */
const STOP_TIMEOUT_MS = 5_000;

const errorOutput = (err: unknown) => (err instanceof Error ? { message: err.message, stack: err.stack } : { message: String(err) });

/**
 * Lets pg-boss insert a job through our transaction, so the job exists exactly when the change commits (an
 * e-mail or a provider event is never lost to a crash after the commit, nor sent for a rolled-back change).
 */
export function jobsInTransaction(tx: Tx): PgBoss.ConnectionOptions {
  // pg-boss's SQL runs verbatim on the transaction's own connection: rebuilding its placeholders as separate
  // parameters would let PostgreSQL type each copy of one value differently (a delay of '2' read as a timestamp).
  const client = (tx as unknown as { session: { client: Pick<pg.PoolClient, 'query'> } }).session.client;
  return {
    db: {
      async executeSql(text: string, values: unknown[]) {
        const result = await client.query(text, values);
        return { rows: result.rows };
      },
    },
  };
}

export interface JobsOptions {
  /** False for API-only replicas: they enqueue and schedule jobs but leave handling them to worker processes. */
  workers: boolean;
  /**
   * True when no other process can be working on this database's jobs (the embedded database lives inside this
   * process): jobs left active by a crash are retried at start instead of after their expiry.
   */
  soleProcess?: boolean;
}

/** Creates (or updates) every queue with its policy: expiry, retries, dead letter. */
export async function startJobs(
  connectionString: string,
  queues: Readonly<Record<string, QueuePolicy>>,
  opts: JobsOptions = { workers: true },
): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, max: 5, maintenanceIntervalSeconds: MAINTENANCE_SECONDS });
  boss.on('error', (err) => console.error('[jobs]', err));
  await boss.start();
  const db = boss.getDb();
  for (const [name, policy] of Object.entries(queues)) {
    const { expireInSeconds, retryLimit, retryDelay, deadLetter } = policy;
    const options = { name, expireInSeconds, retryLimit, retryDelay, retryBackoff: false, ...(deadLetter ? { deadLetter } : {}) };
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options); // a queue created by an older version takes the current policy
  }
  if (opts.soleProcess && opts.workers) await retryOrphans(boss, Object.keys(queues));

  async function fail(name: string, job: PgBoss.JobWithMetadata<unknown>, reason: unknown) {
    await boss.fail(name, job.id, errorOutput(reason));
    const policy = queues[name];
    // pg-boss's own backoff doubles without a cap; ours grows to the policy's maximum delay.
    if (policy && job.retryCount < job.retryLimit) {
      await db.executeSql(`update pgboss.job set start_after = now() + $3 * interval '1 second' where name = $1 and id = $2 and state = 'retry'`, [
        name,
        job.id,
        retryDelaySeconds(policy, job.retryCount),
      ]);
    }
  }

  return {
    send: (name, data, options) => boss.send(name, data, options ?? {}),
    async work(name, handler) {
      if (!opts.workers) return;
      // pg-boss waits out the polling interval after every fetch, so one job per fetch would cap a queue at two
      // jobs a second (a rush's confirmation e-mails would lag by minutes): fetch a batch and run it at once.
      await boss.work(name, { pollingIntervalSeconds: 0.5, batchSize: BATCH_SIZE, includeMetadata: true }, async (jobs) => {
        const results = await Promise.allSettled(jobs.map((job) => handler(job.data as never, { id: job.id })));
        // A failed job retries alone; pg-boss then completes the others (failing the whole batch would redo them).
        await Promise.all(results.map((r, i) => (r.status === 'rejected' ? fail(name, jobs[i]!, r.reason) : undefined)));
      });
    },
    schedule: (name, cron) => boss.schedule(name, cron, {}),
    async backlog(name) {
      const { rows } = await db.executeSql(
        `select count(*) filter (where state in ('created', 'active'))::int as queued, count(*) filter (where state = 'retry')::int as retrying,
           count(*) filter (where state = 'failed')::int as failed from pgboss.job where name = $1`,
        [name],
      );
      const row = rows[0] as { queued: number; retrying: number; failed: number };
      return { queued: row.queued, retrying: row.retrying, failed: row.failed };
    },
    async retryFailed(name) {
      const { rows } = await db.executeSql(`select id from pgboss.job where name = $1 and state = 'failed'`, [name]);
      if (!rows.length) return 0;
      await boss.retry(
        name,
        rows.map((r: { id: string }) => r.id),
      );
      return rows.length;
    },
    stop: () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS }),
  };
}

/** Jobs still active when this process starts were its own before a crash (soleProcess): they fail, so they retry now. */
async function retryOrphans(boss: PgBoss, names: string[]) {
  const { rows } = await boss.getDb().executeSql(`select name, id from pgboss.job where state = 'active' and name = any($1::text[])`, [names]);
  for (const { name, id } of rows as { name: string; id: string }[]) {
    await boss.fail(name, id, { message: 'the process running it stopped' });
  }
}
