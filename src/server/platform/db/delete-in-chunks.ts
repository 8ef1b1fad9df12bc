import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Deletes the rows of `table` whose ids `pick` selects, at most `chunk` a statement, until none is left or
 * `performance.now()` passes `until`: a purge of millions goes in short statements that never hold locks for long,
 * and the next run goes on from where a run stopped. Returns how many rows went.
 */
export async function deleteInChunks(db: Db, table: string, pick: SQL, chunk: number, until: number): Promise<number> {
  let total = 0;
  while (performance.now() < until) {
    const { rows } = await db.execute<{ n: number }>(sql`
      with gone as (delete from ${sql.identifier(table)} where id = any(array(${pick} limit ${chunk})) returning 1)
      select count(*)::int as n from gone`);
    const n = Number(rows[0]?.n ?? 0);
    total += n;
    if (n < chunk) break;
  }
  return total;
}
