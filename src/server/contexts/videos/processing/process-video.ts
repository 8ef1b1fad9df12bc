import fs from 'node:fs/promises';
import path from 'node:path';
import { makeHls, type HlsRendition } from './hls.ts';
import { ladder } from './ladder.ts';
import { makeBlurredPoster, makePoster } from './poster.ts';
import { probeVideo, type VideoProbe } from './probe.ts';

export { ProcessingError } from './processing-error.ts';

export const POSTER_FILE = 'poster.jpg';
export const BLURRED_POSTER_FILE = 'poster-blurred.jpg';

export type ProcessedVideo = {
  probe: VideoProbe;
  posterPath: string;
  blurredPosterPath: string;
  masterPlaylist: string;
  renditions: HlsRendition[];
};

/**
 * How long encoding may take: a fixed start-up allowance plus 4x the video's length, generous for two renditions
 * with libx264 veryfast on 2 cores (about 2x real time for a 1080p source), yet finite for a stuck run.
 */
export const processingTimeoutMs = (durationSeconds: number) => (10 * 60 + 4 * durationSeconds) * 1000;

/**
 * Probes `input`, writes the poster (and its blurred twin) and the HLS renditions into `outputDir`, and reports the encoding's progress
 * (0..1). `outputDir` belongs to the call: it is emptied first (a retried job starts clean) and removed on failure.
 * Every failure is a ProcessingError whose message says why, for the video's 'failed' status.
 */
export async function processVideo(options: {
  input: string;
  outputDir: string;
  onProgress?: (fraction: number) => void;
  preset?: string;
  signal?: AbortSignal;
}): Promise<ProcessedVideo> {
  const { input, outputDir, onProgress, preset, signal } = options;
  const probe = await probeVideo(input, { signal });
  const renditions = ladder(probe);
  await fs.rm(outputDir, { recursive: true, force: true });
  await fs.mkdir(outputDir, { recursive: true });
  try {
    const posterPath = path.join(outputDir, POSTER_FILE);
    await makePoster({ input, output: posterPath, probe, signal });
    const blurredPosterPath = path.join(outputDir, BLURRED_POSTER_FILE);
    await makeBlurredPoster({ poster: posterPath, output: blurredPosterPath, signal });
    const timeoutMs = processingTimeoutMs(probe.durationSeconds);
    const hls = await makeHls({ input, outputDir, probe, renditions, timeoutMs, preset, onProgress, signal });
    return { probe, posterPath, blurredPosterPath, ...hls };
  } catch (error) {
    await fs.rm(outputDir, { recursive: true, force: true });
    throw error;
  }
}
