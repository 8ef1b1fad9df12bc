/**
 * bench/lighthouse: Lighthouse's mobile profile (simulated slow 4G, 4x CPU slowdown, a phone's screen) on four
 * public pages of the product started as `npm start` starts it (embedded database, demo data, the built web app):
 * the concert's event page, the home page, Lovelace Hall's profile and its membership page. Prints per page the
 * performance score, first contentful paint, largest contentful paint, total blocking time and cumulative layout
 * shift against the targets of issue 28 (score >= 90, LCP <= 2.5 s, TBT <= 200 ms, CLS <= 0.1).
 *
 *   npx tsx bench/lighthouse.ts              (LIGHTHOUSE_RUNS=1 by default: each page's median of that many runs)
 *   LIGHTHOUSE_APP_DIR=../other-checkout npx tsx bench/lighthouse.ts      (measures that checkout's product)
 *
 * Chromium is Debian's (/usr/bin/chromium, or CHROMIUM_PATH), driven through its debugging port; nothing is
 * downloaded. LIGHTHOUSE_REPORTS=<dir> also keeps each run's full result (Lighthouse's JSON) there.
 * Results: stdout and bench/.results/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePort, startServerProcess } from '../src/server/testing/server-process.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** The checkout whose product is measured (another worktree gives a before/after in the same conditions). */
const APP_DIR = path.resolve(process.env.LIGHTHOUSE_APP_DIR ?? ROOT);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const TARGETS = { score: 90, lcpMs: 2500, tbtMs: 200, cls: 0.1 };

interface Vitals {
  score: number;
  /** What the browser took for the largest contentful paint: the element's selector. */
  lcpElement?: string;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** The concert's page: Lovelace Hall's first upcoming event named like the demo's concert. */
async function concertPath(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/profiles/o/lovelace-hall/events?filterDate=upcoming`);
  const { data } = (await res.json()) as { data: { id: string; name: string }[] };
  const concert = data.find((e) => /concert/i.test(e.name));
  if (!concert) throw new Error('the demo concert is missing');
  return `/event/${concert.id}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function audit(url: string, debuggingPort: number, label: string): Promise<Vitals> {
  const result = await lighthouse(url, { port: debuggingPort, logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    fs.writeFileSync(path.join(REPORTS, `${label}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
    lcpElement: lcpElementOf(lhr.audits['lcp-breakdown-insight']?.details),
  };
}

/** The LCP element named in the LCP breakdown insight (its node's selector and text). */
function lcpElementOf(details: unknown): string | undefined {
  const json = JSON.stringify(details ?? {});
  const selector = /"selector":"([^"]*)"/.exec(json)?.[1];
  const label = /"nodeLabel":"([^"]*)"/.exec(json)?.[1] ?? '';
  return selector ? `${selector} "${label.slice(0, 40)}"` : undefined;
}

const meets = (v: Vitals) => v.score >= TARGETS.score && v.lcpMs <= TARGETS.lcpMs && v.tbtMs <= TARGETS.tbtMs && v.cls <= TARGETS.cls;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-lighthouse-'));
  const port = await freePort();
  const debuggingPort = await freePort();
  const product = (
    await startServerProcess({ cwd: APP_DIR, port, startWithinMs: 300_000, env: { HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' } })
  ).child;
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debuggingPort}`, '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const pages = [
      { label: 'event', path: await concertPath(base) },
      { label: 'home', path: '/' },
      { label: 'profile', path: '/o/lovelace-hall' },
      { label: 'membership', path: '/o/lovelace-hall/memberships' },
    ];
    // One plain visit of each page first: the server's caches and the demo's start-up work are behind us.
    const warm = await browser.newPage();
    for (const p of pages) await warm.goto(`${base}${p.path}`, { waitUntil: 'networkidle' });
    await warm.close();

    console.log(
      `Lighthouse mobile (simulated slow 4G, 4x CPU) on ${path.relative(process.cwd(), APP_DIR) || '.'}, ${RUNS} run(s) per page (median); Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    console.log(`${'page'.padEnd(12)} ${'score'.padStart(5)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)}`);
    const results: (Vitals & { page: string; path: string; runs: Vitals[] })[] = [];
    for (const p of pages) {
      const runs: Vitals[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${base}${p.path}`, debuggingPort, p.label));
      const v: Vitals = {
        score: median(runs.map((r) => r.score)),
        fcpMs: median(runs.map((r) => r.fcpMs)),
        lcpMs: median(runs.map((r) => r.lcpMs)),
        tbtMs: median(runs.map((r) => r.tbtMs)),
        cls: median(runs.map((r) => r.cls)),
      };
      results.push({ page: p.label, path: p.path, ...v, runs });
      const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`.padStart(7);
      console.log(
        `${p.label.padEnd(12)} ${String(v.score).padStart(5)} ${s(v.fcpMs)} ${s(v.lcpMs)} ${`${v.tbtMs} ms`.padStart(7)} ${String(v.cls).padStart(6)}  ${meets(v) ? 'OK' : 'BELOW TARGET'}  LCP: ${runs[0]!.lcpElement ?? '?'}`,
      );
    }
    console.log(`targets: score >= ${TARGETS.score}, LCP <= ${TARGETS.lcpMs / 1000} s, TBT <= ${TARGETS.tbtMs} ms, CLS <= ${TARGETS.cls}`);
    const date = new Date().toISOString();
    const dir = path.join(ROOT, 'bench/.results');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `lighthouse-${date.replace(/[:.]/g, '-')}.json`);
    fs.writeFileSync(
      file,
      `${JSON.stringify({ date, appDir: APP_DIR, node: process.version, cpus: os.cpus().length, runs: RUNS, targets: TARGETS, pages: results }, null, 2)}\n`,
    );
    console.log(`results: ${path.relative(ROOT, file)}`);
  } finally {
    await browser.close();
    product.kill('SIGTERM');
    await new Promise((resolve) => product.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
