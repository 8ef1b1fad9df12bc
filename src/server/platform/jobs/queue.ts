import PgBoss from 'pg-boss';

/** The job queue: pg-boss on the same database as everything else. */
export interface Jobs {
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  work<T>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Runs the queue's job on a cron schedule (once across all workers). */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

const BATCH_SIZE = 50;

const errorOutput = (err: unknown) => (err instanceof Error ? { message: err.message, stack: err.stack } : { message: String(err) });

/** `workers: false` (API-only replicas) enqueues and schedules jobs but leaves handling them to worker processes. */
export async function startJobs(connectionString: string, queues: readonly string[], opts: { workers: boolean } = { workers: true }): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, max: 5 });
  boss.on('error', (err) => console.error('[jobs]', err));
  await boss.start();
  for (const name of queues) await boss.createQueue(name);
  return {
    send: (name, data, options) => boss.send(name, data, { retryLimit: 5, retryDelay: 10, retryBackoff: true, ...options }),
    async work(name, handler) {
      if (!opts.workers) return;
      // pg-boss waits out the polling interval after every fetch, so one job per fetch would cap a queue at two
      // jobs a second (a rush's confirmation e-mails would lag by minutes): fetch a batch and run it at once.
      await boss.work(name, { pollingIntervalSeconds: 0.5, batchSize: BATCH_SIZE }, async (jobs) => {
        const results = await Promise.allSettled(jobs.map((job) => handler(job.data as never)));
        // A failed job retries alone; pg-boss then completes the others (failing the whole batch would redo them).
        await Promise.all(results.map((r, i) => (r.status === 'rejected' ? boss.fail(name, jobs[i]!.id, errorOutput(r.reason)) : undefined)));
      });
    },
    schedule: (name, cron) => boss.schedule(name, cron, {}),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
