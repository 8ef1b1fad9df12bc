import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { SUBSCRIBE_MESSAGES } from '../../../contracts/membership-subscriptions.ts';
import { MEMBERSHIP_MAIL_TEXTS as MAIL } from '../../../contracts/memberships.messages.ts';
import type { TierView } from '../../../contracts/memberships.ts';
import { membershipPrices, membershipSubscriptions, processedWebhooks } from '../../platform/db/schema/index.ts';
import { startStripeFake, STRIPE_TEST_WEBHOOK_SECRET, stripeFixture, stripeTestEnv, type StripeFake } from '../../platform/payments/stripe-fake.ts';
import type { StripeProvider } from '../../platform/payments/stripe.ts';
import type { Person } from '../../testing/events.ts';
import { createTestApp, mailsAfterJobs, mailsTo, type TestApp } from '../../testing/test-app.ts';
import { reconcilePayments } from '../checkout/reconcile.service.ts';
import { createTier, membershipOwner, subscriptionEvents, tierInput } from './memberships.fixtures.ts';
import { sweepMemberships } from './renewals.service.ts';
import {
  locationOf,
  membershipDeps,
  messageOf,
  newPatron,
  ordersOf,
  pagePath,
  postManage,
  postSubscribe,
  seatsTaken,
  subscriptionRow,
  type Patron,
} from './subscriptions.fixtures.ts';
import { periodEnd } from './subscription-records.ts';

const SECRET = STRIPE_TEST_WEBHOOK_SECRET;
const PUBLIC_URL = 'https://ovation.test';
const ACCOUNT = 'acct_1QxYz9Q4bC2dEf3G';
const CUSTOMER = 'cus_RsU8vW9xY0zA1b';
const MINUTE = 60_000;
const DAY = 86_400_000;

let fake: StripeFake;
let t: TestApp;
let owner: Person;

beforeAll(async () => {
  fake = await startStripeFake();
  t = await createTestApp(stripeTestEnv(fake, { PUBLIC_URL }));
  owner = await membershipOwner(t);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

type StripeEvent = { id: string; account?: string; data: { object: Record<string, unknown> } };
type Json = Record<string, unknown>;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
let delivered = 0;

/** A recorded Stripe event for this test's membership: a fresh event id, `edit` applied to its object. */
function stripeEvent(fixture: string, edit: (object: Json) => void = () => {}, opts: { id?: string; account?: string } = {}): string {
  const event = stripeFixture<StripeEvent>(fixture);
  delivered += 1;
  event.id = opts.id ?? `evt_test_${Date.now().toString(36)}_${delivered}`;
  if (opts.account) event.account = opts.account;
  edit(event.data.object);
  return JSON.stringify(event);
}

/** What Stripe makes for one checkout: unique ids (orders and memberships hold them uniquely), its fake routes. */
interface StripeWorld {
  session: string;
  url: string;
  subscription: string;
  invoice: string;
}
let worlds = 0;
function stripeWorld(): StripeWorld {
  worlds += 1;
  const tag = `${Date.now().toString(36)}w${worlds}`;
  const world = {
    session: `cs_test_${tag}`,
    url: `https://checkout.stripe.com/c/pay/cs_test_${tag}`,
    subscription: `sub_${tag}`,
    invoice: `in_${tag}_1`,
  };
  const open = { ...stripeFixture<Json>('checkout_session_subscription'), id: world.session, url: world.url };
  fake.route({ method: 'POST', path: '/v1/checkout/sessions', reply: open });
  fake.route({ method: 'GET', path: `/v1/checkout/sessions/${world.session}`, reply: open });
  fake.route({ method: 'POST', path: `/v1/checkout/sessions/${world.session}/expire`, reply: { ...open, status: 'expired', url: null } });
  return world;
}

/** Edits a checkout event: this world's session and subscription, our membership in its metadata. */
const checkoutFor = (world: StripeWorld, subscriptionId: string) => (session: Json) => {
  Object.assign(session, { id: world.session, metadata: { ...(session.metadata as Json), subscriptionId } });
  if (session.subscription) session.subscription = world.subscription;
};
/** Edits an invoice event: this world's subscription, our membership in its metadata, the period its line pays. */
const invoiceFor =
  (world: StripeWorld, subscriptionId: string, start: Date, end: Date, more: Json = {}) =>
  (invoice: Json) => {
    const parent = invoice.parent as { subscription_details: { metadata: Json; subscription: string } };
    parent.subscription_details.metadata.subscriptionId = subscriptionId;
    parent.subscription_details.subscription = world.subscription;
    const lines = invoice.lines as { data: { period: { start: number; end: number } }[] };
    lines.data[0]!.period = { start: seconds(start), end: seconds(end) };
    Object.assign(invoice, { id: world.invoice }, more);
  };
/** Edits a subscription event: this world's subscription. */
const subscriptionFor =
  (world: StripeWorld, edit: (s: Json) => void = () => {}) =>
  (subscription: Json) => {
    subscription.id = world.subscription;
    edit(subscription);
  };

function deliver(payload: string, signature?: string) {
  const stripe = t.runtime.payments as StripeProvider;
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature ?? stripe.stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
    },
    payload,
  });
}

async function expectHandled(payload: string, duplicate = false) {
  const res = await deliver(payload);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ received: true, duplicate });
}

const friendTier = (limit: number | null = 1) =>
  createTier(
    t,
    owner,
    tierInput(owner.user.id, {
      name: 'Friend',
      prices: [{ price: 1500, interval: 'month' }],
      validSubscriptionsLimit: limit,
      limited: limit !== null,
    }),
  );

/** The Subscribe form post under Stripe: the Checkout Session's page; answers the pending membership. */
async function subscribe(patron: Patron, tier: TierView, world: StripeWorld) {
  const location = locationOf(
    await postSubscribe(t, patron, { price_id: tier.prices[0]!.id, owner_id: owner.user.id, user_id: patron.id }, pagePath(owner)),
  );
  expect(location).toBe(world.url);
  const [sub] = await t.db
    .select()
    .from(membershipSubscriptions)
    .where(eq(membershipSubscriptions.userId, patron.id))
    .orderBy(desc(membershipSubscriptions.createdAt))
    .limit(1);
  return sub!;
}

/** The subjects of the e-mails sent so far (once the jobs ran), which are `count`. */
async function subjects(to: string, count: number) {
  const mails = await mailsAfterJobs(t, to);
  expect(mails).toHaveLength(count);
  return mails.map((m) => m.subject);
}
const types = async (id: string) => (await subscriptionEvents(t, id)).map((e) => e.type);
const requested = (method: string, path: string | RegExp) =>
  fake.requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));

describe('subscribing with Stripe Billing', () => {
  it('opens a Checkout Session in subscription mode on the connected account, with the fee percent and our ids, and redirects to it', async () => {
    const tier = await friendTier();
    const patron = await newPatron(t);
    const before = Date.now();
    const world = stripeWorld();
    const sub = await subscribe(patron, tier, world);
    expect(sub).toMatchObject({ status: 'pending', provider: 'stripe', holdsSeat: true, providerSubscriptionId: null });
    expect(await seatsTaken(t, tier.id)).toBe(1);
    const [order] = await ordersOf(t, sub.id);
    expect(order).toMatchObject({ status: 'pending', paymentId: world.session, paymentProvider: 'stripe', total: 1500, feeTotal: 15 });

    const [price] = requested('POST', '/v1/prices');
    expect(price!.headers['stripe-account']).toBe(ACCOUNT);
    expect(price!.headers['idempotency-key']).toBe(`membership-price-${tier.prices[0]!.id}`);
    expect(price!.params).toMatchObject({ unit_amount: '1500', currency: 'usd', 'recurring[interval]': 'month', 'product_data[name]': 'Friend' });
    const [stored] = await t.db.select().from(membershipPrices).where(eq(membershipPrices.id, tier.prices[0]!.id));
    expect(stored!.providerPriceId).toBe('price_1QzMbRQ4bC2dEf3GkL2mN8pQ');

    const [session] = requested('POST', '/v1/checkout/sessions');
    expect(session!.headers['stripe-account']).toBe(ACCOUNT);
    expect(session!.headers['idempotency-key']).toMatch(new RegExp(`^membership-checkout-${order!.id}-\\d+$`));
    expect(session!.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_1QzMbRQ4bC2dEf3GkL2mN8pQ',
      'line_items[0][quantity]': '1',
      'subscription_data[application_fee_percent]': '1',
      'subscription_data[metadata][subscriptionId]': sub.id,
      'subscription_data[metadata][orderId]': order!.id,
      'metadata[subscriptionId]': sub.id,
      client_reference_id: sub.id,
      customer_email: patron.email.toLowerCase(),
      cancel_url: `${PUBLIC_URL}${pagePath(owner)}`,
    });
    expect(new URL(session!.params.success_url!).searchParams.get('success_message')).toBe(SUBSCRIBE_MESSAGES.welcome(owner.user.name));
    expect(session!.params.success_url!.startsWith(`${PUBLIC_URL}${pagePath(owner)}?`)).toBe(true);
    // Stripe's minimum is 30 minutes; the sweep ends the session with the hold.
    const expiresAt = Number(session!.params.expires_at) * 1000;
    expect(expiresAt - before).toBeGreaterThanOrEqual(30 * MINUTE);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(41 * MINUTE);

    // A second click finds the same session: no second price, session or seat.
    fake.requests.length = 0;
    await subscribe(patron, tier, world);
    expect(requested('POST', /^\/v1\/(prices|checkout\/sessions)$/)).toHaveLength(0);
    expect(requested('GET', `/v1/checkout/sessions/${world.session}`)).toHaveLength(1);
    expect(await seatsTaken(t, tier.id)).toBe(1);
    // Another patron: the tier is full.
    const other = await newPatron(t);
    const full = locationOf(
      await postSubscribe(t, other, { price_id: tier.prices[0]!.id, owner_id: owner.user.id, user_id: other.id }, pagePath(owner)),
    );
    expect(messageOf(full)).toBe(SUBSCRIBE_MESSAGES.soldOut);
  });

  it('checkout.session.expired ends the pending membership and gives its seat back, once', async () => {
    const tier = await friendTier();
    const patron = await newPatron(t);
    const world = stripeWorld();
    const sub = await subscribe(patron, tier, world);
    const expired = stripeEvent('event_checkout_session_expired', checkoutFor(world, sub.id));
    await expectHandled(expired);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: 'expired', holdsSeat: false });
    expect(await seatsTaken(t, tier.id)).toBe(0);
    expect((await ordersOf(t, sub.id))[0]).toMatchObject({ status: 'timed_out' });
    expect(requested('POST', `/v1/checkout/sessions/${world.session}/expire`)).toHaveLength(1);
    await expectHandled(expired, true);
    expect(await seatsTaken(t, tier.id)).toBe(0);
  });

  it('the sweep ends a checkout past its hold by expiring its session first; one Stripe completed stays for its invoice', async () => {
    const tier = await friendTier();
    const patron = await newPatron(t);
    const world = stripeWorld();
    const sub = await subscribe(patron, tier, world);
    const later = new Date(sub.pendingUntil!.getTime() + MINUTE);
    // Paid at Stripe: the session cannot be expired, so the seat stays until the invoice settles it.
    const complete = { ...stripeFixture<StripeEvent>('event_checkout_session_completed').data.object, id: world.session };
    fake.route({ method: 'GET', path: `/v1/checkout/sessions/${world.session}`, reply: complete });
    fake.route({
      method: 'POST',
      path: `/v1/checkout/sessions/${world.session}/expire`,
      status: 400,
      reply: { error: { type: 'invalid_request_error', message: 'Not open' } },
    });
    await sweepMemberships(membershipDeps(t), later);
    expect((await subscriptionRow(t, sub.id)).status).toBe('pending');
    expect(requested('POST', `/v1/checkout/sessions/${world.session}/expire`)).toHaveLength(1);
    // Reconciliation reads the session (paid at Stripe, settled by its invoice): nothing completes from it.
    await reconcilePayments(membershipDeps(t), new Date(Date.now() + MINUTE));
    expect((await ordersOf(t, sub.id))[0]!.status).toBe('pending');
    fake.route({
      method: 'GET',
      path: `/v1/checkout/sessions/${world.session}`,
      reply: { ...stripeFixture<Json>('checkout_session_subscription'), id: world.session },
    });
    fake.route({
      method: 'POST',
      path: `/v1/checkout/sessions/${world.session}/expire`,
      reply: { ...stripeFixture<Json>('checkout_session_subscription_expired'), id: world.session },
    });

    await sweepMemberships(membershipDeps(t), later);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: 'expired', holdsSeat: false });
    expect(await seatsTaken(t, tier.id)).toBe(0);
  });
});

describe('a Stripe membership from its webhooks: created, renewed, past due, recovered, cancelled, resumed, deleted', () => {
  it('settles each period once with its outbox events and e-mails, and leaves renewals and their end to Stripe', async () => {
    const tier = await friendTier(null);
    const patron = await newPatron(t);
    const world = stripeWorld();
    const sub = await subscribe(patron, tier, world);
    const t0 = new Date(Math.floor(Date.now() / 1000) * 1000);
    const t1 = periodEnd(t0, 'month');
    const t2 = periodEnd(t1, 'month');
    const t3 = periodEnd(t2, 'month');

    // The checkout completes: Stripe's ids are kept, the membership waits for its invoice.
    await expectHandled(stripeEvent('event_checkout_session_completed', checkoutFor(world, sub.id)));
    expect(await subscriptionRow(t, sub.id)).toMatchObject({
      status: 'pending',
      providerSubscriptionId: world.subscription,
      providerCustomerId: CUSTOMER,
    });

    // The first invoice paid: active for Stripe's period, the checkout's order completed with the invoice.
    const firstPaid = stripeEvent('event_invoice_paid', invoiceFor(world, sub.id, t0, t1));
    await expectHandled(firstPaid);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({
      status: 'active',
      startsAt: t0,
      currentPeriodStart: t0,
      expiresAt: t1,
      autoRenew: true,
    });
    let rows = await ordersOf(t, sub.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'completed', periodStart: t0, paymentId: world.invoice, transactionId: world.invoice });
    expect((await subjects(patron.email, 2)).sort()).toEqual([MAIL.receiptSubject(owner.user.name), MAIL.welcomeSubject(owner.user.name)].sort());
    // Redelivered: acknowledged, nothing twice.
    await expectHandled(firstPaid, true);
    expect(await ordersOf(t, sub.id)).toHaveLength(1);

    // Manage opens the Customer Portal for the customer, back to the page.
    fake.requests.length = 0;
    const portal = locationOf(await postManage(t, patron, { owner_id: owner.user.id, user_id: patron.id }, pagePath(owner)));
    expect(portal).toBe('https://billing.stripe.com/p/session/test_YWNjdF8xUXhZejlRNGJDMmRFZjNHLF9Sc1U4dlc5eFkwekExYg');
    const [portalRequest] = requested('POST', '/v1/billing_portal/sessions');
    expect(portalRequest!.headers['stripe-account']).toBe(ACCOUNT);
    expect(portalRequest!.params).toEqual({ customer: CUSTOMER, return_url: `${PUBLIC_URL}${pagePath(owner)}` });

    // Stripe renews: the period's order is made and settled from the invoice, for Stripe's next period.
    const renewal = { billing_reason: 'subscription_cycle', id: `${world.invoice}_renewal1` };
    await expectHandled(stripeEvent('event_invoice_paid', invoiceFor(world, sub.id, t1, t2, renewal)));
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: 'active', currentPeriodStart: t1, expiresAt: t2 });
    rows = await ordersOf(t, sub.id);
    expect(rows.map((o) => [o.status, o.periodStart, o.paymentId, o.feeTotal])).toEqual([
      ['completed', t0, world.invoice, 15],
      ['completed', t1, renewal.id, 15],
    ]);

    // The sweep neither charges nor ends what Stripe runs, even long past the period.
    expect(await sweepMemberships(membershipDeps(t), new Date(t2.getTime() + 30 * DAY))).toMatchObject({ renewed: 0, failed: 0, expired: 0 });
    expect((await subscriptionRow(t, sub.id)).status).toBe('active');

    // The next renewal fails twice: past due with Stripe's retry date, the patron told once for the period.
    const retry = seconds(new Date(t2.getTime() + 3 * DAY));
    await expectHandled(
      stripeEvent(
        'event_invoice_payment_failed',
        invoiceFor(world, sub.id, t2, t3, { next_payment_attempt: retry, id: `${world.invoice}_renewal2` }),
      ),
    );
    expect(await subscriptionRow(t, sub.id)).toMatchObject({
      status: 'past_due',
      renewalAttempts: 1,
      nextAttemptAt: new Date(retry * 1000),
      expiresAt: t2,
    });
    await expectHandled(
      stripeEvent(
        'event_invoice_payment_failed',
        invoiceFor(world, sub.id, t2, t3, { next_payment_attempt: retry + DAY / 1000, attempt_count: 2, id: `${world.invoice}_renewal2` }),
      ),
    );
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: 'past_due', renewalAttempts: 2 });
    const failed = (await subjects(patron.email, 4)).filter((s) => s === MAIL.failedSubject(owner.user.name));
    expect(failed).toHaveLength(1);

    // Recovered: the card went through on Stripe's retry.
    await expectHandled(stripeEvent('event_invoice_paid', invoiceFor(world, sub.id, t2, t3, { ...renewal, id: `${world.invoice}_renewal2` })));
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: 'active', renewalAttempts: 0, nextAttemptAt: null, expiresAt: t3 });
    expect((await ordersOf(t, sub.id)).map((o) => o.status)).toEqual(['completed', 'completed', 'completed']);

    // Cancelled on the portal (at period end), resumed, cancelled again.
    const updated = (cancel: boolean) =>
      stripeEvent(
        'event_customer_subscription_updated',
        subscriptionFor(world, (s) => {
          s.cancel_at_period_end = cancel;
          s.cancel_at = cancel ? seconds(t3) : null;
        }),
      );
    await expectHandled(updated(true));
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: 'canceled', autoRenew: false, expiresAt: t3 });
    await expectHandled(updated(false));
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: 'active', autoRenew: true, canceledAt: null });
    await expectHandled(updated(true));
    expect((await subscriptionRow(t, sub.id)).status).toBe('canceled');

    // Stripe ends it at the period's end: expired, seat back.
    expect(await seatsTaken(t, tier.id)).toBe(1);
    const deleted = stripeEvent('event_customer_subscription_deleted', subscriptionFor(world));
    await expectHandled(deleted);
    expect(await subscriptionRow(t, sub.id)).toMatchObject({ status: 'expired', holdsSeat: false });
    expect(await seatsTaken(t, tier.id)).toBe(0);
    await expectHandled(deleted, true);
    expect(await seatsTaken(t, tier.id)).toBe(0);

    expect(await types(sub.id)).toEqual([
      'membership.subscription.created',
      'membership.subscription.updated', // renewed
      'membership.subscription.updated', // past due
      'membership.subscription.updated', // recovered
      'membership.subscription.cancelled',
      'membership.subscription.updated', // resumed
      'membership.subscription.cancelled',
      'membership.subscription.expired',
    ]);
    // Welcome, three receipts, one failed renewal, two cancellations, the end.
    const all = await subjects(patron.email, 8);
    expect(all.filter((s) => s === MAIL.receiptSubject(owner.user.name))).toHaveLength(3);
    expect(all.filter((s) => s === MAIL.cancelledSubject(owner.user.name))).toHaveLength(2);
    expect(all.filter((s) => s === MAIL.expiredSubject(owner.user.name))).toHaveLength(1);
    expect(all).toHaveLength(8);
  });

  it('refunds an invoice the membership can no longer take, on the connected account', async () => {
    const tier = await friendTier(null);
    const patron = await newPatron(t);
    const world = stripeWorld();
    const sub = await subscribe(patron, tier, world);
    const t0 = new Date(Math.floor(Date.now() / 1000) * 1000);
    await expectHandled(stripeEvent('event_invoice_paid', invoiceFor(world, sub.id, t0, periodEnd(t0, 'month'))));
    // A renewal invoice for a period that is not the membership's next one.
    const stray = periodEnd(periodEnd(t0, 'month'), 'month');
    fake.requests.length = 0;
    await expectHandled(
      stripeEvent(
        'event_invoice_paid',
        invoiceFor(world, sub.id, stray, periodEnd(stray, 'month'), { billing_reason: 'subscription_cycle', id: `${world.invoice}_stray` }),
      ),
    );
    expect((await ordersOf(t, sub.id)).map((o) => o.status)).toEqual(['completed', 'failed']);
    const [refund] = requested('POST', '/v1/refunds');
    expect(refund!.headers['stripe-account']).toBe(ACCOUNT);
    expect(refund!.params).toEqual({ payment_intent: 'pi_3QzMcVQ4bC2dEf3G0xYz1AbC', refund_application_fee: 'true' });
    expect((await subscriptionRow(t, sub.id)).expiresAt).toEqual(periodEnd(t0, 'month'));
  });
});

describe('the Stripe webhook for memberships: who may say what', () => {
  it('refuses an unsigned or tampered event (400) and records nothing', async () => {
    const payload = stripeEvent('event_customer_subscription_deleted', () => {}, { id: 'evt_refused_billing' });
    for (const signature of ['t=1,v1=deadbeef', '']) {
      const res = await deliver(payload, signature);
      expect(res.statusCode).toBe(400);
    }
    expect(await t.db.$count(processedWebhooks, eq(processedWebhooks.eventId, 'evt_refused_billing'))).toBe(0);
  });

  it('ignores an event of another connected account and one naming no membership of ours', async () => {
    const tier = await friendTier();
    const patron = await newPatron(t);
    const world = stripeWorld();
    const sub = await subscribe(patron, tier, world);
    await expectHandled(stripeEvent('event_checkout_session_expired', checkoutFor(world, sub.id), { account: 'acct_1Someone0ElseXyz' }));
    await expectHandled(stripeEvent('event_checkout_session_expired', checkoutFor(world, 'not-a-uuid')));
    await expectHandled(stripeEvent('event_checkout_session_expired', checkoutFor(world, crypto.randomUUID())));
    expect((await subscriptionRow(t, sub.id)).status).toBe('pending');
    expect(await seatsTaken(t, tier.id)).toBe(1);
    expect(await mailsTo(t.db, patron.email)).toHaveLength(0);
  });
});
