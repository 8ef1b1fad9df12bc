import { platformFee } from '../../../domain/checkout.ts';
import type { orders } from '../../platform/db/schema/index.ts';
import type { Payment } from '../../platform/payments/provider.ts';
import { SandboxProvider } from '../../platform/payments/sandbox.ts';
import { StripeProvider } from '../../platform/payments/stripe.ts';
import { stopOpenPayment } from '../checkout/index.ts';
import type { MembershipDeps } from './settlement.service.ts';
import { stripeBilling } from './stripe-billing.ts';
import type { SubscriptionRow } from './subscription-records.ts';

type OrderRow = typeof orders.$inferSelect;
export type PaidOrderRow = OrderRow & { paymentId: string };

/** Absolute URLs a provider's checkout page sends the patron back to: paid, or given up. */
export interface ReturnLinks {
  successUrl: string;
  cancelUrl: string;
}

/**
 * How a provider takes a membership's money: the seam between the subscription lifecycle and the payment provider.
 * The sandbox's: Ovation's own orders, the sandbox's card page for the first period (whose card is kept) and
 * off-session charges of that card by the renewal sweep. Stripe Billing's (stripe-billing.ts): a Checkout Session in
 * subscription mode on the organizer's account for the first period, renewals by Stripe itself reported by webhook
 * (stripe-billing-events.service.ts), the Customer Portal to manage. Both settle through `settleMembershipOrder`.
 */
export interface MembershipBilling {
  readonly provider: 'sandbox' | 'stripe';
  /** The platform's fee on a period of `amount` (what the provider will actually keep). */
  fee(amount: number, currency: string): number;
  /**
   * The first period's payment, made once per order: the sandbox's card payment (its card is kept for renewals) or
   * Stripe's Checkout Session (whose page sends the patron back to `links`).
   */
  firstPayment(order: OrderRow, accountId: string, links: ReturnLinks): Promise<Payment>;
  /** Where the browser pays a pending checkout whose first payment exists; `fallback` once there is nothing to pay. */
  checkoutUrl(sub: SubscriptionRow, order: OrderRow, fallback: string): Promise<string>;
  /** Where the patron manages a running membership (card, cancel, resume); `returnUrl` brings them back. */
  manageUrl(sub: SubscriptionRow, returnUrl: string, fallback: string): Promise<string>;
  /** The provider's word on a membership order's payment. */
  retrievePayment(order: PaidOrderRow): Promise<Payment>;
  /** Stops the order's payment when it can still succeed, and answers its state after (null: it has none). */
  stopPayment(order: OrderRow): Promise<Payment | null>;
  /** Refunds a failed order's payment in full; a second refund finds nothing left to refund. */
  refund(order: PaidOrderRow): Promise<void>;
  /** A later period charged to the saved card by Ovation's sweep; absent where the provider renews by itself. */
  renewalPayment?(order: OrderRow, accountId: string, cardId: string): Promise<Payment>;
}

/** The sandbox's checkout and manage page of a subscription (the web app's /sandbox/memberships/:id). */
export const SANDBOX_PAGE_PATH = (subscriptionId: string) => `/sandbox/memberships/${subscriptionId}`;

function paymentInput(order: OrderRow, accountId: string, saveCard: boolean) {
  return {
    amount: order.total,
    currency: order.currency,
    accountId,
    applicationFee: order.feeTotal,
    method: 'card' as const,
    idempotencyKey: order.id,
    metadata: { orderId: order.id, subscriptionId: order.membershipSubscriptionId ?? '' },
    saveCard,
  };
}

function sandboxBilling(sandbox: SandboxProvider): MembershipBilling {
  return {
    provider: 'sandbox',
    fee: platformFee,
    firstPayment: (order, accountId) => sandbox.createPayment(paymentInput(order, accountId, true)),
    checkoutUrl: async (sub) => SANDBOX_PAGE_PATH(sub.id),
    manageUrl: async (sub) => SANDBOX_PAGE_PATH(sub.id),
    retrievePayment: (order) => sandbox.retrievePayment(order.paymentId),
    stopPayment: (order) => stopOpenPayment({ payments: sandbox }, order),
    async refund(order) {
      try {
        await sandbox.refund(order.paymentId);
      } catch (err) {
        if ((err as { code?: string }).code !== 'charge_already_refunded') throw err;
      }
    },
    async renewalPayment(order, accountId, cardId) {
      const payment = order.paymentId ? { id: order.paymentId } : await sandbox.createPayment(paymentInput(order, accountId, false));
      return sandbox.chargeSavedCard(payment.id, cardId);
    },
  };
}

/** The billing of the configured provider. */
export function membershipBilling(deps: MembershipDeps): MembershipBilling {
  if (deps.payments instanceof StripeProvider) return stripeBilling(deps.db, deps.payments);
  if (deps.payments instanceof SandboxProvider) return sandboxBilling(deps.payments);
  throw new Error(`No membership billing for the ${deps.payments.name} provider`);
}
