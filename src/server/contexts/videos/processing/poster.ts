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
