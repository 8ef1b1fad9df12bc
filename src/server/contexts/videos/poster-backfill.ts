import fs from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { videos } from '../../platform/db/schema/index.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { ffmpegAvailable } from './processing/ffmpeg-available.ts';
import { makeBlurredPoster } from './processing/poster.ts';
import { BLURRED_POSTER_FILE, POSTER_FILE } from './processing/process-video.ts';
import { ProcessingError } from './processing/processing-error.ts';
import { blurredPosterKey } from './video-files.ts';

/**
 * Blurred posters for videos processed before processing made them (issue 26). Until a video has one, its
 * members-only poster is a neutral placeholder (never the real one); `videos.blur-posters` makes the missing ones
 * from the stored posters, a few per run, every 10 minutes, on a worker with ffmpeg. Once all are made, a run is
 * one query that finds nothing.
 */

/** Every 10 minutes, once across all workers. */
export const BLUR_POSTERS_CRON = '*/10 * * * *';
/** Posters per run: about 50 ms of ffmpeg each, so a run stays far inside its job's expiry. */
const BATCH = 50;

export interface PosterBackfillDeps {
  db: Db;
  storage: Storage;
  config: Pick<Config, 'dataDir'>;
  ffmpegAvailable?: () => Promise<boolean>;
}

/** Makes the missing blurred posters (up to BATCH); answers how many it made. */
export async function blurMissingPosters(deps: PosterBackfillDeps): Promise<number> {
  const missing = and(isNotNull(videos.posterKey), isNull(videos.blurredPosterKey), isNull(videos.deletedAt));
  const rows = await deps.db.select({ id: videos.id, posterKey: videos.posterKey }).from(videos).where(missing).orderBy(asc(videos.id)).limit(BATCH);
  if (rows.length === 0 || !(await (deps.ffmpegAvailable ?? ffmpegAvailable)())) return 0;
  let made = 0;
  for (const row of rows) if (await blurPoster(deps, row.id, row.posterKey!)) made++;
  return made;
}

async function blurPoster(deps: PosterBackfillDeps, videoId: string, key: string): Promise<boolean> {
  const poster = await deps.storage.get(key);
  if (!poster) return false;
  const workDir = path.join(deps.config.dataDir, 'tmp', 'posters', videoId);
  await fs.mkdir(workDir, { recursive: true });
  try {
    const source = path.join(workDir, POSTER_FILE);
    const output = path.join(workDir, BLURRED_POSTER_FILE);
    await fs.writeFile(source, poster);
    await makeBlurredPoster({ poster: source, output });
    await deps.storage.putFile(blurredPosterKey(videoId), output);
    // Only while the poster is still the one blurred (a video processed again meanwhile has its own).
    await deps.db
      .update(videos)
      .set({ blurredPosterKey: blurredPosterKey(videoId) })
      .where(and(eq(videos.id, videoId), eq(videos.posterKey, key), isNull(videos.blurredPosterKey)));
    return true;
  } catch (error) {
    // A poster ffmpeg cannot read stays on its placeholder; anything else is the server's trouble.
    if (error instanceof ProcessingError) return false;
    throw error;
  } finally {
    await fs.rm(workDir, { recursive: true, force: true });
  }
}
