import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { watchView, type WatchView } from '../../../contracts/videos.ts';
import { videoMembershipTiers, videos } from '../../platform/db/schema/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { headers, makeAdmin, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, type TestApp } from '../../testing/test-app.ts';
import { HELD_NOW, makeTier } from '../memberships/member-access.fixtures.ts';
import { insertSubscription } from '../memberships/memberships.fixtures.ts';
import { blurredPosterKey, hlsKey, masterKey, posterKey } from './video-files.ts';
import { insertVideo } from './videos.fixtures.ts';

/**
 * Helpers of the playback tests: a video's HLS files written straight into storage (the layout processing writes,
 * without running ffmpeg), members-only videos with their tier and members, and the watch call.
 */

export const MASTER_PLAYLIST = ['#EXTM3U', '#EXT-X-VERSION:6', '#EXT-X-STREAM-INF:BANDWIDTH=1020800,RESOLUTION=640x360', '360p/index.m3u8', ''].join(
  '\n',
);
export const VARIANT_PLAYLIST = [
  '#EXTM3U',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXTINF:4.000000,',
  'segment_0000.ts',
  '#EXTINF:2.000000,',
  'segment_0001.ts',
  '#EXT-X-ENDLIST',
  '',
].join('\n');

/** Stores a poster and its blurred twin (other bytes), a master playlist with one 360p rendition of two segments; answers the segments' bytes. */
export async function storeRenditions(storage: Storage, videoId: string) {
  const segments = [randomBytes(3000), randomBytes(1500)];
  await storage.put(posterKey(videoId), Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...randomBytes(60)]));
  await storage.put(blurredPosterKey(videoId), Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...randomBytes(40)]));
  await storage.put(masterKey(videoId), Buffer.from(MASTER_PLAYLIST));
  await storage.put(hlsKey(videoId, '360p/index.m3u8'), Buffer.from(VARIANT_PLAYLIST));
  await Promise.all(segments.map((bytes, i) => storage.put(hlsKey(videoId, `360p/segment_000${i}.ts`), bytes)));
  return segments;
}

/** A ready video with renditions in storage (public unless told otherwise). */
export async function readyVideo(t: TestApp, ownerId: string, overrides: Partial<typeof videos.$inferInsert> = {}) {
  const video = await insertVideo(t.db, { ownerId, durationSeconds: 6, width: 640, height: 360, ...overrides });
  const segments = await storeRenditions(t.runtime.storage, video.id);
  const [ready] = await t.db
    .update(videos)
    .set({ posterKey: posterKey(video.id), blurredPosterKey: blurredPosterKey(video.id), hlsMasterKey: masterKey(video.id) })
    .where(eq(videos.id, video.id))
    .returning();
  return { video: ready!, segments };
}

/** A tier of the owner and a members-only video for it (ready, with renditions). */
export async function membersOnlyVideo(t: TestApp, ownerId: string, overrides: Partial<typeof videos.$inferInsert> = {}) {
  const { tierId } = await makeTier(t, ownerId);
  const made = await readyVideo(t, ownerId, { visibility: 'members_only', ...overrides });
  await t.db.insert(videoMembershipTiers).values({ videoId: made.video.id, tierId });
  return { ...made, tierId };
}

/** Makes `person` a member of the tier now (active for 30 more days). */
export const makeMember = (t: TestApp, tierId: string, person: Person) =>
  insertSubscription(t, tierId, { ...HELD_NOW, userId: person.user.id, email: person.email });

/** GET watch as `person` (or signed out), expected to succeed. */
export async function watch(t: TestApp, videoId: string, person?: Person): Promise<WatchView> {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/videos/${videoId}/watch`, headers: headers(person) });
  return expectReply(res, 200, watchView);
}

/** GET a URL (a signed stream URL) as `person`, with extra headers. */
export const fetchAs = (t: TestApp, url: string, person?: Person, extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...headers(person), ...extra } });

/** The URIs of a playlist (its lines that are not tags or blank). */
export const urisOf = (playlist: string) => playlist.split('\n').filter((line) => line && !line.startsWith('#'));

/** The people of the playback tests: an owner, a stranger, a collaborator-to-be and a site admin. */
export async function playbackCast(t: TestApp) {
  const [owner, stranger, collaborator, admin] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
  await makeAdmin(t, admin!.user.id);
  return { owner: owner!, stranger: stranger!, collaborator: collaborator!, admin: admin! };
}
