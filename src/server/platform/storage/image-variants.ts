import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_WIDTHS, type ImageWidth } from '../../../domain/images.ts';
import type { Storage } from './storage.ts';

/** Where the WebP copy of a stored picture at one width lives: beside the original ('uploads/<id>.w640.webp'). */
export const variantKey = (storageKey: string, width: ImageWidth) => `${storageKey}.w${width}.webp`;

/** ffmpeg's demuxer for each accepted image type: it reads only that format, from a local file only. */
const DEMUXERS: Record<string, string> = { 'image/jpeg': 'jpeg_pipe', 'image/png': 'png_pipe', 'image/webp': 'webp_pipe', 'image/gif': 'gif' };
const TIMEOUT_MS = 20_000;

function ffmpeg(args: string[]): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('ffmpeg', args, { stdio: 'ignore' });
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('error', () => resolve(false)); // no ffmpeg on this machine
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}

/**
 * Makes and stores the WebP copies of an uploaded picture at IMAGE_WIDTHS (never wider than the picture; an
 * animation gives its first frame), in one ffmpeg run. Returns whether they were made: without ffmpeg, or for a
 * file ffmpeg cannot read, the original alone is served at every width.
 */
export async function storeImageVariants(storage: Storage, storageKey: string, data: Buffer, contentType: string): Promise<boolean> {
  const demuxer = DEMUXERS[contentType];
  if (!demuxer) return false;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ovation-image-'));
  try {
    const input = path.join(dir, 'input');
    await fs.writeFile(input, data);
    const split = `[0:v]split=${IMAGE_WIDTHS.length}${IMAGE_WIDTHS.map((_, i) => `[s${i}]`).join('')}`;
    const scales = IMAGE_WIDTHS.map((w, i) => `[s${i}]scale='min(iw,${w})':-1[o${i}]`);
    const outputs = IMAGE_WIDTHS.flatMap((w, i) => [
      '-map',
      `[o${i}]`,
      '-frames:v',
      '1',
      '-c:v',
      'libwebp',
      '-quality',
      '80',
      `file:${path.join(dir, `${w}.webp`)}`,
    ]);
    const made = await ffmpeg([
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-f', demuxer, '-protocol_whitelist', 'file', '-i', `file:${input}`],
      ...['-filter_complex', [split, ...scales].join(';'), ...outputs],
    ]);
    if (!made) return false;
    for (const w of IMAGE_WIDTHS) await storage.putFile(variantKey(storageKey, w), path.join(dir, `${w}.webp`));
    return true;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
