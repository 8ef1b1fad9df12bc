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
 * them (its memberships renew by Ovation's own sweep); Stripe will renew memberships through Stripe Billing's own
 * subscriptions instead, so its adapter has none yet.
 */
export interface RecurringCharges {
  /**
   * Confirms a payment (created with `createPayment`, whose idempotency key names the period it pays) with a saved
   * card, without the buyer. A payment that succeeded or is processing is returned as it is, so a retried charge
   * never charges twice; a declined one stays `requires_payment_method` with `lastError` and may be charged again.
   */
  chargeSavedCard(paymentId: string, cardId: string): Promise<Payment>;
}

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
