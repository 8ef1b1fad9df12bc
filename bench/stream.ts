/**
 * bench/stream: a live broadcast of the product as `npm start` runs it, from a real ffmpeg publisher over RTMP
 * (1280x720/30, `-re`), watched through the product's own signed routes.
 *   - glass-to-glass delay: the publisher burns the wall clock into each frame (bench/stream-clock.ts); /b/:id in
 *     Chromium (the page's hls.js player) plays it, and every frame it presents is read back and compared with the
 *     clock. Measured with the one player alone, then again while the viewers below watch.
 *   - viewers served per second of CPU: BENCH_VIEWERS ticket holders, each with a session of their own, do what the
 *     page's player does (bench/stream-viewers.ts, a forked process): the watch reply, the signed playlist once per
 *     segment, every new segment. The CPU is the product's Node process (its routes, sessions, access checks and
 *     signing, and the ingest; its ffmpeg packager is another process), less the same process's CPU over an equal
 *     span with the one player only.
 *
 *   npx tsx bench/stream.ts           (BENCH_SECONDS=20 per measure, BENCH_VIEWERS=200)
 */
import { fork, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser.ts';
import { broadcastsOf, createOnlineEvent } from '../e2e/broadcasts/helpers.ts';
import { loginReply, signupReply } from '../src/contracts/accounts.ts';
import { confirmOrderReply, orderReply } from '../src/contracts/checkout.ts';
import { expectReply } from '../src/server/testing/replies.ts';
import { call, freePort, startServerProcess } from '../src/server/testing/server-process.ts';
import { clockPublisherArgs, readClockDelays } from './stream-clock.ts';
import type { ViewersOptions, ViewersResult } from './stream-viewers.ts';
import { saveResults } from './results.ts';
import { ascending, percentile } from './stats.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 200);
const SEGMENT_SECONDS = 2;
const DEMO_ORGANIZER = { email: 'ada@ovation.test', password: 'ovation-demo' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
function summary(ms: number[]) {
  const sorted = ascending(ms);
  const seconds = (value: number) => Number((value / 1000).toFixed(2));
  return { frames: ms.length, median: seconds(percentile(sorted, 50)), p95: seconds(percentile(sorted, 95)), worst: seconds(sorted.at(-1) ?? 0) };
}

/** Busy CPU seconds of a process so far (user + system, from /proc). */
function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** A new account with a free online ticket of the event: its session cookie. */
async function ticketHolder(base: string, eventId: string, ticketTypeId: string, n: number): Promise<string> {
  const person = {
    firstName: 'Viewer',
    lastName: `Number ${n.toString(26).replace(/./g, (d) => String.fromCharCode(97 + parseInt(d, 26)))}`,
    email: `viewer-${n}-${Date.now()}@bench.test`,
    password: 'bench-password-1',
  };
  expectReply(await call(base, 'POST', '/api/v1/auth/signup', person), 202, signupReply);
  const { accessToken } = expectReply(
    await call(base, 'POST', '/api/v1/auth/login', { email: person.email, password: person.password }),
    200,
    loginReply,
  );
  const cookie = `ovation_session=${accessToken}`;
  const { order } = expectReply(
    await call(base, 'POST', `/api/v1/orders?event=${eventId}`, { tickets: { [ticketTypeId]: 1 } }, cookie),
    200,
    orderReply,
  );
  const buyer = { firstName: person.firstName, lastName: person.lastName, email: person.email };
  const confirm = { buyerAttributes: { ...buyer, emailConfirm: buyer.email }, attendeesAttributes: [{ itemId: order.items[0]!.id, ...buyer }] };
  expectReply(await call(base, 'POST', `/api/v1/orders/${order.id}/confirm`, confirm, cookie), 200, confirmOrderReply);
  return cookie;
}

function watchAsViewers(options: ViewersOptions): Promise<ViewersResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'stream-viewers.ts'), [], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as ViewersResult));
    child.once('exit', (code) => (code ? reject(new Error(`viewers exited with ${code}`)) : undefined));
    child.send(options);
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-stream-'));
const port = await freePort();
const rtmpPort = await freePort();
const base = `http://127.0.0.1:${port}`;
// Hundreds of sign-ups from one address: the bench is not the attacker the sign-up limit is for.
const product = (
  await startServerProcess({
    port,
    startWithinMs: 300_000,
    env: { HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RTMP_PORT: String(rtmpPort), RATE_LIMIT_SCALE: '1000' },
  })
).child;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
let publisher: ReturnType<typeof spawn> | undefined;
try {
  const page = await (await browser.newContext({ baseURL: base })).newPage();
  const login = await page.request.post('/api/v1/auth/login', { data: DEMO_ORGANIZER });
  if (!login.ok()) throw new Error(`the demo organizer's login answered ${login.status()}`);
  const event = await createOnlineEvent(page, 'Bench live', VIEWERS);
  const [broadcast] = await broadcastsOf(page.request, event.eventId);
  if (!broadcast?.ingest?.rtmpUrl) throw new Error('the broadcast has no RTMP address');

  const cookies: string[] = [];
  for (let n = 0; n < VIEWERS; n++) cookies.push(await ticketHolder(base, event.eventId, event.ticketTypeId, n));

  publisher = spawn('ffmpeg', clockPublisherArgs(`${broadcast.ingest.rtmpUrl}/${broadcast.ingest.streamKey}`, SECONDS * 4 + 60), {
    stdio: 'ignore',
  });
  // The organizer's own page (the event's team may watch) plays it once it is live.
  await page.goto(`/b/${broadcast.id}`);
  const video = page.getByTestId('broadcast-stage').locator('video');
  await video.waitFor({ timeout: 60_000 });
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    void v.play();
  });
  for (let waited = 0; (await video.evaluate((v: HTMLVideoElement) => v.currentTime)) < 2; waited++) {
    if (waited > 120) throw new Error('the player did not start');
    await sleep(500);
  }

  const quiet = await readClockDelays(page, SECONDS);
  const idleFrom = cpuSecondsOf(product.pid!);
  await sleep(SECONDS * 1000);
  const baseline = cpuSecondsOf(product.pid!) - idleFrom;

  const loadFrom = cpuSecondsOf(product.pid!);
  const began = Date.now();
  const [viewers, underLoad] = await Promise.all([
    watchAsViewers({ base, broadcastId: broadcast.id, cookies, seconds: SECONDS, segmentSeconds: SEGMENT_SECONDS }),
    readClockDelays(page, SECONDS),
  ]);
  const withViewers = cpuSecondsOf(product.pid!) - loadFrom;
  const wall = (Date.now() - began) / 1000;
  const servingCpu = Math.max(withViewers - baseline * (wall / SECONDS), 1e-6);

  const results = {
    date: new Date().toISOString(),
    viewers: VIEWERS,
    seconds: Math.round(wall),
    requests: viewers.requests,
    failures: viewers.failures,
    megabytesServed: Math.round(viewers.bytes / 1e6),
    playlistMs: { p50: Math.round(viewers.playlistP50), p99: Math.round(viewers.playlistP99) },
    segmentMs: { p50: Math.round(viewers.segmentP50), p99: Math.round(viewers.segmentP99) },
    cpuSecondsBaseline: Number(baseline.toFixed(2)),
    cpuSecondsWithViewers: Number(withViewers.toFixed(2)),
    viewerSecondsPerCpuSecond: Math.round((VIEWERS * wall) / servingCpu),
    requestsPerCpuSecond: Math.round(viewers.requests / servingCpu),
    glassToGlassSeconds: { onePlayer: summary(quiet), withViewers: summary(underLoad) },
  };
  console.log(JSON.stringify(results, null, 2));
  saveResults('stream', results);
} finally {
  publisher?.kill('SIGKILL');
  await browser.close();
  product.kill('SIGTERM');
  await new Promise((resolve) => product.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
