import PgBoss from 'pg-boss';

/** The job queue: pg-boss on the same database as everything else. */
export interface Jobs {
  send<T extends object>(name: string, data: T, options?: PgBoss.SendOptions): Promise<string | null>;
  work<T>(name: string, handler: (data: T) => Promise<void>): Promise<void>;
  /** Runs the queue's job on a cron schedule (once across all workers). */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobs(connectionString: string, queues: readonly string[]): Promise<Jobs> {
  const boss = new PgBoss({ connectionString, max: 5 });
  boss.on('error', (err) => console.error('[jobs]', err));
  await boss.start();
  for (const name of queues) await boss.createQueue(name);
  return {
    send: (name, data, options) => boss.send(name, data, { retryLimit: 5, retryDelay: 10, retryBackoff: true, ...options }),
    async work(name, handler) {
      await boss.work(name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    schedule: (name, cron) => boss.schedule(name, cron, {}),
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}
