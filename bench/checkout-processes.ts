/**
 * `npx tsx bench/checkout.ts --processes 2`: the checkout rush of bench/checkout.ts against the deployment of
 * docs/production.md (API processes with RUN_WORKERS=false, one `npm run worker`, HAProxy with deploy/haproxy.cfg, on
 * a PostgreSQL server this script starts), first with one API process behind the proxy, then with the given number,
 * each on a fresh database; prints the completed orders per second of each and the scaling. Zero oversold seats and
 * every confirmation e-mail sent in both runs, as in bench/checkout.ts.
 */
import os from 'node:os';
import pg from 'pg';
import { startCluster } from '../src/server/testing/cluster.ts';
import { seedPaidEvent } from '../src/server/testing/crash-run.ts';
import { waitFor } from '../src/server/testing/server-process.ts';
import { forkBuyers } from './checkout-rush.ts';
import { startPostgres, type PostgresServer } from './postgres-server.ts';
import { saveResults } from './results.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const POOL = process.env.BENCH_POOL ?? '40';
const LARGE_CAPACITY = 1_000_000;

/** Sold, held and issued seats of the ticket type, completed orders and their confirmation e-mails. */
async function tally(db: pg.Client, eventId: string, ticketTypeId: string) {
  const { rows } = await db.query<{ sold: number; held: number; issued: number; completed: number; mails: number }>(
    `select i.sold, i.held,
       (select count(*) from order_items oi where oi.ticket_type_id = $2 and oi.qr_token is not null)::int as issued,
       (select count(*) from orders where event_id = $1 and status = 'completed')::int as completed,
       (select count(*) from mail_outbox where subject like 'Your tickets%')::int as mails
     from ticket_inventory i where i.ticket_type_id = $2`,
    [eventId, ticketTypeId],
  );
  return rows[0]!;
}

async function run(server: PostgresServer, apis: 1 | 2) {
  const name = `ovation_bench_${apis}`;
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'silent', LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '100000', DATABASE_POOL_SIZE: POOL };
  const cluster = await startCluster({ databaseUrl: server.urlOf(name), apis, env });
  const db = new pg.Client({ connectionString: server.urlOf(name) });
  await db.connect();
  try {
    const event = await seedPaidEvent(cluster.apis[0]!.base, db, LARGE_CAPACITY);
    const { eventId, ticketTypeId } = event;
    const rush = await forkBuyers({
      baseUrl: cluster.base,
      eventId,
      ticketTypeId,
      buyers: BUYERS,
      warmupSeconds: WARMUP_SECONDS,
      seconds: SECONDS,
      stopWhenSoldOut: false,
    });
    // The worker catches up with the confirmation e-mails (bench/checkout.ts waits the same way).
    const seats = await waitFor(
      async () => {
        const t = await tally(db, event.eventId, event.ticketTypeId);
        return t.mails >= t.completed ? t : undefined;
      },
      120_000,
      500,
    );
    const last = seats ?? (await tally(db, event.eventId, event.ticketTypeId));
    const ok = last.held === 0 && last.sold === last.issued && last.issued === rush.completedTotal && last.mails === last.completed;
    console.log(
      `${apis} API process${apis > 1 ? 'es' : ''} + worker behind HAProxy: ${rush.completedPerSecond} completed orders/s (${rush.completed} in ${rush.seconds} s; ` +
        `flow p50 ${rush.flowMs.p50} ms, p99 ${rush.flowMs.p99} ms; refused for load ${rush.refused}; failures ${JSON.stringify(rush.failures)}); ` +
        `sold ${last.sold}, issued ${last.issued}, held ${last.held}, e-mails ${last.mails} of ${last.completed} -> ${ok ? 'consistent' : 'MISMATCH'}`,
    );
    return { apis, rush, seats: last, ok };
  } finally {
    await db.end();
    await cluster.stop();
  }
}

export async function checkoutProcesses(processes: number): Promise<void> {
  if (processes !== 2) throw new Error('--processes takes 2: deploy/haproxy.cfg names two API processes');
  const server = startPostgres();
  try {
    console.log(
      `PostgreSQL ${server.version} on port ${server.port}; Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}; ` +
        `${BUYERS} buyers, ${SECONDS} s after ${WARMUP_SECONDS} s of warm-up, API pool ${POOL}`,
    );
    const one = await run(server, 1);
    const two = await run(server, 2);
    const scaling = Math.round((two.rush.completedPerSecond / one.rush.completedPerSecond) * 100) / 100;
    console.log(
      `scaling: ${scaling}x from 1 to 2 API processes on this machine (${os.cpus().length} CPUs shared by the processes, the worker, PostgreSQL and the buyers)`,
    );
    const results = { date: new Date().toISOString(), cpus: os.cpus().length, loadAverage: os.loadavg()[0], one, two, scaling };
    saveResults('checkout-processes', results);
    if (!one.ok || !two.ok) process.exitCode = 1;
  } finally {
    server.stop();
  }
}
