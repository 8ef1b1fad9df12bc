/**
 * bench/overload: an on-sale's crowd on the event page's API and its ticket list, beyond the server's capacity.
 *
 *   npx tsx bench/overload.ts        (BENCH_SECONDS=30 BENCH_CONNECTIONS=1000 BENCH_STEP_SECONDS=3 by default)
 *   node --max-semi-space-size=64 --import tsx bench/overload.ts    (the app with npm start's flags, src/server/node-flags.ts)
 *
 * The product as `npm start` serves it (the app listening on a port, the job workers and schedules in the same
 * process, the embedded PGlite in a data directory) on a published event with 10 ticket types. First the saturating
 * load: crowds of 4, 8, 16, ... connections for BENCH_STEP_SECONDS each until goodput (2xx answers per second) stops
 * rising by 5 % (two steps in a row); then BENCH_CONNECTIONS (default the larger of 1,000 and 10x the saturating crowd) for BENCH_SECONDS.
 * Each connection alternates GET /api/v1/events/:id and GET /api/v1/tickets?eventId=, honouring a refusal's
 * Retry-After (BENCH_IGNORE_RETRY_AFTER=1: asking again at once). Prints goodput, its ratio to the saturated goodput
 * (target >= 0.9), the refusals' latency (target p99 < 50 ms) and the admitted requests' p99 (target < 1 s).
 * OVERLOAD_* variables reach the server's configuration (OVERLOAD_MAX_ACTIVE=0: no admission control).
 * BENCH_DATABASES=pglite,postgresql runs both and prints PGlite's saturated goodput as a ratio of PostgreSQL's;
 * PostgreSQL is BENCH_DATABASE_URL's (an empty database) or a throw-away server (bench/postgres-server.ts).
 * The crowd is a forked child process. Results: stdout and bench/.results/.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { startRuntime } from '../src/server/runtime.ts';
import { LISTEN_BACKLOG } from '../src/server/platform/http/server-options.ts';
import { signUpAndLogIn } from './accounts.ts';
import type { CrowdOptions, CrowdResult } from './overload-load.ts';
import { startPostgres } from './postgres-server.ts';
import { saveResults } from './results.ts';
import { watchLoopDelay } from './loop-delay.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const STEP_SECONDS = Number(process.env.BENCH_STEP_SECONDS ?? 3);
const FIXED_CONNECTIONS = process.env.BENCH_CONNECTIONS ? Number(process.env.BENCH_CONNECTIONS) : null;
const IGNORE_RETRY_AFTER = process.env.BENCH_IGNORE_RETRY_AFTER === '1';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite').split(',') as ('pglite' | 'postgresql')[];
const TARGETS = { goodputRatio: 0.9, refusalP99Ms: 50, admittedP99Ms: 1000 };

function crowd(options: CrowdOptions): Promise<CrowdResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'overload-load.ts'), [], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as CrowdResult));
    child.once('error', reject);
    child.once('exit', (code) => (code ? reject(new Error(`crowd exited with ${code}`)) : undefined));
    child.send(options);
  });
}

/** A published event of 10 ticket types, through the API. */
async function seedEvent(app: FastifyInstance): Promise<string> {
  const owner = await signUpAndLogIn(app, { firstName: 'Olivia', lastName: 'Bench', email: 'owner@example.com', password: 'bench-password' });
  const call = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await app.inject({ method, url, payload, headers: { cookie: owner.cookie } });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const startsAt = Date.now() + 30 * 86_400_000;
  const { event } = await call('POST', '/api/v1/management/courses', {
    ownerId: owner.id,
    name: 'On-sale Night',
    description: `<p>${'Doors at seven, first act at eight. '.repeat(20)}</p>`,
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(startsAt + 4 * 3_600_000).toISOString(),
    location: { name: 'Lovelace Hall', city: 'London' },
  });
  const ticketTypes = Array.from({ length: 10 }, (_, i) => ({ name: `Tier ${i + 1}`, price: 1500 + i * 500, fee: 150, quantity: 500 }));
  await call('PUT', `/api/v1/management/courses/${event.id}/tickets`, { ticketTypes });
  await call('POST', `/api/v1/management/courses/${event.id}/publish`);
  return event.id as string;
}

/**
 * Crowds of 4, 8, 16, ... until goodput has not risen by 5 % over the best for two steps in a row (one step's noise
 * on a shared machine does not end the search): the best step is the saturating load.
 */
async function findSaturation(urls: string[]) {
  const steps: CrowdResult[] = [];
  let best: CrowdResult | null = null;
  let flat = 0;
  for (let connections = 4; connections <= 1024 && flat < 2; connections *= 2) {
    const step = await crowd({ urls, connections, seconds: STEP_SECONDS, ignoreRetryAfter: IGNORE_RETRY_AFTER });
    steps.push(step);
    console.log(
      `  ${String(connections).padStart(4)} connections: ${step.goodput} answers/s, p99 ${step.admittedMs.p99} ms, ${step.refused} refused`,
    );
    flat = best && step.goodput < best.goodput * 1.05 ? flat + 1 : 0;
    if (!best || step.goodput > best.goodput) best = step;
  }
  return { steps, saturated: best! };
}

async function databaseUrl(kind: 'pglite' | 'postgresql'): Promise<{ url?: string; stop(): void }> {
  if (kind === 'pglite') return { stop: () => {} };
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} };
  const server = startPostgres({ port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined });
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query('create database ovation_overload');
  await admin.end();
  return { url: server.urlOf('ovation_overload'), stop: () => server.stop() };
}

async function run(kind: 'pglite' | 'postgresql') {
  const database = await databaseUrl(kind);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-overload-'));
  const overloadEnv = Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('OVERLOAD_')));
  const config = loadConfig({
    NODE_ENV: 'production',
    // warn: the capacity advice shows; info would print a line per request.
    LOG_LEVEL: 'warn',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    // A crowd comes from many addresses; here all from 127.0.0.1.
    RATE_LIMIT_SCALE: '100000',
    ...overloadEnv,
    ...(database.url ? { DATABASE_URL: database.url } : {}),
  });
  const runtime = await startRuntime(config);
  const app = await buildApp({ config, ...runtime, db: runtime.database.db });
  try {
    const eventId = await seedEvent(app);
    const base = await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
    const urls = [`${base}/api/v1/events/${eventId}`, `${base}/api/v1/tickets?eventId=${eventId}`];
    console.log(
      `\n${runtime.database.kind}: admission ${config.overload.maxActive ? `${config.overload.maxActive} active, queue ${config.overload.maxWaitMs} ms, Retry-After ${config.overload.retryAfterSeconds} s` : 'off'}; Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    console.log(`saturating load (${STEP_SECONDS} s steps):`);
    const { steps, saturated } = await findSaturation(urls);
    const connections = FIXED_CONNECTIONS ?? Math.max(1000, 10 * saturated.connections);
    console.log(`overload: ${connections} connections for ${SECONDS} s${IGNORE_RETRY_AFTER ? ' (ignoring Retry-After)' : ''}`);
    const serverLoop = watchLoopDelay();
    const overload = await crowd({ urls, connections, seconds: SECONDS, ignoreRetryAfter: IGNORE_RETRY_AFTER });
    const serverLoopDelayMs = serverLoop.stop();
    const ratio = Math.round((overload.goodput / saturated.goodput) * 100) / 100;
    const ok = (good: boolean) => (good ? 'OK' : 'MISSED');
    console.log(
      `  goodput            ${overload.goodput} answers/s = ${ratio} of the saturated ${saturated.goodput} (target >= ${TARGETS.goodputRatio}) ${ok(ratio >= TARGETS.goodputRatio)}`,
    );
    console.log(
      `  refusals           ${overload.refused} (${overload.refusedPerSecond}/s), p50 ${overload.refusalMs.p50} ms, p99 ${overload.refusalMs.p99} ms (target < ${TARGETS.refusalP99Ms}) ${ok(overload.refusalMs.p99 < TARGETS.refusalP99Ms)}`,
    );
    console.log(
      `  admitted           ${overload.answered}, p50 ${overload.admittedMs.p50} ms, p99 ${overload.admittedMs.p99} ms, max ${overload.admittedMs.max} ms (target p99 < ${TARGETS.admittedP99Ms}) ${ok(overload.admittedMs.p99 < TARGETS.admittedP99Ms)}`,
    );
    console.log(`  admitted on an open connection: p50 ${overload.admittedOnOpenMs.p50} ms, p99 ${overload.admittedOnOpenMs.p99} ms`);
    console.log(
      `  first on a connection (its accept included): p50 ${overload.firstOnConnectionMs.p50} ms, p99 ${overload.firstOnConnectionMs.p99} ms`,
    );
    console.log(`  other failures     ${overload.failed}`);
    console.log(
      `  the crowd itself: ${overload.crowdCpuShare} of a core busy, event-loop delay p50 ${overload.crowdLoopDelayMs.p50} ms, p99 ${overload.crowdLoopDelayMs.p99} ms (added to every latency above)`,
    );
    // A refusal is the first hook: it waits for the server's loop to get to the request.
    console.log(`  the server's event-loop delay: p50 ${serverLoopDelayMs.p50} ms, p99 ${serverLoopDelayMs.p99} ms, max ${serverLoopDelayMs.max} ms`);
    return { database: runtime.database.kind, overload: config.overload, steps, saturated, overloadRun: overload, serverLoopDelayMs, ratio };
  } finally {
    await app.close();
    await runtime.stop();
    database.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const runs = [];
  for (const kind of DATABASES) runs.push(await run(kind));
  const [lite, server] = [runs.find((r) => r.database === 'pglite'), runs.find((r) => r.database === 'postgresql')];
  const pgliteRatio = lite && server ? Math.round((lite.saturated.goodput / server.saturated.goodput) * 100) / 100 : null;
  if (pgliteRatio !== null)
    console.log(`\nPGlite / PostgreSQL saturated goodput: ${pgliteRatio} (${lite!.saturated.goodput} / ${server!.saturated.goodput} answers/s)`);
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    ignoreRetryAfter: IGNORE_RETRY_AFTER,
    runs,
    pgliteRatio,
  };
  saveResults('overload', results);
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
