import PgBoss from 'pg-boss';
import type pg from 'pg';
import { z } from 'zod';
import type { Tx } from '../db/client.ts';
import type { Logger } from '../logger.ts';
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
  /** Sends many jobs of one queue in one statement (a batch of bulk e-mails), each payload checked as `send` does. */
  sendMany<Q extends QueueName>(queue: Q, payloads: readonly JobInput<Q>[], options?: { tx?: Tx }): Promise<void>;
  /**
   * The handler gets the payload as the queue's schema parsed it; a job whose payload does not parse fails for good
   * (no retries) with an error in the log. `job.id` is the same on every try of a job (a key for handlers that
   * must act once).
   */
  work<Q extends QueueName>(queue: Q, handler: (data: JobData<Q>, job: JobContext) => Promise<void>): Promise<void>;
  /** Runs the queue's job on a cron schedule (once across all workers), with an empty payload. */
  schedule(queue: QueueName, cron: string): Promise<void>;
  /** Jobs of a queue waiting for their first try (or running), waiting to be retried, and given up (failed). */
  backlog(queue: QueueName): Promise<{ queued: number; retrying: number; failed: number }>;
  /** Every queue of the catalog, in one query: its jobs by state and how late its oldest due job is (metrics). */
  backlogs(): Promise<QueueBacklog[]>;
  /** Makes every job of a queue that waits for its retry due now (the cause of its failures is gone); returns how many. */
  retryNow(queue: QueueName): Promise<number>;
  /**
   * Gives every failed job of a queue (or only those of `ids`) one more try now; returns their payloads. With `tx`, in
   * that transaction (pg-boss's tables are in this database): the retry commits with what the caller writes there.
   */
  retryFailed(queue: QueueName, options?: { ids?: readonly string[]; tx?: Tx }): Promise<unknown[]>;
  /** The newest jobs of a queue that failed for good (at most `limit`), with the last error's message. */
  failed(queue: QueueName, limit: number): Promise<FailedJob[]>;
  /**
   * Stops fetching jobs, waits up to `waitMs` for the running ones, then fails those still running (pg-boss's
   * stop), so they retry in another process (or this one's next start) instead of waiting for their expiry.
   */
  stop(waitMs?: number): Promise<void>;
}

/**
 * The queue as its process holds it: `Jobs`, plus running due jobs here and now, through the worker's own code (the
 * payload check, retries with our delays, leases). Tests drive background work with these instead of waiting for a
 * worker or a cron; services only ever see `Jobs`.
 */
export interface JobRunner extends Jobs {
  /**
   * Runs the jobs of `queue` that are due now with its handler, batch after batch (not those their runs send: see
   * runUntilIdle); returns how many ran.
   */
  run(queue: QueueName): Promise<number>;
  /**
   * Runs every queue with a handler, round after round, until no job is due (a retry waiting for its delay is not
   * due); returns how many ran. Throws after `maxRounds` rounds that each still found work (jobs that keep making
   * jobs).
   */
  runUntilIdle(maxRounds?: number): Promise<number>;
  /** What the queue's cron does now: sends its empty payload and runs the queue; returns how many ran. */
  runScheduled(queue: QueueName): Promise<number>;
}

/** A queue's jobs by state, and the age of its oldest job that is due but not yet taken (0 when none waits). */
export interface QueueBacklog {
  queue: QueueName;
  created: number;
  retry: number;
  active: number;
  failed: number;
  oldestDueSeconds: number;
}

/** A job given up after its last retry, as the site admins' console lists it. */
export interface FailedJob {
  id: string;
  data: unknown;
  error: string | null;
  failedAt: Date;
}

/** A payload its queue's schema refuses: a bug in the sender (on send) or a job written by other code (on work). */
export class InvalidJobPayload extends Error {
  constructor(queue: string, error: z.ZodError) {
    super(`Invalid payload for the ${queue} queue: ${z.prettifyError(error)}`);
    this.name = 'InvalidJobPayload';
  }
}

/**
 * What a handler throws when another try would fail the same way (an SMTP server refusing an address for good): the
 * job fails for good at once, without its retries; its dead letter, when the queue has one, still receives it.
 */
export class PermanentJobFailure extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobFailure';
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

/** runUntilIdle's default limit: job chains in the product are a few links long (an order, its e-mail, a dead letter). */
const MAX_ROUNDS = 20;

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

/** What a handler gets besides its payload: the job's id and a log whose lines carry that id and the queue. */
export interface JobContext {
  id: string;
  log: Logger;
}

type Handler = (data: unknown, job: JobContext) => Promise<void>;

export interface JobsOptions {
  /**
   * False for API-only replicas: they enqueue and schedule jobs but leave handling them to worker processes. Handlers
   * are registered all the same (`run` uses them); no pg-boss worker fetches jobs.
   */
  workers: boolean;
  /**
   * False in tests: nothing here runs by the clock. No cron schedule is created, pg-boss's own cron and maintenance
   * loops and our lease sweep do not run; tests run the jobs themselves (`JobRunner`). Default: true.
   */
  schedules?: boolean;
  /** Failures and stuck jobs are logged here, with the job's id and queue. */
  logger: Logger;
  /**
   * True when no other process can be working on this database's jobs (the embedded database lives inside this
   * process): jobs left active by a crash are retried at start instead of after their expiry.
   */
  soleProcess?: boolean;
  /** How long a running job may go unmarked before another process retries it (leases.ts; default LEASE_SECONDS). */
  leaseSeconds?: number;
}

/** How often queue creation is tried when PostgreSQL breaks a deadlock by aborting it. */
const DEADLOCK_TRIES = 5;

/**
 * Runs `work` again when PostgreSQL aborted it to break a deadlock (40P01): processes starting at once deadlock in
 * pg-boss's create_queue (each inserts the queue and makes its tables). The work must be safe to repeat. Not a lock
 * around it: a process waiting on a lock of ours while its pg-boss pool holds table locks could wait forever on a
 * process that waits for those tables, a cycle PostgreSQL cannot see.
 */
async function retriedOnDeadlock(work: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if ((err as { code?: string }).code !== '40P01' || attempt >= DEADLOCK_TRIES) throw err;
    }
  }
}

type QueueOptions = Required<Pick<PgBoss.Queue, 'expireInSeconds' | 'retryLimit' | 'retryDelay' | 'retryBackoff'>> & Pick<PgBoss.Queue, 'deadLetter'>;

/** Whether a queue's row already has the policy the catalog gives it (updateQueue also sets the standard policy). */
function asCatalogSays(queue: PgBoss.Queue | undefined, options: QueueOptions): boolean {
  return (
    queue !== undefined &&
    queue.policy === 'standard' &&
    queue.expireInSeconds === options.expireInSeconds &&
    queue.retryLimit === options.retryLimit &&
    queue.retryDelay === options.retryDelay &&
    queue.retryBackoff === options.retryBackoff &&
    (queue.deadLetter ?? null) === (options.deadLetter ?? null)
  );
}

/** Creates (or updates) every queue of the catalog with its policy: expiry, retries, dead letter, if not as it says. */
export async function startJobs(connectionString: string, catalog: JobCatalog, opts: JobsOptions): Promise<JobRunner> {
  const { logger } = opts;
  const timers = opts.schedules ?? true;
  const boss = new PgBoss({ connectionString, max: 5, maintenanceIntervalSeconds: MAINTENANCE_SECONDS, schedule: timers, supervise: timers });
  boss.on('error', (err) => logger.error({ err }, 'pg-boss failed'));
  await boss.start();
  const db = boss.getDb();
  const names = Object.keys(catalog) as QueueName[];
  const createQueues = async () => {
    // One read of the queues first: a start on a database that has them all as the catalog says (every restart, every
    // test app) makes none of the two statements a queue each, 128 in all.
    const made = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
    for (const name of names) {
      const { expireInSeconds, retryLimit, retryDelay, deadLetter } = catalog[name].policy;
      const options = { name, expireInSeconds, retryLimit, retryDelay, retryBackoff: false, ...(deadLetter ? { deadLetter } : {}) };
      if (asCatalogSays(made.get(name), options)) continue;
      await boss.createQueue(name, options);
      await boss.updateQueue(name, options); // a queue created by an older version takes the current policy
    }
  };
  await retriedOnDeadlock(createQueues);
  if (opts.soleProcess && opts.workers) await retryOrphans(boss, names);
  const watch = watchQueues(boss, logger);
  // A dead process's jobs retry within a minute (leases.ts), not after their expiry or at its next start.
  const leases = startLeases(db, (name, id) => boss.fail(name, id, { message: 'the process running it stopped' }), names, {
    logger,
    release: timers,
    leaseSeconds: opts.leaseSeconds,
  });
  const handlers = new Map<QueueName, Handler>();

  async function fail(name: QueueName, job: PgBoss.JobWithMetadata<unknown>, reason: unknown) {
    const fields = { queue: name, jobId: job.id, err: reason };
    if (reason instanceof InvalidJobPayload || reason instanceof PermanentJobFailure) {
      // Another try would fail the same way: the job fails for good now (a dead letter still receives it).
      logger.error(fields, reason instanceof InvalidJobPayload ? 'job failed without retry: its payload does not parse' : 'job failed for good');
      await db.executeSql(`update pgboss.job set retry_limit = retry_count where name = $1 and id = $2 and state = 'active'`, [name, job.id]);
      await boss.fail(name, job.id, errorOutput(reason));
      return;
    }
    await boss.fail(name, job.id, errorOutput(reason));
    // pg-boss's own backoff doubles without a cap; ours grows to the policy's maximum delay.
    if (job.retryCount < job.retryLimit) {
      const delay = retryDelaySeconds(catalog[name].policy, job.retryCount);
      logger.warn({ ...fields, retryCount: job.retryCount, retryInSeconds: delay }, 'job failed, will retry');
      await db.executeSql(`update pgboss.job set start_after = now() + $3 * interval '1 second' where name = $1 and id = $2 and state = 'retry'`, [
        name,
        job.id,
        delay,
      ]);
    } else {
      logger.error({ ...fields, retryCount: job.retryCount }, 'job failed for good');
    }
  }

  /**
   * Runs a fetched batch at once (the worker's and `run`'s one way): each job with its parsed payload, its lease
   * marked while it runs. A failed job retries alone; returns the ids of those that succeeded, for the caller to
   * complete (pg-boss's worker does it; failing the whole batch would redo the others).
   */
  async function runBatch(name: QueueName, jobs: PgBoss.JobWithMetadata<unknown>[]): Promise<string[]> {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`No handler for the ${name} queue`);
    const ids = jobs.map((job) => job.id);
    await leases.track(ids);
    const results = await Promise.allSettled(
      jobs.map(async (job) => handler(parsePayload(catalog, name, job.data), { id: job.id, log: logger.child({ jobId: job.id, queue: name }) })),
    );
    leases.untrack(ids);
    await Promise.all(results.map((r, i) => (r.status === 'rejected' ? fail(name, jobs[i]!, r.reason) : undefined)));
    return ids.filter((_, i) => results[i]!.status === 'fulfilled');
  }

  const batchSizeOf = (name: QueueName) => (catalog[name] as JobDefinition).batchSize ?? BATCH_SIZE;

  /** Runs the jobs due when it starts (and any others a batch brings along), so a job that re-sends itself ends it. */
  async function run(name: QueueName): Promise<number> {
    // pg-boss fetches a job once its start_after is before now(); PGlite's now() counts milliseconds, so a job sent
    // (or made due) in this very millisecond is moved a millisecond back to be fetched now.
    const { rows } = await db.executeSql(
      `with tied as (update pgboss.job set start_after = now() - interval '1 millisecond' where name = $1 and state < 'active' and start_after = now())
       select count(*)::int as n from pgboss.job where name = $1 and state < 'active' and start_after <= now()`,
      [name],
    );
    const due = Number((rows[0] as { n: number }).n);
    let ran = 0;
    while (ran < due) {
      const jobs = await boss.fetch<unknown>(name, { batchSize: batchSizeOf(name), includeMetadata: true });
      if (!jobs.length) break;
      const done = await runBatch(name, jobs);
      if (done.length) await boss.complete(name, done);
      ran += jobs.length;
    }
    return ran;
  }

  return {
    async send(name, payload, options = {}) {
      const { tx, ...sendOptions } = options;
      const data = parsePayload(catalog, name, payload);
      return boss.send(name, data, tx ? { ...sendOptions, ...inTransaction(tx) } : sendOptions);
    },
    async sendMany(name, payloads, options = {}) {
      if (!payloads.length) return;
      const jobs = payloads.map((payload) => ({ name, data: parsePayload(catalog, name, payload) }));
      await boss.insert(jobs, options.tx ? inTransaction(options.tx) : {});
    },
    async work(name, handler) {
      handlers.set(name, handler as Handler);
      if (!opts.workers) return;
      // pg-boss waits out the polling interval after every fetch, so one job per fetch would cap a queue at two
      // jobs a second (a rush's confirmation e-mails would lag by minutes): fetch a batch and run it at once.
      const options = { pollingIntervalSeconds: IDLE_POLL_SECONDS, batchSize: batchSizeOf(name), includeMetadata: true } as const;
      const workerId = await boss.work(name, options, async (jobs) => {
        await runBatch(name, jobs); // pg-boss completes the batch: a no-op for the jobs that failed
      });
      watch.add(name, workerId);
    },
    async schedule(name, cron) {
      parsePayload(catalog, name, {}); // a queue whose jobs need data cannot run on a schedule
      if (timers) await boss.schedule(name, cron, {});
    },
    run,
    async runUntilIdle(maxRounds = MAX_ROUNDS) {
      let total = 0;
      for (let round = 1; ; round += 1) {
        let ran = 0;
        for (const name of await queuesWithDueJobs(db, [...handlers.keys()])) ran += await run(name);
        total += ran;
        if (!ran) return total;
        if (round >= maxRounds) throw new Error(`Jobs were still due after ${maxRounds} rounds of runUntilIdle: a job that keeps sending jobs?`);
      }
    },
    async runScheduled(name) {
      await boss.send(name, parsePayload(catalog, name, {}));
      return run(name);
    },
    async backlog(name) {
      const [row] = await countJobs(db, [name]);
      return { queued: row!.created + row!.active, retrying: row!.retry, failed: row!.failed };
    },
    backlogs: () => countJobs(db, names),
    async retryNow(name) {
      const { rows } = await db.executeSql(
        `update pgboss.job set start_after = now() where name = $1 and state = 'retry' and start_after > now() returning id`,
        [name],
      );
      return rows.length;
    },
    async retryFailed(name, { ids, tx } = {}) {
      const on = tx ? inTransaction(tx) : { db };
      const { rows } = await on.db!.executeSql(
        `select id, data from pgboss.job where name = $1 and state = 'failed' and ($2::uuid[] is null or id = any($2::uuid[]))`,
        [name, ids ? [...ids] : null],
      );
      if (!rows.length) return [];
      const jobs = rows as { id: string; data: unknown }[];
      await boss.retry(
        name,
        jobs.map((r) => r.id),
        on,
      );
      return jobs.map((r) => r.data);
    },
    async failed(name, limit) {
      const { rows } = await db.executeSql(
        `select id, data, output->>'message' as error, completed_on as "failedAt" from pgboss.job
          where name = $1 and state = 'failed' order by completed_on desc nulls last, id limit $2`,
        [name, limit],
      );
      return (rows as { id: string; data: unknown; error: string | null; failedAt: Date | string }[]).map((r) => ({
        ...r,
        failedAt: new Date(r.failedAt),
      }));
    },
    async stop(waitMs = STOP_TIMEOUT_MS) {
      await watch.stop();
      leases.stop();
      await boss.stop({ graceful: true, timeout: waitMs });
    },
  };
}

/**
 * Each named queue's jobs by state (completed and cancelled ones are not counted: pg-boss keeps them for a while), and
 * how long its oldest due job has waited to be taken; a queue without jobs gets zeros.
 */
async function countJobs(db: PgBoss.Db, names: QueueName[]): Promise<QueueBacklog[]> {
  const { rows } = await db.executeSql(
    `select q.name as queue,
       count(j.id) filter (where j.state = 'created')::int as created, count(j.id) filter (where j.state = 'retry')::int as retry,
       count(j.id) filter (where j.state = 'active')::int as active, count(j.id) filter (where j.state = 'failed')::int as failed,
       coalesce(extract(epoch from now() - min(j.start_after) filter (where j.state < 'active' and j.start_after <= now())), 0)::float8
         as "oldestDueSeconds"
     from unnest($1::text[]) as q(name)
     left join pgboss.job j on j.name = q.name and j.state not in ('completed', 'cancelled')
     group by q.name order by q.name`,
    [names],
  );
  return rows as QueueBacklog[];
}

/** Of these queues, those with a job due now (new, or a retry whose delay ran out): one query, however many. */
async function queuesWithDueJobs<N extends string>(db: PgBoss.Db, names: N[]): Promise<N[]> {
  const { rows } = await db.executeSql(
    `select q.name from unnest($1::text[]) as q(name)
      where exists (select 1 from pgboss.job j where j.name = q.name and j.state < 'active' and j.start_after <= now())`,
    [names],
  );
  return (rows as { name: N }[]).map((r) => r.name);
}

/**
 * One loop for all of this process's workers: every WATCH_SECONDS, a single query finds the queues with due jobs
 * (new, or retries whose delay ran out) and wakes their workers, which then fetch as pg-boss does.
 */
function watchQueues(boss: PgBoss, logger: Logger) {
  const workers = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const look = async () => {
    for (const name of await queuesWithDueJobs(boss.getDb(), [...workers.keys()])) boss.notifyWorker(workers.get(name)!);
  };
  const tick = () => {
    running = look()
      .catch((err: unknown) => logger.error({ err }, 'looking for due jobs failed'))
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
