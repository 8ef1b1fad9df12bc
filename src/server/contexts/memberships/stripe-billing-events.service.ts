import { and, eq, isNull, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../platform/db/client.ts';
import { membershipSubscriptions as subs, orders, profiles } from '../../platform/db/schema/index.ts';
import type { ProviderInvoice, SubscriptionEvent } from '../../platform/payments/provider.ts';
import { membershipBilling } from './membership-billing.ts';
import { periodOrder, recordFailure } from './renewals.service.ts';
import { settleMembershipOrder, type MembershipDeps } from './settlement.service.ts';
import { firstOrderOf } from './subscription-records.ts';
import { invoicePayment } from './stripe-billing.ts';
import { expirePendingCheckout, expireSubscription, markCanceled, markResumed } from './subscription-changes.service.ts';
import type { SubscriptionRow } from './subscription-records.ts';

/**
 * Stripe Billing's webhooks for memberships (verified, and recorded once in processed_webhooks, by checkout's
 * `handleProviderEvent`): the checkout completed (the provider's ids) or expired (the pending membership ends, its
 * seat back), an invoice paid (the period's order settles: the first or a renewal), an invoice failed (past due, one
 * e-mail per period), the subscription cancelled at period end, resumed or ended. Each change reuses the lifecycle's
 * own writer, so its outbox event and e-mails go in the same transaction as on every other path.
 */
export async function handleSubscriptionEvent(deps: MembershipDeps, event: SubscriptionEvent, accountId: string | undefined, now = new Date()) {
  const found = await subscriptionOf(deps.db, event, accountId);
  if (!found) return;
  const sub = await recordProviderIds(deps.db, found, event);
  switch (event.kind) {
    case 'checkout_completed':
      return;
    case 'checkout_expired': {
      const order = await firstOrderOf(deps.db, sub.id);
      if (sub.status === 'pending' && order?.paymentId === event.checkoutId) await expirePendingCheckout(deps, sub, now);
      return;
    }
    case 'invoice_paid':
      return invoicePaid(deps, sub, event.invoice, now);
    case 'invoice_failed':
      return invoiceFailed(deps, sub, event.invoice, now);
    case 'subscription_updated':
      if (event.status === 'ended') return end(deps, sub, now);
      if (event.status === 'incomplete') return;
      if (event.cancelAtPeriodEnd) await markCanceled(deps, sub.id, now);
      else if (sub.status === 'canceled') await markResumed(deps, sub.id, now);
      return;
    case 'subscription_deleted':
      return end(deps, sub, now);
  }
}

const isUuid = (value: string | null): value is string => value !== null && z.uuid().safeParse(value).success;

/**
 * The membership an event is about: by the Stripe subscription, else (before its id is recorded) by our id in the
 * metadata. Only on the account of the membership's owner: another account's event never touches it.
 */
async function subscriptionOf(db: Queryable, event: SubscriptionEvent, accountId: string | undefined): Promise<SubscriptionRow | null> {
  const byStripe = event.subscriptionId ? eq(subs.providerSubscriptionId, event.subscriptionId) : undefined;
  const byReference = isUuid(event.reference) ? and(eq(subs.id, event.reference), isNull(subs.providerSubscriptionId)) : undefined;
  if (!byStripe && !byReference) return null;
  const [row] = await db
    .select({ sub: subs, accountId: profiles.paymentAccountId })
    .from(subs)
    .innerJoin(profiles, eq(profiles.id, subs.ownerId))
    .where(and(eq(subs.provider, 'stripe'), or(byStripe, byReference)))
    .limit(1);
  if (!row || (accountId && row.accountId !== accountId)) return null;
  return row.sub;
}

/** Keeps the Stripe subscription and customer the first time an event names them (checkout or invoice first). */
async function recordProviderIds(db: Queryable, sub: SubscriptionRow, event: SubscriptionEvent): Promise<SubscriptionRow> {
  if (sub.providerSubscriptionId || !event.subscriptionId) return sub;
  const [row] = await db
    .update(subs)
    .set({ providerSubscriptionId: event.subscriptionId, providerCustomerId: event.customerId, updatedAt: new Date() })
    .where(and(eq(subs.id, sub.id), isNull(subs.providerSubscriptionId)))
    .returning();
  return row ?? sub;
}

const periodOf = (invoice: ProviderInvoice) => ({ start: new Date(invoice.period.start), end: new Date(invoice.period.end) });

/**
 * A paid invoice settles its period's order: the checkout's for the first invoice, else the order of the period it
 * pays (made here when the sweep's twin has not: one per membership and period start). The invoice becomes the
 * order's payment, and the membership takes Stripe's period, so the next invoice starts where this one ends.
 */
async function invoicePaid(deps: MembershipDeps, sub: SubscriptionRow, invoice: ProviderInvoice, now: Date) {
  const period = periodOf(invoice);
  const order = invoice.first ? await firstOrderOf(deps.db, sub.id) : await periodOrder(deps, membershipBilling(deps), sub, period.start, now);
  if (!order || order.status === 'completed') return;
  await deps.db
    .update(orders)
    .set({ paymentId: invoice.id, paymentProvider: deps.payments.name, updatedAt: now })
    .where(and(eq(orders.id, order.id), ne(orders.status, 'completed')));
  await settleMembershipOrder(deps, order.id, { payment: invoicePayment(invoice), now, period });
}

/** A renewal invoice of the current period that failed: past due, e-mailed once per period; Stripe retries it. */
async function invoiceFailed(deps: MembershipDeps, sub: SubscriptionRow, invoice: ProviderInvoice, now: Date) {
  const current = sub.expiresAt?.getTime() === periodOf(invoice).start.getTime();
  if (invoice.first || !current || (sub.status !== 'active' && sub.status !== 'past_due')) return;
  await recordFailure(deps, sub, now, { nextAttemptAt: invoice.nextAttemptAt ? new Date(invoice.nextAttemptAt) : null });
}

/** Stripe ended the subscription: an open checkout ends as the sweep ends it, a running membership expires. */
async function end(deps: MembershipDeps, sub: SubscriptionRow, now: Date) {
  if (sub.status === 'pending') await expirePendingCheckout(deps, sub, now);
  else await expireSubscription(deps, sub, now);
}
