import { and, eq, isNull } from 'drizzle-orm';
import { PLATFORM_FEE_PERCENT } from '../../../domain/checkout.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { membershipPrices as prices, membershipTiers as tiers, profiles } from '../../platform/db/schema/index.ts';
import {
  PaymentProviderError,
  type HostedCheckout,
  type Payment,
  type PaymentStatus,
  type ProviderInvoice,
} from '../../platform/payments/provider.ts';
import type { StripeProvider } from '../../platform/payments/stripe.ts';
import type { MembershipBilling, PaidOrderRow } from './membership-billing.ts';
import { firstOrderOf, type MembershipOrderRow } from './subscription-records.ts';

/**
 * Memberships through Stripe Billing, on the organizer's connected account: the tier price's recurring Price (made
 * once, kept in `providerPriceId`), a Checkout Session in subscription mode with the platform's fee percent for the
 * first period, the Customer Portal to manage. Stripe renews by itself; its invoice events settle the periods
 * (stripe-billing-events.service.ts). An order's `paymentId` is its Checkout Session while the first period waits,
 * then the invoice that paid it.
 */

/** Stripe keeps a Checkout Session open for at least this long (its `expires_at` minimum is 30 minutes). */
const SESSION_MIN_MS = 30 * 60_000;
/** Calls within one slot ask for the same session (same idempotency key and `expires_at`), so two tabs pay one. */
const SESSION_SLOT_MS = 10 * 60_000;

/** The platform's share of a period: Stripe Billing takes a percentage only (`application_fee_percent`). */
export const stripeMembershipFee = (amount: number) => Math.round((amount * PLATFORM_FEE_PERCENT) / 100);

const isCheckout = (paymentId: string) => paymentId.startsWith('cs_');

const CHECKOUT_STATUS: Record<HostedCheckout['status'], PaymentStatus> = {
  open: 'requires_payment_method',
  // Paid at Stripe; the invoice's event settles the period.
  complete: 'processing',
  expired: 'canceled',
};

function checkoutPayment(checkout: HostedCheckout, order: MembershipOrderRow): Payment {
  return {
    id: checkout.id,
    clientSecret: checkout.url ?? '',
    amount: checkout.amount ?? order.total,
    currency: checkout.currency ?? order.currency,
    status: CHECKOUT_STATUS[checkout.status],
    lastError: null,
    metadata: {},
  };
}

/** An invoice as the payment of its period: paid is succeeded; void or uncollectible can no longer succeed. */
export function invoicePayment(invoice: ProviderInvoice): Payment {
  const status: PaymentStatus =
    invoice.status === 'paid'
      ? 'succeeded'
      : invoice.status === 'void' || invoice.status === 'uncollectible'
        ? 'canceled'
        : 'requires_payment_method';
  return { id: invoice.id, clientSecret: '', amount: invoice.amountPaid, currency: invoice.currency, status, lastError: null, metadata: {} };
}

async function accountOf(db: Queryable, ownerId: string): Promise<string> {
  const [owner] = await db.select({ accountId: profiles.paymentAccountId }).from(profiles).where(eq(profiles.id, ownerId)).limit(1);
  if (!owner?.accountId) throw new PaymentProviderError('account_missing', 'The organizer has no Stripe account');
  return owner.accountId;
}

/** The tier price's Stripe Price on the account, made on first use (one per price: the idempotency key is its id). */
async function stripePriceOf(db: Queryable, stripe: StripeProvider, priceId: string, accountId: string): Promise<string> {
  const [row] = await db
    .select({ price: prices, tierName: tiers.name })
    .from(prices)
    .innerJoin(tiers, eq(tiers.id, prices.tierId))
    .where(eq(prices.id, priceId))
    .limit(1);
  if (!row) throw new PaymentProviderError('resource_missing', `No membership price ${priceId}`);
  if (row.price.providerPriceId) return row.price.providerPriceId;
  const { price } = row;
  const id = await stripe.createRecurringPrice(accountId, {
    amount: price.amount,
    currency: price.currency,
    interval: price.interval,
    name: row.tierName,
    metadata: { tierId: price.tierId, priceId: price.id },
    idempotencyKey: `membership-price-${price.id}`,
  });
  await db
    .update(prices)
    .set({ providerPriceId: id })
    .where(and(eq(prices.id, price.id), isNull(prices.providerPriceId)));
  return id;
}

export function stripeBilling(db: Queryable, stripe: StripeProvider): MembershipBilling {
  const retrieve = async (order: PaidOrderRow): Promise<Payment> => {
    const accountId = await accountOf(db, order.ownerId);
    return isCheckout(order.paymentId)
      ? checkoutPayment(await stripe.retrieveSubscriptionCheckout(accountId, order.paymentId), order)
      : invoicePayment(await stripe.retrieveInvoice(accountId, order.paymentId));
  };
  /** The open session's page; once it ended (paid, or expired), back to where the patron came from. */
  const checkoutUrl = async (order: MembershipOrderRow, fallback: string) => {
    if (!order.paymentId || !isCheckout(order.paymentId)) return fallback;
    return (await retrieve({ ...order, paymentId: order.paymentId })).clientSecret || fallback;
  };

  return {
    provider: 'stripe',
    fee: stripeMembershipFee,

    async firstPayment(order, accountId, links) {
      const subscriptionId = order.membershipSubscriptionId!;
      const slot = Math.floor(Date.now() / SESSION_SLOT_MS);
      const checkout = await stripe.createSubscriptionCheckout(accountId, {
        priceId: await stripePriceOf(db, stripe, order.membershipPriceId!, accountId),
        applicationFeePercent: PLATFORM_FEE_PERCENT,
        metadata: { subscriptionId, orderId: order.id },
        clientReferenceId: subscriptionId,
        ...(order.buyerEmail ? { customerEmail: order.buyerEmail } : {}),
        successUrl: links.successUrl,
        cancelUrl: links.cancelUrl,
        // Past the checkout's own hold: the sweep expires the session when the hold ends.
        expiresAt: new Date((slot + 1) * SESSION_SLOT_MS + SESSION_MIN_MS),
        idempotencyKey: `membership-checkout-${order.id}-${slot}`,
      });
      return checkoutPayment(checkout, order);
    },

    checkoutUrl: (_sub, order, fallback) => checkoutUrl(order, fallback),

    async manageUrl(sub, returnUrl, fallback) {
      if (sub.providerCustomerId) return stripe.createPortalSession(await accountOf(db, sub.ownerId), sub.providerCustomerId, returnUrl);
      // Not at Stripe yet: a checkout still open is where to go; a free membership has nothing to manage there.
      const order = sub.status === 'pending' ? await firstOrderOf(db, sub.id) : null;
      return order ? checkoutUrl(order, fallback) : fallback;
    },

    retrievePayment: retrieve,

    async stopPayment(order) {
      if (!order.paymentId) return null;
      if (!isCheckout(order.paymentId)) return retrieve({ ...order, paymentId: order.paymentId });
      return checkoutPayment(await stripe.expireSubscriptionCheckout(await accountOf(db, order.ownerId), order.paymentId), order);
    },

    async refund(order) {
      // A Checkout Session is never money itself: its invoice is.
      if (isCheckout(order.paymentId)) return;
      try {
        await stripe.refundInvoice(await accountOf(db, order.ownerId), order.paymentId, `refund-${order.id}`);
      } catch (err) {
        if ((err as { code?: string }).code !== 'charge_already_refunded') throw err;
      }
    },
  };
}
