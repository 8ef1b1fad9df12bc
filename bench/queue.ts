/**
 * bench/queue: the waiting room of an on-sale (issue 35, docs/decisions/checkout.md "Waiting room") on a PostgreSQL
 * server this script starts, the app listening on a loopback port in this process and the crowd in a forked child.
 *
 *   npx tsx bench/queue.ts   (BENCH_VISITORS=50000 BENCH_CONNECTIONS=200 BENCH_RATE=600 BENCH_SAMPLE=300 by default)
 *
 * 1. Joins: BENCH_VISITORS visitors, each a browser of its own (its `ovation_client` cookie), load the waiting page
 *    before the on-sale over BENCH_CONNECTIONS keep-alive connections: join throughput and latency; target: all in
 *    10 s. Every one must be answered 200 and hold exactly one row, and a second load of the page (a second tab)
 *    must add none.
 * 2. The draw: the app's clock (a test clock, so minutes pass at once) moves to the on-sale time and the next poll
 *    draws: the positions must be exactly 1..N, and not the order of arrival.
 * 3. Admissions: each minute for BENCH_MINUTES, one waiting visitor's standing gives the room's admitted count as the
 *    API sees it (position - place); it must be within 5 % of rate x minutes. A sample of BENCH_SAMPLE visitors is
 *    polled: exactly those whose draw came up are admitted.
 * 4. Passes: every admitted visitor of the sample starts one order with its pass; a second use, the same pass sent
 *    twice at once, the pass moved to another browser, forged (expiry or visitor changed) and expired must all be
 *    refused, and no visitor holds two orders.
 * Exits non-zero when any check fails. Results also in bench/.results/.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { testClock } from '../src/server/platform/clock.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { orders, waitingRoomVisitors } from '../src/server/platform/db/schema/index.ts';
import { startRuntime } from '../src/server/runtime.ts';
import { seedEvent, seedOwner } from './checkout-rush.ts';
import { startPostgres } from './postgres-server.ts';
import { saveResults } from './results.ts';
import { ascending, percentile } from './stats.ts';

const VISITORS = Number(process.env.BENCH_VISITORS ?? 50_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 600);
const MINUTES = Number(process.env.BENCH_MINUTES ?? 5);
const SAMPLE = Number(process.env.BENCH_SAMPLE ?? 300);
const TARGET_SECONDS = 10;
const TOLERANCE = 0.05;
const CLIENT_COOKIE = 'ovation_client';

interface JoinResult {
  seconds: number;
  ok: number;
  failures: number;
  latencies: number[];
}

/** The crowd (in the forked child): each visitor one GET of the waiting page with its own browser id. */
async function crowd(url: string, ids: string[], connections: number): Promise<JoinResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies: number[] = [];
  let ok = 0;
  let failures = 0;
  let next = 0;
  const get = (id: string) =>
    new Promise<number>((resolve) => {
      const req = http.get(
        { agent, hostname: target.hostname, port: target.port, path: target.pathname, headers: { cookie: `${CLIENT_COOKIE}=${id}` } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', () => resolve(0));
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < ids.length) {
        const id = ids[next++]!;
        const t0 = performance.now();
        const status = await get(id);
        if (status === 200) {
          ok += 1;
          latencies.push(performance.now() - t0);
        } else failures += 1;
      }
    }),
  );
  agent.destroy();
  return { seconds: (performance.now() - started) / 1000, ok, failures, latencies };
}

if (process.argv[2] === '--crowd') {
  process.once('message', (m: { url: string; ids: string[]; connections: number }) => {
    void crowd(m.url, m.ids, m.connections).then((r) => process.send!(r, () => process.exit(0)));
  });
} else {
  await main();
}

async function main() {
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  };
  const server = startPostgres();
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query('create database ovation_queue_bench');
  await admin.end();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-bench-queue-'));
  const clock = testClock();
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: server.urlOf('ovation_queue_bench'),
    PUBLIC_URL: 'http://127.0.0.1',
    RUN_WORKERS: 'false',
    // The crowd comes from one address: scale the per-address limits as the other load benches do.
    RATE_LIMIT_SCALE: '1000',
    // This bench measures the waiting room, not the admission gate in front of every route.
    OVERLOAD_MAX_ACTIVE: '0',
  });
  const runtime = await startRuntime(config, { clock, schedules: false });
  const app = await buildApp({ config, ...runtime, db: runtime.database.db });
  const db = runtime.database.db;
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  try {
    console.log(
      `PostgreSQL ${server.version} on port ${server.port}; Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    const owner = await seedOwner(app, runtime);
    const { eventId, ticketTypeId } = await seedEvent(app, owner, 'Bench on-sale', 1_000_000);
    const opensAt = new Date(clock.now().getTime() + 3_600_000);
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/v1/events/${eventId}/waiting_rooms`,
      payload: { enabled: true, opensAt: opensAt.toISOString(), ratePerMinute: RATE },
      headers: { cookie: owner.cookie },
    });
    if (saved.statusCode !== 200) throw new Error(`saving the room: ${saved.statusCode} ${saved.body}`);
    const roomId = saved.json().room.id as string;

    // 1. Joins.
    const ids = Array.from({ length: VISITORS }, () => randomUUID());
    const child = fork(import.meta.filename, ['--crowd'], { execArgv: process.execArgv });
    const joined = await new Promise<JoinResult>((resolve) => {
      child.once('message', (m) => resolve(m as JoinResult));
      child.send({ url: `${base}/event/${eventId}/waiting-room`, ids, connections: CONNECTIONS });
    });
    const lat = ascending(joined.latencies);
    const joinsPerSecond = Math.round(joined.ok / joined.seconds);
    console.log(
      `joins: ${joined.ok} of ${VISITORS} in ${joined.seconds.toFixed(2)} s = ${joinsPerSecond}/s over ${CONNECTIONS} connections; ` +
        `latency p50 ${percentile(lat, 50).toFixed(1)} ms, p99 ${percentile(lat, 99).toFixed(1)} ms; failures ${joined.failures}`,
    );
    check(joined.ok === VISITORS && joined.failures === 0, `every visitor joined (${joined.ok}/${VISITORS})`);
    check(joined.seconds <= TARGET_SECONDS, `${VISITORS} joins within ${TARGET_SECONDS} s (${joined.seconds.toFixed(2)} s)`);
    const rows = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(waitingRoomVisitors)
          .where(eq(waitingRoomVisitors.roomId, roomId))
      )[0]!.n;
    check((await rows()) === VISITORS, 'one row per visitor');
    const visit = (id: string, url: string, extra = '') => app.inject({ method: 'GET', url, headers: { cookie: `${CLIENT_COOKIE}=${id}${extra}` } });
    await Promise.all(ids.slice(0, 100).map((id) => visit(id, `/event/${eventId}/waiting-room`)));
    check((await rows()) === VISITORS, 'a second tab of 100 visitors adds no place');

    // 2. The draw.
    clock.set(opensAt);
    const standingUrl = `/api/v1/waiting_rooms/${roomId}/standing`;
    const t0 = performance.now();
    await visit(ids[0]!, standingUrl);
    const drawMs = performance.now() - t0;
    const [draw] = await db
      .select({ n: sql<number>`count(distinct position)::int`, lo: sql<number>`min(position)`, hi: sql<number>`max(position)` })
      .from(waitingRoomVisitors)
      .where(eq(waitingRoomVisitors.roomId, roomId));
    console.log(`draw: ${VISITORS} places in ${drawMs.toFixed(0)} ms`);
    check(draw!.n === VISITORS && draw!.lo === 1 && draw!.hi === VISITORS, 'the draw gave places 1..N, each once');
    const positions = new Map(
      (
        await db
          .select({ key: waitingRoomVisitors.visitorKey, position: waitingRoomVisitors.position })
          .from(waitingRoomVisitors)
          .where(eq(waitingRoomVisitors.roomId, roomId))
      ).map((r) => [r.key.slice(2), r.position!]),
    );
    const inArrivalOrder = ids.filter((id, i) => positions.get(id) === i + 1).length;
    check(inArrivalOrder < VISITORS / 100, `places are not the order of arrival (${inArrivalOrder} at their arrival rank)`);

    // 3. Admissions follow the rate; a sample is admitted exactly when its place comes up.
    const last = ids.reduce((a, b) => (positions.get(a)! > positions.get(b)! ? a : b));
    const admittedSeen: number[] = [];
    for (let minute = 1; minute <= MINUTES; minute++) {
      clock.set(new Date(opensAt.getTime() + minute * 60_000));
      const s = (await visit(last, standingUrl)).json();
      const admitted = positions.get(last)! - s.place;
      admittedSeen.push(admitted);
      const expected = RATE * minute;
      check(Math.abs(admitted - expected) <= expected * TOLERANCE, `minute ${minute}: ${admitted} admitted, rate says ${expected} (within 5 %)`);
    }
    const sample = ids.slice(1_000, 1_000 + SAMPLE);
    const now = admittedSeen.at(-1)!;
    const cookies = new Map<string, string>();
    let wrong = 0;
    for (const id of sample) {
      const res = await visit(id, standingUrl);
      const state = res.json().state as string;
      if ((state === 'admitted') !== positions.get(id)! <= now) wrong += 1;
      const pass = res.cookies.find((c) => c.name.startsWith('ovation_pass_'));
      if (pass) cookies.set(id, `; ${pass.name}=${pass.value}`);
    }
    check(wrong === 0, `the sample of ${SAMPLE} is admitted exactly when its place came up (${cookies.size} admitted)`);

    // 4. Passes.
    const order = (id: string, extra: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/orders?event=${eventId}`,
        payload: { tickets: { [ticketTypeId]: 1 } },
        headers: { cookie: `${CLIENT_COOKIE}=${id}${extra}` },
      });
    const admittedIds = [...cookies.keys()];
    const forge = (extra: string, change: (parts: string[]) => string[]) => {
      const [name, value] = extra.slice(2).split('=') as [string, string];
      return `; ${name}=${change(value.split('.')).join('.')}`;
    };
    let refusedForged = 0;
    let refusedMoved = 0;
    for (const id of admittedIds) {
      const pass = cookies.get(id)!;
      const moved = await order(randomUUID(), pass);
      const later = await order(
        id,
        forge(pass, ([r, v, e, s]) => [r!, v!, String(Number(e) + 3600), s!]),
      );
      const other = await order(
        id,
        forge(pass, ([r, , e, s]) => [r!, randomUUID(), e!, s!]),
      );
      if (moved.statusCode === 403) refusedMoved += 1;
      if (later.statusCode === 403 && other.statusCode === 403) refusedForged += 1;
    }
    check(refusedMoved === admittedIds.length, `passes moved to another browser refused (${refusedMoved}/${admittedIds.length})`);
    check(refusedForged === admittedIds.length, `forged passes refused (${refusedForged}/${admittedIds.length})`);
    let single = 0;
    for (const id of admittedIds) {
      const both = await Promise.all([order(id, cookies.get(id)!), order(id, cookies.get(id)!)]);
      const again = await order(id, cookies.get(id)!);
      if (
        both
          .map((r) => r.statusCode)
          .sort()
          .join() === '200,409' &&
        again.statusCode === 409
      )
        single += 1;
    }
    check(single === admittedIds.length, `each pass started exactly one order, sent twice at once and again (${single}/${admittedIds.length})`);
    const [doubled] = await db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from (select client_key from ${orders} where event_id = ${eventId} group by client_key having count(*) > 1) d`,
      )
      .then((r) => r.rows);
    check(doubled!.n === 0, 'no visitor holds two orders (nobody admitted twice)');
    const waiting = sample.find((id) => !cookies.has(id));
    if (waiting) check((await order(waiting, '')).statusCode === 403, 'a visitor without a pass is refused at the ticket step');
    clock.set(new Date(clock.now().getTime() + 11 * 60_000));
    const fresh = ids.find((id) => positions.get(id)! <= now && !cookies.has(id));
    if (fresh) {
      const pass = (await visit(fresh, standingUrl)).cookies.find((c) => c.name.startsWith('ovation_pass_'))!;
      clock.set(new Date(clock.now().getTime() + 11 * 60_000));
      const expired = await order(fresh, `; ${pass.name}=${pass.value}`);
      check(expired.statusCode === 403 && expired.json().reason === 'waiting_room_pass_expired', 'an expired pass is refused');
    }

    const results = {
      date: new Date().toISOString(),
      visitors: VISITORS,
      connections: CONNECTIONS,
      loadAverage: os.loadavg()[0],
      joins: {
        seconds: joined.seconds,
        perSecond: joinsPerSecond,
        p50Ms: percentile(lat, 50),
        p99Ms: percentile(lat, 99),
        failures: joined.failures,
      },
      drawMs,
      ratePerMinute: RATE,
      admittedByMinute: admittedSeen,
      failures,
    };
    saveResults('queue', results);
  } finally {
    await app.close();
    await runtime.stop();
    server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.log(`FAILED: ${failures.length} check(s)`);
    process.exit(1);
  }
  console.log('all checks passed');
}
