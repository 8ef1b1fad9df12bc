/**
 * bench/event-page: how fast the public event API answers, against a bare Fastify hello-world measured the same
 * way in the same run, and how much JavaScript the browser downloads (gzipped) to first show /event/:eventId.
 *
 *   npx tsx bench/event-page.ts            (BENCH_SECONDS=10 BENCH_CONNECTIONS=50 by default)
 *
 * The app runs on the embedded database (PGlite, in memory), or on the PostgreSQL server of BENCH_DATABASE_URL
 * (an empty database), with an event of 10 ticket types and 3 collaborators.
 * Load comes from a forked child process over keep-alive connections, in short rounds that alternate the targets
 * (medians reported). A fourth target is the bare Fastify sending the event reply's own body and headers: the
 * ceiling of the visitor's ratio, as much as those bytes cost to send without any of the app's work.
 * Results: stdout and bench/.results/.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { startRuntime } from '../src/server/runtime.ts';
import { WEB_DIST, ensureWebBuilt } from '../src/server/web-build.ts';
import type { LoadOptions, LoadResult } from './http-load.ts';
import { firstLoadJsFromIndex, firstLoadJsInBrowser, type FirstLoadJs } from './first-load-js.ts';
import { signUpAndLogIn } from './accounts.ts';
import { saveResults } from './results.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Targets alternate in rounds this long, so load from elsewhere on the machine falls on each of them alike. */
const ROUND_SECONDS = 2;
const ROUNDS = Math.max(1, Math.round(SECONDS / ROUND_SECONDS));
const TARGET_RATIO = 0.5;
const TARGET_JS_KB = 200;
/** Headers Node sets for each connection or reply itself; the rest of the event reply's are copied. */
const PER_CONNECTION_HEADERS = new Set(['content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'http-load.ts'), [], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as LoadResult));
    child.once('error', reject);
    child.once('exit', (code) => (code ? reject(new Error(`load generator exited with ${code}`)) : undefined));
    child.send(options);
  });
}

interface Target {
  label: string;
  url: string;
  headers?: Record<string, string>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** One warm-up round per target, then ROUNDS rounds taking the targets in turn; every round's result per target. */
async function measureRounds(targets: Target[]): Promise<LoadResult[][]> {
  const run = (t: Target) => load({ url: t.url, headers: t.headers, connections: CONNECTIONS, seconds: ROUND_SECONDS });
  for (const t of targets) await run(t);
  const results: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries()) results[i]!.push(await run(t));
  }
  return results;
}

function summary(rounds: LoadResult[]) {
  return {
    requestsPerSecond: Math.round(median(rounds.map((r) => r.requestsPerSecond))),
    p50Ms: Math.round(median(rounds.map((r) => r.latencyMs.p50)) * 100) / 100,
    p99Ms: Math.round(median(rounds.map((r) => r.latencyMs.p99)) * 100) / 100,
    failures: rounds.reduce((n, r) => n + r.failures, 0),
    bytesPerRequest: rounds[0]?.bytesPerRequest ?? 0,
    rounds: rounds.map((r) => r.requestsPerSecond),
  };
}

const line = (label: string, s: ReturnType<typeof summary>) =>
  `${label.padEnd(34)} ${String(s.requestsPerSecond).padStart(6)} req/s  p50 ${s.p50Ms} ms  p99 ${s.p99Ms} ms  failures ${s.failures}  (${s.bytesPerRequest} bytes; rounds ${s.rounds.join(' ')})`;

/** The median over rounds of a target's requests per second divided by hello-world's in the same round. */
const ratioOf = (target: LoadResult[], hello: LoadResult[]) =>
  Math.round(median(target.map((r, i) => r.requestsPerSecond / hello[i]!.requestsPerSecond)) * 100) / 100;

/** Seeds, through the API, a published event with 10 ticket types and 3 collaborators, and a signed-in visitor. */
async function seedEvent(app: Awaited<ReturnType<typeof buildApp>>): Promise<{ eventId: string; visitorCookie: string }> {
  const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie?: string) => {
    const res = await app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const people = [];
  for (const [i, first] of ['Olivia', 'Ben', 'Chloe', 'Dev', 'Vera'].entries()) {
    people.push(await signUpAndLogIn(app, { firstName: first, lastName: 'Bench', email: `bench${i}@example.com`, password: 'bench-password' }));
  }
  const [owner, ...rest] = people;
  const helpers = rest.slice(0, 3);
  const visitor = rest[3]!;
  const day = 86_400_000;
  const created = await call(
    'POST',
    '/api/v1/management/courses',
    {
      ownerId: owner!.id,
      name: 'Benchmark Festival',
      description: `<p>${'A long evening of music, talks and food. '.repeat(20)}</p>`,
      startsAt: new Date(Date.now() + 30 * day).toISOString(),
      endsAt: new Date(Date.now() + 30 * day + 5 * 3_600_000).toISOString(),
      category: 'festival',
      tags: ['music', 'food', 'talks'],
      location: { name: 'Lovelace Hall', address: '12 Analytical Row', city: 'London', latitude: 51.52, longitude: -0.13 },
      donationEnabled: true,
      bannerMessages: [{ type: 'info', message: 'Step-free access through the garden entrance.' }],
    },
    owner!.cookie,
  );
  const id = created.event.id as string;
  const tickets = Array.from({ length: 10 }, (_, i) => ({
    name: `Ticket type ${i + 1}`,
    description: 'Entry to every stage and the food court.',
    price: 1000 + i * 250,
    fee: 100,
    quantity: 100 + i,
    category: i === 9 ? 'Add on' : 'Admission',
    ...(i === 8 ? { visibilityScope: 'secret', code: 'BENCH' } : {}),
  }));
  await call('PUT', `/api/v1/management/courses/${id}/tickets`, { ticketTypes: tickets }, owner!.cookie);
  for (const [i, helper] of helpers.entries()) {
    await call(
      'POST',
      `/api/v1/management/courses/${id}/teachings`,
      { profileId: helper.id, accessSetting: ['admin', 'door', 'basic'][i] },
      owner!.cookie,
    );
  }
  await call('POST', `/api/v1/management/courses/${id}/publish`, undefined, owner!.cookie);
  const page = await call('GET', `/api/v1/events/${id}`);
  if (page.event.collaborators.length !== 3) throw new Error('seed failed');
  await call('POST', `/api/follows?id=${owner!.id}`, undefined, visitor.cookie);
  return { eventId: id, visitorCookie: visitor.cookie };
}

/** dist/web/index.html, waiting out a rebuild in progress (another process may be building the web app). */
async function builtWebIndex(): Promise<string | null> {
  const index = path.join(WEB_DIST, 'index.html');
  for (let i = 0; i < 120 && !fs.existsSync(index); i++) await new Promise((r) => setTimeout(r, 1000));
  return fs.existsSync(index) ? index : null;
}

/** First-load JS in headless Chromium, or from index.html without a browser. */
async function measureFirstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  try {
    return await firstLoadJsInBrowser(pageUrl);
  } catch (err) {
    console.log(`(no headless Chromium: ${(err as Error).message.split('\n')[0]}; counting index.html's scripts instead)`);
    return firstLoadJsFromIndex(WEB_DIST);
  }
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    // BENCH_LOG_LEVEL=info: with the request log `npm start` writes (to stdout: redirect it).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT: '1000',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const runtime = await startRuntime(config, { inMemoryDatabase: true });
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) ensureWebBuilt((m) => console.log(m));
  const app = await buildApp({ config, ...runtime, db: runtime.database.db });
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  // The same bare Fastify sending the event page's own reply (body and headers, taken from the app below): what
  // sending those bytes costs with no hook, route logic or cache of ours, so the ratio above has a ceiling to read against.
  const sameBytes = { body: '', headers: {} as Record<string, string> };
  hello.get('/same-bytes', async (_request, reply) => reply.headers(sameBytes.headers).send(sameBytes.body));
  try {
    const { eventId, visitorCookie } = await seedEvent(app);
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const helloUrl = await hello.listen({ port: 0, host: '127.0.0.1' });
    console.log(
      `Load: ${CONNECTIONS} keep-alive connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s per target, taken in turn after a warm-up round (medians); ${runtime.database.kind}; Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );

    const eventUrl = `${appUrl}/api/v1/events/${eventId}`;
    const sample = await fetch(eventUrl);
    sameBytes.body = await sample.text();
    for (const [name, value] of sample.headers) if (!PER_CONNECTION_HEADERS.has(name)) sameBytes.headers[name] = value;
    const [helloRounds, visitor, signedIn, same] = await measureRounds([
      { label: 'hello-world', url: `${helloUrl}/` },
      { label: 'visitor', url: eventUrl },
      // Informational: a signed-in viewer gets a personalised reply (session lookup, follow check, serializing).
      { label: 'signed in', url: eventUrl, headers: { cookie: visitorCookie } },
      { label: 'same bytes', url: `${helloUrl}/same-bytes` },
    ]);
    const helloResult = summary(helloRounds!);
    const eventResult = summary(visitor!);
    const signedInResult = summary(signedIn!);
    const sameBytesResult = summary(same!);
    console.log(line('hello-world', helloResult));
    console.log(line('GET /api/v1/events/:id (visitor)', eventResult));
    console.log(line('GET /api/v1/events/:id (signed in)', signedInResult));
    console.log(line('bare Fastify, the same reply', sameBytesResult));
    const ratio = ratioOf(visitor!, helloRounds!);
    const signedInRatio = ratioOf(signedIn!, helloRounds!);
    const sameBytesRatio = ratioOf(same!, helloRounds!);
    const visitorToSameBytes = ratioOf(visitor!, same!);
    console.log(
      `${'ratio (visitor / hello-world)'.padEnd(34)} ${ratio} (target >= ${TARGET_RATIO}) ${ratio >= TARGET_RATIO ? 'OK' : 'BELOW TARGET'}; signed in ${signedInRatio}`,
    );
    console.log(
      `${'ceiling (same reply / hello-world)'.padEnd(34)} ${sameBytesRatio}; visitor / bare Fastify sending the same reply ${visitorToSameBytes}`,
    );

    // The web app is served by an instance built now, so a rebuild of dist/web during the run cannot mislead it.
    let js: (FirstLoadJs & { builtAt: string }) | null = null;
    const index = await builtWebIndex();
    if (index) {
      const builtAt = fs.statSync(index).mtime.toISOString();
      const web = await buildApp({ config, ...runtime, db: runtime.database.db, webDir: WEB_DIST });
      js = {
        ...(await measureFirstLoadJs(`${await web.listen({ port: 0, host: '127.0.0.1' })}/event/${eventId}`).finally(() => web.close())),
        builtAt,
      };
      console.log(
        `${'first-load JS of /event/:id'.padEnd(34)} ${js.kbGzip} KB gzipped in ${js.files} files (${js.method}; dist/web built ${builtAt}) (target < ${TARGET_JS_KB} KB) ${js.kbGzip < TARGET_JS_KB ? 'OK' : 'ABOVE TARGET'}`,
      );
      console.log(`${'  largest'.padEnd(34)} ${js.largest.map((f) => `${f.file} ${f.kbGzip} KB`).join(', ')}`);
    } else console.log('first-load JS: dist/web/index.html missing (npm run build:web)');

    const results = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      database: runtime.database.kind,
      helloWorld: helloResult,
      eventPage: eventResult,
      eventPageSignedIn: signedInResult,
      sameBytes: sameBytesResult,
      ratio,
      signedInRatio,
      sameBytesRatio,
      visitorToSameBytes,
      firstLoadJs: js,
    };
    saveResults('event-page', results);
  } finally {
    await hello.close();
    await app.close();
    await runtime.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
