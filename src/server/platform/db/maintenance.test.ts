import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';
import { DATABASE_MAINTENANCE_QUEUE } from '../jobs/catalog.ts';
import { DATABASE_MAINTENANCE_CRON, vacuumAnalyze } from './maintenance.ts';

const lastVacuum = async (t: ReturnType<typeof useTestApp>) =>
  (await t.db.execute<{ at: string | null }>(sql`select last_vacuum as at from pg_stat_user_tables where relname = 'orders'`)).rows[0]?.at ?? null;

describe('database maintenance', () => {
  const t = useTestApp();

  it('vacuums and analyzes the tables (what autovacuum does on PostgreSQL)', async () => {
    await vacuumAnalyze(t.db);
    expect(await lastVacuum(t)).not.toBeNull();
  });

  it('is scheduled nightly on the embedded database only', async () => {
    const schedules = await t.db.execute<{ cron: string }>(sql`select cron from pgboss.schedule where name = ${DATABASE_MAINTENANCE_QUEUE}`);
    expect(schedules.rows.map((r) => r.cron)).toEqual(t.runtime.database.kind === 'pglite' ? [DATABASE_MAINTENANCE_CRON] : []);
  });
});
