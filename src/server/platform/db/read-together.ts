import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/**
 * Independent reads: at once on the pool (each its own connection), one after another in a transaction, which is
 * one connection: pg runs only one query at a time on a client, warns when given another meanwhile, and pg 9 will
 * refuse it. Services that read in parallel may be handed a transaction (the demo history runs checkout in one).
 */
export async function readTogether<T extends readonly unknown[]>(db: Queryable, ...reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
