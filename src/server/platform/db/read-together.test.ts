import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../testing/test-app.ts';
import { readTogether } from './read-together.ts';

const t = useTestApp();

/** The most queries one pg client was given before the previous one answered. */
function watchOverlap() {
  const original = pg.Client.prototype.query;
  const running = new Map<pg.Client, number>();
  let most = 0;
  vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
    const now = (running.get(this) ?? 0) + 1;
    running.set(this, now);
    most = Math.max(most, now);
    const done = () => running.set(this, (running.get(this) ?? 1) - 1);
    const result = (original as (...a: unknown[]) => unknown).apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done);
    return result as never;
  });
  return () => most;
}

afterEach(() => vi.restoreAllMocks());

const slowRead = (db: Parameters<typeof readTogether>[0], value: number) => async () =>
  (await db.execute(sql`select pg_sleep(0.01), ${value}::int as value`)).rows[0]!.value;

describe('readTogether', () => {
  it('reads one after another in a transaction: its one connection is never given two queries', async () => {
    const most = watchOverlap();
    const values = await t.db.transaction((tx) => readTogether(tx, slowRead(tx, 1), slowRead(tx, 2), slowRead(tx, 3)));
    expect(values).toEqual([1, 2, 3]);
    expect(most()).toBe(1);
  });

  it('reads at once on the pool, in order of the reads', async () => {
    const started: number[] = [];
    const read = (value: number) => () => {
      started.push(value);
      return slowRead(t.db, value)();
    };
    const values = readTogether(t.db, read(1), read(2));
    expect(started).toEqual([1, 2]); // both began before either answered
    expect(await values).toEqual([1, 2]);
  });
});
