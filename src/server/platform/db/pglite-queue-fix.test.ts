import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from './client.ts';

// Only the embedded database has the shared session this guards.
const embedded = !process.env.TEST_DATABASE_URL;

describe.runIf(embedded)('embedded database under concurrent connections', () => {
  let database: Database;
  let pool: pg.Pool;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: null });
    pool = new pg.Pool({ connectionString: database.connectionString, max: 20 });
  });
  afterAll(async () => {
    await pool?.end();
    await database?.close();
  });

  it('answers each parameterized query with its own rows', async () => {
    const results = await Promise.all(Array.from({ length: 300 }, (_, i) => pool.query('select $1::int as n, pg_sleep(0) as s', [i])));
    expect(results.map((r) => r.rows[0].n)).toEqual(Array.from({ length: 300 }, (_, i) => i));
  });

  it('keeps serving after a failing query and around an open transaction', async () => {
    const client = await pool.connect();
    await client.query('begin');
    // Other connections wait for the transaction (one shared session), then all run.
    const outside = Promise.all(Array.from({ length: 20 }, (_, i) => pool.query('select $1::int as n', [i])));
    const failing = pool.query('select $1::int / 0 as boom', [1]).catch((err: Error) => err.message);
    expect((await client.query('select $1::int as inside', [7])).rows[0].inside).toBe(7);
    await client.query('commit');
    client.release();
    expect(await failing).toMatch(/division by zero/);
    expect((await outside).map((r) => r.rows[0].n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect((await pool.query('select $1::text as ok', ['yes'])).rows[0].ok).toBe('yes');
  });
});
