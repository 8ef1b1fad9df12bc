/**
 * bench/crash: kill -9 of the server during a rush of sandbox card checkouts, restart on the same data, and count
 * what was lost: paid orders neither completed nor refunded, completed orders without their confirmation e-mail
 * (or with two), seats oversold; and how long after the restart everything was whole (limit 2 minutes).
 *
 *   npx tsx bench/crash.ts   (CRASH_PGLITE_RUNS=10 CRASH_POSTGRES_RUNS=5 CRASH_CLUSTER_RUNS=0 CRASH_BUYERS=12 by default)
 *
 * Each run starts the product as `npm start` does (`src/server/start.mjs`) on a fresh data directory (PGlite) or a
 * fresh database on a PostgreSQL server this script starts (src/server/testing/crash-run.ts, shared with the crash
 * test). With CRASH_CLUSTER_RUNS, that many runs more on PostgreSQL through HAProxy to two API processes and a worker
 * (docs/production.md), one API process killed and not restarted: the other and the worker must make it whole.
 * Prints one line per run and the totals; results also in bench/.results/. Exit code 1 when anything was lost.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { clusterCrashRun, crashRun, type CrashRunResult } from '../src/server/testing/crash-run.ts';
import { startPostgres } from './postgres-server.ts';

const PGLITE_RUNS = Number(process.env.CRASH_PGLITE_RUNS ?? 10);
const POSTGRES_RUNS = Number(process.env.CRASH_POSTGRES_RUNS ?? 5);
const CLUSTER_RUNS = Number(process.env.CRASH_CLUSTER_RUNS ?? 0);
const BUYERS = Number(process.env.CRASH_BUYERS ?? 12);
const ROOT = path.resolve(import.meta.dirname, '..');

type Row = CrashRunResult & { database: 'pglite' | 'postgresql' | 'cluster'; run: number };

const LOST = ['paidNotCompleted', 'missingMail', 'duplicateMail', 'oversold'] as const;
const format = (r: Row) =>
  `${r.database.padEnd(10)} #${r.run}  checkouts before kill ${r.succeededBeforeKill}, completed ${r.completed}, refunded ${r.refunded}; ` +
  `paid not completed ${r.paidNotCompleted}, missing e-mail ${r.missingMail}, duplicate e-mail ${r.duplicateMail}, oversold ${r.oversold}; ` +
  `whole ${r.recoveredInSeconds === null ? 'NOT within 2 min' : `${r.recoveredInSeconds} s after ${r.database === 'cluster' ? 'the kill' : 'restart'}`}`;

async function main() {
  const rows: Row[] = [];
  const record = (row: Row) => {
    rows.push(row);
    console.log(format(row));
  };
  for (let run = 1; run <= PGLITE_RUNS; run += 1) record({ ...(await crashRun({ buyers: BUYERS })), database: 'pglite', run });
  if (POSTGRES_RUNS + CLUSTER_RUNS > 0) {
    const server = startPostgres();
    console.log(`PostgreSQL ${server.version} on port ${server.port}`);
    const freshDatabase = async (name: string) => {
      const admin = new pg.Client({ connectionString: server.adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      return server.urlOf(name);
    };
    try {
      for (let run = 1; run <= POSTGRES_RUNS; run += 1) {
        const databaseUrl = await freshDatabase(`ovation_crash_${run}`);
        record({ ...(await crashRun({ buyers: BUYERS, databaseUrl })), database: 'postgresql', run });
      }
      for (let run = 1; run <= CLUSTER_RUNS; run += 1) {
        const databaseUrl = await freshDatabase(`ovation_crash_cluster_${run}`);
        record({ ...(await clusterCrashRun({ buyers: BUYERS, databaseUrl })), database: 'cluster', run });
      }
    } finally {
      server.stop();
    }
  }
  const totals = Object.fromEntries(LOST.map((k) => [k, rows.reduce((n, r) => n + r[k], 0)]));
  const slowest = Math.max(...rows.map((r) => r.recoveredInSeconds ?? Infinity));
  console.log(`\n${rows.length} runs: ${LOST.map((k) => `${k} ${totals[k]}`).join(', ')}; slowest recovery ${slowest} s`);
  const dir = path.join(ROOT, 'bench/.results');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `crash-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), `${JSON.stringify({ rows, totals }, null, 2)}\n`);
  if (Object.values(totals).some((n) => n > 0) || slowest === Infinity) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
