/**
 * bench/first-load: the JavaScript a first visit downloads (KB gzipped) on each public page, against the budgets of
 * bench/budgets.json: home, explore (the search results page), an organization's profile, its membership page, a
 * watch page, an event's checkout and the event page, all on the demo data.
 *
 *   npx tsx bench/first-load.ts            (BENCH_ALL_FILES=1 lists every file a page loads)
 *
 * Each page loads in headless Chromium with an empty cache and waits for the network to go quiet, so a route's lazy
 * chunks count and a popup's never does. The web app is the one in dist/web (built first when missing); the server
 * runs on an in-memory embedded database. Results: stdout and bench/.results/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadDemoData } from '../src/server/demo-data.ts';
import { WEB_DIST, ensureWebBuilt } from '../src/server/web-build.ts';
import { checkFirstLoad, readBudgets } from './budgets.ts';
import { firstLoadJsOfPages } from './first-load-js.ts';
import { withProductApp, type ProductApp } from './product-app.ts';
import { saveResults } from './results.ts';

/** The first row's id of a paged reply (`{ data: [{ id }] }`). */
async function firstId(app: ProductApp, url: string): Promise<string | undefined> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { data?: { id: string }[] }).data?.[0]?.id;
}

/** The public pages measured, by the budget names of bench/budgets.json, as paths on the demo data. */
async function publicPages(app: ProductApp): Promise<Record<string, string>> {
  const hall = 'lovelace-hall';
  const eventId = await firstId(app, `/api/v1/profiles/o/${hall}/events`);
  if (!eventId) throw new Error('the demo has no upcoming event');
  const videoId = await firstId(app, `/api/v1/profiles/${hall}/videos`);
  return {
    home: '/',
    explore: '/search?utf8=%E2%9C%93&query=concert&tab=events',
    profile: `/o/${hall}`,
    membership: `/o/${hall}/memberships`,
    // Without ffmpeg the demo has no video: the watch page of an unknown id still loads the page's code.
    watch: `/watch/${videoId ?? '00000000-0000-4000-8000-000000000000'}`,
    checkout: `/event/${eventId}/checkout`,
    event: `/event/${eventId}`,
  };
}

async function main() {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) ensureWebBuilt((m) => console.log(m));
  const builtAt = fs.statSync(path.join(WEB_DIST, 'index.html')).mtime.toISOString();
  await withProductApp({ DEMO_DATA: 'true', RUN_WORKERS: 'false' }, async (app, runtime, config) => {
    await loadDemoData(runtime.database.db, runtime.payments, { jobs: runtime.jobs, storage: runtime.storage, config });
    const pages = await publicPages(app);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const sizes = await firstLoadJsOfPages(Object.values(pages).map((p) => `${base}${p}`));
    const budgets = readBudgets();
    console.log(`First-load JavaScript, KB gzipped (dist/web built ${builtAt}; budgets: bench/budgets.json)`);
    const rows = Object.entries(pages).map(([page, url], i) => {
      const js = sizes[i]!;
      const check = checkFirstLoad(budgets, page, js.kbGzip);
      console.log(
        `${page.padEnd(11)} ${String(js.kbGzip).padStart(6)} KB in ${String(js.files).padStart(2)} files  budget ${String(check.budgetKb ?? '-').padStart(4)}  ${check.status.padEnd(11)} ${url}`,
      );
      console.log(`${''.padEnd(11)} ${js.largest.map((f) => `${f.file} ${f.kbGzip}`).join(', ')}`);
      return { ...check, url, files: js.files, largest: js.largest };
    });
    const results = { date: new Date().toISOString(), builtAt, pages: rows };
    saveResults('first-load', results);
  });
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
