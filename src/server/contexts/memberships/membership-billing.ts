import type { orders } from '../../platform/db/schema/index.ts';
import type { Payment, PaymentProvider } from '../../platform/payments/provider.ts';
import { SandboxProvider } from '../../platform/payments/sandbox.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * How a provider takes a membership's money: the seam between the subscription lifecycle and the payment provider.
 * The sandbox's: Ovation's own orders, the sandbox's card page for the first period (whose card is kept) and
 * off-session charges of that card by the renewal sweep. Stripe Billing (a later step) renews by itself and reports
 * it by webhook, so it will implement the first payment and the page, and its renewals will call the same
 * settlement (subscribe.service.ts `settleMembershipOrder`) from its invoice events.
 */
export interface MembershipBilling {
  readonly provider: 'sandbox';
  /** The first period's payment (idempotent by the order id); the card that pays it is kept for renewals. */
  firstPayment(order: OrderRow, accountId: string): Promise<Payment>;
  /** A later period's payment charged to the saved card without the patron (idempotent by the order id). */
  renewalPayment(order: OrderRow, accountId: string, cardId: string): Promise<Payment>;
  /** Where the patron pays a pending subscription and manages a running one. */
  pagePath(subscriptionId: string): string;
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
    firstPayment: (order, accountId) => sandbox.createPayment(paymentInput(order, accountId, true)),
    async renewalPayment(order, accountId, cardId) {
      const payment = order.paymentId ? { id: order.paymentId } : await sandbox.createPayment(paymentInput(order, accountId, false));
      return sandbox.chargeSavedCard(payment.id, cardId);
    },
    pagePath: SANDBOX_PAGE_PATH,
  };
}

/** The billing of the configured provider; null while memberships cannot be paid through it (Stripe, for now). */
export function membershipBilling(payments: PaymentProvider): MembershipBilling | null {
  return payments instanceof SandboxProvider ? sandboxBilling(payments) : null;
}
