import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from './test-app.ts';

/**
 * Test apps of one worker take turns on embedded servers, emptied between them (test-databases.ts). An app that
 * finds what an earlier one left would make tests pass or fail by the order they ran in: a reused server must read
 * exactly as one opened from the template.
 */

const TIME = /^\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A value with its times and generated ids blanked: the job every app's start runs differs only in those. */
const comparable = (v: unknown): unknown => {
  if (typeof v === 'string') return TIME.test(v) || UUID.test(v) ? '…' : v;
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, inner]) => [k, comparable(inner)]));
  return v;
};

/** Every row of every table of ours, of the migrations journal and of the job queue, in a stable order. */
async function contents(t: TestApp) {
  const { rows: tables } = await t.db.execute<{ name: string }>(
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname in ('public', 'pgboss', 'drizzle') order by 1`,
  );
  const all: Record<string, unknown[]> = {};
  for (const { name } of tables) {
    const { rows } = await t.db.execute<{ row: Record<string, unknown> }>(sql.raw(`select to_jsonb(t) as row from ${name} t`));
    all[name] = rows.map((r) => JSON.stringify(comparable(r.row))).sort();
  }
  return all;
}

describe('a test app on a reused embedded server', () => {
  const apps: TestApp[] = [];
  afterAll(() => Promise.all(apps.map((a) => a.close())));

  it('reads as one opened from the template: no row, queue, lock, setting or temporary table of the app before it', async () => {
    const first = await createTestApp();
    const server = first.runtime.database.connectionString;
    // What an app leaves: people, sessions, e-mails and jobs waiting in the queue, and session state on the one
    // PGlite session every client shares.
    await signUpUser(first.app);
    await signUpUser(first.app, { verified: false });
    await first.db.execute(sql`select pgboss.create_queue('test.left-behind', '{"policy": "standard"}'::json)`);
    // A sequence moved on (as a rolled-back insert moves it) in a table left empty.
    await first.db.execute(sql`select nextval(pg_get_serial_sequence('outbox_events', 'id'))`);
    const client = await first.runtime.database.pool.connect();
    await client.query(`select pg_advisory_lock(4242)`);
    await client.query(`set timezone = 'Pacific/Kiritimati'`);
    await client.query(`create temporary table left_behind (id int)`);
    await client.query('begin');
    await client.query(`insert into left_behind values (1)`);
    client.release();
    await first.close();

    const reused = await createTestApp();
    apps.push(reused);
    expect(reused.runtime.database.connectionString).toBe(server);
    const opened = await createTestApp({}, { fromTemplate: true });
    apps.push(opened);
    expect(opened.runtime.database.connectionString).not.toBe(server);

    expect(await contents(reused)).toEqual(await contents(opened));
    // The sequences too (an outbox event's id): a reused server numbers from where a new one does.
    const sequences = `select format('%I.%I', schemaname, sequencename) as name, last_value from pg_sequences order by 1`;
    expect((await reused.db.execute(sql.raw(sequences))).rows).toEqual((await opened.db.execute(sql.raw(sequences))).rows);
    // One session for all clients: a lock it still held would be granted again to anyone, so count it instead.
    const { rows } = await reused.db.execute<{ locks: number; zone: string; temp: string | null; role: string }>(
      sql`select (select count(*)::int from pg_locks where locktype = 'advisory') as locks,
                 current_setting('timezone') as zone, to_regclass('left_behind')::text as temp,
                 current_setting('session_replication_role') as role`,
    );
    const { rows: fresh } = await opened.db.execute<{ zone: string }>(sql`select current_setting('timezone') as zone`);
    // Triggers and foreign keys act again (the emptying turns them off while it deletes).
    expect(rows[0]).toEqual({ locks: 0, zone: fresh[0]!.zone, temp: null, role: 'origin' });
  });
});

describe('a test app whose tests fake Date', () => {
  it('leaves its embedded server to no other app (PGlite reads the faked clock too)', async () => {
    const faking = await createTestApp({}, { fakesDate: true });
    const server = faking.runtime.database.connectionString;
    await faking.close();
    // Spare servers are taken last in, first out: kept, it would be this next app's.
    const next = await createTestApp();
    try {
      expect(next.runtime.database.connectionString).not.toBe(server);
    } finally {
      await next.close();
    }
  });
});
