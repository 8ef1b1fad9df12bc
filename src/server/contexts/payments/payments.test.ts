import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_LABEL } from '../../../contracts/payments.ts';
import { eventOccurrences, orders, payouts, processedWebhooks, profiles } from '../../platform/db/schema/index.ts';
import { PROCESSING_MS } from '../../platform/payments/test-cards.ts';
import { StripeProvider } from '../../platform/payments/stripe.ts';
import {
  startStripeFake,
  STRIPE_TEST_WEBHOOK_SECRET,
  stripeFixtureText,
  stripeTestEnv,
  type StripeFake,
} from '../../platform/payments/stripe-fake.ts';
import { makeEvent } from '../../testing/events.ts';
import { createTestApp, signUpUser, useTestApp, type TestApp } from '../../testing/test-app.ts';

const card = (number: string, over: Record<string, unknown> = {}) => ({ number, expMonth: 12, expYear: 2034, cvc: '123', zip: '10001', ...over });

describe('payments with the sandbox', () => {
  const t = useTestApp();

  const newPayment = () =>
    t.runtime.payments.createPayment({
      amount: 5338,
      currency: 'usd',
      accountId: 'acct_sandbox_test',
      applicationFee: 207,
      method: 'card',
      idempotencyKey: randomUUID(),
      metadata: { orderId: randomUUID() },
    });
  const confirm = (id: string, clientSecret: string, c: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/sandbox/payments/${id}/confirm`, payload: { clientSecret, card: c } });

  it('says the sandbox takes payments, with its label', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider: 'sandbox', testMode: true, label: SANDBOX_LABEL, publishableKey: null });
    expect(SANDBOX_LABEL).toBe('Sandbox payments: no real money');
  });

  it('lists the test cards with labels', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/sandbox/test-cards' });
    expect(res.statusCode).toBe(200);
    const { cards, hint } = res.json();
    expect(hint).toMatch(/future expiry/);
    expect(cards).toEqual(
      expect.arrayContaining([
        { number: '4242424242424242', label: 'Succeeds', outcome: 'succeeded', code: null, declineCode: null, message: null },
        { number: '4000000000000077', label: 'Processing, then succeeds', outcome: 'processing', code: null, declineCode: null, message: null },
        {
          number: '4000000000000002',
          label: 'Declined',
          outcome: 'declined',
          code: 'card_declined',
          declineCode: 'generic_decline',
          message: 'Your card was declined.',
        },
        {
          number: '4000000000009995',
          label: 'Insufficient funds',
          outcome: 'declined',
          code: 'card_declined',
          declineCode: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
        {
          number: '4000000000000036',
          label: 'Incorrect zip code',
          outcome: 'declined',
          code: 'incorrect_zip',
          declineCode: null,
          message: 'Your postal code is incorrect.',
        },
      ]),
    );
  });

  it('confirms a payment with the success card', async () => {
    const p = await newPayment();
    const res = await confirm(p.id, p.clientSecret, card('4242 4242 4242 4242'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: p.id, amount: 5338, currency: 'usd', status: 'succeeded', lastError: null });
    // Confirming again changes nothing.
    const again = await confirm(p.id, p.clientSecret, card('4000000000000002'));
    expect(again.json().status).toBe('succeeded');
  });

  it('answers a generic decline with 402 and lets the buyer try another card', async () => {
    const p = await newPayment();
    const res = await confirm(p.id, p.clientSecret, card('4000000000000002'));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
      payment: { id: p.id, status: 'requires_payment_method', lastError: { code: 'card_declined', declineCode: 'generic_decline' } },
      requestId: expect.any(String),
    });
    expect(res.json().fieldErrors).toBeUndefined();
    const retry = await confirm(p.id, p.clientSecret, card('5555555555554444'));
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ status: 'succeeded', lastError: null });
  });

  it('answers insufficient funds with its decline code', async () => {
    const p = await newPayment();
    const res = await confirm(p.id, p.clientSecret, card('4000000000009995'));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'card_declined', declineCode: 'insufficient_funds', message: 'Your card has insufficient funds.' });
  });

  it('answers an incorrect zip with its own code and the zip field', async () => {
    const p = await newPayment();
    const res = await confirm(p.id, p.clientSecret, card('4000000000000036'));
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'incorrect_zip',
      message: 'Your postal code is incorrect.',
      fieldErrors: { zip: 'Your postal code is incorrect.' },
    });
    expect(res.json().declineCode).toBeUndefined();
  });

  it('goes through processing and succeeds after 2 s', async () => {
    const p = await newPayment();
    const res = await confirm(p.id, p.clientSecret, card('4000000000000077'));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('processing');
    const soon = await t.app.inject({ method: 'GET', url: `/api/v1/sandbox/payments/${p.id}?clientSecret=${p.clientSecret}` });
    expect(soon.json().status).toBe('processing');
    t.clock.advance(PROCESSING_MS);
    const later = await t.app.inject({ method: 'GET', url: `/api/v1/sandbox/payments/${p.id}?clientSecret=${p.clientSecret}` });
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual({ id: p.id, amount: 5338, currency: 'usd', status: 'succeeded', lastError: null });
  });

  it.each([
    [card('4242424242424241'), 'invalid_number', 'number', 'Your card number is invalid.'],
    [card('4242424242424242', { expMonth: 13 }), 'invalid_expiry_month', 'expMonth', "Your card's expiration date is invalid."],
    [card('4242424242424242', { expYear: 2001 }), 'invalid_expiry_year', 'expYear', "Your card's expiration date is in the past."],
    [card('4242424242424242', { cvc: '1' }), 'invalid_cvc', 'cvc', "Your card's security code is invalid."],
    [card('4242424242424242', { zip: '' }), 'incomplete_zip', 'zip', 'Your postal code is incomplete.'],
  ])('refuses invalid card details with 422 (%j)', async (c, code, field, message) => {
    const p = await newPayment();
    const res = await confirm(p.id, p.clientSecret, c);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code, message, fieldErrors: { [field]: message }, requestId: expect.any(String) });
    expect((await t.runtime.payments.retrievePayment(p.id)).status).toBe('requires_payment_method');
  });

  it('refuses a canceled payment, a wrong client secret, an unknown payment and a bad body', async () => {
    const p = await newPayment();
    await t.runtime.payments.cancelPayment(p.id);
    const canceled = await confirm(p.id, p.clientSecret, card('4242424242424242'));
    expect(canceled.statusCode).toBe(422);
    expect(canceled.json()).toMatchObject({ code: 'payment_intent_unexpected_state', message: 'This payment was canceled' });

    const q = await newPayment();
    expect((await confirm(q.id, `${q.clientSecret}x`, card('4242424242424242'))).statusCode).toBe(404);
    expect((await confirm('pi_sandbox_missing', 'secret', card('4242424242424242'))).statusCode).toBe(404);
    const lookup = await t.app.inject({ method: 'GET', url: `/api/v1/sandbox/payments/${q.id}?clientSecret=wrong` });
    expect(lookup.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'POST', url: `/api/v1/sandbox/payments/${q.id}/confirm`, payload: { clientSecret: q.clientSecret } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().code).toBe('validation_failed');
    expect((await t.runtime.payments.retrievePayment(q.id)).status).toBe('requires_payment_method');
  });

  it('has no Stripe webhook', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps JSON parsing for every other route', async () => {
    const p = await newPayment();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payments/${p.id}/confirm`,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ clientSecret: p.clientSecret, card: card('4242424242424242') }),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('payments with Stripe', () => {
  const SECRET = STRIPE_TEST_WEBHOOK_SECRET;
  let t: TestApp;
  let fake: StripeFake;
  let stripe: StripeProvider;
  beforeAll(async () => {
    fake = await startStripeFake();
    t = await createTestApp(stripeTestEnv(fake));
    stripe = t.runtime.payments as StripeProvider;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const sign = (payload: string, secret = SECRET) => stripe.stripe.webhooks.generateTestHeaderString({ payload, secret });
  const deliver = (payload: string, signature: string | undefined, contentType = 'application/json; charset=utf-8') =>
    t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': contentType, ...(signature !== undefined ? { 'stripe-signature': signature } : {}) },
      payload,
    });
  const processed = (eventId: string) =>
    t.db
      .select()
      .from(processedWebhooks)
      .where(and(eq(processedWebhooks.provider, 'stripe'), eq(processedWebhooks.eventId, eventId)));

  it('uses the Stripe adapter and gives the publishable key, never the secret', async () => {
    expect(t.runtime.payments).toBeInstanceOf(StripeProvider);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
    expect(res.json()).toEqual({ provider: 'stripe', testMode: true, label: null, publishableKey: 'pk_test_ovation' });
    expect(res.body).not.toContain('sk_test');
    expect(res.body).not.toContain('whsec');
  });

  it('has no sandbox routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/sandbox/test-cards' })).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sandbox/payments/pi_x/confirm',
      payload: { clientSecret: 'x', card: card('4242424242424242') },
    });
    expect(res.statusCode).toBe(404);
  });

  it('records a signed payout.paid once for the owner of the account', async () => {
    const { user } = await signUpUser(t.app);
    await t.db.update(profiles).set({ paymentAccountId: 'acct_1QxYz9Q4bC2dEf3G' }).where(eq(profiles.id, user.id));
    const payload = stripeFixtureText('event_payout_paid');
    const first = await deliver(payload, sign(payload));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, duplicate: false });
    const again = await deliver(payload, sign(payload));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(await processed('evt_1QyAbCQ4bC2dEf3Gx7Lm2NpQ')).toHaveLength(1);
    const rows = await t.db.select().from(payouts).where(eq(payouts.ownerId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 104520, currency: 'usd', providerPayoutId: 'po_1QyAaBQ4bC2dEf3Gk9Wm4Rz1' });
    expect(rows[0]!.paidAt.toISOString()).toBe('2025-11-24T00:00:00.000Z');
  });

  it('refuses a tampered body, another secret, a missing or stale signature with 400 and records nothing', async () => {
    const payload = stripeFixtureText('event_payment_intent_succeeded');
    const tampered = payload.replace('"amount": 5338', '"amount": 1');
    const stale = stripe.stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET, timestamp: Math.floor(Date.now() / 1000) - 3600 });
    for (const [body, signature] of [
      [tampered, sign(payload)],
      [payload, sign(payload, 'whsec_someone_else')],
      [payload, undefined],
      [payload, 't=1,v1=deadbeef'],
      [payload, stale],
    ] as const) {
      const res = await deliver(body, signature);
      expect(res.statusCode, String(signature)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'bad_request', message: 'Invalid webhook signature' });
    }
    expect(await processed('evt_3QxYzAB2eZvKYlo21ZfP9wJk')).toHaveLength(0);
  });

  it('hands a signed payment event to checkout, which looks the payment up once', async () => {
    const owner = await signUpUser(t.app);
    const event = await makeEvent(t, owner, owner.user.id, { publish: false });
    const [occurrence] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, event.id));
    const paymentId = 'pi_3QxYzAB2eZvKYlo21dL0cXyz';
    await t.db.insert(orders).values({
      eventId: event.id,
      occurrenceId: occurrence!.id,
      ownerId: owner.user.id,
      holdExpiresAt: new Date(Date.now() + 600_000),
      currency: 'usd',
      status: 'handling_payment',
      step: 'pay',
      total: 5338,
      paymentProvider: 'stripe',
      paymentId,
    });
    const lookups = () => fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/payment_intents/${paymentId}`).length;
    const payload = stripeFixtureText('event_payment_intent_succeeded');
    const res = await deliver(payload, sign(payload), 'application/json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(lookups()).toBe(1);
    expect(await processed('evt_3QxYzAB2eZvKYlo21ZfP9wJk')).toHaveLength(1);
    const again = await deliver(payload, sign(payload));
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(lookups()).toBe(1);
  });
});
