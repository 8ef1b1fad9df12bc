/**
 * bench/quick (`npm run bench:quick`, about two minutes): the figures every issue's note reports, against the
 * committed budgets of bench/budgets.json, from short runs of the full benches:
 *   - bench/event-page.ts (BENCH_SECONDS=4): the visitor's and the signed-in visitor's event API as ratios to a bare
 *     Fastify hello-world, and the visitor's to a bare Fastify sending the event's own reply (the app's overhead alone);
 *   - bench/checkout.ts (BENCH_QUICK=1): completed orders/s on PostgreSQL with 200 buyers as a ratio to the
 *     four-request floor, and no oversold seat;
 *   - bench/first-load.ts: the first-load JavaScript of each public page.
 * A ratio below its budget or a page over its budget prints as such and makes the exit code 1. The budgets are a
 * regression guard (about 10 % under the figures of the last issue), not the issue's targets, which are printed
 * beside them. Timings are only worth comparing on a quiet machine.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { readBudgets } from './budgets.ts';
import { SERVER_NODE_FLAGS } from '../src/server/node-flags.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Runs one bench script and returns its results file (the line "results: bench/.results/…json" it prints). */
function run(script: string, env: Record<string, string>): Record<string, unknown> {
  console.log(
    `\n== npx tsx bench/${script} (${
      Object.entries(env)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ') || 'defaults'
    })`,
  );
  // The benches that run the app in their own process run it with the server's flags, as npm start does.
  const out = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join('bench', script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(out.stdout);
  const file = /^results: (\S+)$/m.exec(out.stdout)?.[1];
  if (out.status !== 0 || !file) throw new Error(`bench/${script} failed (exit ${out.status})`);
  return JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;
}

const budgets = readBudgets();
const eventPage = run('event-page.ts', { BENCH_SECONDS: '4' });
const checkout = run('checkout.ts', { BENCH_QUICK: '1', BENCH_SECONDS: '5', BENCH_WARMUP_SECONDS: '3' });
const firstLoad = run('first-load.ts', {});

const rows: { figure: string; value: number; budget: number; target: string; ok: boolean }[] = [];
const ratio = (figure: string, key: keyof typeof budgets.minimumRatio, value: number, target: string) =>
  rows.push({ figure, value, budget: budgets.minimumRatio[key], target, ok: value >= budgets.minimumRatio[key] });
ratio('event API, visitor / hello-world', 'visitor', eventPage.ratio as number, '>= 0.9');
ratio('event API, visitor / same reply', 'visitorToSameBytes', eventPage.visitorToSameBytes as number, '');
ratio('event API, signed in / hello-world', 'signedIn', eventPage.signedInRatio as number, '>= 0.5');
ratio('checkout / four-request floor', 'checkoutToFloor', checkout.floorRatio as number, '>= 0.5');
for (const page of firstLoad.pages as { page: string; kb: number; budgetKb?: number; status: string }[]) {
  rows.push({
    figure: `first-load JS, ${page.page} (KB gzipped)`,
    value: page.kb,
    budget: page.budgetKb ?? NaN,
    target: page.page === 'event' ? '<= 150' : '',
    ok: page.status === 'OK',
  });
}
const seatsOk = (checkout.seats as { ok: boolean }).ok && (checkout.mail as { ok: boolean }).ok;

console.log(`\n== bench:quick against bench/budgets.json`);
console.log(`${'figure'.padEnd(40)} ${'value'.padStart(8)} ${'budget'.padStart(8)}  target   status`);
for (const r of rows) {
  console.log(
    `${r.figure.padEnd(40)} ${String(r.value).padStart(8)} ${String(r.budget).padStart(8)}  ${r.target.padEnd(8)} ${r.ok ? 'OK' : 'OUT OF BUDGET'}`,
  );
}
console.log(`${'checkout: no oversold seat, every e-mail'.padEnd(40)} ${seatsOk ? 'OK' : 'MISMATCH'}`);
process.exitCode = rows.every((r) => r.ok) && seatsOk ? 0 : 1;
