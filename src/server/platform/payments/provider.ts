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
}

export interface CreatePaymentInput {
  amount: number;
  currency: string;
  /** The organizer's connected account that receives the money. */
  accountId: string;
  /** The platform's fee, kept by the platform. */
  applicationFee: number;
  /** Card present (a reader) or card not present. */
  method: 'card' | 'terminal';
  /** Idempotency: the same key never creates a second payment. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** What a provider webhook tells us, after its signature is verified. */
export interface ProviderEvent {
  id: string;
  type: 'payment.succeeded' | 'payment.failed' | 'payment.processing' | 'payout.paid' | 'other';
  paymentId?: string;
  raw: unknown;
}

export interface Reader {
  id: string;
  name: string;
  serialNumber: string | null;
  status: 'online' | 'offline';
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** Labels the UI shows, e.g. 'Sandbox payments: no real money'. */
  readonly testMode: boolean;

  createPayment(input: CreatePaymentInput): Promise<Payment>;
  retrievePayment(paymentId: string): Promise<Payment>;
  cancelPayment(paymentId: string): Promise<Payment>;
  refund(paymentId: string, amount?: number): Promise<{ id: string; amount: number }>;
  /** Verifies a webhook's signature over the raw body; throws when it does not match. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;

  /** Connect: open an account for an owner; the onboarding link to finish it (null when none is needed). */
  createAccount(owner: { id: string; email: string | null; country?: string }): Promise<{ accountId: string; onboardingUrl: string | null }>;

  /** Terminal. */
  registerReader(accountId: string, input: { name: string; pairingCode: string; location: { name: string; address: string; city: string; state: string; zipcode: string; country: string } }): Promise<Reader>;
  listReaders(accountId: string, readerIds: string[]): Promise<Reader[]>;
  processOnReader(readerId: string, paymentId: string): Promise<Payment>;
  cancelReaderAction(readerId: string): Promise<void>;
  /** Test mode only: presents a test card on a simulated reader. */
  simulateReaderPayment?(readerId: string, paymentId: string): Promise<Payment>;
}
