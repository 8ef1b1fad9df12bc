import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { membershipSubscriptions as subs, orders } from '../../platform/db/schema/index.ts';
import { sqlState } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { recordEvents } from '../../platform/outbox.ts';
import type { Payment, PaymentProvider } from '../../platform/payments/provider.ts';
import type { PaymentSettlement } from '../checkout/index.ts';
import { membershipBilling } from './membership-billing.ts';
import { renewedPeriodEnd } from './renewal-periods.ts';
import { periodEnd, subscriptionEvent, takeSeat, type MembershipOrderRow, type SubscriptionRow } from './subscription-records.ts';
import { queueMembershipMail } from './subscription-mails.ts';

/** What the membership lifecycle uses; AppDeps, the worker's deps and checkout's CompletionDeps all satisfy it. */
export interface MembershipDeps {
  db: Db;
  jobs: Jobs;
  payments: PaymentProvider;
}

/** Statuses a paid membership order completes from: a timed-out one too, when its payment went through late. */
const COMPLETABLE = ['pending', 'processing', 'canceled', 'timed_out'] as const;

export type SettleOutcome = 'completed' | 'already_completed' | 'not_paid' | 'failed';

/** A paid period's bounds when the provider keeps the calendar (Stripe Billing), instead of Ovation's own. */
export interface ProviderPeriod {
  start: Date;
  end: Date;
}

/** The period a late payment paid is no longer the membership's to take (its seat went, it renewed or ended): refund. */
class NotTakeable extends Error {
  constructor() {
    super('The membership no longer takes this payment');
  }
}

/**
 * The provider's word on a membership order's payment (the first period's or a renewal's), from the provider's
 * events, the sandbox page, the renewal sweep and reconciliation: completes the order once its payment succeeded
 * (free periods need none) and, in the same transaction, starts or extends the membership, writes the outbox and
 * queues the e-mails. Safe to call any number of times, concurrently: the subscription's row lock and the order's
 * conditional UPDATE let one caller win. A payment the membership can no longer take (a late payment whose seat is
 * gone, a renewal of a membership that ended) fails the order and is refunded.
 */
export async function settleMembershipOrder(
  deps: MembershipDeps,
  orderId: string,
  opts: { payment?: Payment; now?: Date; period?: ProviderPeriod } = {},
): Promise<SettleOutcome> {
  const now = opts.now ?? new Date();
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.productType, 'MembershipTier')))
    .limit(1);
  if (!order) return 'not_paid';
  if (order.status === 'completed') return 'already_completed';
  const payment = !order.paymentId
    ? null
    : opts.payment?.id === order.paymentId
      ? opts.payment
      : await membershipBilling(deps).retrievePayment({ ...order, paymentId: order.paymentId });
  const free = order.total === 0 && !order.paymentId;
  if (!free && payment?.status !== 'succeeded') return 'not_paid';
  if (order.status === 'failed') {
    await refundFailed(deps, order);
    return 'failed';
  }
  if (payment && (payment.amount !== order.total || payment.currency !== order.currency)) return failAndRefund(deps, order);
  try {
    const won = await deps.db.transaction((tx) => completeInTransaction(tx, deps.jobs, order, payment, now, opts.period));
    return won ? 'completed' : 'already_completed';
  } catch (err) {
    // A second live membership of the same person (the partial unique index) is a seat that is not theirs to take.
    if (!(err instanceof NotTakeable) && sqlState(err) !== '23505') throw err;
    return failAndRefund(deps, order);
  }
}

async function completeInTransaction(
  tx: Tx,
  jobs: Jobs,
  order: MembershipOrderRow,
  payment: Payment | null,
  now: Date,
  period: ProviderPeriod | undefined,
): Promise<boolean> {
  // The subscription's row lock serializes everyone settling its orders.
  const [sub] = await tx.select().from(subs).where(eq(subs.id, order.membershipSubscriptionId!)).for('update');
  if (!sub) throw new NotTakeable();
  const first = sub.startsAt === null;
  const [won] = await tx
    .update(orders)
    .set({
      status: 'completed',
      completedAt: now,
      canceledAt: null,
      updatedAt: now,
      transactionId: payment?.id ?? order.id.slice(0, 8).toUpperCase(),
      paymentMethod: payment ? 'card' : 'free',
      // The first period starts when it is paid (or when the provider started it), not when the checkout opened.
      ...(first ? { periodStart: period?.start ?? now } : {}),
    })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...COMPLETABLE])))
    .returning();
  if (!won) return false;
  const updated = first ? await activate(tx, sub, payment, now, period) : await extend(tx, sub, order, now, period);
  await recordEvents(tx, [subscriptionEvent(first ? 'membership.subscription.created' : 'membership.subscription.updated', updated, now)]);
  if (first) await queueMembershipMail(tx, jobs, 'welcome', sub.id);
  await queueMembershipMail(tx, jobs, 'receipt', sub.id, order.id);
  return true;
}

/** The first period paid: the membership starts now (or with the provider's period), and the card that paid is kept. */
async function activate(tx: Tx, sub: SubscriptionRow, payment: Payment | null, now: Date, period?: ProviderPeriod): Promise<SubscriptionRow> {
  if (sub.status !== 'pending' && sub.status !== 'expired') throw new NotTakeable();
  // The checkout ended before its payment came (its seat went back): the membership takes a seat again, or refunds.
  if (!sub.holdsSeat && !(await takeSeat(tx, sub.tierId))) throw new NotTakeable();
  const start = period?.start ?? now;
  return startPeriod(tx, sub.id, now, start, period?.end ?? periodEnd(start, sub.interval), {
    holdsSeat: true,
    startsAt: start,
    pendingUntil: null,
    canceledAt: null,
    paymentMethodRef: payment?.savedCard?.id ?? null,
    cardLast4: payment?.savedCard?.last4 ?? null,
  });
}

/** A renewal paid: the next period runs from the end of the last one, whenever the payment came. */
async function extend(tx: Tx, sub: SubscriptionRow, order: MembershipOrderRow, now: Date, period?: ProviderPeriod): Promise<SubscriptionRow> {
  const due = order.periodStart && sub.expiresAt?.getTime() === order.periodStart.getTime();
  if (!due || (sub.status !== 'active' && sub.status !== 'past_due')) throw new NotTakeable();
  return startPeriod(tx, sub.id, now, order.periodStart!, period?.end ?? renewedPeriodEnd(sub.startsAt!, order.periodStart!, sub.interval));
}

/** The membership runs (again) for the paid period [start, end): active, with no renewal attempts pending. */
async function startPeriod(
  tx: Tx,
  id: string,
  now: Date,
  start: Date,
  end: Date,
  first: Partial<typeof subs.$inferInsert> = {},
): Promise<SubscriptionRow> {
  const [row] = await tx
    .update(subs)
    .set({ ...first, status: 'active', currentPeriodStart: start, expiresAt: end, renewalAttempts: 0, nextAttemptAt: null, updatedAt: now })
    .where(eq(subs.id, id))
    .returning();
  return row!;
}

async function failAndRefund(deps: MembershipDeps, order: MembershipOrderRow): Promise<SettleOutcome> {
  await deps.db
    .update(orders)
    .set({ status: 'failed', updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), ne(orders.status, 'completed')));
  const [current] = await deps.db.select().from(orders).where(eq(orders.id, order.id)).limit(1);
  if (current?.status === 'completed') return 'already_completed';
  await refundFailed(deps, order);
  return 'failed';
}

/** Refunds a failed order's payment; a second refund finds nothing left to refund. */
async function refundFailed(deps: MembershipDeps, order: MembershipOrderRow) {
  if (order.paymentId) await membershipBilling(deps).refund({ ...order, paymentId: order.paymentId });
}

/** The memberships side of checkout's settlement port: a period's order settles from the provider's current word. */
export const membershipSettlement: PaymentSettlement = {
  settle: (deps, orderId) => settleMembershipOrder(deps, orderId),
  onPaymentEvent: async (deps, order) => {
    await settleMembershipOrder(deps, order.id);
  },
};
