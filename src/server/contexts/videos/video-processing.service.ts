import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { PROCESSING_FAILURES, type ProcessingFailure } from '../../../contracts/videos.messages.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { videos } from '../../platform/db/schema/index.ts';
import { VIDEO_ENCODE_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { ffmpegAvailable } from './processing/ffmpeg-available.ts';
import { BLURRED_POSTER_FILE, POSTER_FILE, processingTimeoutMs, processVideo, ProcessingError } from './processing/process-video.ts';
import { probeVideo } from './processing/probe.ts';
import { videoUploadStore } from './upload-store.ts';
import { blurredPosterKey, hlsKey, masterKey, originalCopyKey, posterKey, videoPrefix } from './video-files.ts';

/**
 * The processing of a published video (issue 12), in two jobs: `videos.process` probes the upload and stores its
 * length and size, then sends `videos.encode` (in the same transaction, with an expiry from that length), which
 * makes the poster and the HLS renditions and publishes them behind the Storage port. Without ffmpeg the original
 * plays instead. Every step acts only on a video still 'processing' and not deleted, so a retried or late job
 * never undoes a later state.
 */

export interface ProcessingDeps {
  db: Db;
  jobs: Jobs;
  storage: Storage;
  config: Pick<Config, 'dataDir' | 'storage'>;
  /** Whether ffmpeg runs on this server; tests stand in for one without it. */
  ffmpegAvailable?: () => Promise<boolean>;
  /** libx264's preset ('veryfast' by default). */
  preset?: string;
}

/** A file that cannot be read or encoded stays so: these fail the video at once instead of retrying. */
const FINAL_FAILURES: ReadonlySet<ProcessingFailure> = new Set(['unreadable', 'no-video-stream', 'poster-failed', 'renditions-failed', 'timeout']);
/** What a dead-lettered job (retries spent on errors of the server, not the file) tells the owner. */
export const GAVE_UP: ProcessingFailure = 'renditions-failed';

/** At most one progress write per video this often. */
export const PROGRESS_INTERVAL_MS = 2000;
/** The encode job outlives ffmpeg's own timeout by this much: the probe, the poster and storing the files. */
const ENCODE_MARGIN_SECONDS = 5 * 60;

export const encodeExpirySeconds = (durationSeconds: number) => Math.ceil(processingTimeoutMs(durationSeconds) / 1000) + ENCODE_MARGIN_SECONDS;

const stillProcessing = (videoId: string) => and(eq(videos.id, videoId), eq(videos.status, 'processing'), isNull(videos.deletedAt));

async function processingVideo(db: Db, videoId: string) {
  const [video] = await db.select().from(videos).where(stillProcessing(videoId)).limit(1);
  return video ?? null;
}

/**
 * Runs `use` on a local file holding the video's upload (ffmpeg reads files): the tus store's own file on local
 * disk, or a copy joined from object storage, removed when `use` is done. No such upload fails the video.
 */
async function withOriginal(deps: ProcessingDeps, videoId: string, tusUploadId: string | null, use: (input: string) => Promise<void>) {
  const workPath = path.join(deps.config.dataDir, 'tmp', 'originals', `${videoId}-${randomBytes(4).toString('hex')}`);
  try {
    const input = tusUploadId ? await videoUploadStore(deps).localCopy(tusUploadId, workPath) : null;
    if (!input) return await failVideo(deps.db, videoId, 'unreadable');
    await use(input);
  } finally {
    await fs.rm(workPath, { force: true });
  }
}

/** Marks a video failed with the reason's words for its owner (only while it is processing). */
export async function failVideo(db: Db, videoId: string, reason: ProcessingFailure): Promise<void> {
  await db
    .update(videos)
    .set({ status: 'failed', failureReason: PROCESSING_FAILURES[reason], updatedAt: new Date() })
    .where(stillProcessing(videoId));
}

/** A failure of the file fails the video; anything else (the server's trouble) is thrown for the job to retry. */
async function failOrRetry(db: Db, videoId: string, error: unknown): Promise<void> {
  if (error instanceof ProcessingError && FINAL_FAILURES.has(error.reason)) return failVideo(db, videoId, error.reason);
  throw error;
}

const ffmpegMissing = (error: unknown) => error instanceof ProcessingError && error.reason === 'ffmpeg-missing';

/**
 * No ffmpeg: the original is stored to play with range requests (a hard link on the same disk) and the video is
 * ready without renditions or poster; the player says renditions are unavailable.
 */
async function readyWithoutRenditions(deps: ProcessingDeps, videoId: string, input: string): Promise<void> {
  if (!(await fs.stat(input).catch(() => null))?.isFile()) return failVideo(deps.db, videoId, 'unreadable');
  await deps.storage.putFile(originalCopyKey(videoId), input);
  await deps.db
    .update(videos)
    .set({ status: 'ready', progress: 1, hlsMasterKey: null, failureReason: null, updatedAt: new Date() })
    .where(stillProcessing(videoId));
}

/** videos.process: probes the upload, stores its length and size, and sends the encoding job with them. */
export async function probeUploadedVideo(deps: ProcessingDeps, videoId: string): Promise<void> {
  const video = await processingVideo(deps.db, videoId);
  if (video) await withOriginal(deps, videoId, video.originalKey, (input) => probeOriginal(deps, videoId, input));
}

async function probeOriginal(deps: ProcessingDeps, videoId: string, input: string): Promise<void> {
  if (!(await (deps.ffmpegAvailable ?? ffmpegAvailable)())) return readyWithoutRenditions(deps, videoId, input);
  let probe;
  try {
    probe = await probeVideo(input);
  } catch (error) {
    if (ffmpegMissing(error)) return readyWithoutRenditions(deps, videoId, input);
    return failOrRetry(deps.db, videoId, error);
  }
  const { durationSeconds, width, height } = probe;
  await deps.db.transaction(async (tx) => {
    const [probed] = await tx
      .update(videos)
      .set({ durationSeconds, width, height, progress: 0, updatedAt: new Date() })
      .where(stillProcessing(videoId))
      .returning({ id: videos.id });
    if (!probed) return;
    // The video's id is the job's: a probe run twice (a retry after this commit) sends no second encoding.
    await deps.jobs.send(VIDEO_ENCODE_QUEUE, { videoId }, { tx, id: videoId, expireInSeconds: encodeExpirySeconds(durationSeconds) });
  });
}

/** Writes ffmpeg's progress at most every PROGRESS_INTERVAL_MS, one write at a time, never reaching 1 before 'ready'. */
export function progressWriter(db: Db, videoId: string) {
  let last = 0;
  let writes: Promise<unknown> = Promise.resolve();
  return {
    report(fraction: number) {
      const now = Date.now();
      if (now - last < PROGRESS_INTERVAL_MS) return;
      last = now;
      const progress = Math.min(fraction, 0.99);
      writes = writes.then(() => db.update(videos).set({ progress }).where(stillProcessing(videoId))).catch(() => undefined);
    },
    settled: () => writes,
  };
}

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

/** What encodeVideo stores apart from the HLS files. */
const POSTER_FILES = new Set([POSTER_FILE, BLURRED_POSTER_FILE]);

/** videos.encode: the poster (and its blurred twin) and the HLS renditions, stored behind the Storage port, then 'ready' in one UPDATE. */
export async function encodeVideo(deps: ProcessingDeps, videoId: string): Promise<void> {
  const video = await processingVideo(deps.db, videoId);
  if (video) await withOriginal(deps, videoId, video.originalKey, (input) => encodeOriginal(deps, videoId, input));
}

async function encodeOriginal(deps: ProcessingDeps, videoId: string, input: string): Promise<void> {
  const { db, storage, config } = deps;
  const workDir = path.join(config.dataDir, 'tmp', 'videos', videoId);
  const progress = progressWriter(db, videoId);
  try {
    const result = await processVideo({ input, outputDir: workDir, preset: deps.preset, onProgress: progress.report });
    await storage.putFile(posterKey(videoId), result.posterPath);
    await storage.putFile(blurredPosterKey(videoId), result.blurredPosterPath);
    for (const file of await filesUnder(workDir)) {
      if (!POSTER_FILES.has(file)) await storage.putFile(hlsKey(videoId, file.split(path.sep).join('/')), path.join(workDir, file));
    }
    // Stored (linked or copied): the work folder goes before the video is ready.
    await fs.rm(workDir, { recursive: true, force: true });
    await progress.settled();
    const { durationSeconds, width, height } = result.probe;
    const [ready] = await db
      .update(videos)
      .set({
        status: 'ready',
        progress: 1,
        posterKey: posterKey(videoId),
        blurredPosterKey: blurredPosterKey(videoId),
        hlsMasterKey: masterKey(videoId),
        durationSeconds,
        width,
        height,
        failureReason: null,
        updatedAt: new Date(),
      })
      .where(stillProcessing(videoId))
      .returning({ id: videos.id });
    if (!ready) await removeIfDeleted(deps, videoId);
  } catch (error) {
    await progress.settled();
    if (ffmpegMissing(error)) return readyWithoutRenditions(deps, videoId, input);
    return failOrRetry(db, videoId, error);
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

/** A video deleted while it was encoded: its owner's removal ran before these files existed, so they go now. */
async function removeIfDeleted(deps: ProcessingDeps, videoId: string): Promise<void> {
  const [row] = await deps.db.select({ deletedAt: videos.deletedAt }).from(videos).where(eq(videos.id, videoId));
  if (!row || row.deletedAt) await deps.storage.removePrefix(videoPrefix(videoId));
}
