import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { eventLifecycleMessageReply, eventLifecycleReply } from '../../../contracts/event-cancel.ts';
import { MASS_REFUND_QUEUE } from '../../platform/jobs/catalog.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import { loadConfig } from '../../platform/config.ts';
import { course, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { queuedMailsTo } from '../../testing/mail-jobs.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { CLAIM_TAKEOVER_SECONDS, runMassRefund } from './mass-refund.service.ts';
import { cancelTicket, type TicketDeps } from './ticket-actions.service.ts';
import { makeTicketFixture, type TicketFixture } from './tickets.fixtures.ts';

/**
 * The mass refund beside a ticket's own refund in flight, and its e-mails: one per address per cancellation, however
 * many orders the address has (issue 34, docs/decisions/events.md).
 */
// A claim's age is read from the server's clock, faked past the takeover bound below.
const t = useTestApp({}, { fakesDate: true });

const deps = (payments = t.runtime.payments): TicketDeps => ({ db: t.db, jobs: t.jobs, config: loadConfig({ NODE_ENV: 'test' }), payments });
const cancel = (eventId: string, p: Person) =>
  t.app.inject({ method: 'POST', url: course(eventId, '/cancel'), headers: headers(p), payload: { confirmName: 'Jazz Night' } });
const massRefund = async (eventId: string, p: Person) =>
  expectReply(await t.app.inject({ method: 'GET', url: course(eventId, '/lifecycle'), headers: headers(p) }), 200, eventLifecycleReply).massRefund;
/** The mass refund's next job, sent for later (it waited or backed off), made due now instead of waiting. */
const dueNow = () => t.db.execute(sql`update pgboss.job set start_after = now() where name = ${MASS_REFUND_QUEUE} and state = 'created'`);

async function outboxCount(type: string, orderId: string) {
  const { rows } = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from outbox_events where type = ${type} and payload->>'orderId' = ${orderId}`,
  );
  return rows[0]!.n;
}

/** An address of this test's own (the file's tests share one database and its mail queue). */
const address = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.com`;

/** A card order of two tickets (the buyer's and a friend's) for an event that lets holders cancel with a refund. */
async function cardOrder(owner: Person, buyer: Person, friend: string) {
  return makeTicketFixture(t, {
    owner,
    buyer,
    count: 2,
    event: { cancelAllowed: true, refundsAllowed: true },
    attendees: [
      { firstName: 'Ada', lastName: 'Lovelace', email: buyer.user.email },
      { firstName: 'Charles', lastName: 'Babbage', email: friend },
    ],
  });
}

/**
 * The buyer cancels their own ticket (refunded through the provider), whose call to the provider is `call` (given
 * the real one); resolves once the call is under way, with the cancel's promise (wrapped: not awaited here).
 */
async function ownRefundCalling(buyer: Person, f: TicketFixture, call: (refund: () => Promise<unknown>) => Promise<unknown>) {
  let reached!: () => void;
  const atProvider = new Promise<void>((resolve) => (reached = resolve));
  const payments = {
    refund: (...args: Parameters<PaymentProvider['refund']>) => {
      reached();
      return call(() => t.runtime.payments.refund(...args));
    },
  } as unknown as PaymentProvider;
  const own = cancelTicket(deps(payments), buyer.user, f.items[0]!.id, undefined);
  await atProvider;
  return { own };
}

/** The buyer's own refund in flight: the provider's reply waits for `release`. */
async function ownRefundInFlight(buyer: Person, f: TicketFixture) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const { own } = await ownRefundCalling(buyer, f, async (refund) => {
    await gate;
    return refund();
  });
  return { own, release };
}

/** The order went back once in full: the ticket's own refund and the mass refund's rest, each ticket refunded once. */
async function expectRefundedOnce(owner: Person, buyer: Person, friend: string, f: TicketFixture) {
  const { rows } = await t.db.execute<{ refunds: number; at_provider: number; order: number; statuses: string[] }>(sql`
    select (select count(*)::int from sandbox_refunds where payment_id = o.payment_id) as refunds,
      (select refunded_amount from sandbox_payments where id = o.payment_id) as at_provider, o.refunded_amount as order,
      (select array_agg(status order by status) from order_items where order_id = o.id) as statuses
    from orders o where o.id = ${f.order.id}`);
  expect(rows[0]).toEqual({ refunds: 2, at_provider: 3168, order: 3168, statuses: ['refunded', 'refunded'] });
  expect(await outboxCount('ticket.refunded', f.order.id)).toBe(2);
  // Counted once, as refunded, with what the mass refund itself sent back (the ticket's own refund did the rest).
  expect(await massRefund(f.event.id, owner)).toMatchObject({ total: 1, done: 1, failed: 0, pending: 0, refundedAmount: 1584 });
  for (const to of [buyer.user.email, friend]) expect(await queuedMailsTo(t.db, to), to).toHaveLength(1);
}

describe('a ticket refund in flight when the event is cancelled', () => {
  it('finishes first when its provider answers before the mass refund runs; the mass refund refunds the rest', async () => {
    const [owner, buyer] = [await signUpUser(t.app), await signUpUser(t.app)];
    const friend = address('friend');
    const f = await cardOrder(owner, buyer, friend);
    const { own, release } = await ownRefundInFlight(buyer, f);
    expectReply(await cancel(f.event.id, owner), 200, eventLifecycleMessageReply);
    release();
    expect(await own).toMatchObject({ status: 'refunded', refundedAmount: 1584 });
    await t.jobs.runUntilIdle();
    await expectRefundedOnce(owner, buyer, friend, f);
  });

  it('is waited for when the mass refund runs first (refunding, not failed), and the order is refunded once after it', async () => {
    const [owner, buyer] = [await signUpUser(t.app), await signUpUser(t.app)];
    const friend = address('friend');
    const f = await cardOrder(owner, buyer, friend);
    const { own, release } = await ownRefundInFlight(buyer, f);
    expectReply(await cancel(f.event.id, owner), 200, eventLifecycleMessageReply);
    await t.jobs.runUntilIdle();
    expect(await massRefund(f.event.id, owner)).toMatchObject({ done: 0, failed: 0, pending: 1 });
    release();
    expect(await own).toMatchObject({ status: 'refunded', refundedAmount: 1584 });
    await dueNow();
    await t.jobs.runUntilIdle();
    await expectRefundedOnce(owner, buyer, friend, f);
  });

  it("is finished by the mass refund with its claim's key once the claim is older than CLAIM_TAKEOVER_SECONDS", async () => {
    const [owner, buyer] = [await signUpUser(t.app), await signUpUser(t.app)];
    const friend = address('friend');
    const f = await cardOrder(owner, buyer, friend);
    // The provider refunds, then the process stops before its transaction: the call never returns.
    await ownRefundCalling(buyer, f, async (refund) => {
      await refund();
      return new Promise(() => undefined);
    });
    expectReply(await cancel(f.event.id, owner), 200, eventLifecycleMessageReply);
    // A recent claim may still be a call in progress: waited for.
    await t.jobs.runUntilIdle();
    expect(await massRefund(f.event.id, owner)).toMatchObject({ done: 0, failed: 0, pending: 1 });
    // Later than the bound, its process has stopped: the mass refund finishes it with its key (the claim's time is
    // in the key, so the claim row stays as it is and the service's clock moves on; the provider refunds nothing twice).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + (CLAIM_TAKEOVER_SECONDS + 1) * 1000);
      await dueNow();
      await t.jobs.runUntilIdle();
    } finally {
      vi.useRealTimers();
    }
    await expectRefundedOnce(owner, buyer, friend, f);
  });

  it('is refused once the event is cancelled: the mass refund is the only refund then', async () => {
    const [owner, buyer] = [await signUpUser(t.app), await signUpUser(t.app)];
    const friend = address('friend');
    const f = await cardOrder(owner, buyer, friend);
    expectReply(await cancel(f.event.id, owner), 200, eventLifecycleMessageReply);
    await expect(cancelTicket(deps(), buyer.user, f.items[0]!.id, undefined)).rejects.toMatchObject({ code: 'validation_failed' });
  });
});

describe('the cancellation e-mails', () => {
  /** A buyer with two card orders (the first with a friend's ticket), written with two spellings of one address. */
  async function twoOrders() {
    const owner = await signUpUser(t.app);
    const [buyer, friend] = [address('two.orders'), address('friend')];
    const attendees = [
      { firstName: 'Ada', lastName: 'Lovelace', email: buyer },
      { firstName: 'Charles', lastName: 'Babbage', email: friend },
    ];
    const first = await makeTicketFixture(t, { owner, count: 2, buyerEmail: buyer, attendees });
    const reuse = { event: first.event, occurrence: first.occurrence, ticketType: first.ticketType };
    const second = await makeTicketFixture(t, { owner, reuse, count: 1, buyerEmail: buyer.toUpperCase() });
    expectReply(await cancel(first.event.id, owner), 200, eventLifecycleMessageReply);
    return { owner, buyer, friend, first, second };
  }

  it('go once to each address, listing all of its orders, and a rerun sends nothing again', async () => {
    const { owner, buyer, friend, first, second } = await twoOrders();
    await t.jobs.runUntilIdle();
    const [mail, ...more] = await queuedMailsTo(t.db, buyer);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Jazz Night has been canceled');
    for (const part of [first.order.id, second.order.id, '$31.68', '$15.84']) expect(mail!.text).toContain(part);
    const [friendMail, ...again] = await queuedMailsTo(t.db, friend);
    expect(again).toEqual([]);
    expect(friendMail!.text).toContain(first.order.id);
    expect(friendMail!.text).not.toContain(second.order.id);

    await runMassRefund(deps(), (await massRefund(first.event.id, owner))!.id);
    expect(await queuedMailsTo(t.db, buyer)).toHaveLength(1);
  });

  it('list a refund that failed as delayed, and its refund after the retry comes in an e-mail of its own', async () => {
    const { owner, buyer, friend, first, second } = await twoOrders();
    // The provider refuses the second order's refund every time: three attempts, then failed.
    const real = t.runtime.payments;
    const refusing = {
      refund: async (...args: Parameters<PaymentProvider['refund']>) => {
        if (args[2]?.endsWith(second.order.id)) throw Object.assign(new Error('Your card issuer is not available'), { code: 'processing_error' });
        return real.refund(...args);
      },
    } as unknown as PaymentProvider;
    const massRefundId = (await massRefund(first.event.id, owner))!.id;
    await runMassRefund(deps(refusing), massRefundId);
    const [summary, ...rest] = await queuedMailsTo(t.db, buyer);
    expect(rest).toEqual([]);
    expect(summary!.text).toContain('Your order was refunded in full: $31.68');
    expect(summary!.text).toContain('Your refund of $15.84 could not be made yet');

    await t.app.inject({ method: 'POST', url: course(first.event.id, '/mass_refund/retry'), headers: headers(owner) });
    await t.jobs.runUntilIdle();
    const mails = await queuedMailsTo(t.db, buyer);
    expect(mails.map((m) => m.subject)).toEqual(['Jazz Night has been canceled', 'Your refund for Jazz Night']);
    expect(mails[1]!.text).toContain('Your refund of $15.84 for Jazz Night');
    expect(await queuedMailsTo(t.db, friend)).toHaveLength(1);
  });
});
