import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sandboxSubscriptionView, type SandboxSubscriptionView } from '../../../contracts/membership-subscriptions.ts';
import { MEMBERSHIP_MAIL_TEXTS as MAIL } from '../../../contracts/memberships.messages.ts';
import { graceEnd } from '../../../domain/memberships.ts';
import { membershipSubscriptions, orders, outboxEvents } from '../../platform/db/schema/index.ts';
import type { Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { mailsAfterJobs, mailsTo, useTestApp } from '../../testing/test-app.ts';
import { SUCCESS_CARD, sandbox } from '../checkout/checkout.fixtures.ts';
import { createTier, insertSubscription, membershipOwner, subscriptionEvents, tierInput } from './memberships.fixtures.ts';
import { RENEWAL_LEASE_MS, sweepMemberships } from './renewals.service.ts';
import { renewedPeriodEnd } from './renewal-periods.ts';
import {
  SAVES_THEN_DECLINES_CARD,
  membershipDeps,
  ordersOf,
  newPatron,
  paymentsOf,
  postSandbox,
  seatsTaken,
  subscribeAndPay,
  subscriptionRow,
  testCard,
  type Patron,
} from './subscriptions.fixtures.ts';

const t = useTestApp();
let owner: Person;
const MINUTE = 60_000;
const DAY = 86_400_000;
const at = (date: Date, ms: number) => new Date(date.getTime() + ms);
const sweep = (now: Date) => sweepMemberships(membershipDeps(t), now);

beforeAll(async () => {
  owner = await membershipOwner(t);
});

async function changeCard(patron: Patron, id: string, number: string): Promise<SandboxSubscriptionView> {
  return expectReply(await postSandbox(t, patron, id, 'card', { card: testCard(number) }), 200, sandboxSubscriptionView);
}

/** The subjects of the e-mails sent so far (once the jobs ran), which are `count`. */
async function subjects(to: string, count: number) {
  const mails = await mailsAfterJobs(t, to);
  expect(mails).toHaveLength(count);
  return mails.map((m) => m.subject);
}

const types = async (id: string) => (await subscriptionEvents(t, id)).map((e) => e.type);

describe('renewedPeriodEnd', () => {
  const utc = (iso: string) => new Date(`${iso}T10:00:00.000Z`);
  it.each([
    ['2025-01-31', '2025-01-31', 'month', '2025-02-28'],
    ['2025-01-31', '2025-02-28', 'month', '2025-03-31'],
    ['2025-01-31', '2025-03-31', 'month', '2025-04-30'],
    ['2024-01-31', '2024-01-31', 'month', '2024-02-29'],
    ['2025-05-15', '2026-04-15', 'month', '2026-05-15'],
    ['2024-02-29', '2024-02-29', 'year', '2025-02-28'],
    ['2024-02-29', '2027-02-28', 'year', '2028-02-29'],
  ] as const)('anchored at %s, the period from %s (%s) ends %s', (anchor, start, interval, end) => {
    expect(renewedPeriodEnd(utc(anchor), utc(start), interval)).toEqual(utc(end));
  });
});

describe('the memberships sweep on a simulated clock', () => {
  it('13 monthly renewals, a failed renewal recovered within grace, a cancellation at period end and the expiry', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { validSubscriptionsLimit: 3, limited: true }));
    const patron = await newPatron(t);
    const id = await subscribeAndPay(t, patron, owner, tier);
    let sub = await subscriptionRow(t, id);

    for (let n = 1; n <= 13; n++) {
      const due = sub.expiresAt!;
      await sweep(at(due, -MINUTE));
      expect(await ordersOf(t, id), `renewal ${n} is not due a minute early`).toHaveLength(n);
      await sweep(at(due, MINUTE));
      sub = await subscriptionRow(t, id);
      expect(sub).toMatchObject({ status: 'active', renewalAttempts: 0, nextAttemptAt: null, currentPeriodStart: due });
      expect(sub.expiresAt).toEqual(renewedPeriodEnd(sub.startsAt!, due, 'month'));
      const charged = await ordersOf(t, id);
      expect(charged).toHaveLength(n + 1);
      expect(charged.every((o) => o.status === 'completed' && o.total === 500)).toBe(true);
      expect(charged[n]!.periodStart).toEqual(due);
      const payments = await paymentsOf(t, id);
      expect(payments).toHaveLength(n + 1);
      expect(payments.every((p) => p.status === 'succeeded' && p.amount === 500)).toBe(true);
    }
    // Fourteen whole months after the first period started (the period around day 400): anchored, no drift.
    const first = (await ordersOf(t, id))[0]!.periodStart!;
    expect(sub.expiresAt).toEqual(renewedPeriodEnd(first, at(first, 400 * DAY), 'month'));
    expect(sub.expiresAt!.getUTCMonth()).toBe((first.getUTCMonth() + 14) % 12);
    const receipts = (await subjects(patron.email, 15)).filter((s) => s === MAIL.receiptSubject(owner.user.name));
    expect(receipts).toHaveLength(14);
    expect(await types(id)).toEqual(['membership.subscription.created', ...Array(13).fill('membership.subscription.updated')]);

    // The renewal card starts declining: past due, retried after 1 day, then 2 days, the patron told once.
    expect((await changeCard(patron, id, SAVES_THEN_DECLINES_CARD)).cardLast4).toBe('0341');
    const due = sub.expiresAt!;
    await sweep(at(due, MINUTE));
    sub = await subscriptionRow(t, id);
    expect(sub).toMatchObject({ status: 'past_due', renewalAttempts: 1, nextAttemptAt: at(due, MINUTE + DAY), expiresAt: due });
    const [period] = (await ordersOf(t, id)).slice(-1);
    expect(period).toMatchObject({ periodStart: due, status: 'pending' });
    expect((await paymentsOf(t, id)).slice(-1)[0]).toMatchObject({ id: period!.paymentId, status: 'requires_payment_method' });
    await sweep(at(due, 60 * MINUTE));
    expect((await subscriptionRow(t, id)).renewalAttempts).toBe(1);
    await sweep(at(due, DAY + 2 * MINUTE));
    sub = await subscriptionRow(t, id);
    expect(sub).toMatchObject({ status: 'past_due', renewalAttempts: 2, nextAttemptAt: at(due, DAY + 2 * MINUTE + 2 * DAY) });
    expect(await subjects(patron.email, 16)).toContain(MAIL.failedSubject(owner.user.name));
    expect(await types(id)).toHaveLength(15);

    // A new card: the next run charges the same order's payment again, and it renews from the end of the period.
    await changeCard(patron, id, SUCCESS_CARD);
    await sweep(at(due, DAY + 3 * MINUTE));
    sub = await subscriptionRow(t, id);
    expect(sub).toMatchObject({ status: 'active', renewalAttempts: 0, nextAttemptAt: null });
    expect(sub.expiresAt).toEqual(renewedPeriodEnd(sub.startsAt!, due, 'month'));
    const afterRecovery = await ordersOf(t, id);
    expect(afterRecovery).toHaveLength(15);
    expect(afterRecovery[14]).toMatchObject({ status: 'completed', periodStart: due, paymentId: period!.paymentId });
    expect(await paymentsOf(t, id)).toHaveLength(15);
    expect((await paymentsOf(t, id)).slice(-1)[0]!.status).toBe('succeeded');

    // Cancelled: runs to the end of the paid period, is not renewed, then expires and gives its seat back.
    const cancelled = expectReply(await postSandbox(t, patron, id, 'cancel'), 200, sandboxSubscriptionView);
    expect(cancelled).toMatchObject({ status: 'canceled', autoRenew: false, expiresAt: sub.expiresAt!.toISOString() });
    const end = sub.expiresAt!;
    await sweep(at(end, -MINUTE));
    expect((await subscriptionRow(t, id)).status).toBe('canceled');
    await sweep(at(end, MINUTE));
    expect(await subscriptionRow(t, id)).toMatchObject({ status: 'expired', holdsSeat: false });
    expect(await seatsTaken(t, tier.id)).toBe(0);
    expect(await ordersOf(t, id)).toHaveLength(15);
    expect((await types(id)).slice(-3)).toEqual([
      'membership.subscription.updated',
      'membership.subscription.cancelled',
      'membership.subscription.expired',
    ]);
    const all = await subjects(patron.email, 19);
    expect(all.filter((s) => s === MAIL.failedSubject(owner.user.name))).toHaveLength(1);
    expect(all.filter((s) => s === MAIL.receiptSubject(owner.user.name))).toHaveLength(15);
    expect(all.filter((s) => s === MAIL.cancelledSubject(owner.user.name))).toHaveLength(1);
    expect(all.filter((s) => s === MAIL.expiredSubject(owner.user.name))).toHaveLength(1);
    expect(all.filter((s) => s === MAIL.welcomeSubject(owner.user.name))).toHaveLength(1);
    expect(all).toHaveLength(19);
  }, 120_000);

  it('a renewal never paid within grace: three attempts, then the membership expires and its payment is cancelled', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { name: 'Lapsing', validSubscriptionsLimit: 2, limited: true }));
    const patron = await newPatron(t);
    const id = await subscribeAndPay(t, patron, owner, tier);
    await changeCard(patron, id, SAVES_THEN_DECLINES_CARD);
    const due = (await subscriptionRow(t, id)).expiresAt!;
    const attempts: number[] = [];
    for (const offset of [MINUTE, DAY + MINUTE, 3 * DAY + MINUTE, 6 * DAY]) {
      await sweep(at(due, offset));
      attempts.push((await subscriptionRow(t, id)).renewalAttempts);
    }
    expect(attempts).toEqual([1, 2, 3, 3]);
    expect((await subscriptionRow(t, id)).nextAttemptAt).toEqual(graceEnd(due));
    // Access until the end of grace; then it ends.
    await sweep(at(graceEnd(due), MINUTE));
    expect(await subscriptionRow(t, id)).toMatchObject({ status: 'expired', holdsSeat: false, expiresAt: due });
    expect(await seatsTaken(t, tier.id)).toBe(0);
    const charged = await ordersOf(t, id);
    expect(charged.map((o) => o.status)).toEqual(['completed', 'canceled']);
    const payments = await paymentsOf(t, id);
    expect(payments.map((p) => p.status)).toEqual(['succeeded', 'canceled']);
    expect((await types(id)).slice(-2)).toEqual(['membership.subscription.updated', 'membership.subscription.expired']);
    const all = await subjects(patron.email, 4);
    expect(all).toEqual(expect.arrayContaining([MAIL.failedSubject(owner.user.name), MAIL.expiredSubject(owner.user.name)]));
    const failed = (await mailsTo(t.db, patron.email)).find((m) => m.subject === MAIL.failedSubject(owner.user.name))!;
    expect(failed.text).toContain('ending in 0341');
  }, 60_000);

  it('a member added by hand expires at the end of the period, with its seat, outbox event and e-mail', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { name: 'By hand' }));
    const expiresAt = new Date(Date.now() + 3 * DAY);
    const member = await insertSubscription(t, tier.id, { status: 'active', autoRenew: false, provider: null, expiresAt, holdsSeat: true });
    await sweep(at(expiresAt, -MINUTE));
    expect((await subscriptionRow(t, member.id)).status).toBe('active');
    await sweep(at(expiresAt, MINUTE));
    expect((await subscriptionRow(t, member.id)).status).toBe('expired');
    expect(await seatsTaken(t, tier.id)).toBe(0);
    expect(await types(member.id)).toEqual(['membership.subscription.expired']);
    expect(await subjects(member.email, 1)).toEqual([MAIL.expiredSubject(owner.user.name)]);
    expect(await t.db.$count(orders, eq(orders.membershipSubscriptionId, member.id))).toBe(0);
  });

  it('survives a crash between the period’s order and its charge: the next run charges that order once', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { name: 'Crash' }));
    const patron = await newPatron(t);
    const id = await subscribeAndPay(t, patron, owner, tier);
    const due = (await subscriptionRow(t, id)).expiresAt!;
    // A run claimed it and wrote the period's order, then died before charging (its lease still running).
    const [first] = await ordersOf(t, id);
    const { id: _id, createdAt: _c, updatedAt: _u, completedAt: _d, paymentId: _p, transactionId: _x, ...copy } = first!;
    const [orphan] = await t.db
      .insert(orders)
      .values({ ...copy, status: 'pending', periodStart: due })
      .returning();
    await t.db
      .update(membershipSubscriptions)
      .set({ nextAttemptAt: at(due, RENEWAL_LEASE_MS) })
      .where(eq(membershipSubscriptions.id, id));
    // It even created the payment (same idempotency key) before dying.
    await sandbox(t).createPayment({
      amount: 500,
      currency: 'usd',
      accountId: 'acct',
      applicationFee: 0,
      method: 'card',
      idempotencyKey: orphan!.id,
      metadata: { orderId: orphan!.id, subscriptionId: id },
    });
    await sweep(at(due, MINUTE));
    expect((await subscriptionRow(t, id)).expiresAt).toEqual(due);
    await sweep(at(due, RENEWAL_LEASE_MS + MINUTE));
    const renewed = await subscriptionRow(t, id);
    expect(renewed.expiresAt).toEqual(renewedPeriodEnd(renewed.startsAt!, due, 'month'));
    const charged = await ordersOf(t, id);
    expect(charged).toHaveLength(2);
    expect(charged[1]).toMatchObject({ id: orphan!.id, status: 'completed' });
    const payments = await paymentsOf(t, id);
    expect(payments.map((p) => p.status)).toEqual(['succeeded', 'succeeded']);
    expect(payments[1]!.id).toBe(charged[1]!.paymentId);
  });

  it('writes each change’s outbox event with the membership as it stands', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { name: 'Outbox' }));
    const patron = await newPatron(t);
    const id = await subscribeAndPay(t, patron, owner, tier);
    const { expiresAt: due, startsAt } = await subscriptionRow(t, id);
    await sweep(at(due!, MINUTE));
    const [, renewed] = await t.db
      .select()
      .from(outboxEvents)
      .where(eq(outboxEvents.ownerId, owner.user.id))
      .then((rows) => rows.filter((r) => (r.payload as { subscriptionId?: string }).subscriptionId === id));
    expect(renewed).toMatchObject({
      type: 'membership.subscription.updated',
      payload: {
        subscriptionId: id,
        status: 'active',
        autoRenew: true,
        expiresAt: renewedPeriodEnd(startsAt!, due!, 'month').toISOString(),
        price: { amount: 500, interval: 'month' },
      },
    });
  });
});
