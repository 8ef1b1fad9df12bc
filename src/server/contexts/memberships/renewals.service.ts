import { processLog, type Logger } from '../../platform/logger.ts';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { graceEnd, RENEWAL_GRACE_DAYS } from '../../../domain/memberships.ts';
import { membershipSubscriptions as subs, orders, profiles } from '../../platform/db/schema/index.ts';
import { recordEvents } from '../../platform/outbox.ts';
import { PaymentProviderError } from '../../platform/payments/provider.ts';
import { membershipBilling, type MembershipBilling } from './membership-billing.ts';
import { settleMembershipOrder, type MembershipDeps } from './settlement.service.ts';
import { expirePendingCheckout, expireSubscription, renewalOrderOf } from './subscription-changes.service.ts';
import { queueMembershipMail } from './subscription-mails.ts';
import { subscriptionEvent, type SubscriptionRow, type MembershipOrderRow } from './subscription-records.ts';

/**
 * The memberships sweep (every minute, MEMBERSHIP_SWEEP_QUEUE): unpaid checkouts past their time end; due
 * memberships renew by charging the saved card; failed renewals are tried again within the grace period; and
 * memberships whose time is over expire (cancelled or manual ones at the end of the paid period, unpaid ones at the
 * end of grace). `now` is a parameter so the whole lifecycle can be run on a simulated clock.
 */

/** Memberships looked at per step and run; the next minute's run takes the rest. */
const BATCH = 100;
/** A renewal being charged keeps other runs away this long; a run that died mid-way is picked up after it. */
export const RENEWAL_LEASE_MS = 10 * 60_000;
/** Days to the next attempt after the 1st, 2nd, 3rd… failed renewal, never past the end of grace. */
export const RETRY_DELAY_DAYS = [1, 2, 4] as const;
const DAY_MS = 86_400_000;

const inGrace = (now: Date) => sql`${subs.expiresAt} + make_interval(days => ${RENEWAL_GRACE_DAYS}) > ${now}`;
/** Stripe Billing renews and ends its subscriptions itself and reports by webhook: the sweep leaves them to it. */
const renewedHere = isNull(subs.providerSubscriptionId);
/** Renewing memberships whose period (or whose next attempt) is due and whose grace has not run out. */
const dueForRenewal = (now: Date, provider: string) =>
  and(
    inArray(subs.status, ['active', 'past_due']),
    eq(subs.autoRenew, true),
    eq(subs.provider, provider),
    renewedHere,
    sql`coalesce(${subs.nextAttemptAt}, ${subs.expiresAt}) <= ${now}`,
    inGrace(now),
  )!;
/** Over: cancelled or not renewing at the end of the paid period; renewing ones whose grace ran out unpaid. */
const overNow = (now: Date) =>
  or(
    and(eq(subs.status, 'canceled'), lte(subs.expiresAt, now)),
    and(eq(subs.status, 'active'), eq(subs.autoRenew, false), lte(subs.expiresAt, now)),
    and(inArray(subs.status, ['active', 'past_due']), eq(subs.autoRenew, true), renewedHere, sql`not (${inGrace(now)})`),
  )!;

export interface SweepResult {
  checkoutsEnded: number;
  renewed: number;
  failed: number;
  expired: number;
}

/** One run of the sweep; each membership's failure is logged and left to the next run. */
export async function sweepMemberships(deps: MembershipDeps, now = new Date(), log: Logger = processLog): Promise<SweepResult> {
  const result: SweepResult = { checkoutsEnded: 0, renewed: 0, failed: 0, expired: 0 };
  const each = async (rows: SubscriptionRow[], step: (sub: SubscriptionRow) => Promise<void>) => {
    for (const sub of rows) {
      try {
        await step(sub);
      } catch (err) {
        log.error({ err, subscriptionId: sub.id }, 'a membership step of the sweep failed; the next run tries again');
      }
    }
  };
  const select = (where: ReturnType<typeof and>) => deps.db.select().from(subs).where(where).orderBy(asc(subs.expiresAt), asc(subs.id)).limit(BATCH);

  await each(await select(and(eq(subs.status, 'pending'), lte(subs.pendingUntil, now))), async (sub) => {
    if (await expirePendingCheckout(deps, sub, now)) result.checkoutsEnded += 1;
  });
  const billing = membershipBilling(deps);
  await each(await select(dueForRenewal(now, billing.provider)), async (sub) => {
    const outcome = await renew(deps, billing, sub, now);
    if (outcome === 'renewed') result.renewed += 1;
    if (outcome === 'failed') result.failed += 1;
  });
  await each(await select(overNow(now)), async (sub) => {
    if (await expireSubscription(deps, sub, now)) result.expired += 1;
  });
  return result;
}

type RenewOutcome = 'renewed' | 'failed' | 'processing' | 'skipped';

/**
 * Renews one membership: claims it (one conditional UPDATE that moves its next attempt past a lease, so a second
 * run at the same time skips it), makes the period's order (one per membership and period: a second run finds the
 * first's) and charges the saved card with the order's id as the idempotency key. A run killed between the order
 * and the charge leaves the order pending: the next run charges it with the same key, so a period is paid once.
 */
export async function renew(deps: MembershipDeps, billing: MembershipBilling, sub: SubscriptionRow, now: Date): Promise<RenewOutcome> {
  const [claimed] = await deps.db
    .update(subs)
    .set({ nextAttemptAt: new Date(now.getTime() + RENEWAL_LEASE_MS), updatedAt: now })
    .where(and(eq(subs.id, sub.id), dueForRenewal(now, billing.provider)))
    .returning();
  if (!claimed?.expiresAt) return 'skipped';
  const order = await periodOrder(deps, billing, claimed, claimed.expiresAt, now);
  if (order.status === 'completed') return 'skipped';
  if (order.total === 0) return (await settleMembershipOrder(deps, order.id, { now })) === 'completed' ? 'renewed' : 'skipped';

  const [owner] = await deps.db.select({ accountId: profiles.paymentAccountId }).from(profiles).where(eq(profiles.id, claimed.ownerId));
  // Without a saved card (or a provider that charges by itself, whose subscription never started) it cannot renew here.
  if (!owner?.accountId || !claimed.paymentMethodRef || !billing.renewalPayment) return recordFailure(deps, claimed, now);
  let payment;
  try {
    payment = await billing.renewalPayment(order, owner.accountId, claimed.paymentMethodRef);
  } catch (err) {
    // The provider refused the charge itself (a cancelled payment, a card it no longer has): a failed attempt.
    if (!(err instanceof PaymentProviderError)) throw err;
    return recordFailure(deps, claimed, now);
  }
  if (!order.paymentId) {
    await deps.db.update(orders).set({ paymentId: payment.id, paymentProvider: deps.payments.name, updatedAt: now }).where(eq(orders.id, order.id));
  }
  if (payment.status === 'succeeded') {
    const settled = await settleMembershipOrder(deps, order.id, { payment, now });
    return settled === 'completed' || settled === 'already_completed' ? 'renewed' : 'skipped';
  }
  // A processing charge keeps its lease; the provider's event settles it.
  if (payment.status === 'processing') return 'processing';
  return recordFailure(deps, claimed, now);
}

/** The order of the period starting at `periodStart`, inserted by whichever run (or provider event) comes first. */
export async function periodOrder(
  deps: MembershipDeps,
  billing: MembershipBilling,
  sub: SubscriptionRow,
  periodStart: Date,
  now: Date,
): Promise<MembershipOrderRow> {
  await deps.db
    .insert(orders)
    .values({
      productType: 'MembershipTier',
      membershipTierId: sub.tierId,
      membershipPriceId: sub.priceId,
      membershipSubscriptionId: sub.id,
      periodStart,
      ownerId: sub.ownerId,
      userId: sub.userId,
      status: 'pending',
      step: 'pay',
      // The latest the period's payment may come: the end of grace.
      holdExpiresAt: graceEnd(periodStart),
      currency: sub.currency,
      subtotal: sub.amount,
      total: sub.amount,
      feeTotal: billing.fee(sub.amount, sub.currency),
      paymentMethod: 'card',
      paymentProvider: deps.payments.name,
      buyerEmail: sub.email,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return (await renewalOrderOf(deps.db, sub.id, periodStart))!;
}

/**
 * A renewal that did not go through: the membership is past due (access continues through the grace period),
 * the next attempt comes after a growing delay (or when the provider says it retries), and the first failure of a
 * period e-mails the patron.
 */
export async function recordFailure(
  deps: MembershipDeps,
  sub: SubscriptionRow,
  now: Date,
  providerRetry?: { nextAttemptAt: Date | null },
): Promise<RenewOutcome> {
  const attempts = sub.renewalAttempts + 1;
  const delay = RETRY_DELAY_DAYS[Math.min(attempts, RETRY_DELAY_DAYS.length) - 1]! * DAY_MS;
  const nextAttemptAt = providerRetry ? providerRetry.nextAttemptAt : new Date(Math.min(now.getTime() + delay, graceEnd(sub.expiresAt!).getTime()));
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(subs)
      .set({ status: 'past_due', renewalAttempts: attempts, nextAttemptAt, updatedAt: now })
      .where(and(eq(subs.id, sub.id), eq(subs.expiresAt, sub.expiresAt!), inArray(subs.status, ['active', 'past_due'])))
      .returning();
    if (!row || attempts > 1) return;
    await recordEvents(tx, [subscriptionEvent('membership.subscription.updated', row, now)]);
    await queueMembershipMail(tx, deps.jobs, 'payment_failed', sub.id);
  });
  return 'failed';
}
