/**
 * bench/analytics: checkout throughput while 1,000 analytics events a second are ingested (issue 33: within 10 % of
 * the run without them). The product runs as an API process on a PostgreSQL server this script starts (as
 * bench/checkout.ts's rush, whose pieces it reuses: bench/checkout-rush.ts); four rushes of BENCH_BUYERS buyers for
 * BENCH_SECONDS each, alternately alone and beside a child process posting BENCH_EVENTS_PER_SECOND actions (batches
 * of 50, as the browser tracker sends them) over 200 sessions (A B A B, so warm caches favour neither), counting the
 * actions actually stored during each analytics rush.
 *
 *   npx tsx bench/analytics.ts   (BENCH_SECONDS=10 BENCH_WARMUP_SECONDS=3 BENCH_BUYERS=200 BENCH_EVENTS_PER_SECOND=1000)
 *
 * Prints each rush, the mean rates, their ratio, the events stored per second and the load average; results also in bench/.results/.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/platform/config.ts';
import { startRuntime } from '../src/server/runtime.ts';
import { analyticsBufferOf } from '../src/server/contexts/analytics/analytics-buffer.ts';
import type { AnalyticsLoadOptions, AnalyticsLoadResult } from './analytics-load.ts';
import { forkBuyers, seedEvent, seedOwner } from './checkout-rush.ts';
import { startPostgres } from './postgres-server.ts';
import { saveResults } from './results.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const EVENTS_PER_SECOND = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 1000);
const TARGET = 0.9;

function forkVisitors(options: AnalyticsLoadOptions): Promise<AnalyticsLoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'analytics-load.ts'), [], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as AnalyticsLoadResult));
    child.once('error', reject);
    child.send(options);
  });
}

async function main() {
  const server = startPostgres({ port: process.env.PG_PORT ? Number(process.env.PG_PORT) : undefined });
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query('create database ovation_bench');
  await admin.end();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-bench-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    DATA_DIR: dataDir,
    LOGIN_RATE_LIMIT: '1000',
    RATE_LIMIT_SCALE: '100000',
    RUN_WORKERS: 'false',
    DATABASE_POOL_SIZE: '40',
    DATABASE_URL: server.urlOf('ovation_bench'),
  });
  const runtime = await startRuntime(config);
  const app = await buildApp({ config, ...runtime, db: runtime.database.db });
  try {
    const owner = await seedOwner(app, runtime);
    const event = await seedEvent(app, owner, 'Bench rush', 1_000_000);
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const rush = () => forkBuyers({ baseUrl, ...event, buyers: BUYERS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS, stopWhenSoldOut: false });
    console.log(
      `PostgreSQL ${server.version}; Node ${process.version}, ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );

    const storedActions = async () => {
      await analyticsBufferOf(runtime.database.db).flush();
      const { rows } = await runtime.database.db.execute<{ n: number }>(sql`select count(*)::int as n from analytics_actions`);
      return Number(rows[0]?.n ?? 0);
    };
    // A B A B: the later rushes run on warmer caches, so each kind gets one early and one late turn.
    const alone: Awaited<ReturnType<typeof rush>>[] = [];
    const beside: { rush: Awaited<ReturnType<typeof rush>>; visitors: AnalyticsLoadResult; ingestedPerSecond: number }[] = [];
    for (const withAnalytics of [false, true, false, true]) {
      if (!withAnalytics) {
        const result = await rush();
        alone.push(result);
        console.log(`checkout alone: ${result.completedPerSecond} orders/s (flow p50 ${result.flowMs.p50} ms, p99 ${result.flowMs.p99} ms)`);
        continue;
      }
      const before = await storedActions();
      const [result, visitors] = await Promise.all([
        rush(),
        forkVisitors({ baseUrl, eventId: event.eventId, sessions: 200, eventsPerSecond: EVENTS_PER_SECOND, seconds: WARMUP_SECONDS + SECONDS }),
      ]);
      const ingestedPerSecond = Math.round(((await storedActions()) - before) / (WARMUP_SECONDS + SECONDS));
      beside.push({ rush: result, visitors, ingestedPerSecond });
      console.log(
        `checkout beside analytics: ${result.completedPerSecond} orders/s (flow p50 ${result.flowMs.p50} ms, p99 ${result.flowMs.p99} ms); ` +
          `${visitors.eventsSent} events sent, answers ${JSON.stringify(visitors.statuses)}; ${ingestedPerSecond} events/s stored`,
      );
    }
    const mean = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;
    const aloneRate = mean(alone.map((r) => r.completedPerSecond));
    const besideRate = mean(beside.map((r) => r.rush.completedPerSecond));
    const ingested = mean(beside.map((r) => r.ingestedPerSecond));
    const ratio = Math.round((besideRate / aloneRate) * 1000) / 1000;
    console.log(
      `mean: alone ${aloneRate} orders/s, beside ${besideRate}; ratio ${ratio} (target >= ${TARGET}) ${ratio >= TARGET ? 'OK' : 'UNDER TARGET'}; ` +
        `ingested ${ingested} events/s (target ${EVENTS_PER_SECOND}); load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    const results = { date: new Date().toISOString(), alone, beside, aloneRate, besideRate, ingested, ratio, loadAverage: os.loadavg() };
    saveResults('analytics', results);
  } finally {
    await app.close();
    await runtime.stop();
    server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
