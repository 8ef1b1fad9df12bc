import Stripe from 'stripe';
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type LocationInput,
  type OnboardingLinks,
  type Payment,
  type PaymentProvider,
  type PaymentStatus,
  type ProviderEvent,
  type Reader,
} from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret?: string;
  /** Where the SDK sends requests instead of https://api.stripe.com (tests replay recorded responses there). */
  apiUrl?: string;
}

/** Webhook signatures older than this are refused (Stripe's default tolerance, replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * Stripe's PaymentIntent statuses onto the port's. `requires_confirmation` and `requires_action` (3-D Secure)
 * mean the buyer still has to act in the browser: for the server that is the same as no payment yet.
 */
function toStatus(status: string): PaymentStatus {
  switch (status) {
    case 'succeeded':
    case 'processing':
    case 'requires_capture':
    case 'canceled':
      return status;
    default:
      return 'requires_payment_method';
  }
}

function toPayment(pi: Stripe.PaymentIntent): Payment {
  const error = pi.last_payment_error;
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? '',
    amount: pi.amount,
    currency: pi.currency,
    status: toStatus(pi.status),
    lastError: error
      ? {
          code: error.code ?? error.type,
          message: error.message ?? 'Your card was declined.',
          ...(error.decline_code ? { declineCode: error.decline_code } : {}),
        }
      : null,
    metadata: { ...pi.metadata },
  };
}

function toReader(reader: Stripe.Terminal.Reader): Reader {
  return {
    id: reader.id,
    name: reader.label,
    serialNumber: reader.serial_number ?? null,
    status: reader.status === 'online' ? 'online' : 'offline',
  };
}

/** Stripe's errors as the port's: the code (or type), message, decline code and HTTP status. */
function toProviderError(err: unknown): unknown {
  if (err instanceof Stripe.errors.StripeError) {
    const code = err.param === 'registration_code' ? 'invalid_pairing_code' : (err.code ?? err.type);
    return new PaymentProviderError(code, err.message, err.decline_code, err.statusCode);
  }
  return err;
}

/** The SDK's connection options for STRIPE_API_URL (host, port, protocol). */
export function stripeConnection(apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

/**
 * The Stripe adapter: Connect Express accounts, destination charges (PaymentIntents created on the platform
 * with `transfer_data.destination` = the organizer's account, `on_behalf_of` it, and the platform fee as
 * `application_fee_amount`), refunds that reverse the transfer, webhooks verified with the signing secret,
 * and Terminal readers registered on the platform account (docs/decisions/, Payments).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly testMode: boolean;
  readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.testMode = settings.secretKey.startsWith('sk_test_');
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'Ovation' },
      ...stripeConnection(settings.apiUrl),
    });
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (err) {
      throw toProviderError(err);
    }
  }

  createPayment(input: CreatePaymentInput): Promise<Payment> {
    const params: Stripe.PaymentIntentCreateParams = {
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      transfer_data: { destination: input.accountId },
      on_behalf_of: input.accountId,
      metadata: input.metadata,
      ...(input.applicationFee > 0 ? { application_fee_amount: input.applicationFee } : {}),
      ...(input.description ? { description: input.description } : {}),
      ...(input.method === 'terminal'
        ? { payment_method_types: ['card_present'], capture_method: 'automatic' as const }
        : // Cards and express wallets (Apple Pay, Google Pay, Link) through the Payment / Express Checkout Element.
          { automatic_payment_methods: { enabled: true } }),
    };
    return this.call(async () => toPayment(await this.stripe.paymentIntents.create(params, { idempotencyKey: input.idempotencyKey })));
  }

  retrievePayment(paymentId: string): Promise<Payment> {
    return this.call(async () => toPayment(await this.stripe.paymentIntents.retrieve(paymentId)));
  }

  cancelPayment(paymentId: string): Promise<Payment> {
    return this.call(async () => toPayment(await this.stripe.paymentIntents.cancel(paymentId)));
  }

  /**
   * Refunds all or part of a payment. The transfer to the organizer is reversed and the platform fee refunded,
   * both in proportion to the amount, so each side gives back its share.
   */
  refund(paymentId: string, amount?: number, idempotencyKey?: string): Promise<{ id: string; amount: number }> {
    return this.call(async () => {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: paymentId,
          ...(amount !== undefined ? { amount } : {}),
          reverse_transfer: true,
          refund_application_fee: true,
        },
        idempotencyKey ? { idempotencyKey } : undefined,
      );
      return { id: refund.id, amount: refund.amount };
    });
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent {
    const secret = this.settings.webhookSecret;
    if (!secret) throw new PaymentProviderError('webhook_secret_missing', 'STRIPE_WEBHOOK_SECRET is not set', undefined, 400);
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature ?? '', secret, WEBHOOK_TOLERANCE_SECONDS);
    } catch (err) {
      throw new PaymentProviderError('invalid_signature', (err as Error).message, undefined, 400);
    }
    return toProviderEvent(event);
  }

  createAccount(owner: { id: string; email: string | null; country?: string }, links?: OnboardingLinks) {
    return this.call(async () => {
      const account = await this.stripe.accounts.create(
        {
          type: 'express',
          // Without a country Stripe opens the account in the platform's country.
          ...(owner.country ? { country: owner.country } : {}),
          ...(owner.email ? { email: owner.email } : {}),
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { ownerId: owner.id },
        },
        // Two clicks within ten minutes open one account, not two.
        { idempotencyKey: `connect-${owner.id}-${Math.floor(Date.now() / 600_000)}` },
      );
      const onboardingUrl = links ? await this.onboardingUrl(account.id, links) : null;
      return { accountId: account.id, onboardingUrl };
    });
  }

  onboardingUrl(accountId: string, links: OnboardingLinks): Promise<string | null> {
    return this.call(async () => {
      const link = await this.stripe.accountLinks.create({
        account: accountId,
        refresh_url: links.refreshUrl,
        return_url: links.returnUrl,
        type: 'account_onboarding',
      });
      return link.url;
    });
  }

  /** Locations live on the platform account (destination charges), tagged with the organizer's account. */
  createLocation(accountId: string, location: LocationInput) {
    return this.call(async () => {
      const created = await this.stripe.terminal.locations.create({
        display_name: location.name,
        address: {
          line1: location.address,
          ...(location.apartment ? { line2: location.apartment } : {}),
          city: location.city,
          state: location.state,
          postal_code: location.zipcode,
          country: location.country,
        },
        metadata: { accountId },
      });
      return { id: created.id };
    });
  }

  registerReader(accountId: string, input: { name: string; pairingCode: string; locationId: string }): Promise<Reader> {
    return this.call(async () =>
      toReader(
        await this.stripe.terminal.readers.create({
          registration_code: input.pairingCode,
          label: input.name,
          location: input.locationId,
          metadata: { accountId },
        }),
      ),
    );
  }

  deleteReader(readerId: string): Promise<void> {
    return this.call(async () => {
      try {
        await this.stripe.terminal.readers.del(readerId);
      } catch (err) {
        // Already gone at Stripe: nothing left to delete.
        if (err instanceof Stripe.errors.StripeError && err.code === 'resource_missing') return;
        throw err;
      }
    });
  }

  /** The owner's readers with their current status; readers deleted at Stripe are left out. */
  listReaders(_accountId: string, readerIds: string[]): Promise<Reader[]> {
    return this.call(async () => {
      const found = await Promise.all(
        readerIds.map(async (id) => {
          try {
            const reader = await this.stripe.terminal.readers.retrieve(id);
            return 'deleted' in reader && reader.deleted ? null : toReader(reader as Stripe.Terminal.Reader);
          } catch (err) {
            if (err instanceof Stripe.errors.StripeError && err.code === 'resource_missing') return null;
            throw err;
          }
        }),
      );
      return found.filter((r): r is Reader => r !== null);
    });
  }

  processOnReader(readerId: string, paymentId: string): Promise<Payment> {
    return this.call(async () => {
      await this.stripe.terminal.readers.processPaymentIntent(readerId, { payment_intent: paymentId });
      return toPayment(await this.stripe.paymentIntents.retrieve(paymentId));
    });
  }

  cancelReaderAction(readerId: string): Promise<void> {
    return this.call(async () => {
      await this.stripe.terminal.readers.cancelAction(readerId);
    });
  }

  /** Test mode only: Stripe's simulated reader presents a test card. */
  simulateReaderPayment(readerId: string, paymentId: string): Promise<Payment> {
    if (!this.testMode) return Promise.reject(new PaymentProviderError('livemode', 'Simulated readers exist only in test mode'));
    return this.call(async () => {
      await this.stripe.testHelpers.terminal.readers.presentPaymentMethod(readerId);
      return toPayment(await this.stripe.paymentIntents.retrieve(paymentId));
    });
  }
}

/** A verified Stripe event as the port's ProviderEvent. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  const object = event.data.object as { object?: string; id?: string };
  const base = { id: event.id, raw: event, ...(event.account ? { accountId: event.account } : {}) };
  switch (event.type) {
    case 'payment_intent.succeeded':
      return { ...base, type: 'payment.succeeded', paymentId: object.id };
    case 'payment_intent.payment_failed':
      return { ...base, type: 'payment.failed', paymentId: object.id };
    case 'payment_intent.processing':
      return { ...base, type: 'payment.processing', paymentId: object.id };
    case 'payout.paid': {
      const payout = event.data.object as Stripe.Payout;
      return {
        ...base,
        type: 'payout.paid',
        payout: {
          id: payout.id,
          amount: payout.amount,
          currency: payout.currency,
          paidAt: new Date(payout.arrival_date * 1000).toISOString(),
        },
      };
    }
    default:
      return { ...base, type: 'other', ...(object.object === 'payment_intent' && object.id ? { paymentId: object.id } : {}) };
  }
}
