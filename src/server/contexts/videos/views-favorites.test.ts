import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { favoriteReply, viewReply } from '../../../contracts/videos.ts';
import { VIDEO_API_MESSAGES, VIEW_WINDOW_MS } from '../../../contracts/videos.messages.ts';
import { videoFavorites, videos, videoViews } from '../../platform/db/schema/index.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { makeMember, membersOnlyVideo, readyVideo, watch } from './playback.fixtures.ts';
import { VIEWER_COOKIE } from './views.service.ts';
import { insertVideo } from './videos.fixtures.ts';

/** Views (once per viewer per 30 minutes) and favorites (idempotent, counted in the same statement). */

const t = useTestApp();
let owner: Person;
let viewer: Person;

beforeAll(async () => {
  [owner, viewer] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
});

/** POST a view as `person`, or signed out with the viewer cookie `cookie` (none: a new browser). */
const postView = (videoId: string, person?: Person, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/videos/${videoId}/views`,
    headers: person ? headers(person) : cookie ? { cookie: `${VIEWER_COOKIE}=${cookie}` } : {},
  });
const favorite = (videoId: string, method: 'PUT' | 'DELETE', person?: Person) =>
  t.app.inject({ method, url: `/api/v1/videos/${videoId}/favorite`, headers: headers(person) });
const viewCountOf = async (videoId: string) => (await t.db.select().from(videos).where(eq(videos.id, videoId)))[0]!.viewCount;

/** Moves a viewer's last counted view back in time, as if `ms` had passed. */
async function agoView(videoId: string, ms: number) {
  await t.db
    .update(videoViews)
    .set({ countedAt: sql`now() - make_interval(secs => ${ms / 1000})` })
    .where(eq(videoViews.videoId, videoId));
}

describe('views', () => {
  it('counts a signed-in viewer once per 30 minutes', async () => {
    const { video } = await readyVideo(t, owner.user.id);
    expect(expectReply(await postView(video.id, viewer), 200, viewReply)).toEqual({ counted: true, viewCount: 1 });
    expect(expectReply(await postView(video.id, viewer), 200, viewReply)).toEqual({ counted: false, viewCount: 1 });
    await agoView(video.id, VIEW_WINDOW_MS - 60_000);
    expect(expectReply(await postView(video.id, viewer), 200, viewReply)).toEqual({ counted: false, viewCount: 1 });
    await agoView(video.id, VIEW_WINDOW_MS + 1000);
    expect(expectReply(await postView(video.id, viewer), 200, viewReply)).toEqual({ counted: true, viewCount: 2 });
    const [row] = await t.db.select().from(videoViews).where(eq(videoViews.videoId, video.id));
    expect(row!.viewerKey).toBe(`u:${viewer.user.id}`);
    expect((await watch(t, video.id)).viewCount).toBe(2);
  });

  it('tells signed-out viewers apart by a random httpOnly cookie, stored only as its digest', async () => {
    const { video } = await readyVideo(t, owner.user.id);
    const first = await postView(video.id);
    expect(expectReply(first, 200, viewReply)).toEqual({ counted: true, viewCount: 1 });
    const cookie = first.cookies.find((c) => c.name === VIEWER_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 365 * 24 * 3600 });
    expect(cookie.value).toMatch(/^[\w-]{43}$/);
    const again = await postView(video.id, undefined, cookie.value);
    expect(expectReply(again, 200, viewReply)).toEqual({ counted: false, viewCount: 1 });
    expect(again.cookies.find((c) => c.name === VIEWER_COOKIE)).toBeUndefined();
    // Another browser is another viewer.
    expect(expectReply(await postView(video.id), 200, viewReply)).toEqual({ counted: true, viewCount: 2 });
    const keys = (await t.db.select().from(videoViews).where(eq(videoViews.videoId, video.id))).map((r) => r.viewerKey);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^a:[0-9a-f]{64}$/);
    expect(keys.some((key) => key.includes(cookie.value))).toBe(false);
  });

  it('counts 100 posts at once by one viewer as one view', async () => {
    const { video } = await readyVideo(t, owner.user.id);
    const replies = await Promise.all(Array.from({ length: 100 }, () => postView(video.id, viewer)));
    const parsed = replies.map((res) => expectReply(res, 200, viewReply));
    expect(parsed.filter((r) => r.counted)).toHaveLength(1);
    expect(await viewCountOf(video.id)).toBe(1);
    await Promise.all(Array.from({ length: 100 }, () => postView(video.id, undefined, 'same-browser-cookie')));
    expect(await viewCountOf(video.id)).toBe(2);
  });

  it('refuses a view of a video the viewer may not play (403), not ready (409), unknown or deleted (404)', async () => {
    const { video, tierId } = await membersOnlyVideo(t, owner.user.id);
    const refused = await postView(video.id, viewer);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: VIDEO_API_MESSAGES.membersOnly });
    expect((await postView(video.id)).statusCode).toBe(403);
    const member = await signUpUser(t.app);
    await makeMember(t, tierId, member);
    expect(expectReply(await postView(video.id, member), 200, viewReply).counted).toBe(true);

    const processing = await insertVideo(t.db, { ownerId: owner.user.id, status: 'processing' });
    expect((await postView(processing.id, viewer)).statusCode).toBe(409);
    const deleted = await insertVideo(t.db, { ownerId: owner.user.id, deletedAt: new Date() });
    expect((await postView(deleted.id)).statusCode).toBe(404);
    expect((await postView(randomUUID())).statusCode).toBe(404);
    expect((await postView('nope')).statusCode).toBe(422);
    expect(await viewCountOf(processing.id)).toBe(0);
  });
});

describe('favorites', () => {
  it('are idempotent and keep like_count right', async () => {
    const { video } = await readyVideo(t, owner.user.id);
    const other = await signUpUser(t.app);
    expect(expectReply(await favorite(video.id, 'PUT', viewer), 200, favoriteReply)).toEqual({ favorited: true, likeCount: 1 });
    expect(expectReply(await favorite(video.id, 'PUT', viewer), 200, favoriteReply)).toEqual({ favorited: true, likeCount: 1 });
    expect(expectReply(await favorite(video.id, 'PUT', other), 200, favoriteReply)).toEqual({ favorited: true, likeCount: 2 });
    expect((await watch(t, video.id, viewer)).favorited).toBe(true);
    expect(expectReply(await favorite(video.id, 'DELETE', viewer), 200, favoriteReply)).toEqual({ favorited: false, likeCount: 1 });
    expect(expectReply(await favorite(video.id, 'DELETE', viewer), 200, favoriteReply)).toEqual({ favorited: false, likeCount: 1 });
    expect((await watch(t, video.id, viewer)).favorited).toBe(false);
  });

  it('count once when the same person favorites many times at once, and back to zero when all unfavorite', async () => {
    const { video } = await readyVideo(t, owner.user.id);
    await Promise.all(Array.from({ length: 30 }, () => favorite(video.id, 'PUT', viewer)));
    const rows = await t.db
      .select()
      .from(videoFavorites)
      .where(and(eq(videoFavorites.videoId, video.id), eq(videoFavorites.profileId, viewer.user.id)));
    expect(rows).toHaveLength(1);
    expect((await watch(t, video.id)).likeCount).toBe(1);
    await Promise.all(Array.from({ length: 30 }, () => favorite(video.id, 'DELETE', viewer)));
    expect((await watch(t, video.id)).likeCount).toBe(0);
  });

  it('need a signed-in viewer (401) who may play the video (403), of a video that exists (404)', async () => {
    const { video, tierId } = await membersOnlyVideo(t, owner.user.id);
    expect((await favorite(video.id, 'PUT')).statusCode).toBe(401);
    expect((await favorite(video.id, 'DELETE')).statusCode).toBe(401);
    expect((await favorite(video.id, 'PUT', viewer)).statusCode).toBe(403);
    const member = await signUpUser(t.app);
    await makeMember(t, tierId, member);
    expect(expectReply(await favorite(video.id, 'PUT', member), 200, favoriteReply)).toEqual({ favorited: true, likeCount: 1 });
    expect((await favorite(randomUUID(), 'PUT', viewer)).statusCode).toBe(404);
    expect((await favorite('nope', 'PUT', viewer)).statusCode).toBe(422);
  });
});
