import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACTIVITY_TEXTS,
  EXPORT_MESSAGES,
  EXPORT_TEXTS,
  ORDERS_CSV_COLUMNS,
  REPORTING_LIMITS,
  REPORTING_REASONS,
  exportView,
  type createExportBody,
  type ExportView,
} from '../../../contracts/reporting.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { affiliations, orders, profiles, reportExports } from '../../platform/db/schema/index.ts';
import { recordEvent } from '../../platform/outbox.ts';
import { addMember, createSchool, headers, makeAdmin, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { findProfile } from '../accounts/profiles.service.ts';
import { runExport, failExport, sweepExports, type ExportJobDeps } from './export-job.ts';
import { REPORT_EXPORT_QUEUE } from '../../platform/jobs/catalog.ts';
import { EXPORT_PAGE_SIZE, exportSource } from './export-sources.ts';
import { MAX_LIVE_EXPORTS } from './exports.service.ts';
import { firstOccurrenceId, insertReportOrder } from './reporting.fixtures.ts';

/**
 * Report exports end to end: a request starts the job, the job writes the file page by page, the requester alone
 * downloads it; cancelling, the 60 s rule, failures, the live cap, the sweep and the access rules.
 */

const t = useTestApp();
const P = '/api/v1/profile_management/report_exports';
const ZONE = 'America/New_York';

type Body = z.input<typeof createExportBody>;
const createRaw = (body: Body, p?: Person) => t.app.inject({ method: 'POST', url: P, headers: headers(p), payload: body });
const getRaw = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `${P}/${id}?ownerId=${ownerId}`, headers: headers(p) });
const cancelRaw = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'POST', url: `${P}/${id}/cancel?ownerId=${ownerId}`, headers: headers(p) });
const fileRaw = (id: string, ownerId: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `${P}/${id}/file?ownerId=${ownerId}`, headers: headers(p) });

/** Starts an export through the API and runs its job; answers the finished view. */
async function exported(body: Body, p: Person): Promise<ExportView> {
  const started = expectReply(await createRaw(body, p), 201, exportView);
  expect(started).toMatchObject({ kind: body.kind, status: 'pending', rowsDone: 0, rowsTotal: null, byteSize: null, error: null });
  await t.jobs.runUntilIdle();
  const view = expectReply(await getRaw(started.id, body.ownerId, p), 200, exportView);
  expect(['done', 'failed', 'canceled']).toContain(view.status);
  return view;
}

/** The downloaded file as rows of cells (the BOM dropped), with its reply. */
async function download(id: string, ownerId: string, p: Person) {
  const res = await fileRaw(id, ownerId, p);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<string[]>(res.body.slice(1), { skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { res, rows: parsed.data };
}

let owner: Person, teamAdmin: Person, member: Person, siteAdmin: Person, stranger: Person;
let schoolId: string, schoolUsername: string, eventId: string, occurrenceId: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-exports-'));
const jobDeps = (): ExportJobDeps => ({ db: t.db, storage: t.runtime.storage, config: { dataDir } });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** A report_exports row written directly (no job), for the states the API reaches only in time. */
async function insertExport(values: Partial<typeof reportExports.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(reportExports)
    .values({ ownerId: schoolId, requestedById: owner.user.id, kind: 'orders', fileName: 'orders.csv', ...values })
    .returning();
  return row!;
}

beforeAll(async () => {
  [owner, teamAdmin, member, siteAdmin, stranger] = [
    await signUpUser(t.app),
    await signUpUser(t.app),
    await signUpUser(t.app),
    await signUpUser(t.app),
    await signUpUser(t.app),
  ];
  await makeAdmin(t, siteAdmin.user.id);
  const school = await createSchool(t, owner, 'Export Academy', `export-academy-${Date.now().toString(36)}`);
  [schoolId, schoolUsername] = [school.id, school.username];
  await addMember(t, schoolId, member.user.id);
  await t.db.insert(affiliations).values({ organizationId: schoolId, userId: teamAdmin.user.id, admin: true });
  await t.db.update(profiles).set({ timezone: ZONE }).where(eq(profiles.id, schoolId));
  const event = await makeEvent(t, owner, schoolId, { name: 'Spring Gala' });
  eventId = event.id;
  occurrenceId = await firstOccurrenceId(t, eventId);
  const ticket = (basePrice: number) => ({ ticketTypeId: event.ticketIds[0]!, basePrice, baseFee: 69 });
  // A card order partly refunded, a cash guest order, a free order, and one in another currency.
  const base = { ownerId: schoolId, eventId, occurrenceId };
  const card = await insertReportOrder(
    t,
    {
      ...base,
      userId: stranger.user.id,
      buyerFirstName: 'Ada',
      buyerLastName: 'Lovelace',
      buyerEmail: 'ada@example.com',
      subtotal: 3000,
      feeTotal: 138,
      total: 3138,
      refundedAmount: 1500,
      completedAt: new Date('2026-01-15T03:30:00Z'),
    },
    [ticket(1500), ticket(1500)],
  );
  await insertReportOrder(
    t,
    {
      ...base,
      paymentMethod: 'cash',
      buyerFirstName: 'Grace',
      buyerLastName: 'Hopper',
      buyerEmail: 'grace@example.com',
      subtotal: 1500,
      total: 1500,
      completedAt: new Date('2026-02-01T17:00:00Z'),
    },
    [ticket(1500)],
  );
  await insertReportOrder(
    t,
    { ...base, paymentMethod: 'free', buyerFirstName: 'Comp', buyerEmail: 'comp@example.com', completedAt: new Date('2026-02-02T12:00:00Z') },
    [ticket(0)],
  );
  await insertReportOrder(t, {
    ...base,
    currency: 'eur',
    buyerFirstName: 'Euro',
    buyerEmail: 'euro@example.com',
    subtotal: 1000,
    total: 1000,
    completedAt: new Date('2026-02-03T12:00:00Z'),
  });
  await t.db.transaction((tx) =>
    recordEvent(tx, 'order.completed', schoolId, {
      version: 1,
      orderId: card,
      eventId,
      occurrenceId,
      total: 3138,
      currency: 'usd',
      tickets: 2,
      paymentMethod: 'card',
      completedAt: '2026-01-15T03:30:00.000Z',
    }),
  );
}, 60_000);

describe('exporting a report', () => {
  it('writes the orders CSV: 20 columns, money in major units, dates in the account zone, oldest first', async () => {
    const done = await exported({ ownerId: schoolId, kind: 'orders' }, owner);
    const today = formatInZone(new Date(), ZONE, 'yyyy-MM-dd');
    expect(done).toMatchObject({ status: 'done', rowsDone: 4, rowsTotal: 4, error: null, fileName: `orders-${schoolUsername}-${today}.csv` });
    const { res, rows } = await download(done.id, schoolId, owner);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="orders-${schoolUsername}-${today}.csv"`);
    expect(Number(res.headers['content-length'])).toBe(done.byteSize);
    const [header, ...data] = rows;
    expect(header).toEqual([...ORDERS_CSV_COLUMNS]);
    expect(data).toHaveLength(4);
    const byColumn = (row: string[]) => Object.fromEntries(ORDERS_CSV_COLUMNS.map((c, i) => [c, row[i]]));
    expect(byColumn(data[0]!)).toMatchObject({
      Date: '01-14-2026 22:30 GMT-5',
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Email: 'ada@example.com',
      'Product Type': 'Event',
      Product: 'Spring Gala',
      Status: 'Partially Refunded',
      'Payment Method': 'Card',
      Currency: 'USD',
      Subtotal: '30.00',
      'Ovation Fee': '1.38',
      Total: '31.38',
      Refunded: '15.00',
      Tickets: '2',
    });
    const [stored] = await t.db.select({ fee: orders.providerFee }).from(orders).where(eq(orders.total, 3138));
    expect(byColumn(data[0]!)['Payment-Provider Fee']).toBe((stored!.fee / 100).toFixed(2));
    expect(byColumn(data[0]!)['Net Amount']).toBe(((3138 - 1500 - 138 - stored!.fee) / 100).toFixed(2));
    expect(byColumn(data[1]!)).toMatchObject({
      Date: '02-01-2026 12:00 GMT-5',
      'Payment Method': 'Cash',
      Total: '15.00',
      'Payment-Provider Fee': '0.00',
    });
    expect(byColumn(data[2]!)).toMatchObject({ 'Payment Method': 'Comp (Free)', 'Last Name': 'N/A', Total: '0.00', Status: 'Completed' });
    expect(byColumn(data[3]!)).toMatchObject({ Currency: 'EUR', Total: '10.00' });
  });

  it('keeps the search of the list it was started from', async () => {
    const done = await exported({ ownerId: schoolId, kind: 'orders', query: 'grace' }, owner);
    const { rows } = await download(done.id, schoolId, owner);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['Grace']);
  });

  it('writes the revenue CSV by the chosen dimension: items, the Total, other currencies apart, fees negative', async () => {
    const done = await exported({ ownerId: schoolId, kind: 'revenue', dimension: 'month', order: 'dimension_asc' }, teamAdmin);
    expect(done.fileName.startsWith(`revenue-${schoolUsername}-`)).toBe(true);
    const { rows } = await download(done.id, schoolId, teamAdmin);
    expect(rows[0]).toEqual([
      'Month',
      'Net sales',
      'Gross sales',
      'Online sales',
      'Terminal sales',
      'Cash sales',
      'Refunds',
      'Payment-provider fees',
      'Ovation fees',
    ]);
    expect(rows.map((r) => r[0])).toEqual(['Month', 'Jan 2026', 'Feb 2026', 'Total', 'Sales in other currencies (EUR)']);
    const total = rows[3]!;
    expect(total.slice(2, 7)).toEqual(['46.38', '31.38', '0.00', '15.00', '15.00']);
    expect(total[8]).toBe('-1.38');
    expect(Number(total[7])).toBeLessThan(0);
    expect(rows[4]![2]).toBe('10.00');
  });

  it('writes the patrons CSV', async () => {
    const done = await exported({ ownerId: schoolId, kind: 'patrons' }, owner);
    const { rows } = await download(done.id, schoolId, owner);
    expect(rows[0]).toEqual(['Name', 'Email', 'Total spent', 'Orders', 'Member since']);
    const grace = rows.find((r) => r[1] === 'grace@example.com');
    expect(grace).toEqual([expect.stringContaining('Grace'), 'grace@example.com', '15.00', '1', '02-01-2026 12:00 GMT-5']);
  });

  it('writes the activity CSV as plain text', async () => {
    const done = await exported({ ownerId: schoolId, kind: 'activity' }, owner);
    const { rows } = await download(done.id, schoolId, owner);
    expect(rows[0]).toEqual([...ACTIVITY_TEXTS.csvColumns]);
    expect(rows.length).toBeGreaterThan(1);
    for (const [, message] of rows.slice(1)) {
      expect(message).not.toMatch(/[<>]|&amp;/);
      expect(message).toContain('Spring Gala');
    }
  });
});

describe('a large export', () => {
  const COUNT = 2500;
  let bigOwner: Person;

  beforeAll(async () => {
    bigOwner = await signUpUser(t.app);
    const event = await makeEvent(t, bigOwner, bigOwner.user.id);
    const occurrence = await firstOccurrenceId(t, event.id);
    await t.db.execute(sql`
      insert into orders (owner_id, event_id, occurrence_id, status, step, hold_expires_at, currency, payment_method, subtotal, total, buyer_first_name, buyer_email, completed_at, created_at)
      select ${bigOwner.user.id}::uuid, ${event.id}::uuid, ${occurrence}::uuid, 'completed', 'pay', now(), 'usd', 'card', 1000 + n, 1000 + n, 'Patron ' || n, 'p' || n || '@example.com',
        timestamptz '2025-01-01T00:00:00Z' + n * interval '1 hour', now()
      from generate_series(1, ${COUNT}) as n`);
  });

  it('reads the report a page of 1000 at a time', async () => {
    const source = exportSource(t.db, await findProfile(t.db, bigOwner.user.id), 'orders', {});
    const pages: number[] = [];
    for await (const page of source.pages) {
      expect(page.totalCount).toBe(COUNT);
      pages.push(page.rows.length);
    }
    expect(pages).toEqual([EXPORT_PAGE_SIZE, EXPORT_PAGE_SIZE, COUNT - 2 * EXPORT_PAGE_SIZE]);
  });

  it('writes every order once, oldest first, with its progress counted to the total', async () => {
    const started = expectReply(await createRaw({ ownerId: bigOwner.user.id, kind: 'orders' }, bigOwner), 201, exportView);
    // The progress a page reads while the job runs (sampled until the job's run ends, then once more).
    const seen = new Set<number>();
    const progress = async () => {
      const [row] = await t.db.select().from(reportExports).where(eq(reportExports.id, started.id));
      seen.add(row!.rowsDone);
      return row!;
    };
    let running = true;
    const run = t.jobs.run(REPORT_EXPORT_QUEUE).finally(() => (running = false));
    while (running) await progress();
    expect(await run).toBe(1);
    expect(await progress()).toMatchObject({ status: 'done', rowsDone: COUNT, rowsTotal: COUNT });
    // Progress only ever stands at a page boundary.
    for (const n of seen) expect([0, 1000, 2000, COUNT]).toContain(n);
    const { rows } = await download(started.id, bigOwner.user.id, bigOwner);
    const ids = rows.slice(1).map((r) => r[0]);
    expect(ids).toHaveLength(COUNT);
    expect(new Set(ids).size).toBe(COUNT);
    expect(rows[1]![2]).toBe('Patron 1');
    expect(rows[COUNT]![2]).toBe(`Patron ${COUNT}`);
  });
});

describe('an export in progress', () => {
  it('is cancelled while pending; the job then writes nothing, and a second cancel changes nothing', async () => {
    const row = await insertExport();
    expectReply(await cancelRaw(row.id, schoolId, owner), 200, exportView);
    await runExport(jobDeps(), row.id);
    const view = expectReply(await cancelRaw(row.id, schoolId, owner), 200, exportView);
    expect(view).toMatchObject({ status: 'canceled', rowsDone: 0, byteSize: null });
  });

  it('leaves a finished export as it is when cancelled', async () => {
    const done = await exported({ ownerId: schoolId, kind: 'orders' }, owner);
    expect(expectReply(await cancelRaw(done.id, schoolId, owner), 200, exportView).status).toBe('done');
    await download(done.id, schoolId, owner);
  });

  it('has no file before it is done: 409 export_not_ready', async () => {
    for (const status of ['pending', 'running', 'failed', 'canceled'] as const) {
      const row = await insertExport({ status });
      const res = await fileRaw(row.id, schoolId, owner);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ reason: REPORTING_REASONS.exportNotReady, message: EXPORT_MESSAGES.notReady });
    }
  });

  it('fails with the connection message when no worker took it up within 60 s', async () => {
    const row = await insertExport({ createdAt: new Date(Date.now() - REPORTING_LIMITS.exportTimeoutMs - 1000) });
    await runExport(jobDeps(), row.id);
    const view = expectReply(await getRaw(row.id, schoolId, owner), 200, exportView);
    expect(view).toMatchObject({ status: 'failed', error: EXPORT_TEXTS.timedOut, rowsDone: 0 });
    expect((await fileRaw(row.id, schoolId, owner)).statusCode).toBe(409);
  });

  it('starts one taken up in time, even a retry of one that was running', async () => {
    const row = await insertExport({ status: 'running', rowsDone: 1000, createdAt: new Date(Date.now() - 10 * 60_000) });
    await runExport(jobDeps(), row.id);
    expect(expectReply(await getRaw(row.id, schoolId, owner), 200, exportView)).toMatchObject({ status: 'done', rowsDone: 4, rowsTotal: 4 });
  });

  it('fails with the try-again message once every try failed', async () => {
    const row = await insertExport({ params: { dimension: 'not-a-dimension' }, kind: 'revenue' });
    await expect(runExport(jobDeps(), row.id)).rejects.toThrow();
    await failExport(t.db, row.id);
    expect(expectReply(await getRaw(row.id, schoolId, owner), 200, exportView)).toMatchObject({ status: 'failed', error: EXPORT_TEXTS.failed });
    const temporary = path.join(dataDir, 'tmp', 'exports');
    expect(fs.existsSync(temporary) ? fs.readdirSync(temporary) : []).toEqual([]);
  });
});

describe('who may export', () => {
  it('refuses a person preparing too many exports at once: 429', async () => {
    const busy = await signUpUser(t.app);
    for (let i = 0; i < MAX_LIVE_EXPORTS; i += 1) await insertExport({ ownerId: busy.user.id, requestedById: busy.user.id });
    const res = await createRaw({ ownerId: busy.user.id, kind: 'orders' }, busy);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(EXPORT_MESSAGES.tooMany);
  });

  it('gives an export to its requester only: anyone else gets 404, a non-admin member 403, the signed out 401', async () => {
    const row = await insertExport({ status: 'done' });
    for (const other of [teamAdmin, siteAdmin]) {
      for (const res of [await getRaw(row.id, schoolId, other), await cancelRaw(row.id, schoolId, other), await fileRaw(row.id, schoolId, other)]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(EXPORT_MESSAGES.notFound);
      }
    }
    // The requester asking under another owner they manage does not find it either.
    const ownPage = await getRaw(row.id, owner.user.id, owner);
    expect(ownPage.statusCode).toBe(404);
    for (const p of [member, stranger]) {
      expect((await getRaw(row.id, schoolId, p)).statusCode).toBe(403);
      expect((await createRaw({ ownerId: schoolId, kind: 'orders' }, p)).statusCode).toBe(403);
    }
    expect((await getRaw(row.id, schoolId)).statusCode).toBe(401);
    expect((await createRaw({ ownerId: schoolId, kind: 'orders' })).statusCode).toBe(401);
    expect(expectReply(await cancelRaw(row.id, schoolId, owner), 200, exportView).status).toBe('done');
  });

  it.each<[string, unknown]>([
    ['an unknown kind', { kind: 'members' }],
    ['an unknown dimension', { kind: 'revenue', dimension: 'week' }],
    ['an owner that is no id', { kind: 'orders', ownerId: 'nope' }],
    ['a search too long', { kind: 'orders', query: 'x'.repeat(201) }],
  ])('refuses %s: 422', async (_, body) => {
    const res = await t.app.inject({ method: 'POST', url: P, headers: headers(owner), payload: { ownerId: schoolId, ...(body as object) } });
    expect(res.statusCode).toBe(422);
  });

  it('refuses an export id that is no id: 422', async () => {
    expect((await getRaw('nope', schoolId, owner)).statusCode).toBe(422);
  });
});

describe('the sweep', () => {
  it('deletes exports older than a day with their files, and leftover temporary files', async () => {
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    const old = await insertExport({ status: 'done', fileKey: 'exports/old-export.csv', createdAt: dayAgo });
    const fresh = await insertExport({ status: 'done', fileKey: 'exports/fresh-export.csv' });
    await t.runtime.storage.put('exports/old-export.csv', Buffer.from('old'));
    await t.runtime.storage.put('exports/fresh-export.csv', Buffer.from('fresh'));
    const leftover = path.join(dataDir, 'tmp', 'exports', 'crashed.csv');
    fs.mkdirSync(path.dirname(leftover), { recursive: true });
    fs.writeFileSync(leftover, 'partial');
    fs.utimesSync(leftover, dayAgo, dayAgo);
    expect(await sweepExports(jobDeps())).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(reportExports).where(eq(reportExports.id, old.id))).toEqual([]);
    expect(await t.runtime.storage.stat('exports/old-export.csv')).toBeNull();
    expect(await t.db.select().from(reportExports).where(eq(reportExports.id, fresh.id))).toHaveLength(1);
    expect(await t.runtime.storage.stat('exports/fresh-export.csv')).toEqual({ size: 5 });
    expect(fs.existsSync(leftover)).toBe(false);
  });
});
