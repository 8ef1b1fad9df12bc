/**
 * bench/reporting: revenue by month over 1,000,000 completed orders of one owner, against a bare SQL sum() over the
 * same rows, in the same run (issue 14: within 1.5x, no rollup table). 3 rounds of each, alternating; medians compared.
 *
 *   npx tsx bench/reporting.ts              (the embedded database: PGlite, in memory)
 *   npx tsx bench/reporting.ts --postgres   (a throw-away PostgreSQL server, bench/postgres-server.ts)
 *   npx tsx bench/reporting.ts --no-vacuum  (skip the VACUUM after the insert; see below)
 *
 * The orders are made by one generate_series INSERT: spread over 3 years, card, express, terminal, cash and free,
 * 1 in 20 in another currency, 1 in 10 partly refunded, 1 in 50 transferred; beside them 100,000 orders the report
 * must skip (another owner's, and pending or cancelled ones). BENCH_REPORT_ORDERS and BENCH_ROUNDS change the sizes.
 * Results: stdout and bench/.results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { revenueReport } from '../src/server/contexts/reporting/revenue.service.ts';
import { openDatabase, type Database } from '../src/server/platform/db/client.ts';
import { eventOccurrences, events, profiles } from '../src/server/platform/db/schema/index.ts';
import { startPostgres } from './postgres-server.ts';

const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 1_000_000);
const SKIPPED = Math.round(ORDERS / 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TARGET_RATIO = 1.5;
const ROOT = path.resolve(import.meta.dirname, '..');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed<T>(run: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await run();
  return [performance.now() - started, result];
}

async function open(postgres: boolean): Promise<{ database: Database; label: string; stop(): Promise<void> }> {
  if (!postgres) {
    const database = await openDatabase({ dataDir: null });
    return { database, label: 'PGlite (in memory)', stop: () => database.close() };
  }
  const server = startPostgres();
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query('create database ovation_bench');
  await admin.end();
  const database = await openDatabase({ databaseUrl: server.urlOf('ovation_bench'), dataDir: null });
  return {
    database,
    label: `PostgreSQL ${server.version}`,
    async stop() {
      await database.close();
      server.stop();
    },
  };
}

/** The owner, another owner, and a few events each with one date. */
async function seedOwners(db: Database['db']) {
  const [owner, other] = await db
    .insert(profiles)
    .values([
      { type: 'school', username: 'bench-owner', name: 'Bench Owner', timezone: 'America/New_York', currency: 'usd' },
      { type: 'school', username: 'bench-other', name: 'Bench Other', timezone: 'Europe/Paris', currency: 'eur' },
    ])
    .returning();
  const dates = [];
  for (const profile of [owner!, other!]) {
    for (let n = 0; n < 5; n++) {
      const [event] = await db
        .insert(events)
        .values({
          ownerId: profile.id,
          name: `Bench event ${n}`,
          timezone: profile.timezone,
          currency: profile.currency,
          category: n % 2 ? 'music' : null,
        })
        .returning();
      const [date] = await db
        .insert(eventOccurrences)
        .values({ eventId: event!.id, startsAt: new Date(), endsAt: new Date(), timezone: profile.timezone })
        .returning();
      dates.push({ ownerId: profile.id, eventId: event!.id, occurrenceId: date!.id });
    }
  }
  return { owner: owner!, dates };
}

/** `count` orders in one INSERT: order i goes to date i % 5 of `ownerId`'s events, completed i minutes × 1.58 ago. */
async function insertOrders(db: Database['db'], dates: { ownerId: string; eventId: string; occurrenceId: string }[], count: number, status: string) {
  const ids = sql.raw(`(array[${dates.map((d) => `'${d.eventId}'::uuid`).join(',')}])`);
  const occurrences = sql.raw(`(array[${dates.map((d) => `'${d.occurrenceId}'::uuid`).join(',')}])`);
  await db.execute(sql`
    insert into orders (event_id, occurrence_id, product_type, owner_id, status, step, hold_expires_at, currency, subtotal,
      fee_total, total, payment_method, refunded_amount, buyer_email, completed_at, created_at)
    select ${ids}[1 + i % 5], ${occurrences}[1 + i % 5], 'Event', ${dates[0]!.ownerId}::uuid,
      case when ${status} <> 'completed' then ${status} when i % 50 = 0 then 'transferred' else 'completed' end, 'pay', ts,
      case when i % 20 = 0 then 'eur' else 'usd' end, price, fee, price + fee, method,
      case when i % 10 = 0 then price / 2 else 0 end, 'buyer' || (i % 5000) || '@example.com',
      case when ${status} in ('completed', 'transferred') then ts end, ts
    from generate_series(1, ${count}::int) as i,
      lateral (select now() - (i * interval '94 seconds') as ts,
        (array['card', 'card', 'express', 'terminal', 'cash', 'free'])[1 + i % 6] as method) m,
      lateral (select case when method = 'free' then 0 else 1000 + (i % 7) * 500 end as price,
        case when method = 'free' then 0 else 69 + (i % 7) * 5 end as fee) p`);
}

async function main() {
  const postgres = process.argv.includes('--postgres');
  const vacuum = !process.argv.includes('--no-vacuum');
  const { database, label, stop } = await open(postgres);
  const { db } = database;
  try {
    const { owner, dates } = await seedOwners(db);
    const mine = dates.filter((d) => d.ownerId === owner.id);
    const theirs = dates.filter((d) => d.ownerId !== owner.id);
    const [seedMs] = await timed(async () => {
      await insertOrders(db, mine, ORDERS, 'completed');
      await insertOrders(db, theirs, SKIPPED / 2, 'completed');
      await insertOrders(db, mine, SKIPPED / 4, 'canceled');
      await insertOrders(db, mine, SKIPPED / 4, 'pending');
      // What autovacuum does on PostgreSQL after a bulk insert: sets the visibility map the index-only scans read. The
      // checkpoint first flushes the commits (the bench server commits asynchronously, and VACUUM cannot mark rows of
      // unflushed commits visible to all). PGlite runs no autovacuum; its nightly platform.vacuum job
      // (src/server/platform/db/maintenance.ts) does this instead. --no-vacuum measures a table never vacuumed.
      if (vacuum) await db.execute(sql`checkpoint`);
      await db.execute(vacuum ? sql`vacuum analyze orders` : sql`analyze orders`);
    });
    console.log(
      `${ORDERS.toLocaleString('en-US')} completed orders of one owner (+${SKIPPED.toLocaleString('en-US')} skipped) on ${label}${vacuum ? ', vacuumed' : ', never vacuumed'}, seeded in ${(seedMs / 1000).toFixed(1)} s; Node ${process.version}, ${os.cpus().length} CPUs`,
    );

    const bare = async () => {
      const { rows } = await db.execute<{ total: string }>(
        sql`select sum(total) as total from orders where owner_id = ${owner.id} and status in ('completed', 'transferred')`,
      );
      return Number(rows[0]!.total);
    };
    const report = () => revenueReport(db, owner, { ownerId: owner.id, dimension: 'month' });

    // One warm-up each (plans, caches), then alternating rounds.
    const [expected, first] = [await bare(), await report()];
    const reported = first.total.grossSales + first.otherCurrencies.reduce((sum, c) => sum + c.grossSales, 0);
    if (reported !== expected) throw new Error(`revenue by month sums to ${reported}, the bare sum to ${expected}`);
    const bareMs: number[] = [];
    const reportMs: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bareMs.push((await timed(bare))[0]);
      reportMs.push((await timed(report))[0]);
    }
    const ratio = median(reportMs) / median(bareMs);
    const fmt = (ms: number[]) => `${median(ms).toFixed(0)} ms (rounds ${ms.map((m) => m.toFixed(0)).join(', ')})`;
    console.log(`${'bare sum(total)'.padEnd(28)} ${fmt(bareMs)}`);
    console.log(`${`revenue by month (${first.items.length} rows)`.padEnd(28)} ${fmt(reportMs)}`);
    console.log(
      `${'ratio'.padEnd(28)} ${ratio.toFixed(2)}x (target <= ${TARGET_RATIO}x, no rollup) ${ratio <= TARGET_RATIO ? 'OK' : 'ABOVE TARGET'}`,
    );

    const results = {
      bench: 'reporting',
      at: new Date().toISOString(),
      database: label,
      vacuumed: vacuum,
      orders: ORDERS,
      skipped: SKIPPED,
      rounds: ROUNDS,
      bareMs,
      reportMs,
      ratio: Number(ratio.toFixed(3)),
      target: TARGET_RATIO,
    };
    const dir = path.join(ROOT, 'bench', '.results');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `reporting-${results.at.replace(/[:.]/g, '-')}.json`), JSON.stringify(results, null, 2));
    if (ratio > TARGET_RATIO) process.exitCode = 1;
  } finally {
    await stop();
  }
}

await main();
