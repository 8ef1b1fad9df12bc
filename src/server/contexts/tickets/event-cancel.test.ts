import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EVENT_CANCEL_REASONS, eventLifecycleMessageReply, eventLifecycleReply } from '../../../contracts/event-cancel.ts';
import { CHECKOUT_REASONS } from '../../../contracts/checkout.messages.ts';
import { completeOrderReply, confirmOrderReply } from '../../../contracts/checkout.ts';
import { massRefundOrders, orders } from '../../platform/db/schema/index.ts';
import { SandboxProvider } from '../../platform/payments/sandbox.ts';
import { course, errorShape, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { queuedMailsTo } from '../../testing/mail-jobs.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { attendeesFor, buyer, complete, confirm, order, payCard, postOrder } from '../checkout/checkout.fixtures.ts';
import { addCollaborator, makeTicketFixture, type TicketFixture } from './tickets.fixtures.ts';
import { loadConfig } from '../../platform/config.ts';
import { runMassRefund } from './mass-refund.service.ts';
import type { TicketDeps } from './ticket-actions.service.ts';

const t = useTestApp();

const deps = (payments = t.runtime.payments): TicketDeps => ({ db: t.db, jobs: t.jobs, config: loadConfig({ NODE_ENV: 'test' }), payments });
const cancel = (eventId: string, p: Person | undefined, payload: object = { confirmName: 'Jazz Night' }) =>
  t.app.inject({ method: 'POST', url: course(eventId, '/cancel'), headers: headers(p), payload });
const status = (eventId: string, p: Person) => t.app.inject({ method: 'GET', url: course(eventId, '/lifecycle'), headers: headers(p) });
const retry = (eventId: string, p: Person) => t.app.inject({ method: 'POST', url: course(eventId, '/mass_refund/retry'), headers: headers(p) });

/** An event with a card order of two tickets (one held by a friend), a cash order and a free order. */
async function eventWithOrders(owner: Person) {
  const card = await makeTicketFixture(t, {
    owner,
    count: 2,
    buyerEmail: 'card.buyer@example.com',
    attendees: [
      { firstName: 'Ada', lastName: 'Lovelace', email: 'card.buyer@example.com' },
      { firstName: 'Charles', lastName: 'Babbage', email: 'friend@example.com' },
    ],
  });
  const reuse = { event: card.event, occurrence: card.occurrence, ticketType: card.ticketType };
  const cash = await makeTicketFixture(t, { owner, reuse, count: 1, paymentMethod: 'cash', buyerEmail: 'cash.buyer@example.com' });
  const free = await makeTicketFixture(t, { owner, reuse, count: 1, price: 0, buyerEmail: 'free.buyer@example.com' });
  return { card, cash, free, eventId: card.event.id };
}

async function refundsAtProvider(f: TicketFixture) {
  const { rows } = await t.db.execute<{ n: number; refunded: number }>(
    sql`select (select count(*)::int from sandbox_refunds where payment_id = ${f.order.paymentId}) as n,
      (select refunded_amount from sandbox_payments where id = ${f.order.paymentId}) as refunded`,
  );
  return rows[0];
}

const outboxCount = async (type: string, orderId: string) =>
  Number(
    (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_events where type = ${type} and payload->>'orderId' = ${orderId}`))
      .rows[0]!.n,
  );

describe('cancel an event', () => {
  it('refuses anyone but the event admins (signed out, a stranger, door staff)', async () => {
    const owner = await signUpUser(t.app);
    const { eventId } = await eventWithOrders(owner);
    const stranger = await signUpUser(t.app);
    const door = await signUpUser(t.app);
    await addCollaborator(t, eventId, door.user.id, 'door');
    expect((await cancel(eventId, undefined)).statusCode).toBe(401);
    expect((await cancel(eventId, stranger)).statusCode).toBe(403);
    expect((await cancel(eventId, door)).statusCode).toBe(403);
    expect((await status(eventId, door)).statusCode).toBe(403);
    expect((await retry(eventId, door)).statusCode).toBe(403);
  });

  it('needs the event name typed when it has orders (422 with its reason)', async () => {
    const owner = await signUpUser(t.app);
    const { eventId } = await eventWithOrders(owner);
    const wrong = await cancel(eventId, owner, { confirmName: 'Jazz' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      ...errorShape,
      reason: EVENT_CANCEL_REASONS.confirmNameMismatch,
      fieldErrors: { confirmName: expect.any(String) },
    });
    expect((await cancel(eventId, owner, { confirmName: 7 })).statusCode).toBe(422);
    expect((await cancel(eventId, owner, { confirmName: 'x'.repeat(301) })).statusCode).toBe(422);
    const view = expectReply(await status(eventId, owner), 200, eventLifecycleReply);
    expect(view).toMatchObject({
      canceledAt: null,
      massRefund: null,
      preview: { orders: 3, providerOrders: 1, cashOrders: 1, freeOrders: 1, amount: 3168 },
    });
  });

  it('refunds every order once through its job, with the outbox events of a refund and one e-mail per address', async () => {
    const owner = await signUpUser(t.app);
    const { card, cash, free, eventId } = await eventWithOrders(owner);
    expect(
      ((await t.app.inject({ method: 'GET', url: `/api/v1/profiles/p/${owner.user.username}/events` })).json() as { data: { id: string }[] }).data,
    ).toEqual([expect.objectContaining({ id: eventId })]);
    // A double click: one cancel, one refusal, one mass refund.
    const [a, b] = await Promise.all([cancel(eventId, owner), cancel(eventId, owner)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 409 ? a : b).json().reason).toBe(EVENT_CANCEL_REASONS.alreadyCanceled);
    const started = expectReply(a.statusCode === 200 ? a : b, 200, eventLifecycleMessageReply).lifecycle;
    expect(started.canceledAt).not.toBeNull();
    expect(started.massRefund).toMatchObject({ total: 3, done: 0, pending: 3, cashAmount: 1584 });

    await t.jobs.runUntilIdle();
    const view = expectReply(await status(eventId, owner), 200, eventLifecycleReply);
    expect(view.massRefund).toMatchObject({ total: 3, done: 3, failed: 0, pending: 0, refundedAmount: 3168, finishedAt: expect.any(String) });
    expect(view.massRefund!.cashOrders.map((o) => o.buyerEmail)).toEqual(['cash.buyer@example.com']);

    expect(await refundsAtProvider(card)).toEqual({ n: 1, refunded: 3168 });
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, card.order.id));
    expect(paid!.refundedAmount).toBe(3168);
    const statuses = async (f: TicketFixture) =>
      (await t.db.execute<{ status: string }>(sql`select status from order_items where order_id = ${f.order.id}`)).rows.map((r) => r.status);
    expect(await statuses(card)).toEqual(['refunded', 'refunded']);
    expect(await statuses(cash)).toEqual(['refunded']);
    expect(await statuses(free)).toEqual(['canceled']);
    expect(await outboxCount('ticket.refunded', card.order.id)).toBe(2);
    expect(await outboxCount('ticket.cancelled', card.order.id)).toBe(2);
    expect(await outboxCount('ticket.refunded', free.order.id)).toBe(0);
    for (const address of ['card.buyer@example.com', 'friend@example.com', 'cash.buyer@example.com', 'free.buyer@example.com']) {
      expect(await queuedMailsTo(t.db, address), address).toHaveLength(1);
    }
    expect((await queuedMailsTo(t.db, 'card.buyer@example.com'))[0]!.text).toContain('$31.68');

    // The event leaves the public lists (its page stays, saying it is cancelled).
    const listedIds = async () =>
      (
        (await t.app.inject({ method: 'GET', url: `/api/v1/profiles/p/${owner.user.username}/events` })).json() as { data: { id: string }[] }
      ).data.map((e) => e.id);
    expect(await listedIds()).not.toContain(eventId);

    // Sales stop: a new order is refused with the checkout's reason.
    const refused = await postOrder(t, eventId, { tickets: { [card.ticketType.id]: 1 } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().reason).toBe(CHECKOUT_REASONS.eventNotOnSale);
    expect((await retry(eventId, owner)).json().reason).toBe(EVENT_CANCEL_REASONS.nothingToRetry);
  });

  it('cancels an event without orders without the typed name', async () => {
    const owner = await signUpUser(t.app);
    const f = await makeTicketFixture(t, { owner, count: 1 });
    await t.db.execute(sql`update orders set status = 'canceled' where id = ${f.order.id}`);
    const reply = expectReply(await cancel(f.event.id, owner, {}), 200, eventLifecycleMessageReply);
    expect(reply.lifecycle.massRefund).toMatchObject({ total: 0 });
  });

  it('shows the refunds that failed after their retries, and retries them with the same key', async () => {
    const owner = await signUpUser(t.app);
    const { card, eventId } = await eventWithOrders(owner);
    expectReply(await cancel(eventId, owner), 200, eventLifecycleMessageReply);
    const [mass] = await t.db.select().from(massRefundOrders).where(eq(massRefundOrders.orderId, card.order.id));
    // A provider that refuses every refund: three attempts, then failed with its reason.
    const down = new SandboxProvider(t.db, async () => undefined);
    down.refund = async () => {
      throw Object.assign(new Error('Your card issuer is not available'), { code: 'processing_error' });
    };
    await runMassRefund(deps(down), mass!.massRefundId);
    const view = expectReply(await status(eventId, owner), 200, eventLifecycleReply);
    expect(view.massRefund).toMatchObject({ done: 2, failed: 1, pending: 0 });
    expect(view.massRefund!.failures).toEqual([
      expect.objectContaining({
        orderId: card.order.id,
        attempts: 3,
        lastError: 'Your card issuer is not available',
        buyerEmail: 'card.buyer@example.com',
      }),
    ]);
    expect(await refundsAtProvider(card)).toEqual({ n: 0, refunded: 0 });

    const retried = expectReply(await retry(eventId, owner), 200, eventLifecycleMessageReply);
    expect(retried.lifecycle.massRefund).toMatchObject({ failed: 0, pending: 1, finishedAt: null });
    await t.jobs.runUntilIdle();
    expect(await refundsAtProvider(card)).toEqual({ n: 1, refunded: 3168 });
    expect(expectReply(await status(eventId, owner), 200, eventLifecycleReply).massRefund).toMatchObject({ done: 3, failed: 0 });
    expect(await outboxCount('ticket.refunded', card.order.id)).toBe(2);
  });
});

/** An order of one ticket whose card payment succeeded, not yet completed (the money is taken). */
async function paidNotCompleted(eventId: string, ticketTypeId: string) {
  const created = await order(t, eventId, { tickets: { [ticketTypeId]: 1 } });
  const confirmed = expectReply(
    await confirm(t, created.order.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(created.order.items) }),
    200,
    confirmOrderReply,
  );
  await payCard(t, confirmed.paymentRequest!);
  return created.order.id;
}

const connect = (owner: Person) =>
  t.db.execute(
    sql`update profiles set payment_account_id = ${`acct_sandbox_${owner.user.id.replace(/-/g, '').slice(0, 16)}`} where id = ${owner.user.id}`,
  );

describe('a cancel racing checkout completion', () => {
  it('leaves no paid order both completed and outside the mass refund when completions and the cancel run at once', async () => {
    const owner = await signUpUser(t.app);
    const { card } = await eventWithOrders(owner);
    await connect(owner);
    const paid = [];
    for (let i = 0; i < 6; i++) paid.push(await paidNotCompleted(card.event.id, card.ticketType.id));
    const replies = await Promise.all([cancel(card.event.id, owner), ...paid.map((id) => complete(t, id))]);
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200));
    const { rows } = await t.db.execute<{ id: string; status: string; listed: boolean; refunds: number }>(sql`
      select o.id, o.status, exists (select 1 from mass_refund_orders m where m.order_id = o.id) as listed,
        (select count(*)::int from sandbox_refunds r where r.payment_id = o.payment_id) as refunds
      from orders o where o.id in ${paid}`);
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      if (row.status === 'completed') expect(row, 'a completed order is in the mass refund').toMatchObject({ listed: true, refunds: 0 });
      else expect(row, 'a late one fails and is refunded').toMatchObject({ status: 'failed', listed: false, refunds: 1 });
    }
  });

  it('lists an order completed before the cancel, and fails and refunds one paid in the same instant but completed after', async () => {
    const owner = await signUpUser(t.app);
    const { card } = await eventWithOrders(owner);
    const eventId = card.event.id;
    await connect(owner);
    const orderId = await paidNotCompleted(eventId, card.ticketType.id);
    // The money is taken; the cancel commits before the completion does.
    expectReply(await cancel(eventId, owner), 200, eventLifecycleMessageReply);
    const done = expectReply(await complete(t, orderId), 200, completeOrderReply);
    expect(done.status).not.toBe('succeeded');
    const [late] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(late!.status).toBe('failed');
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from sandbox_refunds where payment_id = ${late!.paymentId}`);
    expect(rows[0]!.n).toBe(1);
    const listed = await t.db.select().from(massRefundOrders).where(eq(massRefundOrders.orderId, orderId));
    expect(listed).toEqual([]);
    const [before] = await t.db.select().from(massRefundOrders).where(eq(massRefundOrders.orderId, card.order.id));
    expect(before).toMatchObject({ kind: 'provider', amount: 3168 });
  });
});
