import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const admin = process.env.TEST_DATABASE_URL;

/** Several processes of a new release start at once on an empty database: each migration is applied once. */
describe.runIf(admin)('migrations under the advisory lock (PostgreSQL)', () => {
  const name = `ovation_migrate_${randomBytes(4).toString('hex')}`;
  const asAdmin = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      return await client.query(sql);
    } finally {
      await client.end();
    }
  };
  afterAll(() => asAdmin(`drop database if exists ${name} with (force)`));

  it('four processes opening an empty database at once all start, and every migration is recorded once', async () => {
    await asAdmin(`create database ${name}`);
    const url = Object.assign(new URL(admin!), { pathname: `/${name}` }).toString();
    const opened = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 })));
    try {
      const { rows } = await opened[0]!.pool.query<{ hash: string; n: string }>(
        'select hash, count(*)::text as n from drizzle.__drizzle_migrations group by hash',
      );
      expect(rows.length).toBeGreaterThan(30);
      expect(rows.filter((r) => r.n !== '1')).toEqual([]);
    } finally {
      await Promise.all(opened.map((d) => d.close()));
    }
  });
});
