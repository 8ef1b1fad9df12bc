import PgBoss from 'pg-boss';
import type pg from 'pg';
import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import type { JobCatalog, JobData, JobDefinition, JobInput, QueueName } from './catalog.ts';
import { retryDelaySeconds } from './retry.ts';
import { startLeases } from './leases.ts';

/**
 * pg-boss's send options, plus `tx`: the job is inserted through that transaction, so it exists exactly when the
 * change commits (an e-mail or a provider event is never lost to a crash after the commit, nor sent for a
 * rolled-back change).
 */
export type SendOptions = Omit<PgBoss.SendOptions, 'db'> & { tx?: Tx };

/** The job queue: pg-boss on the same database as everything else, typed by the catalog (catalog.ts). */
export interface Jobs {
  /** Validates the payload with the queue's schema (an invalid one throws, nothing is sent). */
  send<Q extends QueueName>(queue: Q, payload: JobInput<Q>, options?: SendOptions): Promise<string | null>;
  /**
   * The handler gets the payload as the queue's schema parsed it; a job whose payload does not parse fails for good
   * (no retries) with an error in the log. `job.id` is the same on every try of a job (a key for handlers that
   * must act once).
   */
  work<Q extends QueueName>(queue: Q, handler: (data: JobData<Q>, job: { id: string }) => Promise<void>): Promise<void>;
  /** Runs the queue's job on a cron schedule (once across all workers), with an empty payload. */
  schedule(queue: QueueName, cron: string): Promise<void>;
  /** Jobs of a queue waiting for their first try, waiting to be retried, and given up (failed). */
  backlog(queue: QueueName): Promise<{ queued: number; retrying: number; failed: number }>;
  /** Makes every job of a queue that waits for its retry due now (the cause of its failures is gone); returns how many. */
  retryNow(queue: QueueName): Promise<number>;
  /** Gives every failed job of a queue one more try now; returns how many. */
  retryFailed(queue: QueueName): Promise<number>;
  /**
   * Stops fetching jobs, waits up to `waitMs` for the running ones, then fails those still running (pg-boss's
   * stop), so they retry in another process (or this one's next start) instead of waiting for their expiry.
   */
  stop(waitMs?: number): Promise<void>;
}

/** A payload its queue's schema refuses: a bug in the sender (on send) or a job written by other code (on work). */
export class InvalidJobPayload extends Error {
  constructor(queue: string, error: z.ZodError) {
    super(`Invalid payload for the ${queue} queue: ${z.prettifyError(error)}`);
    this.name = 'InvalidJobPayload';
  }
}

const BATCH_SIZE = 50;
/** How often one query looks for due jobs in all of this process's queues, and wakes their workers. */
const WATCH_SECONDS = 0.5;
/**
 * How often an idle worker asks for jobs on its own. The watch wakes it when jobs are due: 26 workers polling every
 * 0.5 s each (pg-boss's way) took 9 % of a core on the embedded database, which also serves the API's queries.
 */
const IDLE_POLL_SECONDS = 30;
/** How often pg-boss fails jobs past their expiry (one that hangs) so they run again; its default is 2 minutes. */
const MAINTENANCE_SECONDS = 15;
/** A graceful stop waits this long for running jobs by default (tests); a signal's stop gives what its grace leaves. */
const STOP_TIMEOUT_MS = 5_000;

const errorOutput = (err: unknown) => (err instanceof Error ? { message: err.message, stack: err.stack } : { message: String(err) });

/**
 * Lets pg-boss insert a job through our transaction (`send`'s `tx` option). pg-boss's SQL runs verbatim on the
 * transaction's own connection: rebuilding its placeholders as separate parameters would let PostgreSQL type each
 * copy of one value differently (a delay of '2' read as a timestamp).
 */
function inTransaction(tx: Tx): PgBoss.ConnectionOptions {
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

function parsePayload(catalog: JobCatalog, queue: QueueName, data: unknown) {
  const parsed = catalog[queue].payload.safeParse(data);
  if (!parsed.success) throw new InvalidJobPayload(queue, parsed.error);
  return parsed.data;
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

/** Creates (or updates) every queue of the catalog with its policy: expiry, retries, dead letter. */
export async function startJobs(connectionString: string, catalog: JobCatalog, opts: JobsOptions = { workers: true }): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, max: 5, maintenanceIntervalSeconds: MAINTENANCE_SECONDS });
  boss.on('error', (err) => console.error('[jobs]', err));
  await boss.start();
  const db = boss.getDb();
  const names = Object.keys(catalog) as QueueName[];
  for (const name of names) {
    const { expireInSeconds, retryLimit, retryDelay, deadLetter } = catalog[name].policy;
    const options = { name, expireInSeconds, retryLimit, retryDelay, retryBackoff: false, ...(deadLetter ? { deadLetter } : {}) };
    await boss.createQueue(name, options);
    await boss.updateQueue(name, options); // a queue created by an older version takes the current policy
  }
  if (opts.soleProcess && opts.workers) await retryOrphans(boss, names);
  const watch = watchQueues(boss);
  // A dead process's jobs retry within a minute (leases.ts), not after their expiry or at its next start.
  const leases = startLeases(db, (name, id) => boss.fail(name, id, { message: 'the process running it stopped' }), names);

  async function fail(name: QueueName, job: PgBoss.JobWithMetadata<unknown>, reason: unknown) {
    if (reason instanceof InvalidJobPayload) {
      // Another try would fail the same way: the job fails for good now (a dead letter still receives it).
      console.error(`[jobs] ${name} job ${job.id} failed without retry: ${reason.message}`);
      await db.executeSql(`update pgboss.job set retry_limit = retry_count where name = $1 and id = $2 and state = 'active'`, [name, job.id]);
      await boss.fail(name, job.id, errorOutput(reason));
      return;
    }
    await boss.fail(name, job.id, errorOutput(reason));
    // pg-boss's own backoff doubles without a cap; ours grows to the policy's maximum delay.
    if (job.retryCount < job.retryLimit) {
      await db.executeSql(`update pgboss.job set start_after = now() + $3 * interval '1 second' where name = $1 and id = $2 and state = 'retry'`, [
        name,
        job.id,
        retryDelaySeconds(catalog[name].policy, job.retryCount),
      ]);
    }
  }

  return {
    async send(name, payload, options = {}) {
      const { tx, ...sendOptions } = options;
      const data = parsePayload(catalog, name, payload);
      return boss.send(name, data, tx ? { ...sendOptions, ...inTransaction(tx) } : sendOptions);
    },
    async work(name, handler) {
      if (!opts.workers) return;
      const run = handler as (data: unknown, job: { id: string }) => Promise<void>;
      // pg-boss waits out the polling interval after every fetch, so one job per fetch would cap a queue at two
      // jobs a second (a rush's confirmation e-mails would lag by minutes): fetch a batch and run it at once.
      const batchSize = (catalog[name] as JobDefinition).batchSize ?? BATCH_SIZE;
      const workerId = await boss.work(name, { pollingIntervalSeconds: IDLE_POLL_SECONDS, batchSize, includeMetadata: true }, async (jobs) => {
        const ids = jobs.map((job) => job.id);
        await leases.track(ids);
        const results = await Promise.allSettled(jobs.map(async (job) => run(parsePayload(catalog, name, job.data), { id: job.id })));
        leases.untrack(ids);
        // A failed job retries alone; pg-boss then completes the others (failing the whole batch would redo them).
        await Promise.all(results.map((r, i) => (r.status === 'rejected' ? fail(name, jobs[i]!, r.reason) : undefined)));
      });
      watch.add(name, workerId);
    },
    async schedule(name, cron) {
      parsePayload(catalog, name, {}); // a queue whose jobs need data cannot run on a schedule
      await boss.schedule(name, cron, {});
    },
    async backlog(name) {
      const { rows } = await db.executeSql(
        `select count(*) filter (where state in ('created', 'active'))::int as queued, count(*) filter (where state = 'retry')::int as retrying,
           count(*) filter (where state = 'failed')::int as failed from pgboss.job where name = $1`,
        [name],
      );
      const row = rows[0] as { queued: number; retrying: number; failed: number };
      return { queued: row.queued, retrying: row.retrying, failed: row.failed };
    },
    async retryNow(name) {
      const { rows } = await db.executeSql(
        `update pgboss.job set start_after = now() where name = $1 and state = 'retry' and start_after > now() returning id`,
        [name],
      );
      return rows.length;
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
    async stop(waitMs = STOP_TIMEOUT_MS) {
      await watch.stop();
      leases.stop();
      await boss.stop({ graceful: true, timeout: waitMs });
    },
  };
}

/**
 * One loop for all of this process's workers: every WATCH_SECONDS, a single query finds the queues with due jobs
 * (new, or retries whose delay ran out) and wakes their workers, which then fetch as pg-boss does.
 */
function watchQueues(boss: PgBoss) {
  const workers = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const look = async () => {
    const { rows } = await boss.getDb().executeSql(
      `select q.name from unnest($1::text[]) as q(name)
        where exists (select 1 from pgboss.job j where j.name = q.name and j.state < 'active' and j.start_after < now())`,
      [[...workers.keys()]],
    );
    for (const { name } of rows as { name: string }[]) boss.notifyWorker(workers.get(name)!);
  };
  const tick = () => {
    running = look()
      .catch((err: unknown) => console.error('[jobs] watch', err))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, WATCH_SECONDS * 1000);
      });
  };
  return {
    add(name: string, workerId: string) {
      workers.set(name, workerId);
      if (!timer && !running) tick();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

/** Jobs still active when this process starts were its own before a crash (soleProcess): they fail, so they retry now. */
async function retryOrphans(boss: PgBoss, names: string[]) {
  const { rows } = await boss.getDb().executeSql(`select name, id from pgboss.job where state = 'active' and name = any($1::text[])`, [names]);
  for (const { name, id } of rows as { name: string; id: string }[]) {
    await boss.fail(name, id, { message: 'the process running it stopped' });
  }
}
