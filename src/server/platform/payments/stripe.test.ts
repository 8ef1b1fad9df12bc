import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError } from './provider.ts';
import { StripeProvider, WEBHOOK_TOLERANCE_SECONDS, stripeConnection } from './stripe.ts';
import { startStripeFake, stripeFixtureText, type StripeFake } from './stripe-fake.ts';

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
