import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegAvailable, toolsRespond } from './ffmpeg-available.ts';
import { processVideo, ProcessingError, type ProcessedVideo } from './process-video.ts';

// The real path (issue 12): clips made by ffmpeg's testsrc and sine, processed and then checked with ffprobe and
// a full decode, as a player would read them. `.ci/run` installs Debian's ffmpeg.
const run = promisify(execFile);
let dir: string;
const at = (name: string) => path.join(dir, name);

const generate = (output: string, size: string, withAudio: boolean, extra: string[] = []) =>
  run('ffmpeg', [
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25:duration=2`],
    ...(withAudio ? ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2'] : []),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', ...extra, output],
  ]);

const ffprobe = async (file: string, entries: string) =>
  JSON.parse((await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_entries', entries, file])).stdout) as {
    streams?: { codec_type: string; width?: number; height?: number }[];
    format?: { duration: string };
  };

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ovation-processing-'));
  await Promise.all([
    generate(at('landscape.mp4'), '1280x720', true),
    generate(at('silent.mp4'), '640x480', false),
    // A phone held upright stores a landscape picture and a display matrix that turns it.
    generate(at('phone-stored.mp4'), '1280x720', true),
    run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac', at('sound.m4a')]),
    run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=size=320x240', '-frames:v', '1', at('image.png')]),
    fs.writeFile(at('noise.mp4'), randomBytes(64 * 1024)),
  ]);
  await run('ffmpeg', [...['-v', 'error', '-y', '-i', at('phone-stored.mp4'), '-c', 'copy', '-metadata:s:v:0', 'rotate=90'], at('phone.mov')]);
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('processVideo on real files', () => {
  it.each([
    ['1280x720 with sound', 'landscape.mp4', [1280, 720], true, ['360p 640x360', '720p 1280x720'], [1280, 720]],
    ['640x480 without sound', 'silent.mp4', [640, 480], false, ['360p 480x360', '480p 640x480'], [640, 480]],
    ['a rotated phone video (MOV)', 'phone.mov', [720, 1280], true, ['360p 360x640', '720p 720x1280'], [720, 1280]],
  ])('%s: playable renditions, none above the source, and a JPEG poster', async (_, file, source, audio, sizes, poster) => {
    const outputDir = at(`out-${file}`);
    // A retried job finds the last attempt's files: they go.
    await fs.mkdir(outputDir, { recursive: true });
    await fs.writeFile(path.join(outputDir, 'stale.ts'), 'old');
    const fractions: number[] = [];
    const result = await processVideo({
      input: at(file),
      outputDir,
      preset: 'ultrafast',
      onProgress: (f) => fractions.push(f),
    });

    const [width, height] = source as [number, number];
    expect(result.probe).toMatchObject({ width, height, audio });
    expect(result.probe.durationSeconds).toBeCloseTo(2, 1);
    expect(result.renditions.map((r) => `${r.name} ${r.width}x${r.height}`)).toEqual(sizes);
    for (const r of result.renditions) expect(r.width <= width && r.height <= height).toBe(true);
    await expect(fs.stat(path.join(outputDir, 'stale.ts'))).rejects.toThrow();
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);

    await expectPlayableMaster(result, audio);
    for (const rendition of result.renditions) await expectPlayableRendition(outputDir, rendition, audio);
    await expectJpeg(result.posterPath, poster as [number, number]);
  });

  it.each([
    ['random bytes', 'noise.mp4', 'unreadable', 'The file is not a readable MP4 or MOV video'],
    ['an image', 'image.png', 'unreadable', 'The file is not a readable MP4 or MOV video'],
    ['a sound file', 'sound.m4a', 'no-video-stream', 'The file has no video stream'],
    ['a missing file', 'absent.mp4', 'unreadable', 'The file is not a readable MP4 or MOV video'],
  ])('fails on %s with a reason', async (_, file, reason, message) => {
    const outputDir = at(`out-${file}`);
    const failure = await processVideo({ input: at(file), outputDir }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ProcessingError);
    expect(failure).toMatchObject({ reason, message });
    await expect(fs.stat(outputDir)).rejects.toThrow();
  });

  it('stops ffmpeg when the job is cancelled and leaves no output', async () => {
    const outputDir = at('out-cancelled');
    const controller = new AbortController();
    const failure = await processVideo({
      input: at('landscape.mp4'),
      outputDir,
      preset: 'ultrafast',
      signal: controller.signal,
      onProgress: () => controller.abort(),
    }).catch((error: unknown) => error);
    expect(failure).toMatchObject({ reason: 'aborted', message: 'Processing the video was stopped' });
    await expect(fs.stat(outputDir)).rejects.toThrow();
  });
});

describe('ffmpegAvailable', () => {
  it('finds ffmpeg and ffprobe here, and says no for a missing tool', async () => {
    expect(await ffmpegAvailable()).toBe(true);
    expect(await toolsRespond(['ffmpeg', 'ovation-no-such-tool'])).toBe(false);
  });
});

async function expectPlayableMaster(result: ProcessedVideo, audio: boolean) {
  const { streams = [] } = await ffprobe(result.masterPlaylist, 'stream=codec_type,width,height');
  const videos = streams.filter((s) => s.codec_type === 'video').map((s) => `${s.width}x${s.height}`);
  expect(videos.sort()).toEqual(result.renditions.map((r) => `${r.width}x${r.height}`).sort());
  expect(streams.some((s) => s.codec_type === 'audio')).toBe(audio);
}

async function expectPlayableRendition(outputDir: string, rendition: ProcessedVideo['renditions'][number], audio: boolean) {
  const playlist = path.join(outputDir, rendition.playlist);
  const segments = (await fs.readFile(playlist, 'utf8')).split('\n').filter((line) => line.endsWith('.ts'));
  expect(segments.length).toBeGreaterThan(0);
  for (const segment of segments) {
    const { streams = [] } = await ffprobe(path.join(path.dirname(playlist), segment), 'stream=codec_type');
    expect(streams.map((s) => s.codec_type).sort()).toEqual(audio ? ['audio', 'video'] : ['video']);
  }
  const { streams = [], format } = await ffprobe(playlist, 'stream=codec_type,width,height:format=duration');
  expect(streams.find((s) => s.codec_type === 'video')).toMatchObject({ width: rendition.width, height: rendition.height });
  expect(Math.abs(Number(format?.duration) - 2)).toBeLessThan(0.25);
  // A full decode, as a player does: any damaged segment or packet is printed at -v error.
  const decode = await run('ffmpeg', ['-v', 'error', '-i', playlist, '-f', 'null', '-']);
  expect(decode.stderr).toBe('');
}

async function expectJpeg(file: string, [width, height]: [number, number]) {
  const bytes = await fs.readFile(file);
  expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
  const { streams = [] } = await ffprobe(file, 'stream=codec_type,width,height');
  expect(streams[0]).toMatchObject({ codec_type: 'video', width, height });
}
