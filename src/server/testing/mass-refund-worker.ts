/**
 * A worker process for the kill -9 test of the mass refund (src/server/mass-refund-crash.test.ts): on the database at
 * argv[2], works the mass refund argv[3] in batches of 10 as the job does, through a sandbox provider that fails the
 * first attempt of 10 % of the refunds (refused, or refunded with the reply lost), and prints one JSON line per batch.
 */
import { openDatabase } from '../platform/db/client.ts';
import { loadConfig } from '../platform/config.ts';
import { systemClock } from '../platform/clock.ts';
import { createLogger } from '../platform/logger.ts';
import { JOBS } from '../platform/jobs/catalog.ts';
import { startJobs } from '../platform/jobs/queue.ts';
import { SandboxProvider } from '../platform/payments/sandbox.ts';
import { refundBatch } from '../contexts/tickets/mass-refund.service.ts';

const [url, massRefundId] = process.argv.slice(2) as [string, string];
const database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 });
const jobs = await startJobs(url, JOBS, { workers: false, schedules: false, logger: createLogger('silent') });
const payments = new SandboxProvider(database.db, async () => undefined, systemClock, { refundFaultPercent: 10 });
const deps = { db: database.db, jobs, config: loadConfig({ NODE_ENV: 'test' }), payments };
for (;;) {
  const batch = await refundBatch(deps, massRefundId, 10);
  process.stdout.write(`${JSON.stringify(batch)}\n`);
  if (!batch.remaining) break;
}
process.exit(0);
