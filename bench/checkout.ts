/**
 * bench/checkout: completed orders per second for one event with one ticket type and 200 concurrent buyers, on a
 * PostgreSQL server this script starts, next to pgbench's TPS for a single-row stock decrement at 200 clients on
 * the same server in the same run; and zero oversold seats in every run.
 *
 *   npx tsx bench/checkout.ts   (BENCH_SECONDS=10 BENCH_WARMUP_SECONDS=5 BENCH_BUYERS=200 BENCH_CAPACITY_RUN=600 by default)
 *
 * 1. Throughput: the app listens on a loopback port as an API-only process (RUN_WORKERS=false) beside one
 *    `npm run worker` process (e-mails with PDF tickets, payment events), as a rush would be served; a forked child
 *    runs BENCH_BUYERS buyers, each doing create order -> confirm -> sandbox card form -> complete over HTTP, for
 *    BENCH_SECONDS after BENCH_WARMUP_SECONDS, on a ticket type with a large capacity. Sold must equal the tickets
 *    issued and stay <= capacity; every completed order's confirmation e-mail must go out (the worker catches up).
 * 2. Capacity: the same buyers on a ticket type of BENCH_CAPACITY_RUN seats (fewer than they want): exactly that
 *    many are sold and issued, none held.
 * 3. pgbench -n -c 200 -j 2 -T BENCH_SECONDS with `UPDATE stock SET n = n - 1 WHERE id = 1 AND n > 0`.
 * 4. The floor (bench/checkout-floor.ts): the same buyers against a server that runs one SQL statement per request
 *    and nothing else, on the same PostgreSQL server: what any implementation of this flow could reach here.
 * 5. The machine's HTTP ceiling for this flow: a bare Fastify route under the same 200 connections, divided by the
 *    flow's requests per order (no database work at all could do better).
 * 6. The confirmation e-mail's cost: rendering completed orders' e-mails (tickets PDF included) one after another,
 *    next to the CPU time per order the machine would have at the target.
 * BENCH_QUICK=1 (bench/quick.ts) runs 1 and the four-request floor of 4 only.
 * Prints the rates and the ratio to pgbench (target >= 0.5); results also in bench/.results/. BENCH_POOL sets the
 * API's DATABASE_POOL_SIZE. Bounded: the whole run stops itself after BENCH_TIMEOUT_SECONDS (default 300).
 *
 * `--processes 2` runs the rush alone against one and then two API processes behind HAProxy, with a worker
 * (bench/checkout-processes.ts), and prints the scaling.
 */
import { execFileSync, fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { serverArgs } from '../src/server/node-flags.ts';
import { mailOutbox, orderItems, orders, ticketInventory } from '../src/server/platform/db/schema/index.ts';
import { startRuntime } from '../src/server/runtime.ts';
import { renderConfirmation } from '../src/server/contexts/tickets/tickets.jobs.ts';
import { startFloorServer } from './checkout-floor.ts';
import type { CheckoutLoadResult } from './checkout-load.ts';
import type { LoadResult } from './http-load.ts';
import { startPostgres, type PostgresServer } from './postgres-server.ts';
import { forkBuyers, seedEvent, seedOwner } from './checkout-rush.ts';
import { saveResults } from './results.ts';
import { checkoutProcesses } from './checkout-processes.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const CAPACITY_RUN = Number(process.env.BENCH_CAPACITY_RUN ?? 600);
const TIMEOUT_SECONDS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 300);
const POOL = process.env.BENCH_POOL ?? '40';
/** bench/quick.ts: the rush and the four-request floor only (no capacity run, pgbench, 3-request floor, ceiling, e-mail cost). */
const QUICK = process.env.BENCH_QUICK === '1';
const LARGE_CAPACITY = 1_000_000;
const TARGET_RATIO = 0.5;
const ROOT = path.resolve(import.meta.dirname, '..');

/** Orders per second as a fraction of pgbench's TPS, to three decimals (the issue's figure). */
const ratioTo = (tps: number, ordersPerSecond: number) => Math.round((ordersPerSecond / tps) * 1000) / 1000;
/** `part` as a percentage of `whole`, to one decimal. */
const percentOf = (whole: number, part: number) => Math.round((part / whole) * 1000) / 10;
type Runtime = Awaited<ReturnType<typeof startRuntime>>;

/** The `npm run worker` process on the bench database; resolves once it runs. */
function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, serverArgs('worker'), {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (String(chunk).includes('worker is running') ? resolve(child) : undefined));
    child.once('exit', (code) => reject(new Error(`worker exited with ${code}`)));
  });
}

/** Waits until every completed order of the event has its confirmation e-mail; returns how long that took. */
async function mailDrained(runtime: Runtime, completedOrders: number, since: number): Promise<{ sent: number; seconds: number }> {
  const count = async () =>
    (
      await runtime.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(mailOutbox)
        .where(sql`${mailOutbox.subject} like 'Your tickets%'`)
    )[0]!.n;
  const deadline = Date.now() + 120_000;
  let sent = await count();
  while (sent < completedOrders && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 500));
    sent = await count();
  }
  return { sent, seconds: Math.round((Date.now() - since) / 100) / 10 };
}

/** A bare Fastify route under the same connections: the most requests per second this machine serves. */
function httpCeiling(connections: number, seconds: number): Promise<LoadResult> {
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ ok: true }));
  return hello.listen({ port: 0, host: '127.0.0.1' }).then(
    (url) =>
      new Promise<LoadResult>((resolve, reject) => {
        const child = fork(path.join(import.meta.dirname, 'http-load.ts'), [], { execArgv: ['--import', 'tsx'] });
        child.once('message', (result) => void hello.close().then(() => resolve(result as LoadResult)));
        child.once('error', reject);
        child.send({ url: `${url}/`, connections, seconds });
      }),
  );
}

/** An owner with a sandbox payment account, signed up through the API. */
/** Sold, held and issued tickets of one ticket type, and the completed orders. */
async function tally(runtime: Runtime, ticketTypeId: string, eventId: string) {
  const db = runtime.database.db;
  const [inv] = await db.select().from(ticketInventory).where(eq(ticketInventory.ticketTypeId, ticketTypeId));
  const [issued] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(sql`${orderItems.ticketTypeId} = ${ticketTypeId} and ${orderItems.qrToken} is not null`);
  const [done] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(sql`${orders.eventId} = ${eventId} and ${orders.status} = 'completed'`);
  return { sold: inv?.sold ?? 0, held: inv?.held ?? 0, issued: Number(issued?.n ?? 0), completedOrders: Number(done?.n ?? 0) };
}

/** pgbench's TPS for the single-row conditional decrement at `clients` clients on the same server. */
function pgbenchTps(server: PostgresServer, clients: number, seconds: number): { tps: number; output: string } {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-pgbench-')), 'stock.sql');
  fs.writeFileSync(script, 'UPDATE stock SET n = n - 1 WHERE id = 1 AND n > 0;\n');
  const output = execFileSync(
    path.join(server.bin, 'pgbench'),
    [
      '-n',
      '-c',
      String(clients),
      '-j',
      '2',
      '-T',
      String(seconds),
      '-f',
      script,
      '-h',
      '127.0.0.1',
      '-p',
      String(server.port),
      '-U',
      'postgres',
      'bench_stock',
    ],
    { encoding: 'utf8', timeout: (seconds + 60) * 1000 },
  );
  fs.rmSync(path.dirname(script), { recursive: true, force: true });
  const match = /tps = ([\d.]+) \(without initial connection time\)/.exec(output) ?? /tps = ([\d.]+)/.exec(output);
  if (!match) throw new Error(`pgbench output not understood:\n${output}`);
  return { tps: Math.round(Number(match[1])), output };
}

/**
 * The floor: the same buyers against a server doing one SQL statement per request (bench/checkout-floor.ts), with
 * the sandbox's card request (four requests an order) or without it, as with Stripe (three).
 */
async function floorRun(server: PostgresServer, cardStep: boolean, tps: number | undefined) {
  const floor = await startFloorServer(server.urlOf('bench_floor'), Number(POOL), LARGE_CAPACITY, { cardStep });
  try {
    const run = await forkBuyers({
      baseUrl: floor.url,
      eventId: 'floor',
      ticketTypeId: floor.ticketTypeId,
      buyers: BUYERS,
      warmupSeconds: WARMUP_SECONDS,
      seconds: SECONDS,
      stopWhenSoldOut: false,
      cardStep,
    });
    const seats = await floor.tally();
    const ok = seats.sold === seats.issued && seats.issued === run.completedTotal && seats.held === 0;
    return { requestsPerOrder: cardStep ? 4 : 3, run, seats, ok, ratio: tps === undefined ? null : ratioTo(tps, run.completedPerSecond) };
  } finally {
    await floor.close();
  }
}

/** Rendering completed orders' confirmation e-mails (their reads and tickets PDF) one after another, per e-mail. */
async function confirmationCost(runtime: Runtime, config: ReturnType<typeof loadConfig>, eventId: string, sample = 200) {
  const db = runtime.database.db;
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.eventId} = ${eventId} and ${orders.status} = 'completed'`)
    .limit(sample);
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (const { id } of ids) if (!(await renderConfirmation(db, config, id))) throw new Error(`no confirmation for order ${id}`);
  const used = process.cpuUsage(cpu);
  const round = (n: number) => Math.round(n * 100) / 100;
  return {
    emails: ids.length,
    msEach: round((performance.now() - started) / ids.length),
    nodeCpuMsEach: round((used.user + used.system) / 1000 / ids.length),
  };
}

/** The same buyers on a ticket type with fewer seats than they want: exactly the capacity sold and issued, none held. */
async function capacityRunOf(runtime: Runtime, baseUrl: string, small: { eventId: string; ticketTypeId: string }) {
  const run = await forkBuyers({
    baseUrl,
    eventId: small.eventId,
    ticketTypeId: small.ticketTypeId,
    buyers: BUYERS,
    warmupSeconds: 0,
    seconds: Math.max(60, SECONDS * 6),
    stopWhenSoldOut: true,
  });
  await new Promise((r) => setTimeout(r, 1_000));
  const seats = await tally(runtime, small.ticketTypeId, small.eventId);
  const ok = seats.sold === CAPACITY_RUN && seats.issued === CAPACITY_RUN && seats.held === 0;
  console.log(
    `capacity run: ${CAPACITY_RUN} seats, ${BUYERS} buyers until sold out: sold ${seats.sold}, issued ${seats.issued}, held ${seats.held}, 'Sold out' answers ${run.soldOut}, failures ${JSON.stringify(run.failures)} -> ${ok ? 'exactly the capacity' : 'MISMATCH'}`,
  );
  return { run, tally: seats, ok };
}

/** The HTTP ceiling of this machine for a flow of the rush's requests per order, and one confirmation e-mail's cost. */
async function machineLimits(runtime: Runtime, config: ReturnType<typeof loadConfig>, eventId: string, rush: CheckoutLoadResult, tps: number) {
  const requestsPerOrder = Math.round((rush.requests / Math.max(1, rush.completedTotal)) * 10) / 10;
  const ceiling = await httpCeiling(BUYERS, SECONDS);
  const ceilingOrders = Math.round(ceiling.requestsPerSecond / requestsPerOrder);
  console.log(
    `HTTP ceiling: a bare Fastify route serves ${ceiling.requestsPerSecond} req/s at ${BUYERS} connections; at ${requestsPerOrder} requests per order that is ${ceilingOrders} orders/s ` +
      `(ratio ${ratioTo(tps, ceilingOrders)} to pgbench); the checkout reached ${percentOf(ceilingOrders, rush.completedPerSecond)}% of it`,
  );
  // What one order's confirmation e-mail costs, against the CPU time per order the target would leave.
  const email = await confirmationCost(runtime, config, eventId);
  const targetOrders = Math.round(tps * TARGET_RATIO);
  const budgetMs = Math.round(((os.cpus().length * 1000) / targetOrders) * 100) / 100;
  console.log(
    `confirmation e-mail: rendering one (order reads + tickets PDF) takes ${email.msEach} ms (${email.nodeCpuMsEach} ms of Node CPU; ${email.emails} e-mails one after another); ` +
      `at the target's ${targetOrders} orders/s this machine has ${budgetMs} ms of CPU per order for everything`,
  );
  return {
    confirmationEmail: { ...email, cpuBudgetMsPerOrderAtTarget: budgetMs },
    httpCeiling: { requestsPerSecond: ceiling.requestsPerSecond, requestsPerOrder, ordersPerSecond: ceilingOrders },
  };
}

async function main() {
  const server = startPostgres();
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query('create database ovation_bench');
  await admin.query('create database bench_stock');
  await admin.query('create database bench_floor');
  await admin.end();
  const stock = new pg.Client({ connectionString: server.urlOf('bench_stock') });
  await stock.connect();
  await stock.query('create table stock (id int primary key, n bigint not null)');
  await stock.query('insert into stock values (1, 1000000000000)');
  await stock.end();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-bench-'));
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT: '1000',
    RATE_LIMIT_SCALE: '100000',
    DATABASE_URL: server.urlOf('ovation_bench'),
  };
  const config = loadConfig({ ...env, RUN_WORKERS: 'false', DATABASE_POOL_SIZE: POOL });
  const runtime = await startRuntime(config);
  const app = await buildApp({ config, ...runtime, db: runtime.database.db });
  const worker = await startWorker(env);
  try {
    const owner = await seedOwner(app, runtime);
    const big = await seedEvent(app, owner, 'Bench rush', LARGE_CAPACITY);
    const small = await seedEvent(app, owner, 'Bench capacity', CAPACITY_RUN);
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(
      `PostgreSQL ${server.version} on port ${server.port}; Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    console.log(
      `${BUYERS} buyers, each: create order -> confirm -> sandbox card -> complete, over HTTP to ${baseUrl} (API pool ${config.databasePoolSize}; worker in its own process)`,
    );

    // 1. Throughput.
    const rush = await forkBuyers({
      baseUrl,
      eventId: big.eventId,
      ticketTypeId: big.ticketTypeId,
      buyers: BUYERS,
      warmupSeconds: WARMUP_SECONDS,
      seconds: SECONDS,
      stopWhenSoldOut: false,
    });
    await new Promise((r) => setTimeout(r, 1_000));
    const rushTally = await tally(runtime, big.ticketTypeId, big.eventId);
    const rushOk =
      rushTally.sold <= LARGE_CAPACITY && rushTally.sold === rushTally.issued && rushTally.issued === rush.completedTotal && rushTally.held === 0;
    console.log(
      `checkout: ${rush.completedPerSecond} completed orders/s (${rush.completed} in ${rush.seconds} s; flow p50 ${rush.flowMs.p50} ms, p99 ${rush.flowMs.p99} ms; ${rush.requests} requests; refused for load ${rush.refused}; failures ${JSON.stringify(rush.failures)})`,
    );
    console.log(
      `  seats: sold ${rushTally.sold}, issued ${rushTally.issued}, held ${rushTally.held}, capacity ${LARGE_CAPACITY} -> ${rushOk ? 'no oversold seat' : 'MISMATCH'}`,
    );

    // 2. Capacity smaller than demand.
    const capacity = QUICK ? null : await capacityRunOf(runtime, baseUrl, small);
    const completedOrders = rushTally.completedOrders + (capacity?.tally.completedOrders ?? 0);
    const mail = await mailDrained(runtime, completedOrders, Date.now());
    const mailOk = mail.sent === completedOrders;
    console.log(
      `confirmation e-mails: ${mail.sent} of ${completedOrders} completed orders, all out ${mail.seconds} s after the last run ${mailOk ? '' : 'MISSING'}`,
    );

    // 3. pgbench on the same server, with the app idle.
    const bench = QUICK ? null : pgbenchTps(server, 200, SECONDS);
    const ratio = bench && ratioTo(bench.tps, rush.completedPerSecond);
    if (bench) {
      console.log(`pgbench: ${bench.tps} TPS (UPDATE stock SET n = n - 1 WHERE id = 1 AND n > 0; -c 200 -j 2 -T ${SECONDS})`);
      console.log(`ratio (completed orders/s / pgbench TPS): ${ratio} (target >= ${TARGET_RATIO}) ${ratio! >= TARGET_RATIO ? 'OK' : 'BELOW TARGET'}`);
    }

    // 4. The floor: one statement per request, nothing else; with the card request and without it.
    const floors = [await floorRun(server, true, bench?.tps)];
    if (!QUICK) floors.push(await floorRun(server, false, bench?.tps));
    for (const f of floors) {
      console.log(
        `floor, ${f.requestsPerOrder} requests of one SQL statement each and no app logic: ${f.run.completedPerSecond} completed orders/s${f.ratio === null ? '' : `, ratio ${f.ratio} to pgbench`} ` +
          `(flow p50 ${f.run.flowMs.p50} ms; sold ${f.seats.sold}, issued ${f.seats.issued}, held ${f.seats.held} -> ${f.ok ? 'consistent' : 'MISMATCH'})`,
      );
    }
    const floorRatio = Math.round((rush.completedPerSecond / floors[0]!.run.completedPerSecond) * 1000) / 1000;
    console.log(
      `  the checkout reached ${percentOf(floors[0]!.run.completedPerSecond, rush.completedPerSecond)}% of the four-request floor (ratio ${floorRatio})`,
    );

    // 5 and 6: the machine's HTTP ceiling for this flow, and one confirmation e-mail's cost.
    const limits = QUICK || !bench ? null : await machineLimits(runtime, config, big.eventId, rush, bench.tps);

    const results = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: os.cpus().length,
      postgres: server.version,
      buyers: BUYERS,
      seconds: SECONDS,
      quick: QUICK,
      checkout: rush,
      seats: { ...rushTally, capacity: LARGE_CAPACITY, ok: rushOk },
      capacityRun: capacity && { ...capacity.run, ...capacity.tally, capacity: CAPACITY_RUN, ok: capacity.ok },
      mail: { ...mail, ok: mailOk },
      pgbenchTps: bench?.tps ?? null,
      ratio,
      floorRatio,
      floors,
      ...limits,
      apiPoolSize: config.databasePoolSize,
      targetRatio: TARGET_RATIO,
    };
    saveResults('checkout', results);
    if (!rushOk || capacity?.ok === false || !mailOk || floors.some((f) => !f.ok)) process.exitCode = 1;
  } finally {
    // The worker finishes its jobs and closes its connections before the server stops.
    await new Promise((resolve) => {
      worker.once('exit', resolve);
      worker.kill('SIGTERM');
    });
    await app.close();
    await runtime.stop();
    server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const watchdog = setTimeout(() => {
  console.error(`bench/checkout: still running after ${TIMEOUT_SECONDS} s, stopping`);
  process.exit(2);
}, TIMEOUT_SECONDS * 1000);
watchdog.unref();

const processesFlag = process.argv.indexOf('--processes');
const run = processesFlag === -1 ? main : () => checkoutProcesses(Number(process.argv[processesFlag + 1]));

run().then(
  () => process.exit(process.exitCode ?? 0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
