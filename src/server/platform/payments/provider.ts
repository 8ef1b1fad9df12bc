/**
 * The PaymentProvider port. Adapters: `sandbox` (built in, the default: a complete test mode with test cards,
 * declines, processing, readers and payouts, no real money) and `stripe` (Connect, PaymentIntents, Terminal).
 * Amounts are integer minor units; currencies lower-case ISO codes.
 */
export type PaymentStatus = 'requires_payment_method' | 'processing' | 'requires_capture' | 'succeeded' | 'canceled';

export interface PaymentError {
  code: string;
  message: string;
  declineCode?: string;
}

export interface Payment {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  lastError: PaymentError | null;
  metadata: Record<string, string>;
  /** The card kept for later charges (`CreatePaymentInput.saveCard`), once one has paid; absent where not supported. */
  savedCard?: SavedCard | null;
}

/** A card the provider keeps for off-session charges (a membership's renewals). */
export interface SavedCard {
  id: string;
  last4: string | null;
}

export interface CreatePaymentInput {
  amount: number;
  currency: string;
  /** The organizer's connected account that receives the money. */
  accountId: string;
  /** The platform's fee, kept by the platform. */
  applicationFee: number;
  /** Card present (a reader), card not present, or an express wallet (Apple Pay, Google Pay, Link). */
  method: 'card' | 'terminal' | 'express';
  /** Idempotency: the same key never creates a second payment. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  /** Shown on the provider's dashboard and the buyer's statement where supported. */
  description?: string;
  /** Keep the card that pays it for later off-session charges (Payment.savedCard). */
  saveCard?: boolean;
}

/**
 * Recurring charges: a card kept by a payment created with `saveCard`, charged again off-session. The sandbox has
 * them (its memberships renew by Ovation's own sweep); Stripe renews memberships through Stripe Billing's own
 * subscriptions instead (HostedSubscriptions), so its adapter has none.
 */
export interface RecurringCharges {
  /**
   * Confirms a payment (created with `createPayment`, whose idempotency key names the period it pays) with a saved
   * card, without the buyer. A payment that succeeded or is processing is returned as it is, so a retried charge
   * never charges twice; a declined one stays `requires_payment_method` with `lastError` and may be charged again.
   */
  chargeSavedCard(paymentId: string, cardId: string): Promise<Payment>;
}

/**
 * Hosted subscriptions (Stripe Billing on the organizer's connected account): the provider keeps the recurring
 * price, takes the first payment on its own checkout page, renews by itself and reports by webhook
 * (`ProviderEvent.subscription`). The patron manages card and cancellation on the provider's portal.
 */
export interface HostedSubscriptions {
  /** A recurring price of `amount` every month or year, with its product; the same `idempotencyKey` makes one. */
  createRecurringPrice(
    accountId: string,
    input: { amount: number; currency: string; interval: 'month' | 'year'; name: string; metadata: Record<string, string>; idempotencyKey: string },
  ): Promise<string>;
  /** The checkout page of a subscription to `priceId`, with the platform's fee percent on every invoice. */
  createSubscriptionCheckout(accountId: string, input: SubscriptionCheckoutInput): Promise<HostedCheckout>;
  retrieveSubscriptionCheckout(accountId: string, checkoutId: string): Promise<HostedCheckout>;
  /** Ends an open checkout, so it can no longer be paid; answers its state (a completed one stays complete). */
  expireSubscriptionCheckout(accountId: string, checkoutId: string): Promise<HostedCheckout>;
  retrieveInvoice(accountId: string, invoiceId: string): Promise<ProviderInvoice>;
  /** Refunds a paid invoice in full (with the platform's fee); the same `idempotencyKey` never refunds twice. */
  refundInvoice(accountId: string, invoiceId: string, idempotencyKey: string): Promise<{ id: string; amount: number }>;
  /** The customer's portal session (card, invoices, cancel); its URL. */
  createPortalSession(accountId: string, customerId: string, returnUrl: string): Promise<string>;
}

export interface SubscriptionCheckoutInput {
  priceId: string;
  /** The platform's share of every invoice, in percent. */
  applicationFeePercent: number;
  /** Kept on the checkout and on the subscription it makes, so its events name ours. */
  metadata: Record<string, string>;
  clientReferenceId: string;
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  idempotencyKey: string;
}

export interface HostedCheckout {
  id: string;
  /** The page the patron pays on (a capability: only they get it); null once it ended. */
  url: string | null;
  status: 'open' | 'complete' | 'expired';
  amount: number | null;
  currency: string | null;
  subscriptionId: string | null;
  customerId: string | null;
}

/** A subscription's invoice: what it charged for which service period. */
export interface ProviderInvoice {
  id: string;
  status: 'draft' | 'open' | 'paid' | 'uncollectible' | 'void';
  amountPaid: number;
  currency: string;
  /** The service period it pays (its subscription line's), ISO 8601. */
  period: { start: string; end: string };
  /** The subscription's first invoice (its checkout), not a renewal. */
  first: boolean;
  /** When the provider tries a failed invoice again; null when it will not. */
  nextAttemptAt: string | null;
}

/** What a hosted subscription's webhook says, with our id of the membership (`reference`, from its metadata). */
export type SubscriptionEvent = { reference: string | null; subscriptionId: string | null; customerId: string | null } & (
  | { kind: 'checkout_completed' | 'checkout_expired'; checkoutId: string }
  | { kind: 'invoice_paid' | 'invoice_failed'; invoice: ProviderInvoice }
  | {
      kind: 'subscription_updated' | 'subscription_deleted';
      /** `ended`: the provider stopped it for good (canceled, unpaid, incomplete expired). */
      status: 'active' | 'past_due' | 'incomplete' | 'ended';
      /** Cancelled by the patron, running to the end of the paid period. */
      cancelAtPeriodEnd: boolean;
    }
);

/** A payout the provider made to an owner's bank account (payout.paid). */
export interface ProviderPayout {
  id: string;
  amount: number;
  currency: string;
  /** When the money arrived, ISO 8601. */
  paidAt: string;
}

/** What a provider webhook tells us, after its signature is verified. */
export interface ProviderEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.processing' | 'payout.paid' | 'other';
  paymentId?: string;
  /** The connected account the event is about (Connect events), when the provider says. */
  accountId?: string;
  /** Set for payout.paid. */
  payout?: ProviderPayout;
  /** A hosted subscription's checkout, invoice or subscription event (type `other`: no payment of ours to look up). */
  subscription?: SubscriptionEvent;
  raw: unknown;
}

export interface Reader {
  id: string;
  name: string;
  serialNumber: string | null;
  status: 'online' | 'offline';
}

/** Where readers are registered (accounts-and-reporting 3 Location). */
export interface LocationInput {
  /** The venue name. */
  name: string;
  address: string;
  apartment?: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
}

/** Where the provider's onboarding sends the owner back: on success, and when the link expired. */
export interface OnboardingLinks {
  returnUrl: string;
  refreshUrl: string;
}

/** A provider failure the caller may show: a code and a message (card errors, unknown objects, bad codes). */
export class PaymentProviderError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly declineCode?: string,
    /** The HTTP status the provider answered with, when there was one. */
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** True for the sandbox and for Stripe test keys; the UI labels it, e.g. 'Sandbox payments: no real money'. */
  readonly testMode: boolean;

  createPayment(input: CreatePaymentInput): Promise<Payment>;
  retrievePayment(paymentId: string): Promise<Payment>;
  cancelPayment(paymentId: string): Promise<Payment>;
  /** Refunds all of a payment, or `amount` of it; the same `idempotencyKey` never refunds twice. */
  refund(paymentId: string, amount?: number, idempotencyKey?: string): Promise<{ id: string; amount: number }>;
  /** Verifies a webhook's signature over the raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;

  /**
   * Connect: open an account for an owner. With `links`, also the onboarding link that finishes it (null when
   * none is needed: the sandbox connects at once).
   */
  createAccount(
    owner: { id: string; email: string | null; country?: string },
    links?: OnboardingLinks,
  ): Promise<{ accountId: string; onboardingUrl: string | null }>;
  /** A fresh onboarding link for an existing account (links expire); null when none is needed. */
  onboardingUrl(accountId: string, links: OnboardingLinks): Promise<string | null>;

  /** Terminal. */
  createLocation(accountId: string, location: LocationInput): Promise<{ id: string }>;
  registerReader(accountId: string, input: { name: string; pairingCode: string; locationId: string }): Promise<Reader>;
  deleteReader(readerId: string): Promise<void>;
  listReaders(accountId: string, readerIds: string[]): Promise<Reader[]>;
  processOnReader(readerId: string, paymentId: string): Promise<Payment>;
  cancelReaderAction(readerId: string): Promise<void>;
  /** Test mode only: presents a test card on a simulated reader. */
  simulateReaderPayment?(readerId: string, paymentId: string): Promise<Payment>;
}

/** A reader's pairing (registration) code: words or letters and digits joined by hyphens (a domain rule). */
export { PAIRING_CODE_PATTERN, isWellFormedPairingCode } from '../../../domain/payouts.ts';
