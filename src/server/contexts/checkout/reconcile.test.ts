import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders, sandboxPayments } from '../../platform/db/schema/index.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import type { Person } from '../../testing/events.ts';
import { attendeesFor, buy, buyer, completedJobs, confirm, expireHolds, order, paidEvent } from './checkout.fixtures.ts';
import { releaseExpiredHolds } from './inventory.service.ts';
import { reconcilePayments } from './reconcile.service.ts';

const t = useTestApp();
let owner: Person;
const deps = () => ({ db: t.db, jobs: t.jobs, payments: t.runtime.payments });

beforeAll(async () => {
  owner = await signUpUser(t.app);
});

/**
 * An order at the pay step whose payment then succeeded, its event lost (a crash between them), `agoMs` ago.
 * `before` runs before the payment succeeds: the worker's own reconciliation (every minute) must not see the order
 * as paid until the test has put it in the state it checks.
 */
async function paidWithoutEvent(eventId: string, ticketId: string, agoMs: number, before?: (orderId: string) => Promise<unknown>) {
  const created = await order(t, eventId, { tickets: { [ticketId]: 1 } });
  const confirmed = await confirm(t, created.order.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(created.order.items) });
  const paymentId: string = confirmed.json().paymentRequest.paymentId;
  await before?.(created.order.id);
  await t.db
    .update(sandboxPayments)
    .set({ status: 'succeeded', updatedAt: new Date(Date.now() - agoMs) })
    .where(eq(sandboxPayments.id, paymentId));
  return { orderId: created.order.id as string, paymentId };
}

const statusOf = async (orderId: string) => (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.s;

describe('payment reconciliation', () => {
  it('completes a paid order whose event was lost, with its confirmation job, and leaves a young payment to the normal path', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Lost event', price: 1000, quantity: 5 }] });
    const lost = await paidWithoutEvent(id, ticketIds[0]!, 60_000);
    const young = await paidWithoutEvent(id, ticketIds[0]!, 0);
    // The worker's minute schedule runs the same reconciliation and may get there first (it did once on CI), so
    // the outcome is checked, not which run counted it.
    await reconcilePayments(deps());
    expect(await statusOf(lost.orderId)).toBe('completed');
    expect(await completedJobs(t, lost.orderId)).toBe(1);
    expect(await statusOf(young.orderId)).toBe('pending');
    // A second run finds nothing more to do for it.
    await reconcilePayments(deps());
    expect(await completedJobs(t, lost.orderId)).toBe(1);
  });

  it('refunds a paid order that timed out after its seats were sold to someone else', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Last seat', price: 1000, quantity: 1 }] });
    // Timed out (as the sweep did before it learned to ask the provider), its seat sold to someone else.
    const lost = await paidWithoutEvent(id, ticketIds[0]!, 60_000, async (orderId) => {
      await expireHolds(t, orderId);
      await releaseExpiredHolds(t.db);
      await t.db.update(orders).set({ status: 'timed_out' }).where(eq(orders.id, orderId));
      await buy(t, id, { [ticketIds[0]!]: 1 });
    });
    await reconcilePayments(deps());
    expect(await statusOf(lost.orderId)).toBe('failed');
    const [payment] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, lost.paymentId));
    expect(payment!.refundedAmount).toBe(payment!.amount);
    const [{ sold }] = (await t.db.execute<{ sold: number }>(sql`select sold from ticket_inventory where ticket_type_id = ${ticketIds[0]!}`))
      .rows as [{ sold: number }];
    expect(Number(sold)).toBe(1);
  });

  it('asks Stripe for the PaymentIntent of an open order and completes it when it succeeded', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Stripe lost', price: 1000, quantity: 5 }] });
    const past = new Date(Date.now() - 60_000);
    const viaStripe = (orderId: string) => t.db.update(orders).set({ paymentProvider: 'stripe', updatedAt: past }).where(eq(orders.id, orderId));
    const lost = await paidWithoutEvent(id, ticketIds[0]!, 60_000, viaStripe);
    const unpaid = await paidWithoutEvent(id, ticketIds[0]!, 60_000, viaStripe);
    const sandboxProvider = t.runtime.payments;
    const asked: string[] = [];
    const stripe = {
      ...sandboxProvider,
      name: 'stripe' as const,
      async retrievePayment(paymentId: string) {
        asked.push(paymentId);
        const payment = await sandboxProvider.retrievePayment(paymentId);
        return paymentId === lost.paymentId ? payment : { ...payment, status: 'requires_payment_method' as const };
      },
    };
    await reconcilePayments({ db: t.db, jobs: t.jobs, payments: stripe });
    expect(asked).toEqual(expect.arrayContaining([lost.paymentId, unpaid.paymentId]));
    expect(await statusOf(lost.orderId)).toBe('completed');
    expect(await statusOf(unpaid.orderId)).toBe('pending');
  });
});
