/**
 * bench/upload: a video file through the tus endpoint (5 MiB PATCHes, one after another, as the browser sends them)
 * against the same bytes sent with `curl -T` to a bare Node server that writes them to disk, in the same run; and
 * how much the API process's memory grows while it takes the upload (nothing may be buffered: goal < 100 MB).
 *
 *   npx tsx bench/upload.ts            (BENCH_UPLOAD_MB=1024, BENCH_ROUNDS=5 by default; the median round ratio)
 *
 * curl is the client of both uploads, so the two differ only in what the server does: the tus PATCHes are curl runs
 * on one kept-alive connection each, each PATCH sending its 5 MiB chunk from a file. This machine's disk and memory
 * swing by a factor of three within seconds (the same 1 GiB took 1.3 s or 4.5 s minutes apart, on tmpfs too), so
 * the two uploads take turns by the segment: each round sends the file in segments of 25 chunks (125 MiB), each
 * segment first with `curl -T` and right after as its PATCHes of the one tus upload, and compares the two sums. A
 * slow moment then slows both sides of a pair instead of deciding the ratio. The API runs in this process on the
 * embedded database (PGlite, in memory), or on PostgreSQL with DATABASE_URL (`bash bench/upload-postgres.sh` starts
 * a throw-away server). Results: stdout and bench/.results/.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { AddressInfo } from 'node:net';
import { VIDEO_LIMITS } from '../src/domain/videos.ts';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { startRuntime } from '../src/server/runtime.ts';
import { TUS_PATH } from '../src/server/contexts/videos/upload-sessions.service.ts';
import { uploadsDirectory } from '../src/server/contexts/videos/upload-store.ts';
import { signUpAndLogIn } from './accounts.ts';
import { saveResults } from './results.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const MB = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** Chunks per segment: the two uploads take turns every 125 MiB. */
const SEGMENT_CHUNKS = 25;
const CHUNK = VIDEO_LIMITS.chunkBytes;
const TARGET_RATIO = 0.8;
const TARGET_RSS_MB = 100;

/** Runs curl with `args`; answers the wall-clock seconds it took and what it wrote. */
async function timedCurl(args: string[]): Promise<{ seconds: number; stdout: string }> {
  const started = performance.now();
  const { stdout } = await promisify(execFile)('curl', ['-sS', ...args], { maxBuffer: 1024 * 1024 });
  return { seconds: (performance.now() - started) / 1000, stdout };
}

/** The file cut into the chunks tus-js-client sends (its 5 MiB `chunkSize`), each in its own file for curl. */
function cutChunks(file: string, dir: string): string[] {
  const buffer = Buffer.alloc(CHUNK);
  const fd = fs.openSync(file, 'r');
  const chunks: string[] = [];
  for (let n = fs.readSync(fd, buffer, 0, CHUNK, null); n > 0; n = fs.readSync(fd, buffer, 0, CHUNK, null)) {
    const chunk = path.join(dir, `chunk-${String(chunks.length).padStart(5, '0')}`);
    fs.writeFileSync(chunk, buffer.subarray(0, n));
    chunks.push(chunk);
  }
  fs.closeSync(fd);
  return chunks;
}

/** A segment: its chunks in order, and the same bytes in one file for `curl -T`. */
interface Segment {
  first: number;
  chunks: string[];
  file: string;
}

function segmentsOf(chunks: string[], dir: string): Segment[] {
  const segments: Segment[] = [];
  for (let first = 0; first < chunks.length; first += SEGMENT_CHUNKS) {
    const file = path.join(dir, `segment-${String(segments.length).padStart(3, '0')}`);
    const part = chunks.slice(first, first + SEGMENT_CHUNKS);
    fs.writeFileSync(file, Buffer.concat(part.map((chunk) => fs.readFileSync(chunk))));
    segments.push({ first, chunks: part, file });
  }
  return segments;
}

/** A segment's chunks as PATCHes, one after another on one connection (a curl config file, one request per `next`). */
async function tusUpload(url: string, cookie: string, segment: Segment, dir: string): Promise<number> {
  const config = path.join(dir, 'tus.curlrc');
  const requests = segment.chunks.map((chunk, i) =>
    [
      `url = "${url}"`,
      'request = "PATCH"',
      `upload-file = "${chunk}"`,
      'header = "Tus-Resumable: 1.0.0"',
      `header = "Upload-Offset: ${(segment.first + i) * CHUNK}"`,
      'header = "Content-Type: application/offset+octet-stream"',
      'header = "Expect:"',
      `header = "Cookie: ${cookie}"`,
      'output = "/dev/null"',
      'write-out = "%{http_code}\\n"',
    ].join('\n'),
  );
  fs.writeFileSync(config, `${requests.join('\nnext\n')}\n`);
  const { seconds, stdout } = await timedCurl(['-K', config]);
  const statuses = stdout.trim().split('\n');
  const failed = statuses.findIndex((status) => status !== '204');
  if (failed >= 0 || statuses.length !== segment.chunks.length) throw new Error(`PATCH ${segment.first + failed}: ${statuses[failed] ?? 'missing'}`);
  return seconds;
}

/** A file of `mb` MiB that starts as an MP4 (the rest is random bytes: nothing compresses it on the way). */
function makeFile(dir: string, mb: number): string {
  const file = path.join(dir, 'bench.mp4');
  const block = randomBytes(16 * 1024 * 1024);
  block.writeUInt32BE(24, 0);
  block.write('ftypisom', 4, 'latin1');
  const fd = fs.openSync(file, 'w');
  for (let left = mb * 1024 * 1024; left > 0; left -= block.length) fs.writeSync(fd, block, 0, Math.min(left, block.length));
  fs.closeSync(fd);
  return file;
}

/**
 * Writes the disk's dirty pages out before a round, so it does not start throttled by the writeback of the last one
 * (or of the test file). Within a round the pairs run back to back, as a long upload's chunks do.
 */
const flushDisk = () => promisify(execFile)('sync');

/** The baseline: `curl -T` to a bare Node server that streams the body to disk. */
async function curlUpload(file: string, dir: string): Promise<number> {
  const server = http.createServer((req, res) => {
    req.pipe(fs.createWriteStream(path.join(dir, 'bare-upload'))).on('finish', () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const { seconds } = await timedCurl(['-o', '/dev/null', '-H', 'Expect:', '-T', file, `http://127.0.0.1:${port}/upload`]);
    return seconds;
  } finally {
    server.close();
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-bench-upload-'));
  // DATABASE_URL measures against PostgreSQL (a throw-away database: the bench migrates it and adds an account).
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'silent', DEMO_DATA: 'false', DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL };
  const config = loadConfig(env);
  const runtime = await startRuntime(config, { inMemoryDatabase: true });
  const app = await buildApp({ config, ...runtime, db: runtime.database.db });
  try {
    const file = makeFile(dataDir, MB);
    const chunksDir = fs.mkdtempSync(path.join(dataDir, 'chunks-'));
    const segments = segmentsOf(cutChunks(file, chunksDir), chunksDir);
    const user = await signUpAndLogIn(app, { firstName: 'Bench', lastName: 'Uploader', email: 'bench@example.com', password: 'bench-password' });
    const cookie = user.cookie;
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    /** A new upload session and tus upload each round: each round sends the whole file. */
    const newUpload = async () => {
      const session = await app.inject({ method: 'GET', url: `/api/v1/videos/direct_upload_url?ownerId=${user.id}`, headers: { cookie } });
      const { passthroughUuid } = session.json() as { passthroughUuid: string };
      const created = await fetch(`${base}${TUS_PATH}`, {
        method: 'POST',
        headers: {
          'Tus-Resumable': '1.0.0',
          'Upload-Length': String(fs.statSync(file).size),
          'Upload-Metadata': `passthroughUuid ${Buffer.from(passthroughUuid).toString('base64')}`,
          cookie,
        },
      });
      if (created.status !== 201) throw new Error(`tus creation: ${created.status} ${await created.text()}`);
      return created.headers.get('location')!;
    };
    console.log(
      `${MB} MiB in ${CHUNK / 1024 / 1024} MiB chunks, ${ROUNDS} rounds; ${segments.length} segments; ${runtime.database.kind}; Node ${process.version}, ${os.cpus().length} CPUs`,
    );

    // Each round is one tus upload of the whole file, segment by segment, each segment right after its curl -T.
    const curlRuns: number[] = [];
    const tusRuns: number[] = [];
    const ratios: number[] = [];
    let rssGrowth = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const url = new URL(await newUpload(), base).href;
      await flushDisk();
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let [curlSum, tusSum, rssPeak] = [0, 0, rssBefore];
      for (const segment of segments) {
        curlSum += await curlUpload(segment.file, dataDir);
        fs.rmSync(path.join(dataDir, 'bare-upload'), { force: true });
        const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
        tusSum += await tusUpload(url, cookie, segment, dataDir).finally(() => clearInterval(sampler));
      }
      rssGrowth = Math.max(rssGrowth, rssPeak - rssBefore);
      fs.rmSync(path.join(uploadsDirectory(config), url.split('/').pop()!), { force: true });
      curlRuns.push(curlSum);
      tusRuns.push(tusSum);
      ratios.push(curlSum / tusSum);
      console.log(`round ${round + 1}: curl ${curlSum.toFixed(2)} s, tus ${tusSum.toFixed(2)} s, ratio ${(curlSum / tusSum).toFixed(2)}`);
    }
    const curlSeconds = median(curlRuns);
    const tusSeconds = median(tusRuns);

    const mbps = (seconds: number) => Math.round((MB / seconds) * 10) / 10;
    const ratio = Math.round(median(ratios) * 100) / 100;
    const rssGrowthMb = Math.round(rssGrowth / 1024 / 1024);
    console.log(`${'curl -T to a bare Node server'.padEnd(32)} ${mbps(curlSeconds)} MiB/s (median ${curlSeconds.toFixed(2)} s)`);
    console.log(`${'tus (PATCH 5 MiB chunks)'.padEnd(32)} ${mbps(tusSeconds)} MiB/s (median ${tusSeconds.toFixed(2)} s)`);
    console.log(`${'ratio (tus / curl, median)'.padEnd(32)} ${ratio} (target >= ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'OK' : 'BELOW TARGET'}`);
    console.log(
      `${'API RSS growth during upload'.padEnd(32)} ${rssGrowthMb} MB (target < ${TARGET_RSS_MB} MB) ${rssGrowthMb < TARGET_RSS_MB ? 'OK' : 'ABOVE TARGET'}`,
    );

    const results = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      mb: MB,
      database: runtime.database.kind,
      rounds: ROUNDS,
      curlRuns,
      tusRuns,
      ratios,
      curlSeconds,
      tusSeconds,
      ratio,
      rssGrowthMb,
    };
    saveResults('upload', results);
  } finally {
    await app.close();
    await runtime.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
