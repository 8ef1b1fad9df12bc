import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Upload } from '@tus/server';
import { loadConfig } from '../../platform/config.ts';
import { videos } from '../../platform/db/schema/index.ts';
import { VIDEO_PROCESS_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Person } from '../../testing/events.ts';
import { useS3TestApp } from '../../testing/s3.ts';
import { signUpUser } from '../../testing/test-app.ts';
import { fetchAs, urisOf, watch } from './playback.fixtures.ts';
import { uploadPrefix } from './upload-object-store.ts';
import { videoUploadStore } from './upload-store.ts';
import { hlsKey, masterKey, posterKey } from './video-files.ts';
import { insertFinishedUpload, insertVideo } from './videos.fixtures.ts';

/**
 * A video processed and played with STORAGE=s3 (an s3rver of this run): the upload's parts joined for ffmpeg, the
 * renditions and poster stored in the bucket, and the player's requests answered from it: playlists and the poster
 * through the API, a segment by the bucket's presigned URL the API redirects to.
 */

const run = promisify(execFile);
const { t, env, dataDir } = useS3TestApp();

let owner: Person;
let clip: Buffer;
beforeAll(async () => {
  owner = await signUpUser(t.app);
  // The smallest clip processing takes whole: one second of picture and sound.
  const file = path.join(dataDir, 'clip.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25:duration=1'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', file],
  ]);
  clip = fs.readFileSync(file);
});

/** A processing video whose upload holds the clip as tus leaves it on S3: two parts, as two PATCHes would. */
async function publishedInTwoParts() {
  const session = await insertFinishedUpload(t.db, { ownerId: owner.user.id, userId: owner.user.id, declaredSize: clip.length });
  const id = session.tusUploadId!;
  const store = videoUploadStore({ storage: t.runtime.storage, config: loadConfig(env) });
  await store.create(new Upload({ id, size: clip.length, offset: 0 }));
  const half = Math.floor(clip.length / 2);
  await store.write(Readable.from([clip.subarray(0, half)]), id, 0);
  await store.write(Readable.from([clip.subarray(half)]), id, half);
  expect(await t.runtime.storage.list(`${uploadPrefix(id)}parts/`)).toHaveLength(2);
  return insertVideo(t.db, { ownerId: owner.user.id, status: 'processing', progress: 0, uploadId: session.id, originalKey: id });
}

const stored = async (key: string) => (await t.runtime.storage.get(key))!;

describe('videos on S3', () => {
  it('are processed from their parts and played from the bucket through the API, nothing left on disk', async () => {
    const video = await publishedInTwoParts();
    await t.jobs.send(VIDEO_PROCESS_QUEUE, { videoId: video.id });
    await t.jobs.runUntilIdle(); // the probe, then the encoding it queues
    expect((await t.db.select().from(videos).where(eq(videos.id, video.id)))[0]).toMatchObject({
      status: 'ready',
      hlsMasterKey: masterKey(video.id),
      posterKey: posterKey(video.id),
    });
    // Everything in the bucket: no files folder, and the joined copy and work folders are gone.
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);
    const tmp = path.join(dataDir, 'tmp');
    expect(fs.readdirSync(tmp, { recursive: true, encoding: 'utf8' }).filter((f) => fs.statSync(path.join(tmp, f)).isFile())).toEqual([]);

    // The player's way: watch, the signed master and a variant from the API, a segment from the bucket it redirects to.
    const view = await watch(t, video.id);
    const master = await fetchAs(t, view.playback!.hls!);
    expect(master.statusCode).toBe(200);
    const variantUrl = urisOf(master.body)[0]!;
    const variant = await fetchAs(t, variantUrl);
    expect(variant.statusCode).toBe(200);
    const segmentUrl = urisOf(variant.body)[0]!;
    const redirect = await fetchAs(t, segmentUrl);
    expect(redirect.statusCode).toBe(302);
    const segment = await fetch(String(redirect.headers.location));
    expect(segment.status).toBe(200);
    const bytes = Buffer.from(await segment.arrayBuffer());
    const rendition = new URL(variantUrl, 'http://x').pathname.split('/').at(-2)!;
    const segmentName = new URL(segmentUrl, 'http://x').pathname.split('/').at(-1)!;
    expect(bytes.equals(await stored(hlsKey(video.id, `${rendition}/${segmentName}`)))).toBe(true);
    // A range of it, as players ask.
    const part = await fetch(String(redirect.headers.location), { headers: { range: 'bytes=0-187' } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals(bytes.subarray(0, 188))).toBe(true);

    const poster = await fetchAs(t, view.poster!);
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload.equals(await stored(posterKey(video.id)))).toBe(true);

    // The stream's signature still guards the bucket's files.
    const sig = new URL(segmentUrl, 'http://x').searchParams.get('sig')!;
    const tampered = segmentUrl.replace(`sig=${sig}`, `sig=${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await fetchAs(t, tampered)).statusCode).toBe(403);
  });
});
