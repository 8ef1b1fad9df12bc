/**
 * bench/upload: a video file through the tus endpoint (5 MiB PATCHes, as the browser sends them) against the same
 * bytes sent with `curl -T` to a bare Node server that writes them to disk, in the same run; and how much the API
 * process's memory grows while it takes the upload (nothing may be buffered: goal < 100 MB).
 *
 *   npx tsx bench/upload.ts            (BENCH_UPLOAD_MB=1024, BENCH_ROUNDS=3 by default; medians compared)
 *
 * The API runs in this process on the embedded database (PGlite, in memory), or on PostgreSQL with DATABASE_URL
 * (`bash bench/upload-postgres.sh` starts a throw-away server); the tus client runs in a forked child, so its
 * buffers do not count in the API's memory. Results: stdout and bench/.results/.
 */
import { execFile, fork } from 'node:child_process';
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

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const MB = Number(process.env.BENCH_UPLOAD_MB ?? 1024);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CHUNK = VIDEO_LIMITS.chunkBytes;
const TARGET_RATIO = 0.8;
const TARGET_RSS_MB = 100;
const ROOT = path.resolve(import.meta.dirname, '..');

interface ClientJob {
  base: string;
  url: string;
  cookie: string;
  file: string;
}

/** The child: sends the file in chunks, one PATCH after another, as tus-js-client does; answers the seconds taken. */
async function runClient({ base, url, cookie, file }: ClientJob): Promise<number> {
  const size = fs.statSync(file).size;
  const fd = fs.openSync(file, 'r');
  const chunk = Buffer.alloc(CHUNK);
  const started = performance.now();
  for (let offset = 0; offset < size;) {
    const n = fs.readSync(fd, chunk, 0, CHUNK, offset);
    const res = await patch(new URL(url, base), chunk.subarray(0, n), {
      'Tus-Resumable': '1.0.0',
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      cookie,
    });
    if (res.status !== 204) throw new Error(`PATCH at ${offset}: ${res.status} ${res.body}`);
    offset = Number(res.headers['upload-offset']);
  }
  fs.closeSync(fd);
  return (performance.now() - started) / 1000;
}

/** One PATCH on a kept-alive connection with node:http (what tus-js-client uses in Node). */
function patch(url: URL, body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(url, { method: 'PATCH', agent: keepAlive, headers: { ...headers, 'Content-Length': String(body.length) } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (part: string) => (text += part));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 1 });

function tusUpload(job: ClientJob): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = fork(import.meta.filename, ['client'], { execArgv: ['--import', 'tsx'] });
    child.once('message', (m) =>
      (m as { error?: string }).error ? reject(new Error((m as { error: string }).error)) : resolve((m as { seconds: number }).seconds),
    );
    child.once('error', reject);
    child.send(job);
  });
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

/** The baseline: `curl -T` to a bare Node server that streams the body to disk. */
async function curlUpload(file: string, dir: string): Promise<number> {
  const server = http.createServer((req, res) => {
    req.pipe(fs.createWriteStream(path.join(dir, 'bare-upload'))).on('finish', () => res.end('ok'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const { stdout } = await promisify(execFile)('curl', [
      '-sS',
      '-o',
      '/dev/null',
      '-w',
      '%{time_total}',
      '-T',
      file,
      `http://127.0.0.1:${port}/upload`,
    ]);
    return Number(stdout);
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
    const signup = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { firstName: 'Bench', lastName: 'Uploader', email: 'bench@example.com', password: 'bench-password' },
    });
    const { user, accessToken } = signup.json() as { user: { id: string }; accessToken: string };
    const cookie = `ovation_session=${accessToken}`;
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
      `${MB} MiB in ${CHUNK / 1024 / 1024} MiB chunks, ${ROUNDS} rounds; ${runtime.database.kind}; Node ${process.version}, ${os.cpus().length} CPUs`,
    );

    // Rounds alternate the two uploads, so a noisy moment of this shared machine (the disk, the other core) does not
    // decide the ratio: the medians are compared.
    const curlRuns: number[] = [];
    const tusRuns: number[] = [];
    let rssGrowth = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      curlRuns.push(await curlUpload(file, dataDir));
      fs.rmSync(path.join(dataDir, 'bare-upload'), { force: true });
      const url = await newUpload();
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let rssPeak = rssBefore;
      const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 50);
      tusRuns.push(await tusUpload({ base, url, cookie, file }).finally(() => clearInterval(sampler)));
      rssGrowth = Math.max(rssGrowth, rssPeak - rssBefore);
      fs.rmSync(path.join(uploadsDirectory(config), url.split('/').pop()!), { force: true });
      console.log(`round ${round + 1}: curl ${curlRuns[round]!.toFixed(2)} s, tus ${tusRuns[round]!.toFixed(2)} s`);
    }
    const curlSeconds = median(curlRuns);
    const tusSeconds = median(tusRuns);

    const mbps = (seconds: number) => Math.round((MB / seconds) * 10) / 10;
    const ratio = Math.round((curlSeconds / tusSeconds) * 100) / 100;
    const rssGrowthMb = Math.round(rssGrowth / 1024 / 1024);
    console.log(`${'curl -T to a bare Node server'.padEnd(32)} ${mbps(curlSeconds)} MiB/s (median ${curlSeconds.toFixed(2)} s)`);
    console.log(`${'tus (PATCH 5 MiB chunks)'.padEnd(32)} ${mbps(tusSeconds)} MiB/s (median ${tusSeconds.toFixed(2)} s)`);
    console.log(`${'ratio (tus / curl)'.padEnd(32)} ${ratio} (target >= ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'OK' : 'BELOW TARGET'}`);
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
      curlSeconds,
      tusSeconds,
      ratio,
      rssGrowthMb,
    };
    const dir = path.join(ROOT, 'bench/.results');
    fs.mkdirSync(dir, { recursive: true });
    const out = path.join(dir, `upload-${results.date.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`results: ${path.relative(ROOT, out)}`);
  } finally {
    await app.close();
    await runtime.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'client') {
  process.once('message', (job) => {
    runClient(job as ClientJob).then(
      (seconds) => process.send!({ seconds }, () => process.exit(0)),
      (err: Error) => process.send!({ error: err.message }, () => process.exit(1)),
    );
  });
} else {
  await main();
  process.exit(0);
}
