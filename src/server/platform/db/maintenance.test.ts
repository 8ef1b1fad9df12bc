import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';
import { DATABASE_MAINTENANCE_QUEUE } from '../jobs/catalog.ts';
import type { Jobs } from '../jobs/queue.ts';
import { DATABASE_MAINTENANCE_CRON, registerDatabaseMaintenance, vacuumAnalyze } from './maintenance.ts';

const lastVacuum = async (t: ReturnType<typeof useTestApp>) =>
  (await t.db.execute<{ at: string | null }>(sql`select last_vacuum as at from pg_stat_user_tables where relname = 'orders'`)).rows[0]?.at ?? null;

describe('database maintenance', () => {
  const t = useTestApp();

  it('vacuums and analyzes the tables (what autovacuum does on PostgreSQL)', async () => {
    await vacuumAnalyze(t.db);
    expect(await lastVacuum(t)).not.toBeNull();
  });

  it('is scheduled nightly on the embedded database only', async () => {
    // Test apps create no schedules: the registration is checked on a queue that records them.
    const scheduled: [string, string][] = [];
    const jobs: Jobs = { ...t.jobs, work: async () => {}, schedule: async (queue, cron) => void scheduled.push([queue, cron]) };
    await registerDatabaseMaintenance({ db: t.db, kind: 'pglite' }, jobs);
    await registerDatabaseMaintenance({ db: t.db, kind: 'postgresql' }, jobs);
    expect(scheduled).toEqual([[DATABASE_MAINTENANCE_QUEUE, DATABASE_MAINTENANCE_CRON]]);
  });
});
