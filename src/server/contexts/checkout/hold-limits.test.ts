import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '../../../contracts/checkout.ts';
import { HOLD_LIMITS, SELECT_STEP_MS } from '../../../domain/checkout.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import type { Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { attendeesFor, buyer, complete, confirm, inventory, paidEvent, payCard } from './checkout.fixtures.ts';

// Limits at their real size (RATE_LIMIT_SCALE 1); 127.0.0.1 (app.inject) is the trusted proxy naming each client.
const t = useTestApp({ RATE_LIMIT_SCALE: '1', TRUST_PROXY: '127.0.0.1' });
let owner: Person;
beforeAll(async () => {
  owner = await signUpUser(t.app);
});

/** A client: an address, and a person when signed in. */
interface Client {
  ip: string;
  person?: Person;
}
const clientHeaders = (c: Client) => ({ 'x-forwarded-for': c.ip, ...(c.person ? { cookie: c.person.cookie } : {}) });
const create = (c: Client, eventId: string, tickets: Record<string, number>) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders?event=${eventId}`, payload: { tickets }, headers: clientHeaders(c) });
const change = (c: Client, orderId: string, tickets: Record<string, number>) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/orders/${orderId}`, payload: { tickets }, headers: clientHeaders(c) });
const cancel = (c: Client, orderId: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/cancel?status=canceled`, headers: clientHeaders(c) });
const timerOf = async (orderId: string) => (await t.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

describe('holds per client and event', () => {
  it(`at most ${HOLD_LIMITS.pendingOrders} orders in progress per client and event; others and other events are not affected`, async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'GA', price: 1000, quantity: 100 }] });
    const other = await paidEvent(t, owner, { tickets: [{ name: 'GA', price: 1000, quantity: 100 }] });
    const holder: Client = { ip: '10.9.0.1' };
    const created = [];
    for (let i = 0; i < HOLD_LIMITS.pendingOrders; i++) {
      const res = await create(holder, id, { [ticketIds[0]!]: 1 });
      expect(res.statusCode, res.body).toBe(200);
      created.push(res.json().order.id as string);
    }
    const fourth = await create(holder, id, { [ticketIds[0]!]: 1 });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(CHECKOUT_MESSAGES.tooManyOrders);
    expect((await timerOf(created[0]!)).clientKey).toBe('ip:10.9.0.1');
    expect(await inventory(t, ticketIds[0]!)).toMatchObject({ held: 3 });
    // Another client, and the same client on another event, still buy.
    expect((await create({ ip: '10.9.0.2' }, id, { [ticketIds[0]!]: 1 })).statusCode).toBe(200);
    expect((await create(holder, other.id, { [other.ticketIds[0]!]: 1 })).statusCode).toBe(200);
    // Finishing (here cancelling) one makes room.
    expect((await cancel(holder, created[0]!)).json()).toEqual({ status: 'canceled' });
    expect((await create(holder, id, { [ticketIds[0]!]: 1 })).statusCode).toBe(200);
  });

  it('a second order only while the client holds at most twice the largest line in all', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, {
      tickets: [
        { name: 'A', price: 1000, quantity: 100, maxPerOrder: 2 },
        { name: 'B', price: 1000, quantity: 100, maxPerOrder: 2 },
      ],
    });
    const [a, b] = ticketIds as [string, string];
    const person = await signUpUser(t.app);
    const holder: Client = { ip: '10.9.1.1', person };
    // One order alone is bounded by its lines only (4 tickets here).
    const first = (await create(holder, id, { [a]: 2, [b]: 2 })).json().order.id as string;
    expect((await timerOf(first)).clientKey).toBe(`u:${person.user.id}`);
    const second = await create({ ip: '10.9.1.2', person }, id, { [a]: 1 });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(CHECKOUT_MESSAGES.tooManyTicketsHeld);
    // Within the bound a second order is fine, and changing it counts the other order's tickets too.
    expect((await change(holder, first, { [a]: 2 })).statusCode).toBe(200);
    const ok = await create(holder, id, { [b]: 2 });
    expect(ok.statusCode, ok.body).toBe(200);
    const grow = await change(holder, ok.json().order.id, { [a]: 1, [b]: 2 });
    expect(grow.statusCode).toBe(409);
    expect(grow.json().message).toBe(CHECKOUT_MESSAGES.tooManyTicketsHeld);
  });

  it(`renews an order's timer for ${HOLD_LIMITS.renewals} changes, then lets it run out`, async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'GA', price: 1000, quantity: 100 }] });
    const holder: Client = { ip: '10.9.2.1' };
    const orderId = (await create(holder, id, { [ticketIds[0]!]: 1 })).json().order.id as string;
    for (let i = 0; i < HOLD_LIMITS.renewals; i++) expect((await change(holder, orderId, { [ticketIds[0]!]: 1 + (i % 2) })).statusCode).toBe(200);
    const renewed = await timerOf(orderId);
    expect(renewed.renewals).toBe(HOLD_LIMITS.renewals);
    // Pretend the last renewal was 10 minutes ago: the next change keeps that timer.
    const earlier = new Date(renewed.holdExpiresAt.getTime() - 10 * 60_000);
    await t.db.update(orders).set({ holdExpiresAt: earlier }).where(eq(orders.id, orderId));
    const kept = await change(holder, orderId, { [ticketIds[0]!]: 2 });
    expect(kept.statusCode).toBe(200);
    expect((await timerOf(orderId)).holdExpiresAt.getTime()).toBe(earlier.getTime());
    const [{ until }] = (
      await t.db.execute<{ until: Date }>(sql`select max(expires_at) as until from holds where order_id = ${orderId} and released_at is null`)
    ).rows as [{ until: Date }];
    expect(new Date(until).getTime()).toBe(earlier.getTime());
    // Confirming does not renew it either; once it has run out, changes answer Time's up.
    await t.db
      .update(orders)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, orderId));
    const late = await change(holder, orderId, { [ticketIds[0]!]: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CHECKOUT_MESSAGES.timesUpText);
    const confirmLate = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders/${orderId}/confirm`,
      payload: { buyerAttributes: buyer, attendeesAttributes: attendeesFor(kept.json().order.items) },
      headers: clientHeaders(holder),
    });
    expect(confirmLate.json().message).toBe(CHECKOUT_MESSAGES.timesUpText);
    expect((await timerOf(orderId)).status).toBe('timed_out');
  });

  it(`rate limits order creation: ${RATE_RULES.createOrder.max} per ${RATE_RULES.createOrder.windowSeconds / 60} minutes per client`, async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'GA', price: 1000, quantity: 100 }] });
    const holder: Client = { ip: '10.9.3.1' };
    for (let i = 0; i < RATE_RULES.createOrder.max; i++) {
      const res = await create(holder, id, { [ticketIds[0]!]: 1 });
      expect(res.statusCode, res.body).toBe(200);
      await cancel(holder, res.json().order.id);
    }
    const limited = await create(holder, id, { [ticketIds[0]!]: 1 });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('rate_limited');
    expect((await create({ ip: '10.9.3.2' }, id, { [ticketIds[0]!]: 1 })).statusCode).toBe(200);
  });

  it("an honest buyer's flow is unaffected: choose, change twice, confirm, pay, complete", async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'GA', price: 1000, quantity: 100 }] });
    const holder: Client = { ip: '10.9.4.1', person: await signUpUser(t.app) };
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
