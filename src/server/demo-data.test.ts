import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, gt, isNotNull, lt, or, sql } from 'drizzle-orm';
import { mailsTo, useTestApp } from './testing/test-app.ts';
import {
  events,
  membershipPrices,
  membershipSubscriptions,
  membershipTiers,
  orderItems,
  orders,
  outboxEvents,
  profiles,
  ticketTypes,
  users,
  videos,
} from './platform/db/schema/index.ts';
import { loadConfig } from './platform/config.ts';
import { encodeVideo, probeUploadedVideo } from './contexts/videos/video-processing.service.ts';
import { createSession } from './contexts/accounts/sessions.service.ts';
import { existingDemoAccounts, loadDemoData, loadDemoEvents } from './demo-data.ts';

// The demo video is made with ffmpeg into the data folder's upload store (installed here and in CI, as processing.test.ts needs).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovation-demo-data-'));
// No workers: the test runs the demo video's processing jobs itself, instead of waiting for them.
const t = useTestApp({ DATA_DIR: dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Loads the demo data as `npm start` does: with the runtime's jobs and the data folder for the demo video. */
const load = () => loadDemoData(t.db, undefined, { jobs: t.jobs, storage: t.runtime.storage, config: loadConfig({ DATA_DIR: dataDir }) });

describe('demo data', () => {
  it('names no demo account before they are loaded', async () => {
    expect(await existingDemoAccounts(t.db)).toEqual([]);
  });

  it('loads people, Lovelace Hall and their events dated from today, once', async () => {
    expect(await load()).toBe(true);
    expect(await load()).toBe(false);
    expect((await existingDemoAccounts(t.db)).map((a) => a.email)).toEqual(['ada@ovation.test', 'grace@ovation.test', 'admin@ovation.test']);
    await loadDemoEvents(t.db);
    // The events dated from today; the demo history adds concerts that took place (below).
    const rows = (await t.db.select().from(events)).filter((e) => !e.endsAt || e.endsAt > new Date());
    expect(rows).toHaveLength(4);
    expect(rows.filter((e) => !e.published).map((e) => e.name)).toEqual(['Midwinter Party']);

    const explore = (await t.app.inject({ method: 'GET', url: '/api/v1/events' })).json();
    expect(explore.data.map((e: { name: string }) => e.name)).toEqual([
      'Analytical Engines: an online talk',
      'Life Drawing Class',
      'Autumn Chamber Concert',
    ]);
    expect(explore.data.find((e: { name: string }) => e.name === 'Life Drawing Class').dateCount).toBe(3);

    const [concert] = await t.db.select().from(events).where(eq(events.name, 'Autumn Chamber Concert'));
    const tickets = (await t.app.inject({ method: 'GET', url: `/api/v1/tickets?eventId=${concert!.id}` })).json().tickets;
    expect(tickets.map((x: { name: string; category: string }) => [x.name, x.category])).toEqual([
      ['Stalls', 'Admission'],
      ['Balcony', 'Admission'],
      ['Interval drinks', 'Add on'],
    ]);
    const page = (await t.app.inject({ method: 'GET', url: `/api/v1/events/${concert!.id}` })).json().event;
    expect(page).toMatchObject({ currency: 'gbp', timezone: 'Europe/London', collaborators: [{ username: 'grace' }] });
    expect(new Date(page.startsAt).getTime()).toBeGreaterThan(Date.now());

    // Memberships: two tiers with their prices, and a Patrons-only ticket that guests do not see (above).
    const tiers = await t.db.select().from(membershipTiers).orderBy(membershipTiers.position);
    expect(tiers.map((x) => [x.name, x.validSubscriptionsLimit])).toEqual([
      ['Friend', null],
      ['Patron', 50],
    ]);
    expect((await t.db.select().from(membershipPrices)).map((p) => p.amount).sort((a, b) => a - b)).toEqual([500, 1500, 5000]);
    const [preview] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.visibilityScope, 'member'));
    expect(preview).toMatchObject({ name: "Members' preview seat", membershipTierId: tiers[1]!.id });
  });
});

/** Ada's session, to read Lovelace Hall's pages as the demo owner does. */
async function asAda() {
  const [ada] = await t.db.select({ id: users.profileId }).from(users).where(eq(users.email, 'ada@ovation.test'));
  const cookie = `ovation_session=${await createSession(t.db, ada!.id)}`;
  return async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
}

async function idOf(name: string) {
  const [row] = await t.db.select({ id: events.id }).from(events).where(eq(events.name, name));
  return row!.id;
}

/** What a second load must leave alone. */
async function counts() {
  const n = async (table: Parameters<ReturnType<typeof t.db.select>['from']>[0]) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    orders: await n(orders),
    items: await n(orderItems),
    outbox: await n(outboxEvents),
    subs: await n(membershipSubscriptions),
    events: await n(events),
    videos: await n(videos),
  };
}

describe('demo history', () => {
  let hall: string;
  beforeAll(async () => {
    await load();
    const [row] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.username, 'lovelace-hall'));
    hall = row!.id;
  });

  it('gives Lovelace Hall months of revenue, orders, patrons and activity', async () => {
    const get = await asAda();
    const revenue = await get(`/api/v1/profile_management/revenue?ownerId=${hall}&dimension=month`);
    expect(revenue.items.length).toBeGreaterThanOrEqual(3);
    expect(revenue.total.grossSales).toBeGreaterThan(0);
    expect(revenue.total.refunds).toBeGreaterThan(0);
    const byEvent = await get(`/api/v1/profile_management/revenue?ownerId=${hall}&dimension=course_id`);
    expect(byEvent.items.map((i: { dimension: string }) => i.dimension)).toEqual(expect.arrayContaining(['Autumn Chamber Concert', 'Memberships']));

    expect((await get(`/api/v1/profile_management/transactions?ownerId=${hall}`)).totalCount).toBeGreaterThanOrEqual(30);
    expect((await get(`/api/v1/profile_management/patrons?ownerId=${hall}`)).totalCount).toBeGreaterThanOrEqual(10);
    // Every page of the activity: purchases, check-ins, refunds and subscriptions, all in the past, most weeks ago.
    const activity: { message: string; createdAt: string }[] = [];
    for (let page = 1; ; page += 1) {
      const reply = await get(`/api/v1/profile_management/activities?ownerId=${hall}&perPage=100&page=${page}`);
      activity.push(...reply.data);
      if (activity.length >= reply.totalCount) break;
    }
    for (const words of [' bought ', ' checked in to ', ' was refunded ', ' member', ' canceled their '])
      expect(
        activity.some((a) => a.message.includes(words)),
        words,
      ).toBe(true);
    const dates = activity.map((a) => new Date(a.createdAt).getTime());
    expect(Math.max(...dates)).toBeLessThanOrEqual(Date.now());
    expect(Math.min(...dates)).toBeLessThan(Date.now() - 60 * 86_400_000);
    const late = await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.ownerId, hall), or(gt(orders.completedAt, new Date()), gt(orders.createdAt, orders.completedAt))));
    expect(late[0]!.n).toBe(0);
  });

  it('gives the concert guests and sales, a past concert check-ins, and a promo code uses', async () => {
    const get = await asAda();
    const concert = await idOf('Autumn Chamber Concert');
    const guests = await get(`/api/v1/management/courses/${concert}/registrations`);
    expect(guests.totals.sold).toBeGreaterThan(0);
    const stats = await get(`/api/v1/events/${concert}/stats`);
    expect(stats.totals.orders).toBeGreaterThan(0);
    expect(stats.byDay.length).toBeGreaterThan(1);

    const [past] = await t.db
      .select({ id: events.id, endsAt: events.endsAt })
      .from(events)
      .where(and(eq(events.ownerId, hall), lt(events.endsAt, new Date())))
      .orderBy(desc(events.endsAt));
    expect(past).toBeDefined();
    const pastGuests = await get(`/api/v1/management/courses/${past!.id}/registrations`);
    expect(pastGuests.totals.checkedIn).toBeGreaterThan(0);
    expect(pastGuests.totals.checkedIn).toBeLessThanOrEqual(pastGuests.totals.sold);

    const used = await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.ownerId, hall), isNotNull(orders.promoCodeId)));
    expect(used[0]!.n).toBeGreaterThan(0);
  });

  it('gives the membership members with renewals and a cancellation, and a list share-code sales', async () => {
    const get = await asAda();
    const members = await get(`/api/v1/membership_subscriptions?ownerId=${hall}`);
    expect(members.totalCount).toBeGreaterThanOrEqual(5);
    expect(members.data.map((m: { status: string }) => m.status)).toContain('canceled');
    const renewals = await t.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.ownerId, hall), eq(orders.productType, 'MembershipTier'), eq(orders.status, 'completed')));
    expect(renewals[0]!.n).toBeGreaterThan(members.totalCount);

    const brought = await t.db.select({ id: orders.eventId }).from(orders).where(isNotNull(orders.privateListMemberId));
    expect(brought.length).toBeGreaterThan(0);
    const guests = await get(`/api/v1/management/courses/${brought[0]!.id}/registrations`);
    expect(guests.data.some((g: { via: unknown }) => g.via !== null)).toBe(true);
  });

  it("gives the hall a video whose donors' donations show in its videos list and Reporting", async () => {
    const get = await asAda();
    const list = await get(`/api/v1/videos?ownerId=${hall}`);
    expect(list.data).toHaveLength(1);
    const [video] = list.data;
    expect(video.title).toBe('Sound check at Lovelace Hall');
    expect(video.donationsSum).toBeGreaterThanOrEqual(2000);
    // Its file is in the upload store, where processing reads it.
    const [row] = await t.db.select().from(videos).where(eq(videos.id, video.id));
    expect(row).toMatchObject({ visibility: 'public', status: expect.stringMatching(/^(processing|ready)$/) });
    expect(fs.statSync(path.join(dataDir, 'uploads', 'videos', row!.originalKey!)).size).toBeGreaterThan(0);

    const donations = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.videoId, video.id), eq(orders.status, 'completed')));
    expect(donations.length).toBeGreaterThanOrEqual(3);
    // Given weeks ago, after the video went up.
    for (const d of donations) {
      expect(d.completedAt!.getTime()).toBeLessThan(Date.now() - 86_400_000);
      expect(d.createdAt.getTime()).toBeGreaterThan(row!.uploadedAt!.getTime());
    }
    const byEvent = await get(`/api/v1/profile_management/revenue?ownerId=${hall}&dimension=course_id`);
    expect(byEvent.items.map((i: { dimension: string }) => i.dimension)).toContain('Video donations');
  });

  it('sends the demo video to the processing job, which makes its poster and renditions as for an upload', async () => {
    const [video] = await t.db.select().from(videos);
    const queued = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from pgboss.job where name = 'videos.process' and data->>'videoId' = ${video!.id}`,
    );
    expect(queued.rows[0]!.n).toBe(1);
    const deps = {
      db: t.db,
      jobs: t.jobs,
      storage: t.runtime.storage,
      config: { dataDir, storage: { kind: 'local' as const } },
      preset: 'ultrafast',
    };
    await probeUploadedVideo(deps, video!.id);
    await encodeVideo(deps, video!.id);
    const watch = (await t.app.inject({ method: 'GET', url: `/api/v1/videos/${video!.id}/watch` })).json();
    expect(watch).toMatchObject({ status: 'ready', canPlay: true, donationsEnabled: true });
    expect(watch.poster).toBeTruthy();
    expect(watch.playback.hls).toBeTruthy();
  });

  it('keeps the buyer flows of the README: seats, WELCOME10 and BACKSTAGE on the concert, Patron open to Grace', async () => {
    const concert = await idOf('Autumn Chamber Concert');
    const get = (url: string) => t.app.inject({ method: 'GET', url }).then((r) => r.json());
    const tickets = (await get(`/api/v1/tickets?eventId=${concert}`)).tickets;
    expect(tickets.every((x: { availability: { state: string } }) => x.availability.state === 'available')).toBe(true);
    expect((await get(`/api/v1/tickets/validate_code?eventId=${concert}&promoCode=welcome10`)).promoCode.code).toBe('WELCOME10');
    expect((await get(`/api/v1/tickets/validate_code?eventId=${concert}&promoCode=backstage`)).tickets).toHaveLength(1);
    const [grace] = await t.db.select({ id: users.profileId }).from(users).where(eq(users.email, 'grace@ovation.test'));
    expect(await t.db.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.userId, grace!.id))).toEqual([]);
  });

  it('mails nobody: its confirmations, receipts and share-code letters are not sent', async () => {
    const queued = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pgboss.job where name in ('mail.send', 'checkout.order-completed', 'memberships.mail', 'lists.share-code-mails')`);
    expect(queued.rows[0]!.n).toBe(0);
    expect(await mailsTo(t.db, 'katherine.johnson@example.com')).toEqual([]);
  });

  it('adds nothing when loaded again', async () => {
    const before = await counts();
    expect(before.orders).toBeGreaterThan(0);
    expect(await load()).toBe(false);
    expect(await counts()).toEqual(before);
  });
});
