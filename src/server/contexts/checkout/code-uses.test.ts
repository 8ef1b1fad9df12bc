import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '../../../contracts/checkout.ts';
import { orderItems, promoCodes, sandboxPayments } from '../../platform/db/schema/index.ts';
import type { Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { attendeesFor, buyer, complete, completionDeps, confirm, inventory, paidEvent, payCard, postOrder } from './checkout.fixtures.ts';
import { completeOrder } from './completion.service.ts';
import { closeOrder } from './orders.service.ts';

/**
 * One-use codes are used once (docs/decisions/, Checkout: codes and payments): nothing an order holds is given
 * back while its payment can still succeed, and completion checks every limit again.
 */
const t = useTestApp();
let owner: Person;
beforeAll(async () => {
  owner = await signUpUser(t.app);
});

interface CodeCase {
  kind: string;
  /** An event whose one ticket type sells 10 and whose code may be used for one ticket. */
  setUp(): Promise<{ eventId: string; ticketTypeId: string; uses(): Promise<number | null> }>;
  /** An order body and query for one ticket with the code. */
  withCode(ticketTypeId: string): { body: Record<string, unknown>; promoCode?: string };
}

const cases: CodeCase[] = [
  {
    kind: 'a one-use promo code',
    async setUp() {
      // Codes are unique per owner: each case has its own organizer.
      const organizer = await signUpUser(t.app);
      const { id, ticketIds } = await paidEvent(t, organizer, { tickets: [{ name: 'Admission', price: 2000, quantity: 10 }] });
      const [promo] = await t.db
        .insert(promoCodes)
        .values({ ownerId: organizer.user.id, eventId: id, code: 'ONCE', name: 'Once', percentageValue: 50, quantity: 1 })
        .returning();
      const uses = async () => (await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo!.id)))[0]!.quantity;
      return { eventId: id, ticketTypeId: ticketIds[0]!, uses };
    },
    withCode: (ticketTypeId) => ({ body: { tickets: { [ticketTypeId]: 1 } }, promoCode: 'ONCE' }),
  },
  {
    kind: 'a secret code for one ticket',
    async setUp() {
      const { id, ticketIds } = await paidEvent(t, owner, {
        tickets: [{ name: 'Backstage', price: 2000, quantity: 10, visibilityScope: 'secret', code: 'once', quantityPerCode: 1 }],
      });
      return { eventId: id, ticketTypeId: ticketIds[0]!, uses: async () => null };
    },
    withCode: (ticketTypeId) => ({ body: { tickets: { [ticketTypeId]: 1 }, secretCodes: ['ONCE'] } }),
  },
];

const activeTickets = async (ticketTypeId: string) => {
  const [row] = await t.db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderItems)
    .where(and(eq(orderItems.ticketTypeId, ticketTypeId), eq(orderItems.status, 'active'), isNotNull(orderItems.qrToken)));
  return Number(row?.n ?? 0);
};

const cancel = (orderId: string, person: Person) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/cancel?status=canceled`, headers: { cookie: person.cookie } });

describe.each(cases)('$kind', (c) => {
  /** Creates and confirms an order with the code; returns its id, payment request and total. */
  async function confirmedWithCode(ticketTypeId: string, eventId: string, person: Person) {
    const { body, promoCode } = c.withCode(ticketTypeId);
    const created = await postOrder(t, eventId, body, { person, promoCode });
    expect(created.statusCode, created.body).toBe(200);
    const o = created.json().order;
    const res = await confirm(t, o.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(o.items) }, { person });
    expect(res.statusCode, res.body).toBe(200);
    return { id: o.id as string, request: res.json().paymentRequest, total: o.total as number };
  }

  it('pay, cancel, reuse: the paid order completes (409 to the cancel), the code stays used, one active ticket', async () => {
    const { eventId, ticketTypeId, uses } = await c.setUp();
    const [first, second] = [await signUpUser(t.app), await signUpUser(t.app)];
    const paid = await confirmedWithCode(ticketTypeId, eventId, first);
    await payCard(t, paid.request);

    const cancelled = await cancel(paid.id, first);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().message).toBe(CHECKOUT_MESSAGES.orderCompleted);
    expect((await complete(t, paid.id, { person: first })).json()).toMatchObject({ status: 'succeeded', orderStatus: 'completed' });

    const { body, promoCode } = c.withCode(ticketTypeId);
    const reuse = await postOrder(t, eventId, body, { person: second, promoCode });
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().message).toBe(CHECKOUT_MESSAGES.codeExhausted);
    expect(await activeTickets(ticketTypeId)).toBe(1);
    expect(await uses()).toBe(c.kind.includes('promo') ? 0 : null);
    expect(await inventory(t, ticketTypeId)).toEqual({ sold: 1, held: 0, liveHeld: 0 });
  });

  it('cancel before paying: the payment is cancelled at the provider first, then the code is free again', async () => {
    const { eventId, ticketTypeId, uses } = await c.setUp();
    const [first, second] = [await signUpUser(t.app), await signUpUser(t.app)];
    const unpaid = await confirmedWithCode(ticketTypeId, eventId, first);
    const cancelled = await cancel(unpaid.id, first);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ status: 'canceled' });
    // The buyer's card arrives too late: the payment can no longer take money.
    await expect(payCard(t, unpaid.request)).rejects.toMatchObject({ code: 'payment_intent_unexpected_state' });

    const again = await confirmedWithCode(ticketTypeId, eventId, second);
    await payCard(t, again.request);
    expect((await complete(t, again.id, { person: second })).json().status).toBe('succeeded');
    expect(await activeTickets(ticketTypeId)).toBe(1);
    expect(await uses()).toBe(c.kind.includes('promo') ? 0 : null);
  });

  it('completion checks the code again: an order whose use was given back while its payment could succeed fails and is refunded', async () => {
    const { eventId, ticketTypeId, uses } = await c.setUp();
    const [first, second] = [await signUpUser(t.app), await signUpUser(t.app)];
    const late = await confirmedWithCode(ticketTypeId, eventId, first);
    // As the old cancel did: the order closed (its use given back) without stopping its payment.
    await t.db.transaction((tx) => closeOrder(tx, late.id, 'canceled'));
    const other = await confirmedWithCode(ticketTypeId, eventId, second);
    await payCard(t, other.request);
    expect((await complete(t, other.id, { person: second })).json().status).toBe('succeeded');

    await payCard(t, late.request);
    const outcomes = await Promise.all([complete(t, late.id, { person: first }), completeOrder(completionDeps(t), late.id)]);
    expect(outcomes[0].json()).toMatchObject({ status: 'failed', orderStatus: 'failed' });
    const [ledger] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, late.request.paymentId));
    expect(ledger).toMatchObject({ status: 'succeeded', refundedAmount: late.total });
    expect(await activeTickets(ticketTypeId)).toBe(1);
    // Never below zero: the other order holds the one use.
    expect(await uses()).toBe(c.kind.includes('promo') ? 0 : null);
    expect(await inventory(t, ticketTypeId)).toEqual({ sold: 1, held: 0, liveHeld: 0 });
  });
});
