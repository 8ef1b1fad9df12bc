import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatInZone } from '../../../domain/dates.ts';
import { broadcasts, videos } from '../../platform/db/schema/index.ts';
import { BROADCAST_REPLAY_QUEUE, VIDEO_PROCESS_QUEUE } from '../../platform/jobs/catalog.ts';
import { headers, type Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { addCollaborator, onlineBroadcast } from './broadcasts.fixtures.ts';
import { ingestHooks } from './ingest-hooks.service.ts';
import { replayExpirySeconds } from './replay.service.ts';

const t = useTestApp();
let owner: Person;
let buyer: Person;
let hooks: ReturnType<typeof ingestHooks>;

beforeAll(async () => {
  [owner, buyer] = [await signUpUser(t.app), await signUpUser(t.app)];
  hooks = ingestHooks({ db: t.db, jobs: t.jobs });
});

const rowOf = async (id: string) => (await t.db.select().from(broadcasts).where(eq(broadcasts.id, id)))[0]!;
const jobsOf = async (queue: string) =>
  (
    await t.db.execute<{ id: string; data: Record<string, unknown>; expire: number }>(
      sql`select id, data, extract(epoch from expire_in)::int as expire from pgboss.job where name = ${queue}`,
    )
  ).rows;

describe('authorizeKey and publisherState', () => {
  it('open the broadcast with its key only: not a wrong, rotated or malformed key, not in external mode, not once ended', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const id = f.broadcast.id;
    const key = f.broadcast.ingest!.streamKey;
    expect(await hooks.authorizeKey(key)).toEqual({ broadcastId: id });
    expect(await hooks.publisherState(id, key)).toBe('on');
    expect(await hooks.publisherState(id, null)).toBe('on');
    for (const wrong of ['x'.repeat(32), '', 'a b', key.slice(1), `${key}'--`]) expect(await hooks.authorizeKey(wrong)).toBeNull();

    const rotated = await t.app.inject({ method: 'POST', url: `/api/v1/broadcasts/${id}/stream_key`, headers: headers(owner) });
    const newKey = rotated.json().ingest.streamKey as string;
    expect(await hooks.authorizeKey(key)).toBeNull();
    expect(await hooks.publisherState(id, key)).toBe('key-rotated');
    expect(await hooks.publisherState(id, newKey)).toBe('on');
    expect(await hooks.authorizeKey(newKey)).toEqual({ broadcastId: id });

    await t.db.update(broadcasts).set({ mode: 'external', externalUrl: 'https://vimeo.com/1' }).where(eq(broadcasts.id, id));
    expect(await hooks.authorizeKey(newKey)).toBeNull();
    expect(await hooks.publisherState(id, newKey)).toBe('stopped');
    expect(await hooks.publisherState(id, null)).toBe('stopped');
    await t.db.update(broadcasts).set({ mode: 'ovation', status: 'ended' }).where(eq(broadcasts.id, id));
    expect(await hooks.authorizeKey(newKey)).toBeNull();
    expect(await hooks.publisherState(id, newKey)).toBe('stopped');
    expect(await hooks.publisherState('00000000-0000-4000-8000-000000000000', null)).toBe('stopped');
  });

  it("answer 'stopped' once Stop was pressed on a live broadcast, whatever became of its notice", async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const id = f.broadcast.id;
    const key = f.broadcast.ingest!.streamKey;
    await hooks.wentLive(id);
    // No ingest in this process: the notice reaches nobody, and the row holds the ask.
    const stop = await t.app.inject({ method: 'POST', url: `/api/v1/broadcasts/${id}/stop`, headers: headers(owner) });
    expect(stop.json()).toMatchObject({ status: 'live' });
    expect((await rowOf(id)).stopRequestedAt).toEqual(expect.any(Date));
    expect(await hooks.publisherState(id, key)).toBe('stopped');
    expect(await hooks.publisherState(id, null)).toBe('stopped');
    expect(await hooks.authorizeKey(key)).toBeNull();
  });
});

describe('authorizeAccount', () => {
  it("lets the event's admins publish from the browser, nobody else", async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const [admin, door] = [await signUpUser(t.app), await signUpUser(t.app)];
    await addCollaborator(t, f.event.id, admin, 'admin');
    await addCollaborator(t, f.event.id, door, 'door');
    const id = f.broadcast.id;
    expect(await hooks.authorizeAccount(id, owner.user.id)).toBe(true);
    expect(await hooks.authorizeAccount(id, admin.user.id)).toBe(true);
    expect(await hooks.authorizeAccount(id, door.user.id)).toBe(false);
    expect(await hooks.authorizeAccount(id, buyer.user.id)).toBe(false);
    expect(await hooks.authorizeAccount(id, '00000000-0000-4000-8000-000000000000')).toBe(false);
    expect(await hooks.authorizeAccount('00000000-0000-4000-8000-000000000000', owner.user.id)).toBe(false);
    await t.db.update(broadcasts).set({ status: 'ended' }).where(eq(broadcasts.id, id));
    expect(await hooks.authorizeAccount(id, owner.user.id)).toBe(false);
  });
});

describe('wentLive and ended', () => {
  it('go idle -> live (started once) -> ended, queueing one replay job with an expiry from the length', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const id = f.broadcast.id;
    await hooks.wentLive(id);
    const started = (await rowOf(id)).startedAt;
    expect(await rowOf(id)).toMatchObject({ status: 'live', startedAt: expect.any(Date) });
    await hooks.wentLive(id);
    expect((await rowOf(id)).startedAt).toEqual(started);

    const recording = { storageKey: `broadcasts/${id}/recording.mp4`, durationSeconds: 3600 };
    await Promise.all([hooks.ended(id, recording), hooks.ended(id, recording)]);
    expect(await rowOf(id)).toMatchObject({ status: 'ended', endedAt: expect.any(Date) });
    const jobs = (await jobsOf(BROADCAST_REPLAY_QUEUE)).filter((j) => j.data.broadcastId === id);
    expect(jobs).toEqual([{ id, data: { broadcastId: id, ...recording }, expire: replayExpirySeconds(3600) }]);
    await hooks.wentLive(id);
    expect((await rowOf(id)).status).toBe('ended');
  });

  it('end and queue in one transaction: a job that cannot be sent leaves the broadcast live', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const id = f.broadcast.id;
    await hooks.wentLive(id);
    // An empty storage key fails the queue's payload check inside the transaction.
    await expect(hooks.ended(id, { storageKey: '', durationSeconds: 10 })).rejects.toThrow();
    expect((await rowOf(id)).status).toBe('live');
  });
});

describe('the replay job', () => {
  it("makes a video of the owner's library from the recording, titled by event and date, processing queued", async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const id = f.broadcast.id;
    const storageKey = `broadcasts/${id}/recording.mp4`;
    const segmentKey = `broadcasts/${id}/live/seg-000001.ts`;
    await t.runtime.storage.put(storageKey, Buffer.from('recorded bytes'));
    await t.runtime.storage.put(segmentKey, Buffer.from('live bytes'));
    await hooks.wentLive(id);
    await hooks.ended(id, { storageKey, durationSeconds: 42 });
    expect(await t.jobs.run(BROADCAST_REPLAY_QUEUE)).toBeGreaterThan(0);
    const { replayVideoId } = await rowOf(id);
    const [video] = await t.db.select().from(videos).where(eq(videos.id, replayVideoId!));
    const date = formatInZone(f.occurrence.startsAt, f.occurrence.timezone, 'EEE, d MMM yyyy');
    expect(video).toMatchObject({
      ownerId: owner.user.id,
      title: `Jazz Night (${date})`,
      // The video editor requires one: the organizer can save the replay as it came.
      description: `The live stream of Jazz Night on ${date}, recorded on Ovation.`,
      status: 'processing',
      visibility: 'members_only',
      byteSize: 14,
    });
    expect((await jobsOf(VIDEO_PROCESS_QUEUE)).map((j) => j.data.videoId)).toContain(video!.id);
    // The video has its own copy: the broadcast's recording and live segments leave Storage.
    expect(await t.runtime.storage.get(storageKey)).toBeNull();
    expect(await t.runtime.storage.get(segmentKey)).toBeNull();
    // Run again (a retry after the commit): the same replay, no second video.
    await t.jobs.send(BROADCAST_REPLAY_QUEUE, { broadcastId: id, storageKey, durationSeconds: 42 });
    await t.jobs.run(BROADCAST_REPLAY_QUEUE);
    expect((await t.db.select().from(videos).where(eq(videos.ownerId, owner.user.id))).filter((v) => v.title.startsWith('Jazz Night (')).length).toBe(
      1,
    );
  });
});
