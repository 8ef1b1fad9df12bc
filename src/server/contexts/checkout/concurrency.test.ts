import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { orderItems, orders, sandboxPayments } from '../../platform/db/schema/index.ts';
import type { Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import type { CompletionDeps } from './checkout-deps.ts';
import {
  attendeesFor,
  buyer,
  complete,
  completedJobs,
  completionDeps,
  confirm,
  expireHolds,
  inventory,
  order,
  outboxCount,
  paidEvent,
  payCard,
  postOrder,
} from './checkout.fixtures.ts';
import { sweepExpiredHolds } from './checkout.jobs.ts';
import { completeOrder } from './completion.service.ts';
import { handleProviderEvent } from './payment-events.service.ts';

/** Runs on PGlite by default and on PostgreSQL with TEST_DATABASE_URL (how CI runs it). */
const t = useTestApp();
let owner: Person;
let deps: CompletionDeps;
beforeAll(async () => {
  owner = await signUpUser(t.app);
  deps = completionDeps(t);
});

const issuedCount = async (ticketTypeId: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.ticketTypeId, ticketTypeId), isNotNull(orderItems.qrToken)));
  return Number(row?.n ?? 0);
};

/** Creates and confirms an order of `quantity` tickets; returns its id and payment request. */
async function confirmed(eventId: string, ticketTypeId: string, quantity = 1) {
  const created = await order(t, eventId, { tickets: { [ticketTypeId]: quantity } });
  const res = await confirm(t, created.order.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(created.order.items) });
  expect(res.statusCode, res.body).toBe(200);
  return { id: created.order.id as string, request: res.json().paymentRequest, total: created.order.total as number };
}

describe('concurrency', () => {
  it('200 concurrent buyers on 50 tickets: exactly 50 orders, then exactly 50 tickets issued', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Rush', price: 1000, quantity: 50 }] });
    const ga = ticketIds[0]!;
    const replies = await Promise.all(Array.from({ length: 200 }, () => postOrder(t, id, { tickets: { [ga]: 1 } })));
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(150);
    expect(replies.find((r) => r.statusCode === 409)!.json().message).toBe('Sold out');
    expect(await inventory(t, ga)).toEqual({ sold: 0, held: 50, liveHeld: 50 });

    // Every winner finishes: confirm, card, return URL, all at once.
    const winners = replies.filter((r) => r.statusCode === 200).map((r) => r.json().order);
    await Promise.all(
      winners.map(async (o: { id: string; items: { id: string }[] }) => {
        const c = await confirm(t, o.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(o.items) });
        expect(c.statusCode, c.body).toBe(200);
        await payCard(t, c.json().paymentRequest);
        expect((await complete(t, o.id)).json().status).toBe('succeeded');
      }),
    );
    expect(await inventory(t, ga)).toEqual({ sold: 50, held: 0, liveHeld: 0 });
    expect(await issuedCount(ga)).toBe(50);
    const tickets = (await t.app.inject({ method: 'GET', url: `/api/v1/tickets?eventId=${id}` })).json().tickets;
    expect(tickets[0]).toMatchObject({ quantity: 0, availability: { state: 'sold_out', label: 'Sold out' } });
  }, 120_000);

  it('racing completions (return URL, provider events, client retries) complete once, issue once, enqueue one e-mail', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Race', price: 1500, quantity: 10 }] });
    const ga = ticketIds[0]!;
    for (let round = 0; round < 3; round++) {
      const { id: orderId, request } = await confirmed(id, ga, 2);
      // The sandbox also queues its own payment.succeeded (its job runs after the rounds).
      await payCard(t, request);
      const event = (n: number) => ({ id: `evt_race_${round}_${n}`, type: 'payment.succeeded' as const, paymentId: request.paymentId, raw: {} });
      const results = await Promise.all([
        complete(t, orderId).then((r) => r.json().status),
        handleProviderEvent(deps, event(1)).then(() => 'event'),
        complete(t, orderId).then((r) => r.json().status),
        handleProviderEvent(deps, event(1)).then(() => 'redelivery'),
        handleProviderEvent(deps, event(2)).then(() => 'event'),
        completeOrder(deps, orderId).then((o) => o.kind),
        complete(t, orderId).then((r) => r.json().status),
      ]);
      expect(results.filter((r) => r === 'succeeded')).toHaveLength(3);
      expect(await outboxCount(t, 'order.completed', orderId)).toBe(1);
      expect(await outboxCount(t, 'ticket.issued', orderId)).toBe(2);
      expect(await completedJobs(t, orderId)).toBe(1);
    }
    // The sandbox's own events too.
    await t.jobs.runUntilIdle();
    expect(await inventory(t, ga)).toEqual({ sold: 6, held: 0, liveHeld: 0 });
    expect(await issuedCount(ga)).toBe(6);
    const [{ n } = { n: 0 }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.eventId, id), eq(orders.status, 'completed')));
    expect(Number(n)).toBe(3);
  }, 60_000);

  it('an expired hold frees its seats for the next buyer at once', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Pair', price: 1000, quantity: 2 }] });
    const first = await order(t, id, { tickets: { [ticketIds[0]!]: 2 } });
    expect((await postOrder(t, id, { tickets: { [ticketIds[0]!]: 1 } })).statusCode).toBe(409);
    await expireHolds(t, first.order.id);
    const second = await postOrder(t, id, { tickets: { [ticketIds[0]!]: 2 } });
    expect(second.statusCode, second.body).toBe(200);
    expect(await inventory(t, ticketIds[0]!)).toMatchObject({ held: 2, liveHeld: 2 });
    // The first buyer's timer ran out: confirming says Time's up and leaves the second buyer's seats alone.
    const late = await confirm(t, first.order.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(first.order.items) });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Sorry... The time limit gives everyone a fair shot at tickets.');
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/orders/${first.order.id}` })).json().status).toBe('timed_out');
    expect(await inventory(t, ticketIds[0]!)).toMatchObject({ held: 2, liveHeld: 2 });
  });

  it('a payment that succeeds after its hold expired and the seats were taken is refunded once and the order fails', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Last seat', price: 2000, quantity: 1 }] });
    const ga = ticketIds[0]!;
    const slow = await confirmed(id, ga);
    // Its timer ran out and no sweep has cancelled its payment yet: the next buyer takes the seat at once.
    await expireHolds(t, slow.id);
    const fast = await confirmed(id, ga);
    await payCard(t, fast.request);
    expect((await complete(t, fast.id)).json().status).toBe('succeeded');

    // The slow buyer's card goes through anyway; every path reports the failure and the money goes back once.
    await payCard(t, slow.request);
    const event = { id: 'evt_late_1', type: 'payment.succeeded' as const, paymentId: slow.request.paymentId, raw: {} };
    const replies = await Promise.all([complete(t, slow.id), handleProviderEvent(deps, event), complete(t, slow.id), completeOrder(deps, slow.id)]);
    expect(replies[0].json()).toMatchObject({ status: 'failed', orderStatus: 'failed', statusGroup: 'failed' });
    expect(replies[2].json().status).toBe('failed');
    const [ledger] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, slow.request.paymentId));
    expect(ledger).toMatchObject({ status: 'succeeded', refundedAmount: slow.total });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, slow.id));
    expect(items.every((i) => i.status === 'refunded' && i.refundedAt && !i.qrToken)).toBe(true);
    expect(await inventory(t, ga)).toEqual({ sold: 1, held: 0, liveHeld: 0 });
    expect(await completedJobs(t, slow.id)).toBe(0);
    const summary = (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${slow.id}/summary` })).json();
    expect(summary).toMatchObject({ status: 'failed', statusGroup: 'failed' });
  });

  it('the sweep completes an order paid after its timer ran out while seats remain, and cancels an unpaid one at the provider', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Roomy', price: 2000, quantity: 5 }] });
    const paid = await confirmed(id, ticketIds[0]!, 2);
    const unpaid = await confirmed(id, ticketIds[0]!, 1);
    await expireHolds(t, paid.id);
    await expireHolds(t, unpaid.id);
    await payCard(t, paid.request);
    const timedOut = await sweepExpiredHolds(deps);
    expect(timedOut).toContain(unpaid.id);
    expect(timedOut).not.toContain(paid.id);
    expect((await complete(t, paid.id)).json()).toMatchObject({ status: 'succeeded', orderStatus: 'completed' });
    expect(await inventory(t, ticketIds[0]!)).toEqual({ sold: 2, held: 0, liveHeld: 0 });
    expect(await completedJobs(t, paid.id)).toBe(1);
    // The timed-out order's payment can no longer take money.
    await expect(payCard(t, unpaid.request)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });
    const [ledger] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, unpaid.request.paymentId));
    expect(ledger!.status).toBe('canceled');
  });
});
