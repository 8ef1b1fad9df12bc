import { sql } from 'drizzle-orm';
import type { Database, Db } from './client.ts';
import { DATABASE_MAINTENANCE_QUEUE } from '../jobs/catalog.ts';
import type { Jobs } from '../jobs/queue.ts';

/** 03:30 every night, once across all workers: the quiet hour of most time zones the product serves. */
export const DATABASE_MAINTENANCE_CRON = '30 3 * * *';

/**
 * PostgreSQL's autovacuum keeps tables' visibility maps and planner statistics fresh; the embedded PGlite runs no
 * autovacuum, so without this its tables bloat and reports that read covering indexes (reporting's revenue) fall back
 * to heap reads: 3x slower on a table never vacuumed (bench/reporting.ts --no-vacuum). PGlite serves one statement at
 * a time, so the VACUUM holds other queries for its few seconds: at night.
 */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}

export async function registerDatabaseMaintenance(database: Pick<Database, 'db' | 'kind'>, jobs: Jobs): Promise<void> {
  if (database.kind !== 'pglite') return;
  await jobs.work(DATABASE_MAINTENANCE_QUEUE, () => vacuumAnalyze(database.db));
  await jobs.schedule(DATABASE_MAINTENANCE_QUEUE, DATABASE_MAINTENANCE_CRON);
}
