import fs from 'node:fs/promises';
import { even, evenDown } from './ladder.ts';
import { ProcessingError } from './processing-error.ts';
import type { VideoProbe } from './probe.ts';
import { INPUT_OPTIONS, inputUrl, runTool } from './run-tool.ts';

const MAX_POSTER_WIDTH = 1280;
const POSTER_TIMEOUT_MS = 60_000;

/** 10 % in, past a black first frame or a fade-in; a short clip takes 1 s, and one under 2 s its middle. */
export function posterTime(durationSeconds: number): number {
  return Math.max(durationSeconds * 0.1, Math.min(1, durationSeconds / 2));
}

/** At most 1280 wide, the aspect ratio kept, even sizes; never larger than the source. */
export function posterSize(source: { width: number; height: number }): { width: number; height: number } {
  const width = evenDown(Math.min(source.width, MAX_POSTER_WIDTH));
  return { width, height: Math.min(even((source.height * width) / source.width), evenDown(source.height)) };
}

/** Writes the auto poster, a JPEG frame, to `output`. */
export async function makePoster(options: { input: string; output: string; probe: VideoProbe; signal?: AbortSignal }): Promise<void> {
  const { input, output, probe, signal } = options;
  const { width, height } = posterSize(probe);
  const grab = (seconds: number) =>
    runTool(
      'ffmpeg',
      [
        ...['-hide_banner', '-nostdin', '-v', 'error', '-y'],
        // -ss before the input seeks by the index instead of decoding up to the frame.
        ...['-ss', seconds.toFixed(3), ...INPUT_OPTIONS, '-i', inputUrl(input)],
        ...['-map', `0:${probe.streams.video}`, '-frames:v', '1', '-vf', `scale=${width}:${height},setsar=1`],
        ...['-q:v', '3', '-f', 'image2', '-update', '1', output],
      ],
      { timeoutMs: POSTER_TIMEOUT_MS, failure: 'poster-failed', signal },
    );
  await grab(posterTime(probe.durationSeconds));
  // A seek past the last decodable frame (a file whose stated duration is too long) writes nothing: take the first.
  if (!(await fs.stat(output).catch(() => null))?.size) await grab(0);
  if (!(await fs.stat(output).catch(() => null))?.size) throw new ProcessingError('poster-failed', 'no frame');
}

/**
 * The width the poster is shrunk to before it is blurred: 32 pixels across keep the colours and nothing of the
 * picture (faces, text), whatever is done to the file afterwards.
 */
const BLUR_SOURCE_WIDTH = 32;
/** The blurred poster is shown behind a members-only gate and on cards: half the poster's width is plenty. */
const BLURRED_WIDTH = 640;

/**
 * Writes the poster of those who may not play a members-only video (issue 26): the poster shrunk to 32 pixels
 * across, grown back smoothly and blurred, so the blur is in the bytes and not only in the page's CSS.
 */
export async function makeBlurredPoster(options: { poster: string; output: string; signal?: AbortSignal }): Promise<void> {
  const { poster, output, signal } = options;
  await runTool(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-v', 'error', '-y', '-i', poster],
      ...['-vf', `scale=${BLUR_SOURCE_WIDTH}:-2:flags=area,scale=${BLURRED_WIDTH}:-2:flags=bicubic,gblur=sigma=12,setsar=1`],
      ...['-frames:v', '1', '-q:v', '5', '-f', 'image2', '-update', '1', output],
    ],
    { timeoutMs: POSTER_TIMEOUT_MS, failure: 'poster-failed', signal },
  );
  if (!(await fs.stat(output).catch(() => null))?.size) throw new ProcessingError('poster-failed', 'no blurred poster');
}
