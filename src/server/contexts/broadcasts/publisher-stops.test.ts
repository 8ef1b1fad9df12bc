import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { broadcasts } from '../../platform/db/schema/index.ts';
import { NOTICES_CHANNEL, receive } from '../../platform/notices.ts';
import { headers, type Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { onlineBroadcast, useFakeLiveOutput, type FakeLiveOutput } from './broadcasts.fixtures.ts';
import { STOP_NOTICE } from './publisher-stops.ts';

const t = useTestApp();
let owner: Person;
let live: FakeLiveOutput;

beforeAll(async () => {
  owner = await signUpUser(t.app);
});
beforeEach(() => {
  live = useFakeLiveOutput();
});

/** A notice as another API process sends it on the channel (an origin that is not this process's). */
const fromAnotherProcess = (key: string) => JSON.stringify({ o: randomUUID(), k: STOP_NOTICE, v: key });

async function liveBroadcastId() {
  const f = await onlineBroadcast(t, { owner, buyer: await signUpUser(t.app) });
  await t.db.update(broadcasts).set({ status: 'live', startedAt: new Date() }).where(eq(broadcasts.id, f.broadcast.id));
  return f.broadcast.id;
}

const request = (id: string, action: 'stop' | 'stream_key') =>
  t.app.inject({ method: 'POST', url: `/api/v1/broadcasts/${id}/${action}`, headers: headers(owner) });

describe("a stop requested through another process cuts this process's publisher", () => {
  const id = randomUUID();
  it.each([
    [`stopped:${id}`, [{ broadcastId: id, why: 'stopped' }]],
    [`key-rotated:${id}`, [{ broadcastId: id, why: 'key-rotated' }]],
    [`paused:${id}`, []],
    [id, []],
  ])('the notice %s', async (key, stops) => {
    await receive(fromAnotherProcess(key));
    expect(live.stops).toEqual(stops);
  });
});

const databaseUrl = process.env.TEST_DATABASE_URL;

/** The test's own connection to the app's database: another API process, as far as the app's listener can tell. */
async function anotherProcess() {
  const client = new pg.Client({ connectionString: t.runtime.database.connectionString });
  await client.connect();
  return client;
}

describe.runIf(databaseUrl)('stops between processes over LISTEN/NOTIFY', () => {
  it.each([
    ['stop', 'stopped'],
    ['stream_key', 'key-rotated'],
  ] as const)('%s through this process cuts the publisher here and tells the other processes', async (action, why) => {
    const id = await liveBroadcastId();
    const other = await anotherProcess();
    try {
      await other.query(`listen ${NOTICES_CHANNEL}`);
      const heard = new Promise<string | undefined>((resolve) => other.once('notification', (m) => resolve(m.payload)));
      expect((await request(id, action)).statusCode).toBe(200);
      expect(live.stops).toEqual([{ broadcastId: id, why }]);
      expect(JSON.parse((await heard)!)).toMatchObject({ k: STOP_NOTICE, v: `${why}:${id}` });
    } finally {
      await other.end();
    }
  });

  it('a stop another process sends reaches the publisher held here, through the listener', async () => {
    const id = randomUUID();
    const cut = new Promise<void>((resolve) => (live.onStop = async () => resolve()));
    const other = await anotherProcess();
    try {
      await other.query('select pg_notify($1, $2)', [NOTICES_CHANNEL, fromAnotherProcess(`stopped:${id}`)]);
      await cut;
      expect(live.stops).toEqual([{ broadcastId: id, why: 'stopped' }]);
    } finally {
      await other.end();
    }
  });
});
