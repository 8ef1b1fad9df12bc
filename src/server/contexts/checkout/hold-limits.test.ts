import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '../../../contracts/checkout.ts';
import { CHECKOUT_REASONS } from '../../../contracts/checkout.messages.ts';
import { HOLD_LIMITS, SELECT_STEP_MS } from '../../../domain/checkout.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import type { Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { attendeesFor, buyer, complete, confirm, inventory, paidEvent, payCard } from './checkout.fixtures.ts';
import { CLIENT_COOKIE } from './checkout-client.ts';

// Limits at their real size (RATE_LIMIT_SCALE 1); 127.0.0.1 (app.inject) is the trusted proxy naming each address.
// Runs on PGlite by default and on PostgreSQL with TEST_DATABASE_URL (the concurrent cases need it to mean much).
// The hold rules read the server's clock, faked minutes ahead below.
const t = useTestApp({ RATE_LIMIT_SCALE: '1', TRUST_PROXY: '127.0.0.1' }, { fakesDate: true });
let owner: Person;
beforeAll(async () => {
  owner = await signUpUser(t.app);
});
afterEach(() => {
  vi.useRealTimers();
});

/** A client: an address, a browser's checkout cookie (absent: a fresh browser every time), a person when signed in. */
interface Client {
  ip: string;
  browser?: string;
  person?: Person;
}
const browser = (ip: string, person?: Person): Client => ({ ip, browser: randomUUID(), person });
const clientHeaders = (c: Client) => {
  const cookies = [c.person?.cookie, c.browser ? `${CLIENT_COOKIE}=${c.browser}` : null].filter(Boolean);
  return { 'x-forwarded-for': c.ip, ...(cookies.length ? { cookie: cookies.join('; ') } : {}) };
};
const create = (c: Client, eventId: string, tickets: Record<string, number>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders?event=${eventId}`, payload: { tickets }, headers: clientHeaders(c) });
const change = (c: Client, orderId: string, tickets: Record<string, number>) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/orders/${orderId}`, payload: { tickets }, headers: clientHeaders(c) });
const cancel = (c: Client, orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/cancel?status=canceled`, headers: clientHeaders(c) });
const confirmAs = (c: Client, orderId: string, items: { id: string }[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/confirm`,
    payload: { buyerAttributes: buyer, attendeesAttributes: attendeesFor(items) },
    headers: clientHeaders(c),
  });
const orderRow = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
const oneType = (quantity: number, maxPerOrder?: number) =>
  paidEvent(t, owner, { tickets: [{ name: 'GA', price: 1000, quantity, ...(maxPerOrder ? { maxPerOrder } : {}) }] });
const statuses = (replies: { statusCode: number }[]) => replies.map((r) => r.statusCode).sort();

describe('what one client holds', () => {
  it('two orders of 25 no longer hold a 50-seat event: a client holds at most max(per-order maximum, 10 % of what is left)', async () => {
    const { id, ticketIds } = await oneType(50);
    const ga = ticketIds[0]!;
    const holder = browser('10.9.0.1');
    const first = await create(holder, id, { [ga]: 25 });
    expect(first.statusCode, first.body).toBe(200);
    const second = await create(holder, id, { [ga]: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ reason: CHECKOUT_REASONS.tooManyTicketsHeld, message: CHECKOUT_MESSAGES.tooManyTicketsHeld });
    expect(await inventory(t, ga)).toMatchObject({ held: 25 });
    // Neither does a client without a cookie (each order a fresh browser): its address holds at most half of what is left.
    const small = await oneType(50);
    const cookieless: Client = { ip: '10.9.0.2' };
    expect((await create(cookieless, small.id, { [small.ticketIds[0]!]: 25 })).statusCode).toBe(200);
    const more = await create(cookieless, small.id, { [small.ticketIds[0]!]: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ reason: CHECKOUT_REASONS.tooManyHeldFromNetwork, message: CHECKOUT_MESSAGES.tooManyHeldFromNetwork });
    expect(await inventory(t, small.ticketIds[0]!)).toMatchObject({ held: 25 });
  });

  it('counts every live order of the client, its changes too, and a signed-in person on any address', async () => {
    const { id, ticketIds } = await oneType(200, 10);
    const ga = ticketIds[0]!;
    const person = await signUpUser(t.app);
    const home = browser('10.9.1.1', person);
    const firstId = (await create(home, id, { [ga]: 10 })).json().order.id as string;
    expect((await orderRow(firstId)).clientKey).toBe(`u:${person.user.id}`);
    const second = await create(browser('10.9.1.2', person), id, { [ga]: 10 });
    expect(second.statusCode, second.body).toBe(200);
    const third = await create(browser('10.9.1.3', person), id, { [ga]: 1 });
    expect(third.statusCode).toBe(409);
    expect(third.json().reason).toBe(CHECKOUT_REASONS.tooManyTicketsHeld);
    // Changing an order counts the others; a smaller selection makes room; cancelling one too.
    expect((await change(home, firstId, { [ga]: 9 })).statusCode).toBe(200);
    expect((await create(home, id, { [ga]: 2 })).statusCode).toBe(409);
    expect((await create(home, id, { [ga]: 1 })).statusCode).toBe(200);
    expect((await cancel(home, second.json().order.id)).json()).toEqual({ status: 'canceled' });
    expect((await create(home, id, { [ga]: 10 })).statusCode).toBe(200);
  });

  it(`at most ${HOLD_LIMITS.pendingOrders} orders in progress per client and event; other clients and events are not affected`, async () => {
    const { id, ticketIds } = await oneType(1000);
    const other = await oneType(100);
    const holder = browser('10.9.2.1');
    for (let i = 0; i < HOLD_LIMITS.pendingOrders; i++) expect((await create(holder, id, { [ticketIds[0]!]: 1 })).statusCode).toBe(200);
    const fourth = await create(holder, id, { [ticketIds[0]!]: 1 });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(CHECKOUT_MESSAGES.tooManyOrders);
    expect((await create(browser('10.9.2.1'), id, { [ticketIds[0]!]: 1 })).statusCode).toBe(200);
    expect((await create(holder, other.id, { [other.ticketIds[0]!]: 1 })).statusCode).toBe(200);
  });

  // Each order on its own ticket type, so no inventory row puts them in a line: only the hold locks do.
  const types = (count: number, quantity: number, maxPerOrder: number) =>
    paidEvent(t, owner, { tickets: Array.from({ length: count }, (_, i) => ({ name: `T${i}`, price: 1000, quantity, maxPerOrder })) });
  const heldOn = async (ticketIds: string[]) => (await Promise.all(ticketIds.map((id) => inventory(t, id)))).reduce((n, i) => n + i.held, 0);

  it('concurrent orders of one client never pass its share together', async () => {
    // 240 seats: a client holds 24.
    const { id, ticketIds } = await types(6, 40, 10);
    const holder = browser('10.9.3.1');
    const replies = await Promise.all(ticketIds.map((type) => create(holder, id, { [type]: 10 })));
    expect(statuses(replies)).toEqual([200, 200, 409, 409, 409, 409]);
    expect(await heldOn(ticketIds)).toBe(20);
  });

  it('concurrent cookie-less orders from one address never pass its ceiling together', async () => {
    // 200 seats: a client holds 25, the address 100 in four stripes of 25.
    const { id, ticketIds } = await types(8, 25, 25);
    const replies = await Promise.all(ticketIds.map((type) => create({ ip: '10.9.4.1' }, id, { [type]: 25 })));
    const held = await heldOn(ticketIds);
    expect(held).toBeLessThanOrEqual(100);
    expect(held).toBe(25 * replies.filter((r) => r.statusCode === 200).length);
    expect(replies.filter((r) => r.statusCode === 409).every((r) => r.json().reason === CHECKOUT_REASONS.tooManyHeldFromNetwork)).toBe(true);
  });
});

describe('many buyers behind one address', () => {
  it('each buys on a large event: limits key on the browser, the address has a much higher ceiling', async () => {
    const { id, ticketIds } = await oneType(1000, 4);
    const buyers = Array.from({ length: 24 }, () => browser('10.9.5.1'));
    const replies = await Promise.all(buyers.map((b) => create(b, id, { [ticketIds[0]!]: 4 })));
    expect(statuses(replies)).toEqual(Array(24).fill(200));
    // A fresh browser is keyed by the checkout cookie its first reply sets; its address is recorded beside.
    const fresh = await create({ ip: '10.9.5.1' }, id, { [ticketIds[0]!]: 1 });
    const cookie = fresh.cookies.find((c) => c.name === CLIENT_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(await orderRow(fresh.json().order.id)).toMatchObject({ clientKey: `c:${cookie.value}`, addressKey: 'ip:10.9.5.1' });
    // A browser that keeps its cookie is not given another.
    expect((await create(buyers[0]!, id, { [ticketIds[0]!]: 1 })).cookies.find((c) => c.name === CLIENT_COOKIE)).toBeUndefined();
  });

  it(`rate limits order creation per browser (${RATE_RULES.createOrder.max} per ${RATE_RULES.createOrder.windowSeconds / 60} minutes), not per address`, async () => {
    const { id, ticketIds } = await oneType(1000);
    const holder = browser('10.9.6.1');
    for (let i = 0; i < RATE_RULES.createOrder.max; i++) {
      const res = await create(holder, id, { [ticketIds[0]!]: 1 });
      expect(res.statusCode, res.body).toBe(200);
      await cancel(holder, res.json().order.id);
    }
    const limited = await create(holder, id, { [ticketIds[0]!]: 1 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    // Another browser behind the same address still buys.
    expect((await create(browser('10.9.6.1'), id, { [ticketIds[0]!]: 1 })).statusCode).toBe(200);
  });

  it(`limits the address at ${RATE_RULES.createOrderPerAddress.max} orders per ${RATE_RULES.createOrderPerAddress.windowSeconds / 60} minutes`, async () => {
    const { id, ticketIds } = await oneType(1000);
    // The address's count is already at its ceiling (as after that many orders without cookies).
    await t.db.execute(
      sql`insert into rate_limits (key, count, reset_at) values (${`${RATE_RULES.createOrderPerAddress.name}:ip:10.9.7.1`}, ${RATE_RULES.createOrderPerAddress.max}, now() + interval '10 minutes')`,
    );
    expect((await create({ ip: '10.9.7.1' }, id, { [ticketIds[0]!]: 1 })).statusCode).toBe(429);
    expect((await create(browser('10.9.7.1'), id, { [ticketIds[0]!]: 1 })).statusCode).toBe(429);
    expect((await create({ ip: '10.9.7.2' }, id, { [ticketIds[0]!]: 1 })).statusCode).toBe(200);
  });
});

describe('renewing a hold', () => {
  const minutes = (n: number) => n * 60_000;

  it(`never renews past the first timer plus ${HOLD_LIMITS.renewalGraceMs / 60_000} minutes, by changes or the pay step`, async () => {
    const { id, ticketIds } = await oneType(100);
    const ga = ticketIds[0]!;
    const holder = browser('10.9.8.1');
    const created = await create(holder, id, { [ga]: 1 });
    const orderId = created.json().order.id as string;
    const { createdAt } = await orderRow(orderId);
    const last = createdAt.getTime() + SELECT_STEP_MS + HOLD_LIMITS.renewalGraceMs;
    vi.useFakeTimers({ toFake: ['Date'], now: createdAt.getTime() + minutes(5) });
    // Minute 5: a change holds 14 minutes more.
    const early = await change(holder, orderId, { [ga]: 2 });
    expect(new Date(early.json().order.holdExpiresAt).getTime()).toBe(createdAt.getTime() + minutes(19));
    // Minute 20: changes no longer reach past the last moment, however many.
    vi.setSystemTime(createdAt.getTime() + minutes(20));
    for (const n of [1, 2, 1]) {
      const late = await change(holder, orderId, { [ga]: n });
      expect(late.statusCode).toBe(200);
      expect(new Date(late.json().order.holdExpiresAt).getTime()).toBe(last);
    }
    // Minute 21: the pay step's 9 minutes stop there too, holds included.
    vi.setSystemTime(createdAt.getTime() + minutes(21));
    const pay = await confirmAs(holder, orderId, (await change(holder, orderId, { [ga]: 1 })).json().order.items);
    expect(pay.statusCode, pay.body).toBe(200);
    expect((await orderRow(orderId)).holdExpiresAt.getTime()).toBe(last);
    const [{ until }] = (
      await t.db.execute<{ until: Date }>(sql`select max(expires_at) as until from holds where order_id = ${orderId} and released_at is null`)
    ).rows as [{ until: Date }];
    expect(new Date(until).getTime()).toBe(last);
    // Past it: Time's up.
    vi.setSystemTime(last + 1000);
    const over = await change(holder, orderId, { [ga]: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ reason: CHECKOUT_REASONS.holdExpired, message: CHECKOUT_MESSAGES.timesUpText });
  });

  it("an honest buyer's flow is unaffected: choose, change twice, confirm, pay, complete", async () => {
    const { id, ticketIds } = await oneType(100);
    const holder = browser('10.9.9.1', await signUpUser(t.app));
    const created = await create(holder, id, { [ticketIds[0]!]: 2 });
    expect(created.statusCode).toBe(200);
    const orderId = created.json().order.id as string;
    for (const n of [3, 4]) {
      const before = Date.now();
      const res = await change(holder, orderId, { [ticketIds[0]!]: n });
      expect(res.statusCode).toBe(200);
      expect(new Date(res.json().order.holdExpiresAt).getTime()).toBeGreaterThanOrEqual(before + SELECT_STEP_MS - 1000);
    }
    const items = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}`, headers: clientHeaders(holder) })).json().order.items;
    const confirmed = await confirm(t, orderId, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(items) }, { person: holder.person });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await payCard(t, confirmed.json().paymentRequest);
    expect((await complete(t, orderId, { person: holder.person })).json().status).toBe('succeeded');
    expect(await inventory(t, ticketIds[0]!)).toMatchObject({ sold: 4, held: 0 });
  });
});
