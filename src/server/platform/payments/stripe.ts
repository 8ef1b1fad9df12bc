import Stripe from 'stripe';
import {
  PaymentProviderError,
  type CreatePaymentInput,
  type HostedCheckout,
  type HostedSubscriptions,
  type ProviderInvoice,
  type SubscriptionCheckoutInput,
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

const idOf = (ref: string | { id: string } | null | undefined) => (typeof ref === 'string' ? ref : (ref?.id ?? null));
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

function toCheckout(session: Stripe.Checkout.Session): HostedCheckout {
  return {
    id: session.id,
    url: session.url,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    amount: session.amount_total,
    currency: session.currency,
    subscriptionId: idOf(session.subscription),
    customerId: idOf(session.customer),
  };
}

const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** The invoice's service period is its subscription line's (the invoice's own period_start/end are not). */
function toInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  const line = invoice.lines.data.find((l) => l.parent?.type === 'subscription_item_details') ?? invoice.lines.data[0];
  const period = line?.period ?? { start: invoice.period_start, end: invoice.period_end };
  return {
    id: invoice.id,
    status: INVOICE_STATUSES.find((s) => s === invoice.status) ?? 'open',
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    period: { start: iso(period.start), end: iso(period.end) },
    first: invoice.billing_reason === 'subscription_create',
    nextAttemptAt: invoice.next_payment_attempt ? iso(invoice.next_payment_attempt) : null,
  };
}

/** Stripe's subscription statuses as the port's: the ones Stripe no longer charges are `ended`. */
function subscriptionStatus(status: Stripe.Subscription.Status): 'active' | 'past_due' | 'incomplete' | 'ended' {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'ended';
  }
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
 * Terminal readers registered on the platform account (docs/decisions/, Payments), and memberships through Stripe
 * Billing on the organizer's connected account (`stripeAccount`): prices, Checkout in subscription mode with
 * `application_fee_percent`, the Customer Portal, invoices (docs/decisions/memberships.md, Stripe Billing).
 */
export class StripeProvider implements PaymentProvider, HostedSubscriptions {
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

  createRecurringPrice(
    accountId: string,
    input: { amount: number; currency: string; interval: 'month' | 'year'; name: string; metadata: Record<string, string>; idempotencyKey: string },
  ): Promise<string> {
    return this.call(async () => {
      const price = await this.stripe.prices.create(
        {
          unit_amount: input.amount,
          currency: input.currency.toLowerCase(),
          recurring: { interval: input.interval },
          product_data: { name: input.name },
          metadata: input.metadata,
        },
        { stripeAccount: accountId, idempotencyKey: input.idempotencyKey },
      );
      return price.id;
    });
  }

  createSubscriptionCheckout(accountId: string, input: SubscriptionCheckoutInput): Promise<HostedCheckout> {
    return this.call(async () =>
      toCheckout(
        await this.stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            line_items: [{ price: input.priceId, quantity: 1 }],
            subscription_data: { application_fee_percent: input.applicationFeePercent, metadata: input.metadata },
            metadata: input.metadata,
            client_reference_id: input.clientReferenceId,
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          },
          { stripeAccount: accountId, idempotencyKey: input.idempotencyKey },
        ),
      ),
    );
  }

  retrieveSubscriptionCheckout(accountId: string, checkoutId: string): Promise<HostedCheckout> {
    return this.call(async () => toCheckout(await this.stripe.checkout.sessions.retrieve(checkoutId, {}, { stripeAccount: accountId })));
  }

  /** Stripe refuses to expire a session that is not open: its state then is the answer. */
  expireSubscriptionCheckout(accountId: string, checkoutId: string): Promise<HostedCheckout> {
    return this.call(async () => {
      try {
        return toCheckout(await this.stripe.checkout.sessions.expire(checkoutId, {}, { stripeAccount: accountId }));
      } catch (err) {
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
        return toCheckout(await this.stripe.checkout.sessions.retrieve(checkoutId, {}, { stripeAccount: accountId }));
      }
    });
  }

  retrieveInvoice(accountId: string, invoiceId: string): Promise<ProviderInvoice> {
    return this.call(async () => toInvoice(await this.stripe.invoices.retrieve(invoiceId, {}, { stripeAccount: accountId })));
  }

  /** A direct charge on the connected account: refunded there, with the platform's fee. */
  refundInvoice(accountId: string, invoiceId: string, idempotencyKey: string): Promise<{ id: string; amount: number }> {
    return this.call(async () => {
      const payments = await this.stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 }, { stripeAccount: accountId });
      const paymentIntent = idOf(payments.data[0]?.payment.payment_intent);
      if (!paymentIntent) throw new PaymentProviderError('resource_missing', `No paid payment of invoice ${invoiceId}`);
      const refund = await this.stripe.refunds.create(
        { payment_intent: paymentIntent, refund_application_fee: true },
        { stripeAccount: accountId, idempotencyKey },
      );
      return { id: refund.id, amount: refund.amount };
    });
  }

  createPortalSession(accountId: string, customerId: string, returnUrl: string): Promise<string> {
    return this.call(async () => {
      const session = await this.stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl }, { stripeAccount: accountId });
      return session.url;
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
    case 'checkout.session.completed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return { ...base, type: 'other' };
      const { subscriptionId, customerId } = toCheckout(session);
      return {
        ...base,
        type: 'other',
        subscription: {
          kind: event.type === 'checkout.session.completed' ? 'checkout_completed' : 'checkout_expired',
          checkoutId: session.id,
          reference: session.metadata?.subscriptionId ?? session.client_reference_id,
          subscriptionId,
          customerId,
        },
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      if (!details) return { ...base, type: 'other' };
      return {
        ...base,
        type: 'other',
        subscription: {
          kind: event.type === 'invoice.paid' ? 'invoice_paid' : 'invoice_failed',
          invoice: toInvoice(invoice),
          reference: details.metadata?.subscriptionId ?? null,
          subscriptionId: idOf(details.subscription),
          customerId: idOf(invoice.customer),
        },
      };
    }
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const sub = event.data.object;
      return {
        ...base,
        type: 'other',
        subscription: {
          kind: event.type === 'customer.subscription.updated' ? 'subscription_updated' : 'subscription_deleted',
          status: subscriptionStatus(sub.status),
          // The portal cancels at the period's end; a cancel date set instead means the same to the member.
          cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
          reference: sub.metadata.subscriptionId ?? null,
          subscriptionId: sub.id,
          customerId: idOf(sub.customer),
        },
      };
    }
    default:
      return { ...base, type: 'other', ...(object.object === 'payment_intent' && object.id ? { paymentId: object.id } : {}) };
  }
}
