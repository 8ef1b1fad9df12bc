/**
 * bench/stream: a live broadcast from a real ffmpeg publisher (RTMP, `-re`, 1280x720 at 30 fps) through the ingest
 * and its packager, then:
 *   - viewers served per second of CPU: 200 simulated viewers each fetch the live playlist and every new segment
 *     through the packager's LiveOutput (the function the watch routes call; stream-server's signed routes add
 *     their own cost on top once merged), spread over each 2 s segment as players spread. The CPU is this
 *     process's (the ingest's sync and the serving; ffmpeg runs apart), less the same process's CPU over an equal
 *     span without viewers.
 *   - glass-to-glass delay: the publisher's own timestamps are its clock (with `-re` a frame of pts p leaves the
 *     "camera" at start + p); when a segment appears in the playlist, its last frame's pts (ffprobe) gives how old
 *     that frame is: the packaging delay. A player (hls.js defaults, as /b/:id uses) plays 3 target durations behind
 *     the newest segment and reloads the playlist once per target duration, so glass-to-glass ~ packaging delay +
 *     3 x 2 s + 1 s on average. Reading a burnt-in clock back from a frame would need OCR, which this machine lacks.
 *
 *   npx tsx bench/stream.ts           (BENCH_SECONDS=20 of viewers, BENCH_VIEWERS=200)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fakeIngestHooks, testIngest } from '../src/server/contexts/broadcasts/ingest/hooks.fixtures.ts';
import { playlistSegments } from '../src/server/contexts/broadcasts/ingest/live-playlist.ts';
import { startRtmpServer } from '../src/server/contexts/broadcasts/ingest/rtmp-server.ts';
import { saveResults } from './results.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const SEGMENT_SECONDS = 2;
const PLAYER_HOLDBACK_SECONDS = 3 * SEGMENT_SECONDS;
const PLAYLIST_RELOAD_AVERAGE = SEGMENT_SECONDS / 2;

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-stream-'));
const fake = fakeIngestHooks();
const broadcast = fake.add();
const ingest = testIngest(dataDir, fake);
const rtmp = await startRtmpServer(ingest, { port: 0, host: '127.0.0.1' });

const publishedAt = Date.now();
const publisher = spawn(
  'ffmpeg',
  [
    ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=30'],
    ...['-f', 'lavfi', '-i', 'sine', '-t', String(SECONDS * 2 + 20)],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '60', '-b:v', '4000k', '-c:a', 'aac'],
    ...['-f', 'flv', `rtmp://127.0.0.1:${rtmp.port}/live/${broadcast.streamKey}`],
  ],
  { stdio: 'ignore' },
);

/** The pts range of a segment's video (ffprobe on its bytes). */
async function videoPts(bytes: Buffer): Promise<{ first: number; last: number }> {
  const file = path.join(dataDir, 'probe.ts');
  await fs.writeFile(file, bytes);
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=pts_time', '-of', 'csv=p=0', file]);
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c.toString()));
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`ffprobe exit ${code}`))));
  });
  const times = out
    .split('\n')
    .map(Number)
    .filter((n) => Number.isFinite(n) && n > 0);
  return { first: Math.min(...times), last: Math.max(...times) };
}

// Packaging delay: each new segment, as soon as the playlist names it.
const delays: number[] = [];
let firstPts: number | null = null;
let seen = 0;
let watching = true;
async function watchSegments() {
  while (watching) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const files = playlistSegments((await ingest.output.playlist(broadcast.id)) ?? '').map((s) => s.file);
    if (files.length === seen) continue;
    const now = Date.now();
    seen = files.length;
    const pts = await videoPts((await ingest.output.segment(broadcast.id, files.at(-1)!))!);
    firstPts ??= pts.first;
    delays.push((now - publishedAt) / 1000 - (pts.last - firstPts));
  }
}
const watcher = watchSegments();

// Warm up: the stream is live and a few segments exist.
await fake.until(() => fake.calls.wentLive.length === 1);
await new Promise((resolve) => setTimeout(resolve, 3 * SEGMENT_SECONDS * 1000));

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

// Baseline: the same span with the ingest alone.
let start = process.cpuUsage();
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
const baseline = cpuSeconds(start);

// Viewers: each wakes once per segment at its own offset, reads the playlist and fetches the segments it lacks.
let requests = 0;
let bytes = 0;
const have = Array.from({ length: VIEWERS }, () => new Set<string>());
const timers: NodeJS.Timeout[] = [];
start = process.cpuUsage();
const began = Date.now();
for (let v = 0; v < VIEWERS; v++) {
  const offset = (v / VIEWERS) * SEGMENT_SECONDS * 1000;
  timers.push(
    setTimeout(() => {
      const tick = async () => {
        const text = await ingest.output.playlist(broadcast.id);
        requests++;
        const files = playlistSegments(text ?? '').map((s) => s.file);
        // A player joining starts three segments back from the newest; afterwards it fetches each new one.
        for (const file of have[v]!.size ? files.filter((f) => !have[v]!.has(f)) : files.slice(-3)) {
          const segment = await ingest.output.segment(broadcast.id, file);
          requests++;
          bytes += segment?.length ?? 0;
          have[v]!.add(file);
        }
      };
      void tick();
      timers.push(setInterval(() => void tick(), SEGMENT_SECONDS * 1000));
    }, offset),
  );
}
await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
const withViewers = cpuSeconds(start);
const wall = (Date.now() - began) / 1000;
for (const timer of timers) clearTimeout(timer);

watching = false;
await watcher;
publisher.kill('SIGKILL');
await ingest.output.stop(broadcast.id, 'stopped');
await rtmp.close();
await ingest.close();
await fs.rm(dataDir, { recursive: true, force: true });

const servingCpu = Math.max(withViewers - baseline, 1e-6);
const sorted = [...delays].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
const worst = sorted.at(-1) ?? NaN;
const results = {
  date: new Date().toISOString(),
  viewers: VIEWERS,
  seconds: Math.round(wall),
  requests,
  megabytesServed: Math.round(bytes / 1e6),
  cpuSecondsBaseline: Number(baseline.toFixed(3)),
  cpuSecondsWithViewers: Number(withViewers.toFixed(3)),
  viewerSecondsPerCpuSecond: Math.round((VIEWERS * wall) / servingCpu),
  requestsPerCpuSecond: Math.round(requests / servingCpu),
  segments: delays.length,
  packagingDelaySeconds: { median: Number(median.toFixed(2)), worst: Number(worst.toFixed(2)) },
  glassToGlassSeconds: {
    median: Number((median + PLAYER_HOLDBACK_SECONDS + PLAYLIST_RELOAD_AVERAGE).toFixed(2)),
    worst: Number((worst + PLAYER_HOLDBACK_SECONDS + SEGMENT_SECONDS).toFixed(2)),
  },
};
console.log(JSON.stringify(results, null, 2));
saveResults('stream', results);
process.exit(0);
