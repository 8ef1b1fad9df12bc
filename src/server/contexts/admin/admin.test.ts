import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { adminSearchReply, failedMailReply, figuresReply, organizersReply, pausedWebhooksReply, retriedReply } from '../../../contracts/admin.ts';
import { okReply } from '../../../contracts/common.ts';
import { users, webhooks } from '../../platform/db/schema/index.ts';
import { MAIL_QUEUE } from '../../platform/mail/mail.jobs.ts';
import { createSchool, headers, makeAdmin, makeEvent, type Person } from '../../testing/events.ts';
import { jobState } from '../../testing/jobs.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { firstOccurrenceId, insertReportOrder, type OrderSeed } from '../reporting/reporting.fixtures.ts';
import { insertAttempts, insertDelivery, insertWebhook } from '../webhooks/webhooks.fixtures.ts';

const t = useTestApp();

let admin: Person;
let owner: Person;
let stranger: Person;

beforeAll(async () => {
  admin = await signUpUser(t.app);
  await makeAdmin(t, admin.user.id);
  owner = await signUpUser(t.app, { firstName: 'Grace', lastName: 'Hopperton', username: 'gracehop', email: 'Grace.Hop@Example.com' });
  stranger = await signUpUser(t.app);
});

/** An order of an event of the owner's, who `by` manages (one event per owner). */
const eventOf = new Map<string, { eventId: string; occurrenceId: string }>();
async function order(by: Person, seed: OrderSeed) {
  if (!eventOf.has(seed.ownerId)) {
    const { id } = await makeEvent(t, by, seed.ownerId, { name: `Event of ${seed.ownerId}` });
    eventOf.set(seed.ownerId, { eventId: id, occurrenceId: await firstOccurrenceId(t, id) });
  }
  return insertReportOrder(t, { ...eventOf.get(seed.ownerId), ...seed });
}

const get = (url: string, p?: Person) => t.app.inject({ method: 'GET', url, headers: headers(p) });
const post = (url: string, p?: Person) => t.app.inject({ method: 'POST', url, headers: headers(p) });
const search = async (q: string) => expectReply(await get(`/api/v1/admin/search?q=${encodeURIComponent(q)}`, admin), 200, adminSearchReply);

describe('every admin route', () => {
  const ROUTES = [
    ['GET', '/api/v1/admin/search?q=grace'],
    ['GET', '/api/v1/admin/figures?from=2026-01-01&to=2026-02-01'],
    ['GET', '/api/v1/admin/deliveries/mail'],
    ['POST', '/api/v1/admin/deliveries/mail/00000000-0000-4000-8000-000000000000/retry'],
    ['GET', '/api/v1/admin/deliveries/webhooks'],
    ['POST', '/api/v1/admin/deliveries/webhooks/00000000-0000-4000-8000-000000000000/resume'],
    ['GET', '/api/v1/admin/organizers'],
    ['POST', '/api/v1/admin/mail/retry_failed'],
  ] as const;

  it.each(ROUTES)('%s %s is 404 to the signed out, a stranger and an organizer', async (method, url) => {
    for (const p of [undefined, stranger, owner]) {
      const res = await t.app.inject({ method, url, headers: headers(p) });
      expect(res.statusCode, `${p ? p.email : 'signed out'}`).toBe(404);
    }
  });

  it('answers a site admin (200, or 404 for a made-up record)', async () => {
    for (const [method, url] of ROUTES) {
      const res = await t.app.inject({ method, url, headers: headers(admin) });
      expect(res.statusCode, url).toBe(url.includes('0000-4000') ? 404 : 200);
    }
  });
});

describe('search', () => {
  let school: { id: string; username: string };
  let eventId: string;
  let orderId: string;

  beforeAll(async () => {
    school = await createSchool(t, owner, 'Zebra Hall Trust', 'zebrahall');
    eventId = (await makeEvent(t, owner, school.id, { name: 'Quokka Night Live' })).id;
    orderId = await order(owner, {
      ownerId: school.id,
      buyerFirstName: 'Wilhelmina',
      buyerLastName: 'Okonkwo',
      buyerEmail: 'wil.buyer@example.org',
      transactionId: 'ch_3TxQ9admin',
      total: 2500,
    });
  });

  it.each([
    ['users by e-mail prefix, any case', 'GRACE.HOP@', 'users'],
    ['users by name', 'grace hopp', 'users'],
    ['users by last name', 'Hopperton', 'users'],
    ['users by username', 'gracehop', 'users'],
    ['organizations by name', 'zebra hall', 'organizations'],
    ['organizations by identifier', 'ZEBRAHALL', 'organizations'],
    ['events by name', 'quokka night', 'events'],
    ['orders by buyer e-mail', 'Wil.Buyer@', 'orders'],
    ['orders by buyer name', 'wilhelmina oko', 'orders'],
    ['orders by buyer last name', 'okonkwo', 'orders'],
    ['orders by transaction id', 'ch_3TxQ9admin', 'orders'],
  ] as const)('finds %s', async (_what, q, group) => {
    const reply = await search(q);
    expect(reply[group].hits).toHaveLength(1);
  });

  it('finds records by their whole id', async () => {
    expect((await search(owner.user.id)).users.hits.map((h) => h.id)).toEqual([owner.user.id]);
    expect((await search(school.id)).organizations.hits.map((h) => h.id)).toEqual([school.id]);
    expect((await search(eventId.toUpperCase())).events.hits.map((h) => h.id)).toEqual([eventId]);
    expect((await search(orderId)).orders.hits.map((h) => h.id)).toEqual([orderId]);
  });

  it('says what each hit opens: owner, account facts, order and event', async () => {
    const user = (await search('grace.hop@')).users.hits[0]!;
    expect(user).toMatchObject({ username: 'gracehop', email: 'grace.hop@example.com', emailVerified: true, admin: false });
    const order = (await search('wil.buyer@')).orders.hits[0]!;
    expect(order).toMatchObject({ id: orderId, ownerUsername: 'zebrahall', buyerName: 'Wilhelmina Okonkwo', total: 2500, currency: 'usd' });
    const event = (await search('quokka')).events.hits[0]!;
    expect(event).toMatchObject({ id: eventId, ownerUsername: 'zebrahall', ownerName: 'Zebra Hall Trust', published: true });
  });

  it("carries each profile's developer zone switch, as the admin's switch last set it", async () => {
    expect((await search('zebrahall')).organizations.hits[0]).toMatchObject({ id: school.id, developerZoneAllowed: false });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/profiles/${school.id}/developer_zone`,
      headers: headers(admin),
      payload: { allowed: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await search('zebrahall')).organizations.hits[0]).toMatchObject({ developerZoneAllowed: true });
    expect((await search('gracehop')).users.hits[0]).toMatchObject({ developerZoneAllowed: false });
  });

  it('matches the start only, takes % and _ literally, and finds nothing for a stranger text', async () => {
    expect((await search('hall trust')).organizations.hits).toEqual([]);
    expect((await search('%')).users.hits).toEqual([]);
    expect((await search('_race')).users.hits).toEqual([]);
    const none = await search('no-such-thing-xyz');
    expect([none.users, none.organizations, none.events, none.orders].every((g) => g.hits.length === 0 && !g.more)).toBe(true);
  });

  it('bounds each group to 10 and says there are more', async () => {
    for (let i = 0; i < 11; i++) await signUpUser(t.app, { firstName: 'Bounded', lastName: `Many${i}` });
    const reply = await search('bounded many');
    expect(reply.users.hits).toHaveLength(10);
    expect(reply.users.more).toBe(true);
  });

  it('refuses an empty or an overlong text (422)', async () => {
    for (const q of ['', '%20%20', 'x'.repeat(201)]) expect((await get(`/api/v1/admin/search?q=${q}`, admin)).statusCode).toBe(422);
    expect((await get('/api/v1/admin/search', admin)).statusCode).toBe(422);
  });
});

describe('figures', () => {
  it('sums GMV, orders and fees per ISO week and currency from the reported orders', async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const c = await signUpUser(t.app);
    const at = (day: string) => new Date(`${day}T12:00:00Z`);
    // ISO week 2025-W02 is Mon 6 to Sun 12 January 2025; W03 starts on the 13th.
    await order(a, { ownerId: a.user.id, total: 1000, feeTotal: 100, completedAt: at('2025-01-06') });
    await order(a, { ownerId: a.user.id, total: 2000, feeTotal: 150, completedAt: at('2025-01-12') });
    await order(b, { ownerId: b.user.id, total: 500, feeTotal: 40, currency: 'eur', completedAt: at('2025-01-08') });
    // A free order counts as an order, not as an active organizer; a pending one not at all.
    await order(c, { ownerId: c.user.id, total: 0, paymentMethod: 'free', completedAt: at('2025-01-09') });
    await order(b, { ownerId: b.user.id, total: 9999, status: 'pending', createdAt: at('2025-01-09') });
    await order(b, { ownerId: b.user.id, total: 700, feeTotal: 70, completedAt: at('2025-01-13') });
    await t.db
      .update(users)
      .set({ createdAt: at('2025-01-07') })
      .where(eq(users.profileId, a.user.id));

    const res = await get('/api/v1/admin/figures?from=2025-01-08&to=2025-01-14', admin);
    const { weeks } = expectReply(res, 200, figuresReply);
    expect(weeks.map((w) => [w.week, w.start])).toEqual([
      ['2025-W02', '2025-01-06'],
      ['2025-W03', '2025-01-13'],
    ]);
    expect(weeks[0]).toEqual({
      week: '2025-W02',
      start: '2025-01-06',
      orders: 4,
      money: [
        { currency: 'eur', gmv: 500, fees: 40, orders: 1 },
        { currency: 'usd', gmv: 3000, fees: 250, orders: 3 },
      ],
      activeOrganizers: 2,
      newSignups: 1,
    });
    expect(weeks[1]).toMatchObject({ orders: 1, activeOrganizers: 1, newSignups: 0, money: [{ currency: 'usd', gmv: 700, fees: 70, orders: 1 }] });
  });

  it('labels the ISO week of the year boundary by its Thursday', async () => {
    const { weeks } = expectReply(await get('/api/v1/admin/figures?from=2026-12-31&to=2027-01-04', admin), 200, figuresReply);
    expect(weeks.map((w) => w.week)).toEqual(['2026-W53', '2027-W01']);
  });

  it.each([
    ['from after to', 'from=2026-02-01&to=2026-01-01'],
    ['more than a year', 'from=2024-01-01&to=2026-01-01'],
    ['not a date', 'from=yesterday&to=2026-01-01'],
    ['missing', 'from=2026-01-01'],
  ])('refuses %s (422)', async (_what, query) => {
    expect((await get(`/api/v1/admin/figures?${query}`, admin)).statusCode).toBe(422);
  });
});

describe('deliveries', () => {
  /** A mail job given up for good, as the queue leaves it after a day of retries. */
  async function failedMailJob(to: string, error: string) {
    const id = (await t.jobs.send(MAIL_QUEUE, { to, subject: `For ${to}`, text: 'Hello' }))!;
    await t.db.execute(
      sql`update pgboss.job set state = 'failed', completed_on = now(), output = ${JSON.stringify({ message: error })}::jsonb where id = ${id}`,
    );
    return id;
  }

  it('lists failed e-mails with their error, retries one, then 404 for it', async () => {
    const first = await failedMailJob('bounce-1@example.com', '550 5.1.1 No such mailbox');
    await failedMailJob('bounce-2@example.com', 'Connection timeout');
    const list = expectReply(await get('/api/v1/admin/deliveries/mail', admin), 200, failedMailReply);
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.failed.find((m) => m.id === first)).toMatchObject({
      to: 'bounce-1@example.com',
      subject: 'For bounce-1@example.com',
      error: '550 5.1.1 No such mailbox',
    });

    const url = `/api/v1/admin/deliveries/mail/${first}/retry`;
    expect(expectReply(await post(url, admin), 200, retriedReply)).toEqual({ retried: 1 });
    expect((await jobState(t.db, first))?.state).not.toBe('failed');
    expect((await post(url, admin)).statusCode).toBe(404);
    const after = expectReply(await get('/api/v1/admin/deliveries/mail', admin), 200, failedMailReply);
    expect(after.failed.map((m) => m.to)).toContain('bounce-2@example.com');
    expect(after.failed.map((m) => m.id)).not.toContain(first);
    expect((await post('/api/v1/admin/deliveries/mail/not-a-uuid/retry', admin)).statusCode).toBe(422);
  });

  it('lists paused webhooks with owner and last error, and resumes one', async () => {
    const since = new Date(Date.now() - 6 * 86_400_000);
    const paused = await insertWebhook(t.db, owner.user.id, { url: 'https://hooks.example.com/paused', status: 'inactive', failingSince: since });
    const delivery = await insertDelivery(t.db, paused, { status: 'failed', attempts: 2 });
    await insertAttempts(t.db, delivery.id, [{ statusCode: 500 }, { statusCode: null, error: 'Timed out after 10 s' }]);
    // Switched off by its owner while healthy: not paused.
    await insertWebhook(t.db, owner.user.id, { url: 'https://hooks.example.com/off', status: 'inactive' });

    const { paused: list } = expectReply(await get('/api/v1/admin/deliveries/webhooks', admin), 200, pausedWebhooksReply);
    expect(list.map((w) => w.url)).toEqual(['https://hooks.example.com/paused']);
    expect(list[0]).toMatchObject({ id: paused.id, ownerUsername: 'gracehop', lastError: 'Timed out after 10 s', failingSince: since.toISOString() });

    const url = `/api/v1/admin/deliveries/webhooks/${paused.id}/resume`;
    expectReply(await post(url, admin), 200, okReply);
    const [row] = await t.db.select().from(webhooks).where(eq(webhooks.id, paused.id));
    expect(row).toMatchObject({ status: 'active', failingSince: null });
    expect((await post(url, admin)).statusCode).toBe(404);
    expect(expectReply(await get('/api/v1/admin/deliveries/webhooks', admin), 200, pausedWebhooksReply).paused).toEqual([]);
  });
});

describe('organizers', () => {
  it('lists owners of events or tiers with their figures, searched and paged', async () => {
    const org = await createSchool(t, owner, 'Yellowtail Arts', 'yellowtail');
    const one = await makeEvent(t, owner, org.id, { name: 'Yellow one' });
    eventOf.set(org.id, { eventId: one.id, occurrenceId: await firstOccurrenceId(t, one.id) });
    await makeEvent(t, owner, org.id, { name: 'Yellow two', publish: false });
    await order(owner, { ownerId: org.id, total: 1200 });
    await order(owner, { ownerId: org.id, total: 300 });
    await order(owner, { ownerId: org.id, total: 900, currency: 'eur' });
    await order(owner, { ownerId: org.id, total: 5000, status: 'pending' });

    const found = expectReply(await get('/api/v1/admin/organizers?search=YELLOW', admin), 200, organizersReply);
    expect(found.totalCount).toBe(1);
    expect(found.data[0]).toMatchObject({
      id: org.id,
      type: 'school',
      username: 'yellowtail',
      events: 2,
      orders: 3,
      gmv: [
        { currency: 'usd', amount: 1500 },
        { currency: 'eur', amount: 900 },
      ],
    });
    // The stranger owns nothing: not an organizer.
    const all = expectReply(await get('/api/v1/admin/organizers?perPage=100', admin), 200, organizersReply);
    expect(all.data.map((o) => o.id)).not.toContain(stranger.user.id);
    const paged = expectReply(await get('/api/v1/admin/organizers?perPage=1&page=2', admin), 200, organizersReply);
    expect(paged).toMatchObject({ page: 2, perPage: 1, totalCount: all.totalCount });
    expect(paged.data).toHaveLength(1);
    expect((await get('/api/v1/admin/organizers?page=0', admin)).statusCode).toBe(422);
  });
});
