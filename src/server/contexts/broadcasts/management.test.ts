import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { broadcastView, eventBroadcastsReply } from '../../../contracts/broadcasts.ts';
import { videoView } from '../../../contracts/videos.ts';
import { VIDEO_MESSAGES } from '../../../contracts/videos.messages.ts';
import { BROADCAST_API_MESSAGES as M, BROADCAST_REASONS } from '../../../contracts/broadcasts.messages.ts';
import { broadcasts, eventOccurrences, events, videos } from '../../platform/db/schema/index.ts';
import { errorShape, headers, makeAdmin, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { addCollaborator, onlineBroadcast, useFakeLiveOutput, type FakeLiveOutput } from './broadcasts.fixtures.ts';

const t = useTestApp();
let owner: Person;
let buyer: Person;
let stranger: Person;
let live: FakeLiveOutput;

beforeAll(async () => {
  [owner, buyer, stranger] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
});
beforeEach(() => {
  live = useFakeLiveOutput();
});

const list = (eventId: string, who?: Person) => t.app.inject({ method: 'GET', url: `/api/v1/events/${eventId}/broadcasts`, headers: headers(who) });
const call = (method: 'PATCH' | 'POST' | 'DELETE', url: string, who?: Person, payload?: object) =>
  t.app.inject({ method, url: `/api/v1/broadcasts/${url}`, headers: headers(who), ...(payload && { payload }) });

describe('GET /events/:eventId/broadcasts', () => {
  it('makes one broadcast per online date, once, with the key for the owner', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const second = await t.db
      .insert(eventOccurrences)
      .values({
        eventId: f.event.id,
        startsAt: new Date(Date.now() + 9 * 86_400_000),
        endsAt: new Date(Date.now() + 9 * 86_400_000 + 3_600_000),
        timezone: 'Europe/London',
      })
      .returning();
    const [a, b] = await Promise.all([list(f.event.id, owner), list(f.event.id, owner)]);
    const data = expectReply(a, 200, eventBroadcastsReply).data;
    expect(expectReply(b, 200, eventBroadcastsReply).data.map((x) => x.id)).toEqual(data.map((x) => x.id));
    expect(data.map((x) => x.occurrence.id)).toEqual([f.occurrence.id, second[0]!.id]);
    expect(data[0]).toMatchObject({ id: f.broadcast.id, mode: 'ovation', status: 'idle', viewers: 0, replay: null, canManage: true });
    expect(data[0]!.ingest).toEqual({ rtmpUrl: 'rtmp://localhost:1935/live', streamKey: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    expect(new Set(data.map((x) => x.ingest!.streamKey)).size).toBe(2);
  });

  it('lists nothing for an event that is not online', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    await t.db.update(events).set({ online: false }).where(eq(events.id, f.event.id));
    await t.db.delete(broadcasts).where(eq(broadcasts.eventId, f.event.id));
    expect(expectReply(await list(f.event.id, owner), 200, eventBroadcastsReply).data).toEqual([]);
  });

  it('shows door and basic collaborators the list without the key; admins and site admins with it', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const [door, basic, admin, siteAdmin] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
    await addCollaborator(t, f.event.id, door, 'door');
    await addCollaborator(t, f.event.id, basic, 'basic');
    await addCollaborator(t, f.event.id, admin, 'admin');
    await makeAdmin(t, siteAdmin.user.id);
    for (const who of [door, basic]) {
      const [row] = expectReply(await list(f.event.id, who), 200, eventBroadcastsReply).data;
      expect(row).toMatchObject({ ingest: null, canManage: false });
      expect(JSON.stringify(row)).not.toContain(f.broadcast.ingest!.streamKey);
    }
    for (const who of [admin, siteAdmin]) {
      expect(expectReply(await list(f.event.id, who), 200, eventBroadcastsReply).data[0]).toMatchObject({
        ingest: f.broadcast.ingest,
        canManage: true,
      });
    }
    const rotated = await call('POST', `${f.broadcast.id}/stream_key`, door);
    expect(rotated.statusCode).toBe(403);
    expect(rotated.json()).toMatchObject({ ...errorShape, message: M.noPermission });
    expect(rotated.body).not.toContain(f.broadcast.ingest!.streamKey);
  });

  it('refuses the signed out (401), another organizer (403) and an unknown event (404)', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    expect((await list(f.event.id)).statusCode).toBe(401);
    expect((await list(f.event.id, stranger)).statusCode).toBe(403);
    expect((await list('00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(404);
  });
});

describe('PATCH /broadcasts/:id', () => {
  it('switches to an external https link and back; the link is required and https', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const id = f.broadcast.id;
    const missing = await call('PATCH', id, owner, { mode: 'external' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fieldErrors).toEqual({ externalUrl: M.externalUrlRequired });
    for (const bad of ['http://youtube.com/live/abc', 'javascript:alert(1)', 'not a link']) {
      const res = await call('PATCH', id, owner, { mode: 'external', externalUrl: bad });
      expect(res.statusCode).toBe(422);
      expect(res.json().fieldErrors).toEqual({ externalUrl: M.externalUrlHttps });
    }
    const tooLong = await call('PATCH', id, owner, { mode: 'external', externalUrl: `https://x.example/${'a'.repeat(2100)}` });
    expect(tooLong.statusCode).toBe(422);
    const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    expect(expectReply(await call('PATCH', id, owner, { mode: 'external', externalUrl: url }), 200, broadcastView)).toMatchObject({
      mode: 'external',
      externalUrl: url,
    });
    expect(expectReply(await call('PATCH', id, owner, { mode: 'ovation' }), 200, broadcastView)).toMatchObject({ mode: 'ovation', externalUrl: url });
  });

  it('is for the event admins only: 401, 403 for another organizer and a door collaborator, 404 unknown', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const door = await signUpUser(t.app);
    await addCollaborator(t, f.event.id, door, 'door');
    const body = { mode: 'ovation' };
    expect((await call('PATCH', f.broadcast.id, undefined, body)).statusCode).toBe(401);
    expect((await call('PATCH', f.broadcast.id, stranger, body)).statusCode).toBe(403);
    expect((await call('PATCH', f.broadcast.id, door, body)).statusCode).toBe(403);
    expect((await call('PATCH', '00000000-0000-4000-8000-000000000000', owner, body)).statusCode).toBe(404);
  });
});

describe('POST /broadcasts/:id/stream_key', () => {
  it('replaces the key and cuts the publisher of the old one', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const view = expectReply(await call('POST', `${f.broadcast.id}/stream_key`, owner), 200, broadcastView);
    expect(view.ingest!.streamKey).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(view.ingest!.streamKey).not.toBe(f.broadcast.ingest!.streamKey);
    expect(live.stops).toEqual([{ broadcastId: f.broadcast.id, why: 'key-rotated' }]);
    expect((await call('POST', `${f.broadcast.id}/stream_key`, stranger)).statusCode).toBe(403);
  });
});

describe('POST /broadcasts/:id/stop', () => {
  const stopAskedOf = async (id: string) => (await t.db.select().from(broadcasts).where(eq(broadcasts.id, id)))[0]!.stopRequestedAt;

  it('ends an idle broadcast at once, then refuses a second stop (409)', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const view = expectReply(await call('POST', `${f.broadcast.id}/stop`, owner), 200, broadcastView);
    expect(view).toMatchObject({ status: 'ended', endedAt: expect.any(String) });
    expect(live.stops).toEqual([]);
    // Nothing to stop: no ask is left for an ingest to read.
    expect(await stopAskedOf(f.broadcast.id)).toBeNull();
    const again = await call('POST', `${f.broadcast.id}/stop`, owner);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: BROADCAST_REASONS.ended, message: M.ended });
  });

  it('asks the ingest to stop a live one (which ends it through the hooks), the ask written before the notice', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    await t.db.update(broadcasts).set({ status: 'live', startedAt: new Date() }).where(eq(broadcasts.id, f.broadcast.id));
    const askedWhenNoticed: (Date | null)[] = [];
    live.onStop = async (id) => {
      // The ingest's per-segment check reads this if the notice is lost: it must be there when the notice goes.
      askedWhenNoticed.push(await stopAskedOf(id));
      await t.db.update(broadcasts).set({ status: 'ended', endedAt: new Date() }).where(eq(broadcasts.id, id));
    };
    const view = expectReply(await call('POST', `${f.broadcast.id}/stop`, owner), 200, broadcastView);
    expect(live.stops).toEqual([{ broadcastId: f.broadcast.id, why: 'stopped' }]);
    expect(askedWhenNoticed).toEqual([expect.any(Date)]);
    expect(view.status).toBe('ended');
    expect((await call('POST', `${f.broadcast.id}/stop`, stranger)).statusCode).toBe(403);
  });
});

describe('the replay', () => {
  async function withReplay() {
    const f = await onlineBroadcast(t, { owner, buyer });
    const [video] = await t.db
      .insert(videos)
      .values({ ownerId: owner.user.id, title: 'Jazz Night (replay)', status: 'ready', visibility: 'members_only' })
      .returning();
    await t.db.update(broadcasts).set({ status: 'ended', replayVideoId: video!.id }).where(eq(broadcasts.id, f.broadcast.id));
    return { ...f, videoId: video!.id };
  }

  it('has no replay to manage before the recording became one (404 with a reason)', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const res = await call('PATCH', `${f.broadcast.id}/replay`, owner, { audience: 'everyone' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ reason: BROADCAST_REASONS.noReplay });
    expect((await call('DELETE', `${f.broadcast.id}/replay`, owner)).json()).toMatchObject({ reason: BROADCAST_REASONS.noReplay });
  });

  it('opens it to everyone, to members of a tier (one required, the owner’s), or back to ticket holders', async () => {
    const f = await withReplay();
    const url = `${f.broadcast.id}/replay`;
    expect(expectReply(await call('PATCH', url, owner, { audience: 'ticket-holders' }), 200, broadcastView).replay).toMatchObject({
      videoId: f.videoId,
      visibility: 'members_only',
      audience: 'ticket-holders',
      tierIds: [],
    });
    expect(expectReply(await call('PATCH', url, owner, { audience: 'everyone' }), 200, broadcastView).replay).toMatchObject({
      visibility: 'public',
      audience: 'everyone',
    });
    const none = await call('PATCH', url, owner, { audience: 'members' });
    expect(none.statusCode).toBe(422);
    expect(none.json().fieldErrors).toEqual({ tierIds: M.tierRequired });
    const unknown = await call('PATCH', url, owner, { audience: 'members', tierIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().fieldErrors)).toEqual(['tierIds']);
    expect((await call('PATCH', url, stranger, { audience: 'everyone' })).statusCode).toBe(403);
    const bad = await call('PATCH', url, owner, { audience: 'friends' });
    expect(bad.statusCode).toBe(422);
  });

  it('keeps a ticket-holders replay without tiers through the video editor, which names its event', async () => {
    const f = await withReplay();
    const edit = (videoId: string) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/videos/${videoId}`,
        headers: headers(owner),
        payload: { ownerId: owner.user.id, title: 'Renamed replay', description: 'The stream', visibility: 'members_only', membershipTierIds: '' },
      });
    const saved = expectReply(await edit(f.videoId), 200, videoView);
    expect(saved).toMatchObject({ title: 'Renamed replay', visibility: 'members_only', membershipTierIds: [] });
    expect(saved.replayOf).toEqual({ eventId: f.event.id, eventName: f.event.name });
    // Any other video still needs a tier to be members-only.
    const [other] = await t.db.insert(videos).values({ ownerId: owner.user.id, title: 'Upload', status: 'ready', visibility: 'public' }).returning();
    const refused = await edit(other!.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors).toEqual({ membershipTierIds: VIDEO_MESSAGES.tierRequired });
  });

  it('deletes it the videos’ way, and unlinks it', async () => {
    const f = await withReplay();
    expect((await call('DELETE', `${f.broadcast.id}/replay`, stranger)).statusCode).toBe(403);
    const view = expectReply(await call('DELETE', `${f.broadcast.id}/replay`, owner), 200, broadcastView);
    expect(view.replay).toBeNull();
    const [video] = await t.db.select().from(videos).where(eq(videos.id, f.videoId));
    expect(video!.deletedAt).not.toBeNull();
    expect((await call('DELETE', `${f.broadcast.id}/replay`, owner)).statusCode).toBe(404);
  });
});
