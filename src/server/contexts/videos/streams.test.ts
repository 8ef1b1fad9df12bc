import { randomBytes, randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VIDEO_API_MESSAGES } from '../../../contracts/videos.messages.ts';
import { membershipSubscriptions, videoCollaborators, videos } from '../../platform/db/schema/index.ts';
import type { Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import {
  fetchAs,
  makeMember,
  MASTER_PLAYLIST,
  membersOnlyVideo,
  readyVideo,
  urisOf,
  VARIANT_PLAYLIST,
  watch,
  playbackCast,
} from './playback.fixtures.ts';
import { expiresIn, streamSigner } from './stream-signing.ts';
import { originalCopyKey } from './video-files.ts';
import { insertVideo } from './videos.fixtures.ts';

/** Signed stream URLs (issue 12): playlists signed on the way out, members-only bound to the viewer, ranges. */

const SECRET = 'streams-test-secret-of-at-least-32-chars';
const t = useTestApp({ STREAM_SIGNING_SECRET: SECRET });
const signer = streamSigner(SECRET);

let owner: Person;
let stranger: Person;
let collaborator: Person;
let admin: Person;

beforeAll(async () => {
  ({ owner, stranger, collaborator, admin } = await playbackCast(t));
});

const path = (url: string) => url.split('?')[0]!;
const forbiddenWith = (message: string) => ({ code: 'forbidden', message });

/** Follows the master playlist to the first variant and its segments, as `person`. */
async function playAll(master: string, person?: Person) {
  const masterRes = await fetchAs(t, master, person);
  expect(masterRes.statusCode).toBe(200);
  const [variant] = urisOf(masterRes.body);
  const variantRes = await fetchAs(t, variant!, person);
  expect(variantRes.statusCode).toBe(200);
  const segments = urisOf(variantRes.body);
  return { masterRes, variant: variant!, variantRes, segments };
}

describe('a public video', () => {
  it('plays for anyone: the master and variant playlists come signed, the segments as stored', async () => {
    const { video, segments } = await readyVideo(t, owner.user.id);
    const view = await watch(t, video.id);
    expect(view).toMatchObject({ canPlay: true, canManage: false, status: 'ready', playback: { original: null } });
    const master = view.playback!.hls!;
    expect(path(master)).toBe(`/api/v1/video_streams/${video.id}/main/master.m3u8`);
    expect(Date.parse(view.playback!.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(Date.parse(view.playback!.expiresAt) - Date.now()).toBeLessThanOrEqual(5 * 60_000);

    const { masterRes, variant, variantRes, segments: uris } = await playAll(master);
    expect(masterRes.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(masterRes.headers['cache-control']).toBe('private, no-store');
    // The tags stay; each URI is now a signed URL of the same file.
    expect(masterRes.body.split('\n').filter((l) => l.startsWith('#'))).toEqual(MASTER_PLAYLIST.split('\n').filter((l) => l.startsWith('#')));
    expect(path(variant)).toBe(`/api/v1/video_streams/${video.id}/360p/index.m3u8`);
    expect(variant).toMatch(/\?exp=\d+&sig=[\w-]{43}$/);
    // Child URLs live for the video's length (6 s) plus 15 minutes.
    const exp = Number(new URL(variant, 'http://x').searchParams.get('exp'));
    expect(exp - expiresIn(0)).toBeGreaterThanOrEqual(6 + 900 - 2);
    expect(exp - expiresIn(0)).toBeLessThanOrEqual(6 + 900);
    expect(variantRes.body.split('\n').filter((l) => l.startsWith('#'))).toEqual(VARIANT_PLAYLIST.split('\n').filter((l) => l.startsWith('#')));
    expect(uris.map(path)).toEqual([0, 1].map((i) => `/api/v1/video_streams/${video.id}/360p/segment_000${i}.ts`));

    for (const [i, uri] of uris.entries()) {
      const res = await fetchAs(t, uri, stranger);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp2t');
      expect(res.headers['cache-control']).toMatch(/^private, max-age=9\d\d$/);
      expect(res.rawPayload.equals(segments[i]!)).toBe(true);
    }
  });

  it('refuses a tampered, expired or re-pointed URL with 403, and bad parts with 422', async () => {
    const { video } = await readyVideo(t, owner.user.id);
    const master = (await watch(t, video.id)).playback!.hls!;
    const url = new URL(master, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const exp = Number(url.searchParams.get('exp'));
    const base = `/api/v1/video_streams/${video.id}`;

    const tampered = `${base}/main/master.m3u8?exp=${exp}&sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const later = `${base}/main/master.m3u8?exp=${exp + 3600}&sig=${sig}`;
    const elsewhere = `${base}/360p/index.m3u8?exp=${exp}&sig=${sig}`;
    const expired = signer.url(video.id, { rendition: 'main', file: 'master.m3u8' }, expiresIn(-1), '');
    for (const bad of [tampered, later, elsewhere, expired]) {
      const res = await fetchAs(t, bad);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(forbiddenWith(VIDEO_API_MESSAGES.signedLinkExpired));
    }

    for (const bad of [
      `${base}/main/poster.jpg?exp=${exp}&sig=${sig}`,
      `${base}/..%2F..%2Fetc/passwd?exp=${exp}&sig=${sig}`,
      `${base}/main/master.m3u8?exp=${exp}&sig=short`,
      `${base}/main/master.m3u8?exp=soon&sig=${sig}`,
      `${base}/main/master.m3u8?sig=${sig}`,
      `/api/v1/video_streams/not-a-uuid/main/master.m3u8?exp=${exp}&sig=${sig}`,
    ]) {
      expect((await fetchAs(t, bad)).statusCode, bad).toBe(422);
    }
  });

  it('answers 404 for an unknown or deleted video, a file in the wrong place, and a video not ready', async () => {
    const { video } = await readyVideo(t, owner.user.id);
    const sign = (id: string, rendition: string, file: string) => signer.url(id, { rendition, file }, expiresIn(60), '');
    expect((await fetchAs(t, sign(randomUUID(), 'main', 'master.m3u8'))).statusCode).toBe(404);
    expect((await fetchAs(t, sign(video.id, 'main', 'index.m3u8'))).statusCode).toBe(404);
    // A video with renditions does not serve its original.
    expect((await fetchAs(t, sign(video.id, 'main', 'original'))).statusCode).toBe(404);
    expect((await fetchAs(t, sign(video.id, '720p', 'index.m3u8'))).statusCode).toBe(404);

    const processing = await insertVideo(t.db, { ownerId: owner.user.id, status: 'processing', progress: 0.4 });
    expect(await watch(t, processing.id)).toMatchObject({ status: 'processing', canPlay: true, playback: null });
    const notReady = await fetchAs(t, sign(processing.id, 'main', 'master.m3u8'));
    expect(notReady.statusCode).toBe(404);
    expect(notReady.json()).toMatchObject({ message: VIDEO_API_MESSAGES.notReady });

    const master = (await watch(t, video.id)).playback!.hls!;
    await t.db.update(videos).set({ deletedAt: new Date() }).where(eq(videos.id, video.id));
    const gone = await fetchAs(t, master);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: VIDEO_API_MESSAGES.notFound });
  });
});

describe('a members-only video', () => {
  // One live membership per owner and person: each test has its own member.
  let member: Person;
  beforeEach(async () => {
    member = await signUpUser(t.app);
  });

  it('plays for a member: 200 playlists and segment bytes; its URLs are bound to that member', async () => {
    const { video, tierId, segments } = await membersOnlyVideo(t, owner.user.id);
    await makeMember(t, tierId, member);
    const view = await watch(t, video.id, member);
    expect(view).toMatchObject({ canPlay: true, canManage: false, membersOnly: true });
    const { segments: uris } = await playAll(view.playback!.hls!, member);
    const segment = await fetchAs(t, uris[0]!, member);
    expect(segment.statusCode).toBe(200);
    expect(segment.rawPayload.equals(segments[0]!)).toBe(true);
  });

  it("a non-member gets no URLs, and 403 on the playlist and on a segment with a member's copied URLs", async () => {
    const { video, tierId } = await membersOnlyVideo(t, owner.user.id);
    const otherTier = await membersOnlyVideo(t, owner.user.id);
    await makeMember(t, tierId, member);
    // A member of another tier of the same owner is not a member of this video's tier.
    const stranger = await signUpUser(t.app);
    await makeMember(t, otherTier.tierId, stranger);
    expect(await watch(t, video.id, stranger)).toMatchObject({ canPlay: false, playback: null, membersOnly: true });
    expect(await watch(t, video.id)).toMatchObject({ canPlay: false, playback: null });

    const master = (await watch(t, video.id, member)).playback!.hls!;
    const { variant, segments } = await playAll(master, member);
    for (const copied of [master, variant, segments[0]!]) {
      for (const person of [stranger, undefined]) {
        const res = await fetchAs(t, copied, person);
        expect(res.statusCode, `${copied} as ${person ? 'a non-member' : 'nobody'}`).toBe(403);
      }
    }
  });

  it('stops playing when the membership ends, even with URLs signed for the member', async () => {
    const { video, tierId } = await membersOnlyVideo(t, owner.user.id);
    const membership = await makeMember(t, tierId, member);
    const { segments } = await playAll((await watch(t, video.id, member)).playback!.hls!, member);
    expect((await fetchAs(t, segments[1]!, member)).statusCode).toBe(200);
    await t.db
      .update(membershipSubscriptions)
      .set({ status: 'expired', expiresAt: new Date(Date.now() - 1000) })
      .where(eq(membershipSubscriptions.id, membership.id));
    const res = await fetchAs(t, segments[1]!, member);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject(forbiddenWith(VIDEO_API_MESSAGES.membersOnly));
  });

  it('plays for its owner, a collaborator and a site admin, who also manage it', async () => {
    const { video } = await membersOnlyVideo(t, owner.user.id);
    await t.db.insert(videoCollaborators).values({ videoId: video.id, profileId: collaborator.user.id });
    for (const person of [owner, collaborator, admin]) {
      const view = await watch(t, video.id, person);
      expect(view).toMatchObject({ canPlay: true, canManage: true });
      const { segments } = await playAll(view.playback!.hls!, person);
      expect((await fetchAs(t, segments[0]!, person)).statusCode).toBe(200);
    }
  });
});

describe('the original, without renditions', () => {
  it('plays with range requests: 200 whole, 206 parts, 416 past the end', async () => {
    const original = randomBytes(10_000);
    original.writeUInt32BE(24, 0);
    original.write('ftypisom', 4, 'latin1');
    const video = await insertVideo(t.db, { ownerId: owner.user.id, durationSeconds: null });
    await t.runtime.storage.put(originalCopyKey(video.id), original);
    const view = await watch(t, video.id);
    expect(view.playback).toMatchObject({
      hls: null,
      original: `/api/v1/video_streams/${video.id}/main/original?${view.playback!.original!.split('?')[1]}`,
    });
    const url = view.playback!.original!;
    // Unknown length: the URL lives 4 hours and 15 minutes.
    expect(Date.parse(view.playback!.expiresAt) - Date.now()).toBeGreaterThan((4 * 3600 + 850) * 1000);

    const whole = await fetchAs(t, url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({ 'content-type': 'video/mp4', 'content-length': '10000', 'accept-ranges': 'bytes' });
    expect(whole.rawPayload.equals(original)).toBe(true);

    const part = await fetchAs(t, url, undefined, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers).toMatchObject({ 'content-range': 'bytes 100-199/10000', 'content-length': '100' });
    expect(part.rawPayload.equals(original.subarray(100, 200))).toBe(true);

    const tail = await fetchAs(t, url, undefined, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(original.subarray(9990))).toBe(true);

    const open = await fetchAs(t, url, undefined, { range: 'bytes=9000-' });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe('bytes 9000-9999/10000');

    const past = await fetchAs(t, url, undefined, { range: 'bytes=10000-' });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe('bytes */10000');

    // Such a video has no master playlist to serve.
    expect((await fetchAs(t, signer.url(video.id, { rendition: 'main', file: 'master.m3u8' }, expiresIn(60), ''))).statusCode).toBe(404);
  });

  it('says QuickTime for a MOV file', async () => {
    const mov = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from('ftypqt  '), randomBytes(500)]);
    const video = await insertVideo(t.db, { ownerId: owner.user.id });
    await t.runtime.storage.put(originalCopyKey(video.id), mov);
    const res = await fetchAs(t, (await watch(t, video.id)).playback!.original!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/quicktime');
  });
});

describe('the poster', () => {
  it('shows a poster to anyone (of a members-only video the blurred one: poster-access.test.ts); 404 without one or once deleted', async () => {
    const { video } = await membersOnlyVideo(t, owner.user.id);
    const view = await watch(t, video.id);
    expect(view.poster).toBe(`/api/v1/videos/${video.id}/poster`);
    const res = await fetchAs(t, view.poster!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const noPoster = await insertVideo(t.db, { ownerId: owner.user.id });
    expect((await watch(t, noPoster.id)).poster).toBeNull();
    expect((await fetchAs(t, `/api/v1/videos/${noPoster.id}/poster`)).statusCode).toBe(404);
    await t.db.update(videos).set({ deletedAt: new Date() }).where(eq(videos.id, video.id));
    expect((await fetchAs(t, view.poster!)).statusCode).toBe(404);
    expect((await fetchAs(t, `/api/v1/videos/${randomUUID()}/poster`)).statusCode).toBe(404);
    expect((await fetchAs(t, '/api/v1/videos/nope/poster')).statusCode).toBe(422);
  });
});
