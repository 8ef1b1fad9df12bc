import type { Config } from './platform/config.ts';
import { openDatabase, type Database } from './platform/db/client.ts';
import { startJobs, type Jobs } from './platform/jobs/queue.ts';
import { JOBS } from './platform/jobs/catalog.ts';
import { outboxMailer, smtpMailer, type Mailer } from './platform/mail/mailer.ts';
import { registerMailWorker } from './platform/mail/mail.jobs.ts';
import { registerDatabaseMaintenance } from './platform/db/maintenance.ts';
import { localStorage, type Storage } from './platform/storage/storage.ts';
import { createPaymentProvider } from './platform/payments/index.ts';
import type { PaymentProvider } from './platform/payments/provider.ts';
import path from 'node:path';
import { rateLimiter, type RateLimiter } from './platform/http/rate-limit.ts';
import { MODULES } from './modules.ts';

/** What a stop keeps, of its grace, for releasing the jobs still running and closing the database. */
const CLOSING_MS = 3_000;

export interface Runtime {
  database: Database;
  jobs: Jobs;
  mailer: Mailer;
  storage: Storage;
  payments: PaymentProvider;
  /** Rate limits counted in the database, shared by every process. */
  limits: RateLimiter;
  /** Lets running jobs finish until `deadline` (a Date.now() value) less the time closing takes, then closes everything. */
  stop(deadline?: number): Promise<void>;
}

/**
 * Database (migrated), job queue with its workers, mail adapter and storage: what the API and worker share.
 * `databaseFrom` starts an in-memory embedded database from another's dump (openDatabase's `from`).
 */
export async function startRuntime(config: Config, opts: { inMemoryDatabase?: boolean; databaseFrom?: Blob } = {}): Promise<Runtime> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: opts.inMemoryDatabase ? null : config.dataDir,
    poolSize: config.databasePoolSize,
    from: opts.databaseFrom,
  });
  const jobs = await startJobs(database.connectionString, JOBS, { workers: config.runWorkers, soleProcess: database.kind === 'pglite' });
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(database.db);
  await registerMailWorker(jobs, mailer);
  const storage = localStorage(path.join(config.dataDir, 'files'));
  const payments = createPaymentProvider(config, database.db, jobs);
  await registerDatabaseMaintenance(database, jobs);
  const jobDeps = { config, db: database.db, jobs, payments, storage };
  const stops: (() => Promise<void>)[] = [];
  for (const module of MODULES) {
    const stop = await module.jobs?.(jobDeps);
    if (stop) stops.push(stop);
  }
  return {
    database,
    jobs,
    mailer,
    storage,
    payments,
    limits: rateLimiter(database.db, config.rateLimitScale),
    async stop(deadline) {
      for (const stop of stops) await stop();
      await jobs.stop(deadline === undefined ? undefined : Math.max(1_000, deadline - Date.now() - CLOSING_MS));
      mailer.close();
      await database.close();
    },
  };
}
