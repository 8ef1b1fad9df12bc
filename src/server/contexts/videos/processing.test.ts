import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PROCESSING_FAILURES } from '../../../contracts/videos.messages.ts';
import { videos } from '../../platform/db/schema/index.ts';
import { VIDEO_ENCODE_QUEUE, VIDEO_PROCESS_QUEUE, VIDEO_PROCESSING_FAILED_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { fetchAs, urisOf, watch } from './playback.fixtures.ts';
import { uploadsDirectory } from './upload-store.ts';
import { blurMissingPosters } from './poster-backfill.ts';
import { blurredPosterKey, hlsKey, masterKey, originalCopyKey, posterKey } from './video-files.ts';
import {
  encodeExpirySeconds,
  encodeVideo,
  probeUploadedVideo,
  progressWriter,
  PROGRESS_INTERVAL_MS,
  type ProcessingDeps,
} from './video-processing.service.ts';
import { insertFinishedUpload, insertVideo } from './videos.fixtures.ts';

// The processing jobs on a clip made by ffmpeg's testsrc (issue 12): the real path, as `.ci/run` installs ffmpeg.
const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-processing-job-'));
const t = useTestApp({ DATA_DIR: dataDir });
const clipDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-clips-'));
const clip = path.join(clipDir, 'clip.mp4');
const filesDir = path.join(dataDir, 'files');
let owner: Person;

const deps = (overrides: Partial<ProcessingDeps> = {}): ProcessingDeps => ({
  db: t.db,
  jobs: t.jobs,
  storage: t.runtime.storage,
  config: { dataDir, storage: { kind: 'local' } },
  preset: 'ultrafast',
  ...overrides,
});

const ffprobe = async (file: string) =>
  JSON.parse((await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_entries', 'stream=codec_type,width,height', file])).stdout) as {
    streams: { codec_type: string; width?: number; height?: number }[];
  };

beforeAll(async () => {
  owner = await signUpUser(t.app);
  await run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=854x480:rate=25:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', clip],
  ]);
});

afterAll(() => fs.rmSync(clipDir, { recursive: true, force: true }));

/**
 * How much picture an image holds: the mean squared difference between neighbouring pixels of its grey 640x360 copy
 * (0 for a flat image). Squared, so a blur that spreads an edge over many pixels counts for much less than the edge.
 */
async function detailOf(file: string): Promise<number> {
  const args = ['-v', 'error', '-i', file, '-vf', 'scale=640:360,format=gray', '-f', 'rawvideo', '-'];
  const pixels = (await run('ffmpeg', args, { encoding: 'buffer', maxBuffer: 1 << 22 })).stdout;
  let sum = 0;
  for (let i = 1; i < pixels.length; i++) if (i % 640 !== 0) sum += (pixels[i]! - pixels[i - 1]!) ** 2;
  return sum / pixels.length;
}

/** The stored poster and blurred poster of a video: both JPEGs, the blurred one with almost nothing of the picture. */
async function expectBlurredTwin(videoId: string) {
  const poster = path.join(filesDir, posterKey(videoId));
  const blurred = path.join(filesDir, blurredPosterKey(videoId));
  expect([...fs.readFileSync(blurred).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  expect(fs.readFileSync(blurred).equals(fs.readFileSync(poster))).toBe(false);
  const [sharp, soft] = [await detailOf(poster), await detailOf(blurred)];
  expect(sharp).toBeGreaterThan(50);
  expect(soft).toBeLessThan(sharp / 10);
}

/** A published video whose upload holds `file` (or nothing), as the library's create leaves it: 'processing'. */
async function published(file: string | Buffer | null) {
  const upload = await insertFinishedUpload(t.db, { ownerId: owner.user.id, userId: owner.user.id });
  const stored = path.join(uploadsDirectory({ dataDir }), upload.tusUploadId!);
  fs.mkdirSync(path.dirname(stored), { recursive: true });
  if (typeof file === 'string') fs.copyFileSync(file, stored);
  else if (file) fs.writeFileSync(stored, file);
  return insertVideo(t.db, { ownerId: owner.user.id, status: 'processing', progress: 0, uploadId: upload.id, originalKey: upload.tusUploadId });
}

const videoRow = async (id: string) => (await t.db.select().from(videos).where(eq(videos.id, id)))[0]!;
const jobsOf = async (queue: string, videoId: string) =>
  (
    await t.db.execute<{ id: string; expire: number }>(
      sql`select id, extract(epoch from expire_in)::int as expire from pgboss.job where name = ${queue} and data->>'videoId' = ${videoId}
          union all select id, extract(epoch from expire_in)::int from pgboss.archive where name = ${queue} and data->>'videoId' = ${videoId}`,
    )
  ).rows;

describe('the processing jobs', () => {
  it('turn a processing video ready: a poster, HLS renditions ffprobe reads, and playback through signed URLs', { timeout: 90_000 }, async () => {
    const video = await published(clip);
    await t.jobs.send(VIDEO_PROCESS_QUEUE, { videoId: video.id });
    await t.jobs.runUntilIdle(); // the probe, then the encoding it queues
    const ready = await videoRow(video.id);
    expect(ready).toMatchObject({
      status: 'ready',
      progress: 1,
      width: 854,
      height: 480,
      failureReason: null,
      posterKey: posterKey(video.id),
      hlsMasterKey: masterKey(video.id),
    });
    expect(ready.durationSeconds).toBeCloseTo(2, 1);
    // One encoding job, named by the video, expiring by its length.
    expect(await jobsOf(VIDEO_ENCODE_QUEUE, video.id)).toEqual([{ id: video.id, expire: encodeExpirySeconds(ready.durationSeconds!) }]);
    expect(fs.existsSync(path.join(dataDir, 'tmp', 'videos', video.id))).toBe(false);

    const poster = fs.readFileSync(path.join(filesDir, posterKey(video.id)));
    expect([...poster.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const stored = await ffprobe(path.join(filesDir, masterKey(video.id)));
    expect(stored.streams.filter((s) => s.codec_type === 'video').map((s) => `${s.width}x${s.height}`)).toEqual(['640x360', '854x480']);
    expect(await t.runtime.storage.stat(hlsKey(video.id, '360p/segment_0000.ts'))).not.toBeNull();

    // The player's way: watch, the signed master, a variant, a segment that ffprobe reads.
    const view = await watch(t, video.id);
    expect(view).toMatchObject({ status: 'ready', poster: `/api/v1/videos/${video.id}/poster` });
    const master = await fetchAs(t, view.playback!.hls!);
    const variants = urisOf(master.body);
    expect(variants).toHaveLength(2);
    const segmentUrl = urisOf((await fetchAs(t, variants[0]!)).body)[0]!;
    const segment = await fetchAs(t, segmentUrl);
    expect(segment.statusCode).toBe(200);
    const segmentFile = path.join(clipDir, 'played.ts');
    fs.writeFileSync(segmentFile, segment.rawPayload);
    expect((await ffprobe(segmentFile)).streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'video']);

    // A late or repeated job leaves a ready video alone.
    await probeUploadedVideo(deps(), video.id);
    await encodeVideo(deps(), video.id);
    expect(await videoRow(video.id)).toMatchObject({ status: 'ready', updatedAt: ready.updatedAt });
    expect(await jobsOf(VIDEO_ENCODE_QUEUE, video.id)).toHaveLength(1);
  });

  it('make a blurred poster beside the poster, which a members-only video shows those who may not play it', { timeout: 90_000 }, async () => {
    const video = await published(clip);
    await t.db.update(videos).set({ visibility: 'members_only' }).where(eq(videos.id, video.id));
    await encodeVideo(deps(), video.id);
    expect(await videoRow(video.id)).toMatchObject({ status: 'ready', blurredPosterKey: blurredPosterKey(video.id) });
    await expectBlurredTwin(video.id);
    const res = await fetchAs(t, `/api/v1/videos/${video.id}/poster`);
    expect(res.rawPayload.equals(fs.readFileSync(path.join(filesDir, blurredPosterKey(video.id))))).toBe(true);
    // Not among the stream files.
    expect(await t.runtime.storage.stat(hlsKey(video.id, 'poster-blurred.jpg'))).toBeNull();
  });

  it('make the missing blurred posters of videos processed before, once', { timeout: 90_000 }, async () => {
    const video = await published(clip);
    await encodeVideo(deps(), video.id);
    await t.db.update(videos).set({ blurredPosterKey: null }).where(eq(videos.id, video.id));
    await t.runtime.storage.remove(blurredPosterKey(video.id));
    // Without ffmpeg on the worker nothing changes (the placeholder stays).
    expect(await blurMissingPosters({ ...deps(), ffmpegAvailable: async () => false })).toBe(0);
    expect(await blurMissingPosters(deps())).toBeGreaterThanOrEqual(1);
    expect(await videoRow(video.id)).toMatchObject({ blurredPosterKey: blurredPosterKey(video.id) });
    await expectBlurredTwin(video.id);
    expect(await blurMissingPosters(deps())).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'tmp', 'posters', video.id))).toBe(false);
  });

  it.each([
    ['random bytes behind an MP4 header', Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), randomBytes(64 * 1024)])],
    ['a missing file', null],
  ])('fail the video with the reason for %s, without retrying', async (_, file) => {
    const video = await published(file);
    await probeUploadedVideo(deps(), video.id);
    expect(await videoRow(video.id)).toMatchObject({ status: 'failed', failureReason: PROCESSING_FAILURES.unreadable });
    expect(await jobsOf(VIDEO_ENCODE_QUEUE, video.id)).toEqual([]);
  });

  it('fail the video when its file is gone by the time it is encoded', async () => {
    const video = await published(null);
    await encodeVideo(deps(), video.id);
    expect(await videoRow(video.id)).toMatchObject({ status: 'failed', failureReason: PROCESSING_FAILURES.unreadable });
    expect(fs.existsSync(path.join(dataDir, 'tmp', 'videos', video.id))).toBe(false);
  });

  it('skip a deleted video', async () => {
    const video = await published(clip);
    await t.db.update(videos).set({ deletedAt: new Date() }).where(eq(videos.id, video.id));
    await probeUploadedVideo(deps(), video.id);
    await encodeVideo(deps(), video.id);
    expect(await videoRow(video.id)).toMatchObject({ status: 'processing', durationSeconds: null, posterKey: null });
    expect(await jobsOf(VIDEO_ENCODE_QUEUE, video.id)).toEqual([]);
    expect(fs.existsSync(path.join(filesDir, 'videos', video.id))).toBe(false);
  });

  it('without ffmpeg, make the video ready to play its original with range requests', async () => {
    const video = await published(clip);
    await probeUploadedVideo(deps({ ffmpegAvailable: async () => false }), video.id);
    expect(await videoRow(video.id)).toMatchObject({ status: 'ready', progress: 1, hlsMasterKey: null, posterKey: null });
    expect(fs.readFileSync(path.join(filesDir, originalCopyKey(video.id))).equals(fs.readFileSync(clip))).toBe(true);
    const view = await watch(t, video.id);
    expect(view.playback).toMatchObject({ hls: null });
    const part = await fetchAs(t, view.playback!.original!, undefined, { range: 'bytes=0-11' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe('video/mp4');
  });

  it('mark the video failed when its job lands in the dead letter queue', async () => {
    const video = await published(clip);
    await t.jobs.send(VIDEO_PROCESSING_FAILED_QUEUE, { videoId: video.id });
    await t.jobs.run(VIDEO_PROCESSING_FAILED_QUEUE);
    const failed = await videoRow(video.id);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toBe(PROCESSING_FAILURES['renditions-failed']);
  });

  it('write the progress at most every 2 seconds, below 1 until the video is ready', async () => {
    const video = await published(clip);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const writer = progressWriter(t.db, video.id);
      const progressAfter = async (fraction: number, advanceMs = 0) => {
        vi.advanceTimersByTime(advanceMs);
        writer.report(fraction);
        await writer.settled();
        return (await videoRow(video.id)).progress;
      };
      expect(await progressAfter(0.1)).toBeCloseTo(0.1);
      expect(await progressAfter(0.2, PROGRESS_INTERVAL_MS - 1)).toBeCloseTo(0.1);
      expect(await progressAfter(0.3, 1)).toBeCloseTo(0.3);
      expect(await progressAfter(1, PROGRESS_INTERVAL_MS)).toBeCloseTo(0.99);
      // A video no longer processing keeps its state.
      await t.db.update(videos).set({ status: 'ready', progress: 1 }).where(eq(videos.id, video.id));
      expect(await progressAfter(0.5, PROGRESS_INTERVAL_MS)).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
