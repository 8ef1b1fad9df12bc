import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { broadcastWatchView } from '../../../../contracts/broadcasts.ts';
import { loadConfig } from '../../../platform/config.ts';
import { broadcasts, videos } from '../../../platform/db/schema/index.ts';
import { BROADCAST_REPLAY_QUEUE } from '../../../platform/jobs/catalog.ts';
import { headers, type Person } from '../../../testing/events.ts';
import { expectReply } from '../../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../../testing/test-app.ts';
import { onlineBroadcast } from '../broadcasts.fixtures.ts';
import { ingestHooks } from '../ingest-hooks.service.ts';
import type { IngestHooks } from './hooks.ts';
import { decodeErrors, freePort, publishTestStream } from './publisher.fixtures.ts';
import { startIngest } from './start-ingest.ts';

// The whole path with the broadcasts table behind the hooks and the product's routes in front: OBS (a real ffmpeg
// publisher) goes live, a ticket holder's signed playlist plays, a stranger is refused, Stop on the Broadcast tab
// ends it and the replay job makes the video from the recording.

const t = useTestApp({ STREAM_SIGNING_SECRET: 'an-ingest-test-secret-long-enough!!' });
let owner: Person;
let buyer: Person;
let stranger: Person;

beforeAll(async () => {
  [owner, buyer, stranger] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
});

/** The table's hooks, telling the test when the ingest called wentLive and ended (no polling). */
function signallingHooks() {
  const real = ingestHooks({ db: t.db, jobs: t.jobs });
  let wentLive!: () => void;
  let ended!: () => void;
  const signals = { wentLive: new Promise<void>((r) => (wentLive = r)), ended: new Promise<void>((r) => (ended = r)) };
  const hooks: IngestHooks = {
    ...real,
    wentLive: async (id) => {
      await real.wentLive(id);
      wentLive();
    },
    ended: async (id, recording) => {
      await real.ended(id, recording);
      ended();
    },
  };
  return { hooks, signals };
}

const get = (url: string, who?: Person) => t.app.inject({ method: 'GET', url, headers: headers(who) });
const rowOf = async (id: string) => (await t.db.select().from(broadcasts).where(eq(broadcasts.id, id)))[0]!;

/** An online date's broadcast and an ingest over the table, with OBS publishing to it for up to 30 s. */
async function publishing() {
  const f = await onlineBroadcast(t, { owner, buyer });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ingest-product-'));
  const config = loadConfig({ DATA_DIR: dataDir, HOST: '127.0.0.1', RTMP_PORT: String(await freePort()) });
  const { hooks, signals } = signallingHooks();
  const live = await startIngest({ config, storage: t.runtime.storage, hooks, log: undefined });
  const publisher = publishTestStream(live.rtmp!.port, f.broadcast.ingest!.streamKey, 30);
  const close = async () => {
    await publisher.kill();
    await live.stop();
  };
  return { id: f.broadcast.id, dataDir, signals, publisher, close };
}

it('goes from OBS to a ticket holder and, after Stop, to the replay video', async () => {
  const { id, dataDir, signals, publisher, close } = await publishing();
  try {
    await signals.wentLive;
    expect(await rowOf(id)).toMatchObject({ status: 'live' });

    const playlistUrl = expectReply(await get(`/api/v1/broadcasts/${id}/watch`, buyer), 200, broadcastWatchView).playlistUrl!;
    const playlist = await get(playlistUrl, buyer);
    expect(playlist.statusCode).toBe(200);
    const segmentUrl = playlist.body.split('\n').find((line) => line && !line.startsWith('#'))!;
    const segment = await get(segmentUrl, buyer);
    expect(segment.statusCode).toBe(200);
    const file = path.join(dataDir, 'watched.ts');
    await fs.writeFile(file, segment.rawPayload);
    expect(await decodeErrors(file)).toBe('');
    for (const url of [playlistUrl, segmentUrl]) expect((await get(url, stranger)).statusCode).toBe(403);

    const stop = await t.app.inject({ method: 'POST', url: `/api/v1/broadcasts/${id}/stop`, headers: headers(owner) });
    expect(stop.statusCode).toBe(200);
    await signals.ended;
    expect(await publisher.exited).not.toBe(0);
    expect(await rowOf(id)).toMatchObject({ status: 'ended' });
    expect(await t.jobs.run(BROADCAST_REPLAY_QUEUE)).toBeGreaterThan(0);
    const [video] = await t.db
      .select()
      .from(videos)
      .where(eq(videos.id, (await rowOf(id)).replayVideoId!));
    expect(video).toMatchObject({ ownerId: owner.user.id, status: 'processing' });
    expect(video!.byteSize).toBeGreaterThan(10_000);
    // The videos context processes the recording like an upload: the replay becomes ready to play.
    await t.jobs.runUntilIdle();
    expect((await t.db.select().from(videos).where(eq(videos.id, video!.id)))[0]).toMatchObject({ status: 'ready' });
  } finally {
    await close();
  }
});

it('ends the broadcast and queues one replay when Stop was asked in the table but its notice never came', async () => {
  const { id, signals, publisher, close } = await publishing();
  try {
    await signals.wentLive;
    // What Stop on a process whose notice was lost leaves: the ask in the row, no notice to this ingest.
    await t.db.update(broadcasts).set({ stopRequestedAt: new Date() }).where(eq(broadcasts.id, id));
    await signals.ended;
    expect(await publisher.exited).not.toBe(0);
  } finally {
    await close();
  }
  expect(await rowOf(id)).toMatchObject({ status: 'ended' });
  const replays = await t.db.execute(sql`select id from pgboss.job where name = ${BROADCAST_REPLAY_QUEUE} and data->>'broadcastId' = ${id}`);
  expect(replays.rows).toEqual([{ id }]);
});
