import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './provider.ts';
import { StripeProvider, WEBHOOK_TOLERANCE_SECONDS, stripeConnection } from './stripe.ts';
import { startStripeFake, stripeFixture, stripeFixtureText, type StripeFake } from './stripe-fake.ts';

const ACCOUNT = 'acct_1QxYz9Q4bC2dEf3G';
const SECRET = 'whsec_test_0a1b2c3d4e5f';

let fake: StripeFake;
let stripe: StripeProvider;

beforeAll(async () => {
  fake = await startStripeFake();
  stripe = new StripeProvider({ secretKey: 'sk_test_ovation', webhookSecret: SECRET, apiUrl: fake.url });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('StripeProvider against recorded Stripe responses', () => {
  it('reads host, port and protocol from STRIPE_API_URL', () => {
    expect(stripeConnection(undefined)).toEqual({});
    expect(stripeConnection('http://127.0.0.1:12111')).toEqual({ host: '127.0.0.1', port: '12111', protocol: 'http' });
    expect(stripeConnection('https://stripe.internal')).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
    expect(stripe.testMode).toBe(true);
    expect(new StripeProvider({ secretKey: 'sk_live_x' }).testMode).toBe(false);
  });

  it('creates a destination charge with the platform fee and the idempotency key', async () => {
    const payment = await stripe.createPayment({
      amount: 5338,
      currency: 'USD',
      accountId: ACCOUNT,
      applicationFee: 207,
      method: 'card',
      idempotencyKey: 'order-5f0c9a52-attempt-1',
      metadata: { orderId: '5f0c9a52-7c1e-4a36-9a51-2f0d0f2b7c11' },
      description: 'Lovelace String Quartet: 2 tickets',
    });
    const req = fake.last()!;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/payment_intents');
    expect(req.params).toEqual({
      amount: '5338',
      currency: 'usd',
      'transfer_data[destination]': ACCOUNT,
      on_behalf_of: ACCOUNT,
      application_fee_amount: '207',
      'metadata[orderId]': '5f0c9a52-7c1e-4a36-9a51-2f0d0f2b7c11',
      description: 'Lovelace String Quartet: 2 tickets',
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(req.headers['idempotency-key']).toBe('order-5f0c9a52-attempt-1');
    expect(req.headers.authorization).toBe('Bearer sk_test_ovation');
    expect(req.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(payment).toEqual({
      id: 'pi_3QxYzAB2eZvKYlo21dL0cXyz',
      clientSecret: 'pi_3QxYzAB2eZvKYlo21dL0cXyz_secret_Vq3xk2LmPw9RbT1sNc7YdHfGe',
      amount: 5338,
      currency: 'usd',
      status: 'requires_payment_method',
      lastError: null,
      metadata: { orderId: '5f0c9a52-7c1e-4a36-9a51-2f0d0f2b7c11' },
    });
  });

  it('creates card-present payments for readers and leaves out a zero fee', async () => {
    fake.route({ method: 'POST', path: '/v1/payment_intents', reply: 'payment_intent_card_present' });
    const payment = await stripe.createPayment({
      amount: 2669,
      currency: 'usd',
      accountId: ACCOUNT,
      applicationFee: 0,
      method: 'terminal',
      idempotencyKey: 'order-0e3f1c2a-terminal',
      metadata: {},
    });
    const { params } = fake.last()!;
    expect(params['payment_method_types[0]']).toBe('card_present');
    expect(params.capture_method).toBe('automatic');
    expect(params).not.toHaveProperty('application_fee_amount');
    expect(params).not.toHaveProperty('automatic_payment_methods[enabled]');
    expect(payment.status).toBe('requires_payment_method');
    fake.route({ method: 'POST', path: '/v1/payment_intents', reply: 'payment_intent' });
  });

  it('retrieves a payment and maps a decline to lastError', async () => {
    fake.route({ method: 'GET', path: /^\/v1\/payment_intents\//, reply: 'payment_intent_declined' });
    const payment = await stripe.retrievePayment('pi_3QxYzAB2eZvKYlo21dL0cXyz');
    expect(fake.last()).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_3QxYzAB2eZvKYlo21dL0cXyz' });
    expect(payment.status).toBe('requires_payment_method');
    expect(payment.lastError).toEqual({ code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    fake.route({ method: 'GET', path: /^\/v1\/payment_intents\//, reply: 'payment_intent_succeeded' });
    expect((await stripe.retrievePayment('pi_3QxYzAB2eZvKYlo21dL0cXyz')).status).toBe('succeeded');
  });

  it('cancels a payment', async () => {
    const payment = await stripe.cancelPayment('pi_3QxYzAB2eZvKYlo21dL0cXyz');
    expect(fake.last()).toMatchObject({ method: 'POST', path: '/v1/payment_intents/pi_3QxYzAB2eZvKYlo21dL0cXyz/cancel' });
    expect(payment.status).toBe('canceled');
  });

  it('refunds part of a payment, reversing the transfer and the fee', async () => {
    const refund = await stripe.refund('pi_3QxYzAB2eZvKYlo21dL0cXyz', 2669, 'refund-item-1');
    const req = fake.last()!;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(req.params).toEqual({
      payment_intent: 'pi_3QxYzAB2eZvKYlo21dL0cXyz',
      amount: '2669',
      reverse_transfer: 'true',
      refund_application_fee: 'true',
    });
    expect(req.headers['idempotency-key']).toBe('refund-item-1');
    expect(refund).toEqual({ id: 're_3QxYzAB2eZvKYlo21nV4cTxB', amount: 2669 });
  });

  it('opens an Express account and its onboarding link', async () => {
    const links = {
      returnUrl: 'https://ovation.test/manage/ada/settings/payouts',
      refreshUrl: 'https://ovation.test/stripe/onboarding?owner_uuid=x&owner_type=user',
    };
    const result = await stripe.createAccount({ id: '3b1f7c9e-2d4a-4f6b-8e1c-5a9d7b3c2e10', email: 'ada@example.com', country: 'US' }, links);
    const [account, link] = fake.requests;
    expect(account).toMatchObject({ method: 'POST', path: '/v1/accounts' });
    expect(account!.params).toEqual({
      type: 'express',
      country: 'US',
      email: 'ada@example.com',
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
      'metadata[ownerId]': '3b1f7c9e-2d4a-4f6b-8e1c-5a9d7b3c2e10',
    });
    expect(account!.headers['idempotency-key']).toMatch(/^connect-3b1f7c9e-2d4a-4f6b-8e1c-5a9d7b3c2e10-\d+$/);
    expect(link).toMatchObject({ method: 'POST', path: '/v1/account_links' });
    expect(link!.params).toEqual({ account: ACCOUNT, refresh_url: links.refreshUrl, return_url: links.returnUrl, type: 'account_onboarding' });
    expect(result).toEqual({ accountId: ACCOUNT, onboardingUrl: 'https://connect.stripe.com/setup/e/acct_1QxYz9Q4bC2dEf3G/Wq4Rz8Kt2Lm6' });
  });

  it('leaves the country to Stripe when unknown, and the link out without URLs', async () => {
    const result = await stripe.createAccount({ id: '3b1f7c9e-2d4a-4f6b-8e1c-5a9d7b3c2e10', email: null });
    expect(fake.requests).toHaveLength(1);
    expect(fake.last()!.params).not.toHaveProperty('country');
    expect(fake.last()!.params).not.toHaveProperty('email');
    expect(result).toEqual({ accountId: ACCOUNT, onboardingUrl: null });
  });

  it('creates a Terminal location and registers a reader there', async () => {
    const location = await stripe.createLocation(ACCOUNT, {
      name: 'Lovelace Hall',
      address: '350 Fifth Avenue',
      apartment: 'Suite 100',
      city: 'New York',
      state: 'NY',
      zipcode: '10118',
      country: 'US',
    });
    expect(fake.last()).toMatchObject({ method: 'POST', path: '/v1/terminal/locations' });
    expect(fake.last()!.params).toEqual({
      display_name: 'Lovelace Hall',
      'address[line1]': '350 Fifth Avenue',
      'address[line2]': 'Suite 100',
      'address[city]': 'New York',
      'address[state]': 'NY',
      'address[postal_code]': '10118',
      'address[country]': 'US',
      'metadata[accountId]': ACCOUNT,
    });
    expect(location).toEqual({ id: 'tml_FBakvEzMBf0ylq' });

    const reader = await stripe.registerReader(ACCOUNT, { name: 'Front door', pairingCode: 'simulated-wpe', locationId: location.id });
    expect(fake.last()).toMatchObject({ method: 'POST', path: '/v1/terminal/readers' });
    expect(fake.last()!.params).toEqual({
      registration_code: 'simulated-wpe',
      label: 'Front door',
      location: 'tml_FBakvEzMBf0ylq',
      'metadata[accountId]': ACCOUNT,
    });
    expect(reader).toEqual({ id: 'tmr_FBakx4bUYb0Xb1', name: 'Front door', serialNumber: '259cd19c-b902-4730-96a1-09183be6e7f7', status: 'online' });
  });

  it('turns a refused registration code into invalid_pairing_code', async () => {
    fake.route({ method: 'POST', path: '/v1/terminal/readers', reply: 'error_registration_code', status: 400 });
    const err = await stripe.registerReader(ACCOUNT, { name: 'Bar', pairingCode: 'wrong-code', locationId: 'tml_FBakvEzMBf0ylq' }).catch((e) => e);
    expect(err).toBeInstanceOf(PaymentProviderError);
    expect(err).toMatchObject({ code: 'invalid_pairing_code', statusCode: 400 });
    fake.route({ method: 'POST', path: '/v1/terminal/readers', reply: 'terminal_reader' });
  });

  it('lists, processes on, cancels, simulates and deletes readers', async () => {
    fake.route({ method: 'GET', path: '/v1/terminal/readers/tmr_Gone0000000000', reply: 'error_resource_missing', status: 404 });
    const readers = await stripe.listReaders(ACCOUNT, ['tmr_FBakx4bUYb0Xb1', 'tmr_Gone0000000000']);
    expect(readers.map((r) => r.id)).toEqual(['tmr_FBakx4bUYb0Xb1']);

    fake.requests.length = 0;
    const processing = await stripe.processOnReader('tmr_FBakx4bUYb0Xb1', 'pi_3QxZ5DAB2eZvKYlo20TmRw8s');
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/terminal/readers/tmr_FBakx4bUYb0Xb1/process_payment_intent' });
    expect(fake.requests[0]!.params).toEqual({ payment_intent: 'pi_3QxZ5DAB2eZvKYlo20TmRw8s' });
    expect(fake.requests[1]).toMatchObject({ method: 'GET', path: '/v1/payment_intents/pi_3QxZ5DAB2eZvKYlo20TmRw8s' });
    expect(processing.id).toBe('pi_3QxYzAB2eZvKYlo21dL0cXyz');

    await stripe.cancelReaderAction('tmr_FBakx4bUYb0Xb1');
    expect(fake.last()).toMatchObject({ method: 'POST', path: '/v1/terminal/readers/tmr_FBakx4bUYb0Xb1/cancel_action' });

    fake.requests.length = 0;
    await stripe.simulateReaderPayment('tmr_FBakx4bUYb0Xb1', 'pi_3QxZ5DAB2eZvKYlo20TmRw8s');
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/test_helpers/terminal/readers/tmr_FBakx4bUYb0Xb1/present_payment_method' });

    await stripe.deleteReader('tmr_FBakx4bUYb0Xb1');
    expect(fake.last()).toMatchObject({ method: 'DELETE', path: '/v1/terminal/readers/tmr_FBakx4bUYb0Xb1' });
    fake.route({ method: 'DELETE', path: '/v1/terminal/readers/tmr_Gone0000000000', reply: 'error_resource_missing', status: 404 });
    await expect(stripe.deleteReader('tmr_Gone0000000000')).resolves.toBeUndefined();
  });

  it('refuses to simulate a reader with a live key', async () => {
    const live = new StripeProvider({ secretKey: 'sk_live_ovation', apiUrl: fake.url });
    await expect(live.simulateReaderPayment('tmr_FBakx4bUYb0Xb1', 'pi_x')).rejects.toMatchObject({ code: 'livemode' });
    expect(fake.requests).toHaveLength(0);
  });

  it('maps Stripe errors to PaymentProviderError', async () => {
    fake.route({
      method: 'GET',
      path: '/v1/payment_intents/pi_missing',
      reply: { error: { code: 'resource_missing', message: "No such payment_intent: 'pi_missing'", param: 'intent', type: 'invalid_request_error' } },
      status: 404,
    });
    await expect(stripe.retrievePayment('pi_missing')).rejects.toMatchObject({ code: 'resource_missing', statusCode: 404 });
  });
});

describe('StripeProvider.parseWebhook', () => {
  const sign = (payload: string, opts: { secret?: string; timestamp?: number } = {}) =>
    stripe.stripe.webhooks.generateTestHeaderString({
      payload,
      secret: opts.secret ?? SECRET,
      ...(opts.timestamp ? { timestamp: opts.timestamp } : {}),
    });

  it('accepts a correctly signed event and maps it', () => {
    const payload = stripeFixtureText('event_payment_intent_succeeded');
    const event = stripe.parseWebhook(Buffer.from(payload), sign(payload));
    expect(event).toMatchObject({ id: 'evt_3QxYzAB2eZvKYlo21ZfP9wJk', type: 'payment.succeeded', paymentId: 'pi_3QxYzAB2eZvKYlo21dL0cXyz' });
    expect(event.accountId).toBeUndefined();
  });

  it.each([
    ['event_payment_intent_payment_failed', 'payment.failed'],
    ['event_payment_intent_processing', 'payment.processing'],
    ['event_account_updated', 'other'],
  ])('maps %s to %s', (fixture, type) => {
    const payload = stripeFixtureText(fixture);
    expect(stripe.parseWebhook(Buffer.from(payload), sign(payload)).type).toBe(type);
  });

  it('maps payout.paid with its account and payout', () => {
    const payload = stripeFixtureText('event_payout_paid');
    expect(stripe.parseWebhook(Buffer.from(payload), sign(payload))).toMatchObject({
      type: 'payout.paid',
      accountId: ACCOUNT,
      payout: { id: 'po_1QyAaBQ4bC2dEf3Gk9Wm4Rz1', amount: 104520, currency: 'usd', paidAt: '2025-11-24T00:00:00.000Z' },
    });
  });

  it('refuses a tampered body', () => {
    const payload = stripeFixtureText('event_payment_intent_succeeded');
    const header = sign(payload);
    const tampered = payload.replace('"amount": 5338', '"amount": 1');
    expect(() => stripe.parseWebhook(Buffer.from(tampered), header)).toThrow(PaymentProviderError);
  });

  it('refuses another secret, a missing header and an old timestamp', () => {
    const payload = stripeFixtureText('event_payment_intent_succeeded');
    expect(() => stripe.parseWebhook(Buffer.from(payload), sign(payload, { secret: 'whsec_other' }))).toThrow(/signature/i);
    expect(() => stripe.parseWebhook(Buffer.from(payload), undefined)).toThrow(PaymentProviderError);
    const old = Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 60;
    expect(() => stripe.parseWebhook(Buffer.from(payload), sign(payload, { timestamp: old }))).toThrow(/tolerance|timestamp/i);
  });

  it('needs the signing secret', () => {
    const noSecret = new StripeProvider({ secretKey: 'sk_test_ovation', apiUrl: fake.url });
    const payload = stripeFixtureText('event_payment_intent_succeeded');
    expect(() => noSecret.parseWebhook(Buffer.from(payload), sign(payload))).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});

describe('StripeProvider: memberships through Stripe Billing on the connected account', () => {
  const SESSION = 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ0123456789AbCdEf';
  const INVOICE = 'in_1QzMcUQ4bC2dEf3GpQ4rS5tU';

  it('creates the recurring price on the account, once per idempotency key', async () => {
    const id = await stripe.createRecurringPrice(ACCOUNT, {
      amount: 1500,
      currency: 'USD',
      interval: 'month',
      name: 'Friend',
      metadata: { tierId: 't1', priceId: 'p1' },
      idempotencyKey: 'membership-price-p1',
    });
    const req = fake.last()!;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/prices' });
    expect(req.headers['stripe-account']).toBe(ACCOUNT);
    expect(req.headers['idempotency-key']).toBe('membership-price-p1');
    expect(req.params).toEqual({
      unit_amount: '1500',
      currency: 'usd',
      'recurring[interval]': 'month',
      'product_data[name]': 'Friend',
      'metadata[tierId]': 't1',
      'metadata[priceId]': 'p1',
    });
    expect(id).toBe('price_1QzMbRQ4bC2dEf3GkL2mN8pQ');
  });

  it('opens a Checkout Session in subscription mode with the platform fee percent and our ids', async () => {
    const expiresAt = new Date('2025-11-21T13:00:00Z');
    const checkout = await stripe.createSubscriptionCheckout(ACCOUNT, {
      priceId: 'price_1QzMbRQ4bC2dEf3GkL2mN8pQ',
      applicationFeePercent: 1,
      metadata: { subscriptionId: 's1', orderId: 'o1' },
      clientReferenceId: 's1',
      customerEmail: 'patron@example.com',
      successUrl: 'https://ovation.test/p/ada/memberships?success_message=Welcome',
      cancelUrl: 'https://ovation.test/p/ada/memberships',
      expiresAt,
      idempotencyKey: 'membership-checkout-o1-1',
    });
    const req = fake.last()!;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(req.headers['stripe-account']).toBe(ACCOUNT);
    expect(req.headers['idempotency-key']).toBe('membership-checkout-o1-1');
    expect(req.params).toEqual({
      mode: 'subscription',
      'line_items[0][price]': 'price_1QzMbRQ4bC2dEf3GkL2mN8pQ',
      'line_items[0][quantity]': '1',
      'subscription_data[application_fee_percent]': '1',
      'subscription_data[metadata][subscriptionId]': 's1',
      'subscription_data[metadata][orderId]': 'o1',
      'metadata[subscriptionId]': 's1',
      'metadata[orderId]': 'o1',
      client_reference_id: 's1',
      customer_email: 'patron@example.com',
      success_url: 'https://ovation.test/p/ada/memberships?success_message=Welcome',
      cancel_url: 'https://ovation.test/p/ada/memberships',
      expires_at: String(expiresAt.getTime() / 1000),
    });
    expect(checkout).toEqual({
      id: SESSION,
      url: `https://checkout.stripe.com/c/pay/${SESSION}#fidkdWxOYHwnPyd1blpxYHZxWjA0VGJ3`,
      status: 'open',
      amount: 1500,
      currency: 'usd',
      subscriptionId: null,
      customerId: null,
    });
  });

  it('reads and expires a session; one Stripe will not expire (already complete) is read instead', async () => {
    expect((await stripe.retrieveSubscriptionCheckout(ACCOUNT, SESSION)).status).toBe('open');
    expect(fake.last()).toMatchObject({ method: 'GET', path: `/v1/checkout/sessions/${SESSION}` });
    expect(fake.last()!.headers['stripe-account']).toBe(ACCOUNT);

    expect(await stripe.expireSubscriptionCheckout(ACCOUNT, SESSION)).toMatchObject({ status: 'expired', url: null });
    expect(fake.last()).toMatchObject({ method: 'POST', path: `/v1/checkout/sessions/${SESSION}/expire` });

    fake.requests.length = 0;
    const complete = stripeFixture<{ data: { object: object } }>('event_checkout_session_completed').data.object;
    fake.route({ method: 'GET', path: `/v1/checkout/sessions/${SESSION}`, reply: complete });
    fake.route({
      method: 'POST',
      path: `/v1/checkout/sessions/${SESSION}/expire`,
      status: 400,
      reply: { error: { message: 'Only Checkout Sessions with a status in ["open"] can be expired.', type: 'invalid_request_error' } },
    });
    expect(await stripe.expireSubscriptionCheckout(ACCOUNT, SESSION)).toMatchObject({
      status: 'complete',
      subscriptionId: 'sub_1QzMcTQ4bC2dEf3Gh7Jk2LmN',
      customerId: 'cus_RsU8vW9xY0zA1b',
    });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /v1/checkout/sessions/${SESSION}/expire`,
      `GET /v1/checkout/sessions/${SESSION}`,
    ]);
    fake.route({ method: 'GET', path: `/v1/checkout/sessions/${SESSION}`, reply: 'checkout_session_subscription' });
    fake.route({ method: 'POST', path: `/v1/checkout/sessions/${SESSION}/expire`, reply: 'checkout_session_subscription_expired' });
  });

  it('opens the Customer Portal for the customer, back to the membership page', async () => {
    const url = await stripe.createPortalSession(ACCOUNT, 'cus_RsU8vW9xY0zA1b', 'https://ovation.test/p/ada/memberships');
    const req = fake.last()!;
    expect(req).toMatchObject({ method: 'POST', path: '/v1/billing_portal/sessions' });
    expect(req.headers['stripe-account']).toBe(ACCOUNT);
    expect(req.params).toEqual({ customer: 'cus_RsU8vW9xY0zA1b', return_url: 'https://ovation.test/p/ada/memberships' });
    expect(url).toBe('https://billing.stripe.com/p/session/test_YWNjdF8xUXhZejlRNGJDMmRFZjNHLF9Sc1U4dlc5eFkwekExYg');
  });

  it('reads an invoice with the service period of its subscription line', async () => {
    const invoice = await stripe.retrieveInvoice(ACCOUNT, INVOICE);
    expect(fake.last()).toMatchObject({ method: 'GET', path: `/v1/invoices/${INVOICE}` });
    expect(fake.last()!.headers['stripe-account']).toBe(ACCOUNT);
    expect(invoice).toEqual({
      id: INVOICE,
      status: 'paid',
      amountPaid: 1500,
      currency: 'usd',
      period: { start: '2025-11-21T12:02:00.000Z', end: '2025-12-21T12:02:00.000Z' },
      first: true,
      nextAttemptAt: null,
    });
  });

  it('refunds an invoice through its payment, on the account, with the fee', async () => {
    const refund = await stripe.refundInvoice(ACCOUNT, INVOICE, 'refund-o1');
    const [list, create] = fake.requests;
    expect(list).toMatchObject({ method: 'GET', path: '/v1/invoice_payments', query: { invoice: INVOICE, status: 'paid', limit: '1' } });
    expect(list!.headers['stripe-account']).toBe(ACCOUNT);
    expect(create).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(create!.params).toEqual({ payment_intent: 'pi_3QzMcVQ4bC2dEf3G0xYz1AbC', refund_application_fee: 'true' });
    expect(create!.headers['stripe-account']).toBe(ACCOUNT);
    expect(create!.headers['idempotency-key']).toBe('refund-o1');
    expect(refund).toEqual({ id: 're_3QxYzAB2eZvKYlo21nV4cTxB', amount: 2669 });
  });
});

describe('StripeProvider.parseWebhook: Stripe Billing events', () => {
  const sign = (payload: string) => stripe.stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
  const parse = (fixture: string) => {
    const payload = stripeFixtureText(fixture);
    return stripe.parseWebhook(Buffer.from(payload), sign(payload));
  };
  const ids = { reference: '5b7e9c1a-3d2f-4e6a-8b0c-9d1e2f3a4b5c', subscriptionId: 'sub_1QzMcTQ4bC2dEf3Gh7Jk2LmN', customerId: 'cus_RsU8vW9xY0zA1b' };

  it.each([
    [
      'event_checkout_session_completed',
      { kind: 'checkout_completed', checkoutId: 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ0123456789AbCdEf', ...ids },
    ],
    [
      'event_checkout_session_expired',
      {
        kind: 'checkout_expired',
        checkoutId: 'cs_test_a1B2c3D4e5F6g7H8i9J0kLmNoPqRsTuVwXyZ0123456789AbCdEf',
        ...ids,
        subscriptionId: null,
        customerId: null,
      },
    ],
    [
      'event_invoice_paid',
      {
        kind: 'invoice_paid',
        ...ids,
        invoice: {
          id: 'in_1QzMcUQ4bC2dEf3GpQ4rS5tU',
          status: 'paid',
          amountPaid: 1500,
          currency: 'usd',
          period: { start: '2025-11-21T12:02:00.000Z', end: '2025-12-21T12:02:00.000Z' },
          first: true,
          nextAttemptAt: null,
        },
      },
    ],
    [
      'event_invoice_payment_failed',
      {
        kind: 'invoice_failed',
        ...ids,
        invoice: {
          id: 'in_1R8kEzQ4bC2dEf3GxW2yZ3aB',
          status: 'open',
          amountPaid: 0,
          currency: 'usd',
          period: { start: '2025-12-21T12:02:00.000Z', end: '2026-01-21T12:02:00.000Z' },
          first: false,
          nextAttemptAt: '2025-12-24T12:02:00.000Z',
        },
      },
    ],
    ['event_customer_subscription_updated', { kind: 'subscription_updated', status: 'active', cancelAtPeriodEnd: true, ...ids }],
    ['event_customer_subscription_deleted', { kind: 'subscription_deleted', status: 'ended', cancelAtPeriodEnd: true, ...ids }],
  ])('maps %s with its connected account', (fixture, subscription) => {
    const event = parse(fixture);
    expect(event).toMatchObject({ type: 'other', accountId: ACCOUNT });
    expect(event.paymentId).toBeUndefined();
    expect(event.subscription).toEqual(subscription);
  });

  it('leaves a payment-mode checkout and an invoice outside subscriptions alone', () => {
    const session = stripeFixture<{ data: { object: Record<string, unknown> } }>('event_checkout_session_completed');
    session.data.object.mode = 'payment';
    const invoice = stripeFixture<{ data: { object: Record<string, unknown> } }>('event_invoice_paid');
    invoice.data.object.parent = null;
    for (const body of [session, invoice]) {
      const payload = JSON.stringify(body);
      const event = stripe.parseWebhook(Buffer.from(payload), sign(payload));
      expect(event.type).toBe('other');
      expect(event.subscription).toBeUndefined();
    }
  });
});
