import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { deleteInChunks } from '../../platform/db/delete-in-chunks.ts';
import { utcDay } from './visitor-hash.ts';

/** Raw analytics rows are kept this long; analytics_daily keeps their counts for good. */
export const RAW_RETENTION_DAYS = 90;

/** Rows deleted per statement: a busy day's millions go in short statements that never hold locks for long. */
const CHUNK = 10_000;

/** How long one run deletes: within its job's expiry; the next hourly run goes on from there. */
export const PRUNE_BUDGET_MS = 120_000;

/**
 * Deletes the raw rows older than RAW_RETENTION_DAYS before `now`: actions and web vitals first, then the sessions
 * left without any (a tab open across the cut keeps its session until its last action goes). And every visitor salt
 * but the UTC day's (visitor-hash.ts): within the hour after midnight, yesterday's hashes can no longer be recomputed.
 */
export async function pruneAnalytics(
  db: Db,
  now: Date,
  budgetMs = PRUNE_BUDGET_MS,
): Promise<{ actions: number; webVitals: number; sessions: number }> {
  await db.execute(sql`delete from analytics_salts where day < ${utcDay(now)}::date`);
  const until = performance.now() + budgetMs;
  const before = sql`${new Date(now.getTime() - RAW_RETENTION_DAYS * 86_400_000).toISOString()}::timestamptz`;
  const actions = await deleteInChunks(db, 'analytics_actions', sql`select id from analytics_actions where created_at < ${before}`, CHUNK, until);
  const webVitals = await deleteInChunks(
    db,
    'analytics_web_vitals',
    sql`select id from analytics_web_vitals where created_at < ${before}`,
    CHUNK,
    until,
  );
  const sessions = await deleteInChunks(
    db,
    'analytics_sessions',
    sql`select s.id from analytics_sessions s where s.created_at < ${before}
      and not exists (select 1 from analytics_actions a where a.session_id = s.id)
      and not exists (select 1 from analytics_web_vitals w where w.session_id = s.id)`,
    CHUNK,
    until,
  );
  return { actions, webVitals, sessions };
}
