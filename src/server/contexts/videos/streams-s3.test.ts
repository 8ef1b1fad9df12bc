import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { VIDEO_API_MESSAGES } from '../../../contracts/videos.messages.ts';
import { membershipSubscriptions } from '../../platform/db/schema/index.ts';
import type { Person } from '../../testing/events.ts';
import { bucketRedirect, presignedSeconds, useS3TestApp } from '../../testing/s3.ts';
import { signUpUser } from '../../testing/test-app.ts';
import { writeWebDir } from '../../testing/web-dir.ts';
import { fetchAs, makeMember, membersOnlyVideo, readyVideo, urisOf, watch } from './playback.fixtures.ts';
import { originalCopyKey } from './video-files.ts';
import { insertVideo } from './videos.fixtures.ts';

/**
 * Stream files on S3 (issue 35): after the same checks as on disk, segments and the original leave by a 302 to a
 * presigned URL of the bucket, which serves the bytes (and ranges); playlists and posters stay the API's.
 */

const web = writeWebDir();
const { t, s3 } = useS3TestApp({ webDir: web.dir });
afterAll(() => web.remove());

let owner: Person;
let member: Person;
let stranger: Person;
beforeAll(async () => {
  [owner, member, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
});

const bucketOrigin = () => new URL(s3().settings.endpoint!).origin;
const redirectOf = (res: LightMyRequestResponse) => bucketRedirect(res, s3());

const secondsLeft = (signedUrl: string) => Number(new URL(signedUrl, 'http://x').searchParams.get('exp')) - Math.floor(Date.now() / 1000);

/** A refusal that hands out no URL of the bucket. */
function refused(res: LightMyRequestResponse, message: string) {
  expect(res.statusCode).toBe(403);
  expect(res.headers.location).toBeUndefined();
  expect(res.json()).toMatchObject({ code: 'forbidden', message });
}

/** The master and first variant playlists (from the API, signed) and the variant's segment URLs. */
async function segmentUrls(videoId: string, person?: Person) {
  const master = await fetchAs(t, (await watch(t, videoId, person)).playback!.hls!, person);
  expect(master.statusCode).toBe(200);
  expect(master.headers['content-type']).toBe('application/vnd.apple.mpegurl');
  const variant = await fetchAs(t, urisOf(master.body)[0]!, person);
  expect(variant.statusCode).toBe(200);
  return urisOf(variant.body);
}

describe('stream files on S3', () => {
  it('send a segment by a one-minute URL of the bucket, which serves its bytes and ranges; playlists and posters stay here', async () => {
    const { video, segments } = await readyVideo(t, owner.user.id);
    const urls = await segmentUrls(video.id);
    const location = redirectOf(await fetchAs(t, urls[0]!));
    expect(presignedSeconds(location)).toBe(60);

    const whole = await fetch(location);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp2t');
    expect(whole.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.from(await whole.arrayBuffer()).equals(segments[0]!)).toBe(true);
    const part = await fetch(location, { headers: { range: 'bytes=100-299' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-299/${segments[0]!.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(segments[0]!.subarray(100, 300))).toBe(true);

    const poster = await fetchAs(t, (await watch(t, video.id)).poster!);
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
  });

  it('send the original by a URL of the bucket living as long as the signed one: browsers ask it for ranges all through the playback', async () => {
    const original = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom', 'latin1'), randomBytes(9988)]);
    const video = await insertVideo(t.db, { ownerId: owner.user.id, durationSeconds: 120 });
    await t.runtime.storage.put(originalCopyKey(video.id), original);
    const url = (await watch(t, video.id)).playback!.original!;
    const location = redirectOf(await fetchAs(t, url, undefined, { range: 'bytes=100-199' }));
    expect(presignedSeconds(location)).toBeGreaterThan(60);
    expect(Math.abs(presignedSeconds(location) - secondsLeft(url))).toBeLessThanOrEqual(2);

    const part = await fetch(location, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toBe('bytes 100-199/10000');
    expect(Buffer.from(await part.arrayBuffer()).equals(original.subarray(100, 200))).toBe(true);
    const whole = await fetch(location);
    expect(Buffer.from(await whole.arrayBuffer()).equals(original)).toBe(true);
  });

  it("hand no URL of the bucket to whom the API refuses: another viewer's URL, a tampered one, an ended membership", async () => {
    const { video, tierId } = await membersOnlyVideo(t, owner.user.id);
    const membership = await makeMember(t, tierId, member);
    const urls = await segmentUrls(video.id, member);
    redirectOf(await fetchAs(t, urls[0]!, member));
    refused(await fetchAs(t, urls[0]!, stranger), VIDEO_API_MESSAGES.signedLinkExpired);
    refused(await fetchAs(t, urls[0]!), VIDEO_API_MESSAGES.signedLinkExpired);
    const sig = new URL(urls[0]!, 'http://x').searchParams.get('sig')!;
    const tampered = urls[0]!.replace(`sig=${sig}`, `sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    refused(await fetchAs(t, tampered, member), VIDEO_API_MESSAGES.signedLinkExpired);

    await t.db
      .update(membershipSubscriptions)
      .set({ status: 'expired', expiresAt: new Date(Date.now() - 1000) })
      .where(eq(membershipSubscriptions.id, membership.id));
    refused(await fetchAs(t, urls[1]!, member), VIDEO_API_MESSAGES.membersOnly);
  });

  it("let pages play media and fetch from the bucket's origin, and nothing else from it", async () => {
    const policy = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    const directives = Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
    expect(directives['media-src']).toContain(bucketOrigin());
    expect(directives['connect-src']).toContain(bucketOrigin());
    expect(policy.split(bucketOrigin())).toHaveLength(3);
  });
});
