import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/**
 * Takes the transaction-scoped lock named `name` (released at commit or rollback): transactions taking the same
 * name run that part one at a time, in every process on the database. How counted limits stay atomic (check the
 * count, then insert) without locking the rows they count.
 */
export async function lockFor(tx: Tx, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/** Takes the locks named `names`, in that order, in one statement (callers keep one order so none wait in a circle). */
export async function lockAll(tx: Tx, names: readonly string[]): Promise<void> {
  const list = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(n, 0)) from unnest(array[${list}]::text[]) as n`);
}
