import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { VIDEO_API_MESSAGES } from '../../../contracts/videos.messages.ts';
import { profileVideosReply, videosReply, videoView } from '../../../contracts/videos.ts';
import { membershipSubscriptions, uploads, videos } from '../../platform/db/schema/index.ts';
import type { Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { useTestApp } from '../../testing/test-app.ts';
import { fetchAs, makeMember, membersOnlyVideo, playbackCast, readyVideo, watch } from './playback.fixtures.ts';
import { expiresIn, streamSigner } from './stream-signing.ts';
import { blurredPosterKey, POSTER_STREAM_PATH, posterKey } from './video-files.ts';

/*
 * The poster of a members-only video (issue 26): those who may not play it get a poster blurred on the server, the
 * real one only through a short-lived URL signed for the viewer, as its streams are; public videos are unchanged.
 */

const SECRET = 'poster-test-secret-of-at-least-32-characters';
const t = useTestApp({ STREAM_SIGNING_SECRET: SECRET });
const signer = streamSigner(SECRET);

let owner: Person;
let stranger: Person;
let member: Person;

beforeAll(async () => {
  ({ owner, stranger, collaborator: member } = await playbackCast(t));
});

const stored = async (key: string) => (await t.runtime.storage.get(key))!;
const forbiddenWith = (message: string) => ({ code: 'forbidden', message });

describe('a members-only poster', () => {
  it('is the blurred poster for those who may not play it: signed out, a stranger, the profile and the player', async () => {
    const { video } = await membersOnlyVideo(t, owner.user.id);
    const real = await stored(posterKey(video.id));
    const blurred = await stored(blurredPosterKey(video.id));
    for (const viewer of [undefined, stranger]) {
      const view = await watch(t, video.id, viewer);
      expect(view.poster).toBe(`/api/v1/videos/${video.id}/poster`);
      const res = await fetchAs(t, view.poster!, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.rawPayload.equals(blurred)).toBe(true);
      expect(res.rawPayload.equals(real)).toBe(false);
      const profile = await fetchAs(t, `/api/v1/profiles/${owner.user.username}/videos`, viewer);
      const card = expectReply(profile, 200, profileVideosReply).data.find((v) => v.id === video.id)!;
      expect(card).toMatchObject({ canPlay: false, thumbnail: view.poster });
    }
  });

  it('is the real poster for a member, by a URL signed for them; refused to anyone else, expired or tampered', async () => {
    const { video, tierId } = await membersOnlyVideo(t, owner.user.id);
    await makeMember(t, tierId, member);
    const real = await stored(posterKey(video.id));
    const view = await watch(t, video.id, member);
    expect(view.poster).toMatch(new RegExp(`^/api/v1/videos/${video.id}/poster\\?exp=\\d+&sig=[\\w-]{43}$`));
    const res = await fetchAs(t, view.poster!, member);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(real)).toBe(true);
    expect(res.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    // The profile's card carries the same kind of URL.
    const profile = await fetchAs(t, `/api/v1/profiles/${owner.user.username}/videos`, member);
    const card = expectReply(profile, 200, profileVideosReply).data.find((v) => v.id === video.id)!;
    expect((await fetchAs(t, card.thumbnail!, member)).rawPayload.equals(real)).toBe(true);

    // Another viewer's copy of the URL, signed out or signed in.
    expect((await fetchAs(t, view.poster!)).json()).toMatchObject(forbiddenWith(VIDEO_API_MESSAGES.signedLinkExpired));
    expect((await fetchAs(t, view.poster!, stranger)).statusCode).toBe(403);
    // Expired, tampered, or signed for another file of the video.
    const base = `/api/v1/videos/${video.id}/poster`;
    const expired = signer.signature(video.id, POSTER_STREAM_PATH, expiresIn(-1), member.user.id);
    expect((await fetchAs(t, `${base}?${expired}`, member)).statusCode).toBe(403);
    const tampered = view.poster!.replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await fetchAs(t, tampered, member)).statusCode).toBe(403);
    const master = signer.signature(video.id, { rendition: 'main', file: 'master.m3u8' }, expiresIn(60), member.user.id);
    expect((await fetchAs(t, `${base}?${master}`, member)).statusCode).toBe(403);
    expect((await fetchAs(t, `${base}?exp=soon&sig=x`, member)).statusCode).toBe(422);
    // A membership that ended stops the signed URL too.
    await t.db
      .update(membershipSubscriptions)
      .set({ status: 'expired', expiresAt: new Date(Date.now() - 1000) })
      .where(eq(membershipSubscriptions.tierId, tierId));
    expect((await fetchAs(t, view.poster!, member)).json()).toMatchObject(forbiddenWith(VIDEO_API_MESSAGES.membersOnly));
  });

  it('is the real poster, signed, for its managers: the management list and the edit page', async () => {
    const { video } = await membersOnlyVideo(t, owner.user.id);
    const real = await stored(posterKey(video.id));
    const list = expectReply(await fetchAs(t, `/api/v1/videos?ownerId=${owner.user.id}`, owner), 200, videosReply);
    const row = list.data.find((v) => v.id === video.id)!;
    expect((await fetchAs(t, row.thumbnail!, owner)).rawPayload.equals(real)).toBe(true);
    const edit = expectReply(await fetchAs(t, `/api/v1/videos/${video.id}?ownerId=${owner.user.id}`, owner), 200, videoView);
    expect((await fetchAs(t, edit.thumbnail!, owner)).rawPayload.equals(real)).toBe(true);
    expect((await fetchAs(t, edit.autoThumbnail!, owner)).rawPayload.equals(real)).toBe(true);
  });

  it("never hands the owner's own thumbnail to those who may not play it", async () => {
    const [upload] = await t.db
      .insert(uploads)
      .values({ ownerId: owner.user.id, kind: 'video_thumbnail', contentType: 'image/png', size: 10, storageKey: `uploads/${randomUUID()}` })
      .returning();
    const thumbnailUploadId = upload!.id;
    const { video } = await membersOnlyVideo(t, owner.user.id, { posterSource: 'user-upload', thumbnailUploadId });
    expect((await watch(t, video.id, stranger)).poster).toBe(`/api/v1/videos/${video.id}/poster`);
    expect((await watch(t, video.id, owner)).poster).toBe(`/api/uploads/${thumbnailUploadId}`);
  });

  it('is a neutral placeholder, never the real poster, while a video processed earlier has no blurred one', async () => {
    const { video } = await membersOnlyVideo(t, owner.user.id);
    await t.db.update(videos).set({ blurredPosterKey: null }).where(eq(videos.id, video.id));
    await t.runtime.storage.remove(blurredPosterKey(video.id));
    const res = await fetchAs(t, `/api/v1/videos/${video.id}/poster`, stranger);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.rawPayload.equals(await stored(posterKey(video.id)))).toBe(false);
  });
});

describe('a public poster', () => {
  it('is the real poster at its plain URL for everyone, cached publicly, as before', async () => {
    const { video } = await readyVideo(t, owner.user.id);
    const real = await stored(posterKey(video.id));
    for (const viewer of [undefined, stranger, owner]) {
      const view = await watch(t, video.id, viewer);
      expect(view.poster).toBe(`/api/v1/videos/${video.id}/poster`);
      const res = await fetchAs(t, view.poster!, viewer);
      expect(res.rawPayload.equals(real)).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
    }
  });
});
