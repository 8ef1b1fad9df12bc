import type { Config } from './platform/config.ts';
import { openDatabase, type Database, type EmbeddedServer } from './platform/db/client.ts';
import { startJobs, type JobRunner } from './platform/jobs/queue.ts';
import { createLogger, type Logger } from './platform/logger.ts';
import { systemClock, type Clock } from './platform/clock.ts';
import { JOBS } from './platform/jobs/catalog.ts';
import { outboxMailer, smtpMailer, type Mailer } from './platform/mail/mailer.ts';
import { registerMailWorker } from './platform/mail/mail.jobs.ts';
import { registerDatabaseMaintenance } from './platform/db/maintenance.ts';
import { s3Storage } from './platform/storage/s3-storage.ts';
import { localStorage, type Storage } from './platform/storage/storage.ts';
import { createPaymentProvider } from './platform/payments/index.ts';
import type { PaymentProvider } from './platform/payments/provider.ts';
import path from 'node:path';
import { rateLimiter, type RateLimiter } from './platform/http/rate-limit.ts';
import { MODULES } from './modules.ts';
import { wirePorts } from './ports.ts';
import { startNotices } from './platform/notices.ts';

/** What a stop keeps, of its grace, for releasing the jobs still running and closing the database. */
const CLOSING_MS = 3_000;

export interface Runtime {
  database: Database;
  jobs: JobRunner;
  /** The log of work outside requests (jobs), at the configured LOG_LEVEL. */
  logger: Logger;
  mailer: Mailer;
  storage: Storage;
  payments: PaymentProvider;
  /** Rate limits counted in the database, shared by every process. */
  limits: RateLimiter;
  /** What the code deciding by our own clock reads (a test clock in tests). */
  clock: Clock;
  /** Lets running jobs finish until `deadline` (a Date.now() value) less the time closing takes, then closes everything. */
  stop(deadline?: number): Promise<void>;
}

export interface RuntimeOptions {
  inMemoryDatabase?: boolean;
  /** An embedded server already running (a test worker's, emptied between apps); it outlives the runtime. */
  embeddedDatabase?: EmbeddedServer;
  /** False in tests: no cron schedule and no timed sweep; the test runs the jobs (`jobs.runUntilIdle()`). */
  schedules?: boolean;
  /** What the code deciding by our own clock reads (tests move a test clock instead of sleeping). */
  clock?: Clock;
}

/** Database (migrated), job queue with its workers, mail adapter and storage: what the API and worker share. */
export async function startRuntime(config: Config, opts: RuntimeOptions = {}): Promise<Runtime> {
  wirePorts();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: opts.inMemoryDatabase ? null : config.dataDir,
    poolSize: config.databasePoolSize,
    embedded: opts.embeddedDatabase,
  });
  const logger = createLogger(config.logLevel);
  // Other processes may share the database: hear what they change about what this one keeps in memory.
  const notices = database.kind === 'postgresql' ? await startNotices(database.connectionString, logger) : null;
  const jobs = await startJobs(database.connectionString, JOBS, {
    workers: config.runWorkers,
    schedules: opts.schedules,
    soleProcess: database.kind === 'pglite',
    leaseSeconds: config.jobLeaseSeconds,
    logger,
  });
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(database.db);
  await registerMailWorker(jobs, mailer, database.db);
  const storage = config.storage.kind === 's3' ? s3Storage(config.storage) : localStorage(path.join(config.dataDir, 'files'));
  const clock = opts.clock ?? systemClock;
  const payments = createPaymentProvider(config, database.db, jobs, clock);
  await registerDatabaseMaintenance(database, jobs);
  const jobDeps = { config, db: database.db, jobs, payments, storage, logger, clock };
  const stops: (() => Promise<void>)[] = [];
  for (const module of MODULES) {
    const stop = await module.jobs?.(jobDeps);
    if (stop) stops.push(stop);
  }
  return {
    database,
    jobs,
    logger,
    mailer,
    storage,
    payments,
    limits: rateLimiter(database.db, config.rateLimitScale),
    clock,
    async stop(deadline) {
      for (const stop of stops) await stop();
      await jobs.stop(deadline === undefined ? undefined : Math.max(1_000, deadline - Date.now() - CLOSING_MS));
      mailer.close();
      await notices?.stop();
      await database.close();
    },
  };
}
