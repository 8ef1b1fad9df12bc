import { and, eq, gt, inArray } from 'drizzle-orm';
import { SANDBOX_SUBSCRIPTION_TEXTS, SUBSCRIBE_MESSAGES } from '../../../contracts/membership-subscriptions.ts';
import type { CardErrorBody } from '../../../contracts/payments.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { membershipSubscriptions as subs, orders } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { recordEvents } from '../../platform/outbox.ts';
import { SandboxError, type SandboxProvider } from '../../platform/payments/sandbox.ts';
import type { CardInput } from '../../platform/payments/test-cards.ts';
import { DECLINE_FIELD } from '../payments/index.ts';
import { membershipBilling } from './membership-billing.ts';
import { settleMembershipOrder, type MembershipDeps } from './settlement.service.ts';
import { queueMembershipMail } from './subscription-mails.ts';
import { releaseSeat, subscriptionEvent, type SubscriptionRow, firstOrderOf, type MembershipOrderRow } from './subscription-records.ts';

/**
 * A membership's changes after it started: the patron cancels (it runs to the end of the paid period), resumes,
 * changes the card renewals are charged to; and its end: an unpaid checkout expires, a cancelled, unpaid or manual
 * membership expires. A seat is given back only once no payment for it can still succeed.
 */

const conflict = (message: string) => new AppError('conflict', message);

/** The patron's own provider subscription, or 404 for anyone else's (its id is a capability of its owner only). */
export async function ownSubscription(db: Queryable, user: AuthUser, id: string): Promise<SubscriptionRow> {
  const [row] = await db
    .select()
    .from(subs)
    .where(and(eq(subs.id, id), eq(subs.userId, user.id), eq(subs.provider, 'sandbox')))
    .limit(1);
  if (!row) throw notFound(SANDBOX_SUBSCRIPTION_TEXTS.notFound);
  return row;
}

/** Cancel at period end: no more renewals, access until `expiresAt`, then the sweep expires it. */
export async function cancelSubscription(deps: MembershipDeps, user: AuthUser, id: string, now = new Date()): Promise<SubscriptionRow> {
  await ownSubscription(deps.db, user, id);
  const row = await markCanceled(deps, id, now);
  if (!row) throw conflict(SUBSCRIBE_MESSAGES.notRunning);
  return row;
}

/** A running membership cancelled at period end (here, or on the provider's portal), with its outbox event and e-mail. */
export function markCanceled(deps: MembershipDeps, id: string, now: Date): Promise<SubscriptionRow | null> {
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(subs)
      .set({ status: 'canceled', autoRenew: false, canceledAt: now, nextAttemptAt: null, updatedAt: now })
      .where(and(eq(subs.id, id), inArray(subs.status, ['active', 'past_due'])))
      .returning();
    if (!updated) return null;
    await recordEvents(tx, [subscriptionEvent('membership.subscription.cancelled', updated, now)]);
    await queueMembershipMail(tx, deps.jobs, 'cancelled', id);
    return updated;
  });
}

/** Undo a cancellation before the paid period ends: it renews again. */
export async function resumeSubscription(deps: MembershipDeps, user: AuthUser, id: string, now = new Date()): Promise<SubscriptionRow> {
  const current = await ownSubscription(deps.db, user, id);
  const row = await markResumed(deps, id, now);
  if (!row) throw conflict(current.status === 'canceled' || current.status === 'expired' ? SUBSCRIBE_MESSAGES.ended : SUBSCRIBE_MESSAGES.notCanceled);
  return row;
}

/** A cancelled membership whose paid period still runs renews again (here, or on the provider's portal). */
export function markResumed(deps: MembershipDeps, id: string, now: Date): Promise<SubscriptionRow | null> {
  return deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(subs)
      .set({ status: 'active', autoRenew: true, canceledAt: null, updatedAt: now })
      .where(and(eq(subs.id, id), eq(subs.status, 'canceled'), gt(subs.expiresAt, now)))
      .returning();
    if (updated) await recordEvents(tx, [subscriptionEvent('membership.subscription.updated', updated, now)]);
    return updated ?? null;
  });
}

export type CardChange = { ok: true; subscription: SubscriptionRow } | { ok: false; status: 402 | 422; error: Omit<CardErrorBody, 'requestId'> };

/**
 * A new card for the renewals, checked as the sandbox's card form checks one (422 invalid details, 402 a card
 * that would be declined). A past-due membership is charged again at the sweep's next run.
 */
export async function changeCard(
  deps: MembershipDeps,
  sandbox: SandboxProvider,
  user: AuthUser,
  id: string,
  card: CardInput,
  now = new Date(),
): Promise<CardChange> {
  const current = await ownSubscription(deps.db, user, id);
  if (!['active', 'past_due', 'canceled'].includes(current.status)) throw conflict(SUBSCRIBE_MESSAGES.ended);
  let saved;
  try {
    saved = await sandbox.saveCard(card);
  } catch (err) {
    if (!(err instanceof SandboxError)) throw err;
    const field = err.param ?? DECLINE_FIELD[err.code];
    return {
      ok: false,
      status: err.param ? 422 : 402,
      error: {
        code: err.code,
        message: err.message,
        ...(err.declineCode ? { declineCode: err.declineCode } : {}),
        ...(field ? { fieldErrors: { [field]: err.message } } : {}),
      },
    };
  }
  const retry = current.status === 'past_due' ? { nextAttemptAt: now } : {};
  const [row] = await deps.db
    .update(subs)
    .set({ paymentMethodRef: saved.id, cardLast4: saved.last4, updatedAt: now, ...retry })
    .where(and(eq(subs.id, id), inArray(subs.status, ['active', 'past_due', 'canceled'])))
    .returning();
  if (!row) throw conflict(SUBSCRIBE_MESSAGES.ended);
  return { ok: true, subscription: row };
}

/**
 * Ends an unpaid checkout whose time ran out (or that the patron replaced with another price): its payment is
 * cancelled first; one that went through starts the membership instead, one still processing keeps the checkout.
 * Then, in one transaction, the membership expires, its seat goes back and its order times out. True when ended.
 */
export async function expirePendingCheckout(deps: MembershipDeps, sub: SubscriptionRow, now = new Date()): Promise<boolean> {
  const order = await firstOrderOf(deps.db, sub.id);
  if (!(await paymentStopped(deps, order, now))) return false;
  return deps.db.transaction(async (tx) => {
    const ended = await endMembership(tx, sub.id, ['pending'], now);
    if (!ended) return false;
    if (order) await closeOrder(tx, order.id, 'timed_out', now);
    return true;
  });
}

/**
 * Ends a membership whose time is over: cancelled or manual ones at `expiresAt`, past-due ones at the end of the
 * grace period. An open renewal's payment is cancelled first (one that went through renews it instead). Writes the
 * outbox and the e-mail. True when it ended.
 */
export async function expireSubscription(deps: MembershipDeps, sub: SubscriptionRow, now = new Date()): Promise<boolean> {
  const open = sub.expiresAt ? await renewalOrderOf(deps.db, sub.id, sub.expiresAt) : null;
  if (open && open.status !== 'completed' && !(await paymentStopped(deps, open, now))) return false;
  return deps.db.transaction(async (tx) => {
    const ended = await endMembership(tx, sub.id, ['active', 'past_due', 'canceled'], now);
    if (!ended) return false;
    if (open) await closeOrder(tx, open.id, 'canceled', now);
    await recordEvents(tx, [subscriptionEvent('membership.subscription.expired', ended, now)]);
    await queueMembershipMail(tx, deps.jobs, 'expired', sub.id);
    return true;
  });
}

/** The order paying the period that starts at `periodStart`. */
export async function renewalOrderOf(db: Queryable, subscriptionId: string, periodStart: Date): Promise<MembershipOrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.membershipSubscriptionId, subscriptionId), eq(orders.periodStart, periodStart)))
    .limit(1);
  return row ?? null;
}

/** Whether the order's payment can no longer succeed; a payment that went through is settled instead (false). */
async function paymentStopped(deps: MembershipDeps, order: MembershipOrderRow | null, now: Date): Promise<boolean> {
  const payment = order ? await membershipBilling(deps).stopPayment(order) : null;
  if (!payment) return true;
  if (payment.status === 'succeeded') await settleMembershipOrder(deps, order!.id, { payment, now });
  return payment.status === 'canceled';
}

/** Expires a membership in one of `from` under its row lock; its seat goes back only if it held one. */
async function endMembership(tx: Tx, id: string, from: SubscriptionRow['status'][], now: Date): Promise<SubscriptionRow | null> {
  const [sub] = await tx.select().from(subs).where(eq(subs.id, id)).for('update');
  if (!sub || !from.includes(sub.status)) return null;
  const [ended] = await tx
    .update(subs)
    .set({ status: 'expired', holdsSeat: false, pendingUntil: null, nextAttemptAt: null, updatedAt: now })
    .where(eq(subs.id, id))
    .returning();
  if (sub.holdsSeat) await releaseSeat(tx, sub.tierId);
  return ended ?? null;
}

async function closeOrder(tx: Tx, orderId: string, status: 'timed_out' | 'canceled', now: Date) {
  await tx
    .update(orders)
    .set({ status, canceledAt: now, updatedAt: now })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'processing'])));
}
