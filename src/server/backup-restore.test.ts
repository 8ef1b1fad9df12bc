import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, paidEvent } from './contexts/checkout/checkout.fixtures.ts';
import { headers, type Person } from './testing/events.ts';
import { createTestApp, signUpUser, type TestApp } from './testing/test-app.ts';

const run = promisify(execFile);
const admin = process.env.TEST_DATABASE_URL;

/** Debian's client tools of the newest PostgreSQL installed (scripts/postgres.sh finds the server the same way). */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const newest = fs
    .readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(a) - Number(b))
    .at(-1);
  if (!newest) throw new Error(`No PostgreSQL under ${root}: apt-get install postgresql`);
  return path.join(root, newest, 'bin');
}

const withDatabase = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString();

async function onAdmin(sql: string) {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * docs/production.md's backup and restore, done: a database with an event and sold tickets is dumped with pg_dump,
 * restored with pg_restore into an empty database, and an app started on the copy serves the same event page and
 * the same tickets. PostgreSQL only (vitest.postgres.config.ts): the embedded database is backed up by copying
 * DATA_DIR while stopped.
 */
describe.runIf(admin)('backup and restore (pg_dump, pg_restore)', () => {
  let original: TestApp;
  let restored: TestApp | undefined;
  let owner: Person;
  let patron: Person;
  let eventId: string;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-backup-'));
  const copy = `ovation_restore_${randomBytes(6).toString('hex')}`;

  beforeAll(async () => {
    original = await createTestApp();
    owner = await signUpUser(original.app);
    patron = await signUpUser(original.app);
    const event = await paidEvent(original, owner, {
      tickets: [
        { name: 'General admission', price: 1500, quantity: 100 },
        { name: 'Front row', price: 4000, quantity: 10 },
      ],
    });
    eventId = event.id;
    await buy(original, eventId, { [event.ticketIds[0]!]: 2, [event.ticketIds[1]!]: 1 }, { person: patron });
    await buy(original, eventId, { [event.ticketIds[0]!]: 1 });
    await original.jobs.runUntilIdle(); // the confirmations: tickets issued and mailed
  });

  afterAll(async () => {
    await restored?.close();
    await original?.close();
    if (admin) await onAdmin(`drop database if exists ${copy} with (force)`);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const served = async (t: TestApp) => {
    const get = async (url: string, person?: Person) => {
      const res = await t.app.inject({ method: 'GET', url, headers: headers(person) });
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      return res.json() as unknown;
    };
    return {
      page: await get(`/api/v1/events/${eventId}`),
      pageSignedIn: await get(`/api/v1/events/${eventId}`, patron),
      tickets: await get('/api/v1/patron/tickets', patron),
    };
  };

  it('serves the same event page and tickets from a restored dump', async () => {
    const before = await served(original);
    expect(JSON.stringify(before.tickets)).toContain('Front row');

    const bin = postgresBin();
    const dump = path.join(dir, 'ovation.dump');
    await run(path.join(bin, 'pg_dump'), ['--format=custom', '--no-owner', '--file', dump, original.runtime.database.connectionString]);
    await onAdmin(`create database ${copy} template template0`);
    await run(path.join(bin, 'pg_restore'), ['--no-owner', '--exit-on-error', '--dbname', withDatabase(admin!, copy), dump]);

    // Started on the copy as `npm start` would be: migrations find nothing to do, the job queue its own tables.
    restored = await createTestApp({ DATABASE_URL: withDatabase(admin!, copy) });
    expect(restored.runtime.database.connectionString).toContain(copy);
    expect((await restored.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect(await served(restored)).toEqual(before);
  });
});
