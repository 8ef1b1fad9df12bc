/**
 * bench/seating: the buyer's seat map on a 20,000-seat chart (issue 32) and seat holds against ticket holds.
 *
 *   npx tsx bench/seating.ts   (BENCH_BUYERS=20 BENCH_SECONDS=5 by default; CHROMIUM_PATH=/usr/bin/chromium)
 *
 * A fresh server (embedded database, the web app of dist/web, built first when stale) gets a chart of 100 rows of
 * 200 seats (every fourth row curved, the first 30 rows one category, the rest another) through the API, an event
 * using it and a plain event with one ticket type.
 * 1. The map in headless Chromium at 1280x800: time from navigation to the first frame drawn with every seat, then
 *    frames per second (requestAnimationFrame callbacks counted in the page) during a scripted 3 s mouse drag, with
 *    the whole chart fitted (all 20,000 seats on screen) and zoomed in. Target: above 30 fps.
 * 2. Holds: BENCH_BUYERS concurrent buyers for BENCH_SECONDS each holding single seats (POST /orders/:id/seats on
 *    an order with tickets for them), then the same buyers for as long creating orders of one plain ticket (the
 *    ticket step's hold, POST /orders). Both are measured the same way, from this process over loopback HTTP.
 * Results: stdout and bench/.results/.
 */
import os from 'node:os';
import { chromium } from 'playwright-core';
import type { ChartDocument, ChartObject } from '../src/contracts/seating.ts';
import { layoutChart } from '../src/domain/seating/index.ts';
import { ensureWebBuilt, webBuildIsCurrent } from '../src/server/web-build.ts';
import { signUpAndLogIn } from './accounts.ts';
import { withProductApp, type ProductApp } from './product-app.ts';
import { saveResults } from './results.ts';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROWS = 100;
const SEATS_PER_ROW = 200;
const TICKETS_PER_ORDER = 20;

/** 100 rows of 200 seats in front of a stage; every fourth row bends; rows 1-30 'front', the others 'back'. */
function bigChart(): ChartDocument {
  const objects: ChartObject[] = [
    { type: 'shape', id: 'stage', x: 1000, y: 0, rotation: 0, shape: 'stage', width: 2000, height: 120, label: 'Stage' },
  ];
  for (let r = 0; r < ROWS; r++) {
    objects.push({
      type: 'row',
      id: `row-${r + 1}`,
      x: 0,
      y: 200 + r * 26,
      rotation: 0,
      section: 'Hall',
      label: String(r + 1),
      numbering: { scheme: 'numeric', start: 1, reversed: false },
      categoryKey: r < 30 ? 'front' : 'back',
      overrides: [],
      seats: SEATS_PER_ROW,
      spacing: 20,
      curve: r % 4 === 0 ? -0.05 : 0,
    });
  }
  return {
    version: 1,
    categories: [
      { key: 'front', name: 'Front', color: '#c92a2a' },
      { key: 'back', name: 'Back', color: '#1971c2' },
    ],
    objects,
  };
}

async function seed(app: ProductApp) {
  const owner = await signUpAndLogIn(app, { firstName: 'Seat', lastName: 'Bench', email: 'seat-bench@example.com', password: 'bench-password' });
  const call = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await app.inject({ method, url, payload, headers: { cookie: owner.cookie } });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const chart = await call('POST', `/api/v1/seat_charts?ownerId=${owner.id}`, { name: 'Bench hall', document: bigChart() });
  const day = 86_400_000;
  const event = async (name: string, tickets: object[]) => {
    const id = (
      await call('POST', '/api/v1/management/courses', {
        ownerId: owner.id,
        name,
        startsAt: new Date(Date.now() + 30 * day).toISOString(),
        endsAt: new Date(Date.now() + 30 * day + 3 * 3_600_000).toISOString(),
        category: 'music',
        locationSetting: 'tba',
      })
    ).event.id as string;
    await call('PUT', `/api/v1/management/courses/${id}/tickets`, { ticketTypes: tickets });
    return id;
  };
  const seated = await event('Seated bench', [
    { name: 'Front', price: 0, quantity: 100_000, seatsCategoryKeys: ['front'] },
    { name: 'Back', price: 0, quantity: 100_000, seatsCategoryKeys: ['back'] },
  ]);
  await call('PUT', `/api/v1/management/courses/${seated}/seating`, { chartId: chart.id });
  const plain = await event('Plain bench', [{ name: 'General', price: 0, quantity: 1_000_000 }]);
  for (const id of [seated, plain]) await call('POST', `/api/v1/management/courses/${id}/publish`);
  const tickets = async (id: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/tickets?eventId=${id}` });
    return (res.json() as { tickets: { id: string; name: string }[]; occurrenceId: string }).tickets;
  };
  return { seated, plain, seatedTickets: await tickets(seated), plainTickets: await tickets(plain) };
}

let buyers = 0;

/**
 * A buyer's HTTP calls: each buyer keeps its checkout cookie, as a browser does, and comes from an address of its own
 * (through the trusted proxy), so both loops measure holds, not the hold caps per address.
 */
function buyer(base: string) {
  let cookie = '';
  const n = ++buyers;
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  return async (method: string, url: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const set = res.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0]!;
    return { status: res.status, json: (await res.json().catch(() => ({}))) as Record<string, unknown> };
  };
}

/** Runs `work` in BUYERS loops until SECONDS pass; counts the calls that succeeded and the failures by status. */
async function loop(work: (b: number) => Promise<number>): Promise<{ ok: number; perSecond: number; failures: Record<number, number> }> {
  const end = Date.now() + SECONDS * 1000;
  const started = Date.now();
  let ok = 0;
  const failures: Record<number, number> = {};
  await Promise.all(
    Array.from({ length: BUYERS }, async (_, b) => {
      while (Date.now() < end) {
        const status = await work(b);
        if (status < 300) ok++;
        else failures[status] = (failures[status] ?? 0) + 1;
      }
    }),
  );
  return { ok, perSecond: Math.round((ok / ((Date.now() - started) / 1000)) * 10) / 10, failures };
}

async function holdThroughput(base: string, s: Awaited<ReturnType<typeof seed>>) {
  const back = s.seatedTickets.find((t) => t.name === 'Back')!;
  // Every buyer takes its own seats (no two ask for one): the 'back' seats from the last row forward.
  const free = layoutChart(bigChart())
    .filter((p) => p.categoryKey === 'back')
    .map((p) => p.key)
    .reverse();
  const state = Array.from({ length: BUYERS }, () => ({ call: buyer(base), orderId: '', left: 0 }));
  const seats = await loop(async (b) => {
    const me = state[b]!;
    if (!me.left) {
      me.call = buyer(base);
      const created = await me.call('POST', `/api/v1/orders?event=${s.seated}`, { tickets: { [back.id]: TICKETS_PER_ORDER }, paymentMethod: 'card' });
      if (created.status >= 300) return created.status;
      me.orderId = (created.json.order as { id: string }).id;
      me.left = TICKETS_PER_ORDER;
    }
    me.left--;
    return (await me.call('POST', `/api/v1/orders/${me.orderId}/seats`, { seats: [{ seatKey: free.pop()!, ticketTypeId: back.id }] })).status;
  });
  const general = s.plainTickets[0]!;
  const tickets = await loop(async () => {
    // A new browser per order: one client may have only a few pending orders.
    const res = await buyer(base)('POST', `/api/v1/orders?event=${s.plain}`, { tickets: { [general.id]: 1 }, paymentMethod: 'card' });
    return res.status;
  });
  return { seats, tickets };
}

async function mapInBrowser(base: string, eventId: string) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${base}/event/${eventId}/select`);
    const canvas = page.getByTestId('seat-canvas');
    await canvas.and(page.locator('[aria-label*="of 20000 seats"]')).waitFor({ timeout: 60_000 });
    // The first frame with the seats: two animation frames after the map knows them.
    const firstRenderMs = await page.evaluate(
      () => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(Math.round(performance.now()))))),
    );
    const box = (await canvas.boundingBox())!;
    const pan = async () => {
      // A string: tsx's helpers for named functions do not exist in the page.
      await page.evaluate(`(() => {
        window.framesCounted = 0;
        window.counting = true;
        const tick = () => {
          window.framesCounted++;
          if (window.counting) requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      })()`);
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2;
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      const started = Date.now();
      let i = 0;
      while (Date.now() - started < 3000) {
        const t = ++i / 10;
        await page.mouse.move(cx + Math.sin(t) * 200, cy + Math.cos(t) * 120);
      }
      await page.mouse.up();
      const frames = await page.evaluate<number>('window.counting = false, window.framesCounted');
      return Math.round((frames / ((Date.now() - started) / 1000)) * 10) / 10;
    };
    const fittedFps = await pan();
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Zoom in' }).click();
    const zoomedFps = await pan();
    return { firstRenderMs, fittedFps, zoomedFps };
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!webBuildIsCurrent()) ensureWebBuilt((m) => console.log(m));
  const env = { DEMO_DATA: 'false', LOGIN_RATE_LIMIT: '1000', TRUST_PROXY: '127.0.0.1' };
  await withProductApp(env, async (app, runtime) => {
    const s = await seed(app);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`${runtime.database.kind}; Node ${process.version}, ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(2)}`);
    const map = await mapInBrowser(base, s.seated);
    console.log(`seat map, 20,000 seats: first render ${map.firstRenderMs} ms after navigation`);
    console.log(`  panning, whole chart fitted: ${map.fittedFps} fps; zoomed in: ${map.zoomedFps} fps (target > 30)`);
    const holds = await holdThroughput(base, s);
    console.log(
      `holds, ${BUYERS} buyers for ${SECONDS} s: single seats ${holds.seats.perSecond}/s; plain ticket orders ${holds.tickets.perSecond}/s`,
    );
    const fail = (f: Record<number, number>) => (Object.keys(f).length ? JSON.stringify(f) : 'none');
    console.log(`  failures: seats ${fail(holds.seats.failures)}; tickets ${fail(holds.tickets.failures)}`);
    const results = { date: new Date().toISOString(), buyers: BUYERS, seconds: SECONDS, map, holds };
    saveResults('seating', results);
  });
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
