/**
 * The public pages a shared link opens, as a crowd asks for them: the product started as `npm start` starts it (demo
 * data, embedded database), then each page's HTML (its meta tags and first HTML) loaded for BENCH_SECONDS (default 3)
 * by BENCH_CONNECTIONS (20) keep-alive connections, with the event API beside them for scale.
 *
 *   npx tsx bench/public-pages.ts
 *   BENCH_APP_DIR=/path/to/other/worktree npx tsx bench/public-pages.ts   (another checkout: a before/after)
 *
 * docs/decisions/performance.md, "The public pages' HTML under a crowd".
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runLoad, type LoadResult } from './http-load.ts';
import { saveResults } from './results.ts';
import { startServerProcess } from '../src/server/testing/server-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const PORT = Number(process.env.BENCH_PORT ?? 3450);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-bench-pages-'));
  const server = await startServerProcess({ port: PORT, env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, cwd: process.env.BENCH_APP_DIR });
  try {
    const { data } = (await (await fetch(`${server.base}/api/v1/events?limit=50`)).json()) as { data: { id: string; name: string }[] };
    const event = data.find((e) => /concert|quartet/i.test(e.name)) ?? data[0];
    if (!event) throw new Error('the demo data has no listed event');
    const pages: [string, string][] = [
      ['event page /event/:id', `/event/${event.id}`],
      ['home /', '/'],
      ['profile /p/ada', '/p/ada'],
      ['membership page', '/o/lovelace-hall/memberships'],
      ['event API (for scale)', `/api/v1/events/${event.id}`],
    ];
    console.log(
      `${CONNECTIONS} keep-alive connections, ${SECONDS} s per page; Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}`,
    );
    const results: (LoadResult & { label: string })[] = [];
    for (const [label, url] of pages) {
      const r = await runLoad({ url: server.base + url, connections: CONNECTIONS, seconds: SECONDS, headers: { 'accept-encoding': 'br, gzip' } });
      results.push({ ...r, label });
      console.log(
        `${label.padEnd(24)} ${String(Math.round(r.requestsPerSecond)).padStart(6)} req/s  p50 ${r.latencyMs.p50.toFixed(1)} ms  p99 ${r.latencyMs.p99.toFixed(1)} ms  failures ${r.failures}`,
      );
    }
    const report = { date: new Date().toISOString(), pages: results };
    saveResults('public-pages', report);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
