import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { broadcastWatchView, eventBroadcastsReply } from '../../../contracts/broadcasts.ts';
import { BROADCAST_API_MESSAGES as M, BROADCAST_REASONS } from '../../../contracts/broadcasts.messages.ts';
import { watchView } from '../../../contracts/videos.ts';
import { broadcasts, ticketTypes, videos } from '../../platform/db/schema/index.ts';
import { headers, makeAdmin, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { streamSigner } from '../videos/index.ts';
import { LIVE_PLAYLIST, LIVE_STREAMS, livePath } from './live-streams.ts';
import { addCollaborator, cancelTicket, LIVE_PLAYLIST_TEXT, onlineBroadcast, useFakeLiveOutput, type FakeLiveOutput } from './broadcasts.fixtures.ts';

const SECRET = 'a-broadcast-test-secret-long-enough!!';
const t = useTestApp({ STREAM_SIGNING_SECRET: SECRET });
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

const watch = (id: string, who?: Person) => t.app.inject({ method: 'GET', url: `/api/v1/broadcasts/${id}/watch`, headers: headers(who) });
const get = (url: string, who?: Person) => t.app.inject({ method: 'GET', url, headers: headers(who) });

/** A live broadcast whose packager has a playlist of two segments. */
async function liveBroadcast() {
  const f = await onlineBroadcast(t, { owner, buyer });
  const id = f.broadcast.id;
  await t.db.update(broadcasts).set({ status: 'live', startedAt: new Date() }).where(eq(broadcasts.id, id));
  live.playlists.set(id, LIVE_PLAYLIST_TEXT);
  live.segments.set(`${id}/seg-000001.ts`, Buffer.from('segment one'));
  live.segments.set(`${id}/seg-000002.ts`, Buffer.from('segment two'));
  return { ...f, id };
}

const playlistOf = async (id: string, who: Person) => expectReply(await watch(id, who), 200, broadcastWatchView).playlistUrl!;
const segmentUrls = (text: string) => text.split('\n').filter((l) => l && !l.startsWith('#'));

describe('GET /broadcasts/:id/watch', () => {
  it('tells the signed out to sign in and others to get a ticket, with nothing to play', async () => {
    const f = await liveBroadcast();
    await t.db.update(broadcasts).set({ externalUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }).where(eq(broadcasts.id, f.id));
    for (const [who, access] of [
      [undefined, 'sign-in'],
      [stranger, 'no-ticket'],
    ] as const) {
      const res = await watch(f.id, who);
      const view = expectReply(res, 200, broadcastWatchView);
      expect(view).toMatchObject({ access, broadcast: { id: f.id, status: 'live', mode: 'ovation', event: { id: f.event.id, name: 'Jazz Night' } } });
      expect(view.broadcast.event.owner.username).toBe(owner.user.username);
      expect(view).not.toHaveProperty('playlistUrl');
      expect(res.body).not.toContain('youtube');
    }
    expect((await watch('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('grants a holder of an active online ticket of the date, the team and site admins', async () => {
    const f = await liveBroadcast();
    const [door, siteAdmin] = [await signUpUser(t.app), await signUpUser(t.app)];
    await addCollaborator(t, f.event.id, door, 'door');
    await makeAdmin(t, siteAdmin.user.id);
    for (const who of [buyer, owner, door, siteAdmin]) {
      const view = expectReply(await watch(f.id, who), 200, broadcastWatchView);
      expect(view.access).toBe('granted');
      expect(view.playlistUrl).toMatch(new RegExp(`^/api/v1/broadcast_streams/${f.id}/index\\.m3u8\\?exp=\\d+&sig=[A-Za-z0-9_-]{43}$`));
    }
  });

  it('refuses a cancelled ticket, and an in-person ticket of the same event', async () => {
    const f = await liveBroadcast();
    await cancelTicket(t, f.items[0]!.id);
    expect(expectReply(await watch(f.id, buyer), 200, broadcastWatchView).access).toBe('no-ticket');
    const other = await signUpUser(t.app);
    const inPerson = await onlineBroadcast(t, { owner, buyer: other });
    await t.db.update(ticketTypes).set({ attendanceType: 'in_person' }).where(eq(ticketTypes.id, inPerson.ticketType.id));
    expect(expectReply(await watch(inPerson.broadcast.id, other), 200, broadcastWatchView).access).toBe('no-ticket');
  });

  it('gives the external link and its embed to those granted only', async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    await t.db.update(broadcasts).set({ mode: 'external', externalUrl: url }).where(eq(broadcasts.id, f.broadcast.id));
    expect(expectReply(await watch(f.broadcast.id, buyer), 200, broadcastWatchView)).toMatchObject({
      access: 'granted',
      externalUrl: url,
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
    });
    expect((await watch(f.broadcast.id, stranger)).body).not.toContain('dQw4w9WgXcQ');
  });
});

describe('the live playlist and segments', () => {
  it('serve a holder: segments signed for them, no-cache, and counted as a viewer', async () => {
    const f = await liveBroadcast();
    const res = await get(await playlistOf(f.id, buyer), buyer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toBe('no-cache');
    const urls = segmentUrls(res.body);
    expect(urls).toHaveLength(2);
    expect(urls[0]).toMatch(new RegExp(`^/api/v1/broadcast_streams/${f.id}/seg-000001\\.ts\\?exp=\\d+&sig=`));
    const segment = await get(urls[1]!, buyer);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('video/mp2t');
    expect(segment.body).toBe('segment two');
    // Counted at once, though the watch view above had read (and cached) the count before this viewer's first poll.
    expect(expectReply(await watch(f.id, owner), 200, broadcastWatchView).viewers).toBe(1);
    const tab = expectReply(await get(`/api/v1/events/${f.event.id}/broadcasts`, owner), 200, eventBroadcastsReply);
    expect(tab.data[0]!.viewers).toBe(1);
  });

  it("refuse a non-holder, a holder's URL used by another account or signed out, and a tampered signature", async () => {
    const f = await liveBroadcast();
    const playlist = await playlistOf(f.id, buyer);
    const segment = segmentUrls((await get(playlist, buyer)).body)[0]!;
    for (const url of [playlist, segment]) {
      for (const who of [stranger, owner, undefined]) {
        const res = await get(url, who);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(M.signedLinkExpired);
      }
      expect(
        (
          await get(
            url.replace(/sig=./, (s) => (s.endsWith('A') ? 'sig=B' : 'sig=A')),
            buyer,
          )
        ).statusCode,
      ).toBe(403);
    }
    // A non-holder signs nothing: no playlist URL in their watch view, and a made-up signature is refused.
    expect(expectReply(await watch(f.id, stranger), 200, broadcastWatchView).playlistUrl).toBeUndefined();
    expect((await get(`/api/v1/broadcast_streams/${f.id}/seg-000001.ts?exp=99999999999&sig=${'A'.repeat(43)}`, stranger)).statusCode).toBe(403);
    expect((await get(`/api/v1/broadcast_streams/${f.id}/index.m3u8?exp=99999999999&sig=${'A'.repeat(43)}`, stranger)).statusCode).toBe(403);
  });

  it('refuse an expired signature', async () => {
    const f = await liveBroadcast();
    const signer = streamSigner(SECRET, LIVE_STREAMS);
    const past = Math.floor(Date.now() / 1000) - 1;
    expect((await get(signer.url(f.id, LIVE_PLAYLIST, past, buyer.user.id), buyer)).statusCode).toBe(403);
    expect((await get(signer.url(f.id, livePath('seg-000001.ts'), past, buyer.user.id), buyer)).statusCode).toBe(403);
    expect((await get(signer.url(f.id, livePath('seg-000001.ts'), past + 120, buyer.user.id), buyer)).statusCode).toBe(200);
  });

  it('stop a ticket cancelled while watching at the next playlist poll', async () => {
    const f = await liveBroadcast();
    const playlist = await playlistOf(f.id, buyer);
    expect((await get(playlist, buyer)).statusCode).toBe(200);
    await cancelTicket(t, f.items[0]!.id);
    const res = await get(playlist, buyer);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.notGranted);
  });

  it('answer 404 with a reason when nothing is live, and refuse a file that is no segment (422)', async () => {
    const f = await liveBroadcast();
    const playlist = await playlistOf(f.id, buyer);
    live.playlists.delete(f.id);
    const res = await get(playlist, buyer);
    expect(res.statusCode).toBe(404);
    expect(res.json().reason).toBe(BROADCAST_REASONS.notLive);
    expect((await get(`/api/v1/broadcast_streams/${f.id}/..%2Fsecret?exp=1&sig=${'A'.repeat(43)}`, buyer)).statusCode).toBe(422);
  });
});

describe('the replay', () => {
  it("plays for the date's ticket holders, not for others, while members-only", async () => {
    const f = await onlineBroadcast(t, { owner, buyer });
    const [video] = await t.db
      .insert(videos)
      .values({ ownerId: owner.user.id, title: 'Jazz Night (replay)', status: 'ready', visibility: 'members_only' })
      .returning();
    await t.db.update(broadcasts).set({ status: 'ended', replayVideoId: video!.id }).where(eq(broadcasts.id, f.broadcast.id));
    expect(expectReply(await watch(f.broadcast.id, buyer), 200, broadcastWatchView).replay).toEqual({ videoId: video!.id, ready: true });
    expect(expectReply(await watch(f.broadcast.id, stranger), 200, broadcastWatchView)).not.toHaveProperty('replay');
    const player = (who: Person) => get(`/api/v1/videos/${video!.id}/watch`, who);
    expect(expectReply(await player(buyer), 200, watchView).canPlay).toBe(true);
    expect(expectReply(await player(stranger), 200, watchView).canPlay).toBe(false);
    await cancelTicket(t, f.items[0]!.id);
    expect(expectReply(await player(buyer), 200, watchView).canPlay).toBe(false);
  });
});
