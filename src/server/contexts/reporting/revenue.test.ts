import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REVENUE_TEXTS, revenueReply, type RevenueFigures } from '../../../contracts/reporting.ts';
import { affiliations, events, profiles } from '../../platform/db/schema/index.ts';
import { errorShape, headers, makeEvent, schoolWithTeam, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { makeTier, HELD_NOW } from '../memberships/member-access.fixtures.ts';
import { insertSubscription } from '../memberships/memberships.fixtures.ts';
import { insertVideo } from '../videos/videos.fixtures.ts';
import { firstOccurrenceId, insertReportOrder, type OrderSeed } from './reporting.fixtures.ts';

/**
 * GET /api/v1/profile_management/revenue: every dimension over seeded orders (direct inserts: the purchase flows are
 * reconciliation.test.ts's), the time rows in the account's zone, other currencies apart, the orders that do not
 * count, and the report gate.
 */

const t = useTestApp();
const URL = '/api/v1/profile_management/revenue';

const get = (query: Record<string, string>, by?: Person) =>
  t.app.inject({ method: 'GET', url: `${URL}?${new URLSearchParams(query)}`, headers: headers(by) });
const revenue = async (query: Record<string, string>, by = owner) =>
  expectReply(await get({ ownerId: owner.user.id, ...query }, by), 200, revenueReply);

let owner: Person, ada: Person, bea: Person;
let gala: string, brass: string;

/** The columns of a row or total; fees positive, net = gross − refunds − fees. */
const figures = (f: Omit<RevenueFigures, 'netSales'>): RevenueFigures => ({
  ...f,
  netSales: f.grossSales - f.refunds - f.stripeFees - f.ovationFees,
});
const NONE = { grossSales: 0, onlineSales: 0, terminalSales: 0, cashSales: 0, refunds: 0, stripeFees: 0, ovationFees: 0 };

beforeAll(async () => {
  [owner, ada, bea] = [
    await signUpUser(t.app),
    await signUpUser(t.app, { firstName: 'Ada', lastName: 'Patron' }),
    await signUpUser(t.app, { firstName: 'Bea', lastName: 'Member' }),
  ];
  const ownerId = owner.user.id;
  await t.db.update(profiles).set({ timezone: 'America/New_York', currency: 'usd' }).where(eq(profiles.id, ownerId));
  gala = (await makeEvent(t, owner, ownerId, { name: 'Autumn Gala' })).id;
  brass = (await makeEvent(t, owner, ownerId, { name: 'brass night' })).id;
  await t.db.update(events).set({ category: 'music' }).where(eq(events.id, gala));
  const at = { [gala]: await firstOccurrenceId(t, gala), [brass]: await firstOccurrenceId(t, brass) };
  const ticket = (eventId: string, seed: Omit<OrderSeed, 'ownerId'>) =>
    insertReportOrder(t, { ownerId, eventId, occurrenceId: at[eventId], ...seed });
  const when = (iso: string) => new Date(iso);

  // Provider fees (generated, usd 2.9 % + 30): 2669 -> 107, 2000 -> 88, 1500 -> 74, 500 -> 45, 1250 -> 66; cash 0.
  await ticket(gala, { paymentMethod: 'card', total: 2669, feeTotal: 169, userId: ada.user.id, completedAt: when('2026-10-15T18:00:00Z') });
  // 23:30 on 31 Oct in New York, 1 Nov in UTC.
  await ticket(gala, {
    paymentMethod: 'terminal',
    total: 2000,
    buyerEmail: 'Guest.One@Example.com',
    buyerFirstName: 'Gus',
    buyerLastName: 'Guest',
    completedAt: when('2026-11-01T03:30:00Z'),
  });
  await ticket(brass, { paymentMethod: 'cash', total: 5000, completedAt: when('2026-11-01T05:00:00Z') });
  await ticket(brass, {
    paymentMethod: 'card',
    total: 1500,
    feeTotal: 84,
    refundedAmount: 750,
    userId: ada.user.id,
    completedAt: when('2025-12-31T23:59:00Z'),
  });
  const { tierId } = await makeTier(t, ownerId);
  const subscription = await insertSubscription(t, tierId, { ...HELD_NOW, userId: bea.user.id });
  await insertReportOrder(t, {
    ownerId,
    productType: 'MembershipTier',
    membershipSubscriptionId: subscription.id,
    periodStart: new Date(),
    total: 500,
    userId: bea.user.id,
    completedAt: when('2026-11-02T12:00:00Z'),
  });
  const video = await insertVideo(t.db, { ownerId, title: 'Night concert' });
  await insertReportOrder(t, {
    ownerId,
    productType: 'ArtistVideo',
    videoId: video.id,
    total: 1250,
    buyerEmail: 'guest.one@example.com',
    completedAt: when('2026-11-02T13:00:00Z'),
  });
  // Another currency: reported apart (eur 1.5 % + 25: 3000 -> 70).
  await ticket(gala, { paymentMethod: 'card', currency: 'eur', total: 3000, completedAt: when('2026-11-03T12:00:00Z') });
  // Orders that do not count: not completed, or another owner's.
  for (const status of ['pending', 'canceled', 'failed', 'timed_out', 'processing'] as const) await ticket(gala, { status, total: 999 });
  const other = await signUpUser(t.app);
  const theirs = await makeEvent(t, other, other.user.id);
  await insertReportOrder(t, { ownerId: other.user.id, eventId: theirs.id, occurrenceId: await firstOccurrenceId(t, theirs.id), total: 777 });
});

const TOTAL = figures({
  grossSales: 12919,
  onlineSales: 5919,
  terminalSales: 2000,
  cashSales: 5000,
  refunds: 750,
  stripeFees: 380,
  ovationFees: 253,
});
const EUR_FIGURES = figures({ ...NONE, grossSales: 3000, onlineSales: 3000, stripeFees: 70 });
const EUR = { currency: 'eur', orderCount: 1, ...EUR_FIGURES };

describe('revenue by month, date and year', () => {
  it('groups by month in the account zone, newest first, with the total and other currencies apart', async () => {
    const reply = await revenue({});
    expect(reply).toMatchObject({ dimension: 'month', order: 'dimension_desc', currency: 'usd', timezone: 'America/New_York' });
    expect(reply.items).toEqual([
      {
        key: '2026-11',
        dimension: 'Nov 2026',
        dimensionId: null,
        orderCount: 3,
        ...figures({ ...NONE, grossSales: 6750, onlineSales: 1750, cashSales: 5000, stripeFees: 111 }),
      },
      {
        key: '2026-10',
        dimension: 'Oct 2026',
        dimensionId: null,
        orderCount: 2,
        ...figures({ ...NONE, grossSales: 4669, onlineSales: 2669, terminalSales: 2000, stripeFees: 195, ovationFees: 169 }),
      },
      {
        key: '2025-12',
        dimension: 'Dec 2025',
        dimensionId: null,
        orderCount: 1,
        ...figures({ ...NONE, grossSales: 1500, onlineSales: 1500, refunds: 750, stripeFees: 74, ovationFees: 84 }),
      },
    ]);
    expect(reply.total).toEqual(TOTAL);
    expect(reply.total.netSales).toBe(11536);
    expect(reply.otherCurrencies).toEqual([EUR]);
  });

  it('groups by date and by year, and sorts ascending when asked', async () => {
    const dates = await revenue({ dimension: 'date', order: 'dimension_asc' });
    expect(dates.order).toBe('dimension_asc');
    expect(dates.items.map((i) => [i.key, i.dimension, i.grossSales])).toEqual([
      ['2025-12-31', 'Dec 31, 2025', 1500],
      ['2026-10-15', 'Oct 15, 2026', 2669],
      ['2026-10-31', 'Oct 31, 2026', 2000],
      ['2026-11-01', 'Nov 1, 2026', 5000],
      ['2026-11-02', 'Nov 2, 2026', 1750],
    ]);
    expect(dates.total).toEqual(TOTAL);
    const years = await revenue({ dimension: 'year' });
    expect(years.items.map((i) => [i.key, i.dimension, i.orderCount, i.netSales])).toEqual([
      ['2026', '2026', 5, 10944],
      ['2025', '2025', 1, 592],
    ]);
    expect(years.otherCurrencies).toEqual([EUR]);
  });

  it('follows the account zone: in UTC the late October sale is a November one', async () => {
    await t.db.update(profiles).set({ timezone: 'Etc/UTC' }).where(eq(profiles.id, owner.user.id));
    try {
      const reply = await revenue({});
      expect(reply.timezone).toBe('Etc/UTC');
      expect(reply.items.map((i) => [i.key, i.grossSales])).toEqual([
        ['2026-11', 8750],
        ['2026-10', 2669],
        ['2025-12', 1500],
      ]);
      expect((await revenue({ dimension: 'date' })).items.map((i) => i.key)).toEqual(['2026-11-02', '2026-11-01', '2026-10-15', '2025-12-31']);
    } finally {
      await t.db.update(profiles).set({ timezone: 'America/New_York' }).where(eq(profiles.id, owner.user.id));
    }
  });

  it('reports in the account currency: an owner switching to euros sees the euro sale and the dollars apart', async () => {
    await t.db.update(profiles).set({ currency: 'eur' }).where(eq(profiles.id, owner.user.id));
    try {
      const reply = await revenue({});
      expect(reply.currency).toBe('eur');
      expect(reply.items).toEqual([{ key: '2026-11', dimension: 'Nov 2026', dimensionId: null, orderCount: 1, ...EUR_FIGURES }]);
      expect(reply.otherCurrencies).toEqual([{ currency: 'usd', orderCount: 6, ...TOTAL }]);
    } finally {
      await t.db.update(profiles).set({ currency: 'usd' }).where(eq(profiles.id, owner.user.id));
    }
  });
});

describe('revenue by event, category and patron', () => {
  it('has a row per event, one for memberships and one for video donations, A to Z', async () => {
    const reply = await revenue({ dimension: 'course_id' });
    expect(reply.order).toBe('dimension_asc');
    expect(reply.items.map((i) => [i.dimension, i.dimensionId, i.key, i.orderCount, i.grossSales, i.netSales])).toEqual([
      ['Autumn Gala', gala, 'Autumn Gala', 2, 4669, 4305],
      ['brass night', brass, 'brass night', 2, 6500, 5592],
      [REVENUE_TEXTS.memberships, null, REVENUE_TEXTS.memberships, 1, 500, 455],
      [REVENUE_TEXTS.videoDonations, null, REVENUE_TEXTS.videoDonations, 1, 1250, 1184],
    ]);
    expect(reply.total).toEqual(TOTAL);
    expect(reply.otherCurrencies).toEqual([EUR]);
    const desc = await revenue({ dimension: 'course_id', order: 'dimension_desc' });
    expect(desc.items.map((i) => i.dimension)).toEqual([REVENUE_TEXTS.videoDonations, REVENUE_TEXTS.memberships, 'brass night', 'Autumn Gala']);
  });

  it('groups events by category (no category counts as Other)', async () => {
    const reply = await revenue({ dimension: 'course_category_id' });
    expect(reply.items.map((i) => [i.dimension, i.dimensionId, i.grossSales, i.terminalSales, i.cashSales])).toEqual([
      [REVENUE_TEXTS.memberships, null, 500, 0, 0],
      ['Music', 'music', 4669, 2000, 0],
      ['Other', 'other', 6500, 0, 5000],
      [REVENUE_TEXTS.videoDonations, null, 1250, 0, 0],
    ]);
    expect(reply.total).toEqual(TOTAL);
  });

  it('has a row per patron: accounts by id, guests by e-mail whatever its case, and a nameless guest', async () => {
    const reply = await revenue({ dimension: 'attendee_id' });
    expect(reply.items.map((i) => [i.dimension, i.dimensionId, i.orderCount, i.grossSales, i.refunds])).toEqual([
      ['Ada Patron', ada.user.id, 2, 4169, 750],
      ['Bea Member', bea.user.id, 1, 500, 0],
      [REVENUE_TEXTS.guest, null, 1, 5000, 0],
      ['Gus Guest', null, 2, 3250, 0],
    ]);
    expect(reply.total).toEqual(TOTAL);
  });

  it('keeps guests of the same name apart (a guest is an e-mail) and names them as on their latest order with a name', async () => {
    const host = await signUpUser(t.app);
    const event = await makeEvent(t, host, host.user.id);
    const seed = { ownerId: host.user.id, eventId: event.id, occurrenceId: await firstOccurrenceId(t, event.id), total: 1000 };
    const sam = { buyerFirstName: 'Sam', buyerLastName: 'Same' };
    await insertReportOrder(t, { ...seed, ...sam, buyerEmail: 'sam.one@example.com', completedAt: new Date('2026-01-01T12:00:00Z') });
    await insertReportOrder(t, { ...seed, ...sam, buyerEmail: 'sam.two@example.com', completedAt: new Date('2026-01-02T12:00:00Z') });
    await insertReportOrder(t, {
      ...seed,
      paymentMethod: 'cash',
      buyerEmail: 'SAM.ONE@example.com',
      buyerFirstName: 'Samuel',
      buyerLastName: 'Same',
      completedAt: new Date('2026-01-03T12:00:00Z'),
    });
    await insertReportOrder(t, { ...seed, paymentMethod: 'cash', buyerEmail: 'sam.two@example.com', completedAt: new Date('2026-01-04T12:00:00Z') });
    const reply = expectReply(await get({ ownerId: host.user.id, dimension: 'attendee_id' }, host), 200, revenueReply);
    expect(reply.items.map((i) => [i.dimension, i.orderCount, i.cashSales])).toEqual([
      ['Sam Same', 2, 1000],
      ['Samuel Same', 2, 1000],
    ]);
  });

  it('answers an owner without sales with no rows and zero totals', async () => {
    const fresh = await signUpUser(t.app);
    for (const dimension of ['month', 'date', 'year', 'course_id', 'course_category_id', 'attendee_id']) {
      const res = await get({ ownerId: fresh.user.id, dimension }, fresh);
      const reply = expectReply(res, 200, revenueReply);
      expect(reply).toMatchObject({ items: [], otherCurrencies: [], total: figures(NONE), currency: 'usd', timezone: 'Etc/UTC' });
    }
  });
});

describe('who may read revenue', () => {
  it('the owner, a team admin and a site admin; not a team member without admin rights, nor anyone else', async () => {
    const { owner: head, member, siteAdmin, school } = await schoolWithTeam(t, 'Revenue Hall', 'revenue-hall');
    const teamAdmin = await signUpUser(t.app);
    await t.db.insert(affiliations).values({ organizationId: school.id, userId: teamAdmin.user.id, admin: true });
    for (const person of [head, teamAdmin, siteAdmin]) {
      expectReply(await get({ ownerId: school.id }, person), 200, revenueReply);
    }
    for (const person of [member, owner]) {
      const res = await get({ ownerId: school.id }, person);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(errorShape);
    }
    // Another owner's admin cannot read this owner's revenue either.
    expect((await get({ ownerId: owner.user.id }, head)).statusCode).toBe(403);
    expect((await get({ ownerId: school.id })).statusCode).toBe(401);
    expect((await get({ ownerId: randomUUID() }, siteAdmin)).statusCode).toBe(404);
  });

  it('refuses bad input with 422', async () => {
    const queries: Record<string, string>[] = [
      {},
      { ownerId: 'nope' },
      { ownerId: owner.user.id, dimension: 'week' },
      { ownerId: owner.user.id, order: 'up' },
    ];
    for (const query of queries) {
      const res = await get(query, owner);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(res.json()).toMatchObject(errorShape);
    }
  });
});
