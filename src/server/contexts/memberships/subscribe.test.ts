import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MEMBERSHIP_MESSAGES, SUBSCRIBE_MESSAGES } from '../../../contracts/membership-subscriptions.ts';
import { CROSS_SITE_REFUSED } from '../../../contracts/errors.messages.ts';
import { platformFee } from '../../../domain/checkout.ts';
import { membershipPrices, membershipSubscriptions, membershipTiers, orders, profiles, sandboxPayments } from '../../platform/db/schema/index.ts';
import type { Person } from '../../testing/events.ts';
import { mailsAfterJobs, useTestApp } from '../../testing/test-app.ts';
import { DECLINED_CARD, payCard } from '../checkout/checkout.fixtures.ts';
import { handleProviderEvent } from '../checkout/payment-events.service.ts';
import { createTier, membershipOwner, subscriptionEvents, tierInput } from './memberships.fixtures.ts';
import { sweepMemberships } from './renewals.service.ts';
import { PENDING_MINUTES } from './subscribe.service.ts';
import {
  getSandboxView,
  postSandbox,
  testCard,
  locationOf,
  membershipDeps,
  messageOf,
  ordersOf,
  pagePath,
  newPatron,
  patronOf,
  payFirstPeriod,
  paymentsOf,
  postSubscribe,
  sandboxView,
  seatsTaken,
  startSubscription,
  subscriptionRow,
  type Patron,
} from './subscriptions.fixtures.ts';

const t = useTestApp();
let owner: Person;
let patron: Patron;

beforeAll(async () => {
  owner = await membershipOwner(t);
  patron = await newPatron(t);
});

const fields = (priceId: string, user = patron) => ({ price_id: priceId, owner_id: owner.user.id, user_id: user.id });

describe('POST /membership_subscriptions/initialize_session: refusals', () => {
  it('sends a signed-out visitor to sign in, coming back to the page', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id));
    const location = locationOf(await postSubscribe(t, undefined, fields(tier.prices[0]!.id), pagePath(owner)));
    expect(location).toBe(`/auth?redirect_to=${encodeURIComponent(pagePath(owner))}`);
    // An outside return path is not followed.
    expect(locationOf(await postSubscribe(t, undefined, fields(tier.prices[0]!.id), 'https://evil.example/x'))).toBe('/auth?redirect_to=%2F');
  });

  it('refuses a form naming another account (403), bad input (422) and a cross-site post (403)', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id));
    const other = await newPatron(t);
    const res = await postSubscribe(t, patron, fields(tier.prices[0]!.id, other));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(SUBSCRIBE_MESSAGES.wrongAccount);
    const bad = await postSubscribe(t, patron, { price_id: 'nope', owner_id: owner.user.id, user_id: patron.id });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors).toHaveProperty('price_id');
    const cross = await postSubscribe(t, patron, fields(tier.prices[0]!.id), pagePath(owner), { origin: 'https://evil.example' });
    expect(cross.statusCode).toBe(403);
    expect(cross.json().message).toBe(CROSS_SITE_REFUSED);
    expect(await t.db.$count(membershipSubscriptions, eq(membershipSubscriptions.tierId, tier.id))).toBe(0);
  });

  it('goes back to the page with the reason: unknown or archived price, hidden tier, no payout account, private page', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id));
    const back = async (priceId: string, path = pagePath(owner)) => {
      const location = locationOf(await postSubscribe(t, patron, fields(priceId), path));
      expect(location.startsWith(path.split('?')[0]!), location).toBe(true);
      return messageOf(location);
    };
    expect(await back(crypto.randomUUID())).toBe(SUBSCRIBE_MESSAGES.unavailable);
    // Another owner's price is not this owner's offer.
    const stranger = await membershipOwner(t);
    const foreign = await createTier(t, stranger, tierInput(stranger.user.id));
    expect(await back(foreign.prices[0]!.id)).toBe(SUBSCRIBE_MESSAGES.unavailable);

    await t.db.update(membershipPrices).set({ archived: true }).where(eq(membershipPrices.id, tier.prices[0]!.id));
    expect(await back(tier.prices[0]!.id)).toBe(SUBSCRIBE_MESSAGES.unavailable);
    await t.db.update(membershipPrices).set({ archived: false }).where(eq(membershipPrices.id, tier.prices[0]!.id));
    await t.db.update(membershipTiers).set({ archived: true }).where(eq(membershipTiers.id, tier.id));
    expect(await back(tier.prices[0]!.id)).toBe(SUBSCRIBE_MESSAGES.unavailable);
    await t.db.update(membershipTiers).set({ archived: false }).where(eq(membershipTiers.id, tier.id));

    // The query's return path keeps its own query, replacing an old message.
    expect(await back(crypto.randomUUID(), `${pagePath(owner)}?error_message=old`)).toBe(SUBSCRIBE_MESSAGES.unavailable);

    const uuid = crypto.randomUUID();
    await t.db.update(profiles).set({ membershipStatus: 'private', membershipPrivateUuid: uuid }).where(eq(profiles.id, owner.user.id));
    expect(await back(tier.prices[0]!.id)).toBe(MEMBERSHIP_MESSAGES.notSetUp(owner.user.name));
    // From the private link it goes through.
    const privateLink = `/p/${owner.user.username}/${uuid}`;
    const location = locationOf(await postSubscribe(t, patron, fields(tier.prices[0]!.id), privateLink));
    expect(location).toMatch(/^\/sandbox\/memberships\//);
    await t.db.update(profiles).set({ membershipStatus: 'public' }).where(eq(profiles.id, owner.user.id));

    const account = await t.db.select({ id: profiles.paymentAccountId }).from(profiles).where(eq(profiles.id, owner.user.id));
    await t.db.update(profiles).set({ paymentAccountId: null }).where(eq(profiles.id, owner.user.id));
    const other = await newPatron(t);
    const res = await postSubscribe(t, other, fields(tier.prices[0]!.id, other), pagePath(owner));
    expect(messageOf(locationOf(res))).toBe(MEMBERSHIP_MESSAGES.notSetUp(owner.user.name));
    await t.db.update(profiles).set({ paymentAccountId: account[0]!.id }).where(eq(profiles.id, owner.user.id));
  });

  it('refuses a full tier and an existing member', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { validSubscriptionsLimit: 1, limited: true }));
    const first = await newPatron(t);
    await startSubscription(t, first, owner, tier);
    const second = await newPatron(t);
    expect(messageOf(locationOf(await postSubscribe(t, second, fields(tier.prices[0]!.id, second), pagePath(owner))))).toBe(
      SUBSCRIBE_MESSAGES.soldOut,
    );
    expect(await seatsTaken(t, tier.id)).toBe(1);

    const open = await createTier(t, owner, tierInput(owner.user.id, { name: 'Open' }));
    const member = await newPatron(t);
    const id = await startSubscription(t, member, owner, open);
    await payFirstPeriod(t, member, id);
    // One live membership per owner: another tier of the same owner is refused too.
    const again = await postSubscribe(t, member, fields(tier.prices[0]!.id, member), pagePath(owner));
    expect(messageOf(locationOf(again))).toBe(SUBSCRIBE_MESSAGES.alreadyMember(owner.user.name));
  });
});

describe('subscribing and paying', () => {
  it('opens a checkout: a pending membership holding a seat, its order and its payment; a second click reuses it', async () => {
    const tier = await createTier(
      t,
      owner,
      tierInput(owner.user.id, { prices: [{ price: 1500, interval: 'year' }], validSubscriptionsLimit: 5, limited: true }),
    );
    const buyer = await newPatron(t);
    const id = await startSubscription(t, buyer, owner, tier);
    const sub = await subscriptionRow(t, id);
    expect(sub).toMatchObject({
      status: 'pending',
      holdsSeat: true,
      userId: buyer.id,
      email: buyer.email,
      amount: 1500,
      interval: 'year',
      provider: 'sandbox',
      autoRenew: true,
    });
    expect(sub.pendingUntil!.getTime() - sub.createdAt.getTime()).toBe(PENDING_MINUTES * 60_000);
    expect(await seatsTaken(t, tier.id)).toBe(1);
    const [order] = await ordersOf(t, id);
    expect(order).toMatchObject({
      productType: 'MembershipTier',
      membershipTierId: tier.id,
      membershipPriceId: tier.prices[0]!.id,
      ownerId: owner.user.id,
      userId: buyer.id,
      status: 'pending',
      subtotal: 1500,
      total: 1500,
      feeTotal: platformFee(1500, 'usd'),
      buyerEmail: buyer.email,
      paymentProvider: 'sandbox',
    });
    expect(order!.holdExpiresAt).toEqual(sub.pendingUntil);
    const [payment] = await paymentsOf(t, id);
    expect(payment).toMatchObject({ id: order!.paymentId, amount: 1500, applicationFee: platformFee(1500, 'usd'), saveCard: true });

    // Again, and in another tab at once: the same checkout.
    const again = await Promise.all([startSubscription(t, buyer, owner, tier), startSubscription(t, buyer, owner, tier)]);
    expect(again).toEqual([id, id]);
    expect(await seatsTaken(t, tier.id)).toBe(1);
    expect(await ordersOf(t, id)).toHaveLength(1);
    expect(await paymentsOf(t, id)).toHaveLength(1);
  });

  it('a checkout of another price ends the open one first (its payment cancelled, its seat back)', async () => {
    const tier = await createTier(
      t,
      owner,
      tierInput(owner.user.id, {
        prices: [
          { price: 500, interval: 'month' },
          { price: 5000, interval: 'year' },
        ],
      }),
    );
    const buyer = await newPatron(t);
    const monthly = await startSubscription(t, buyer, owner, tier, 0);
    const yearly = await startSubscription(t, buyer, owner, tier, 1);
    expect(yearly).not.toBe(monthly);
    expect((await subscriptionRow(t, monthly)).status).toBe('expired');
    expect((await ordersOf(t, monthly))[0]!.status).toBe('timed_out');
    expect((await paymentsOf(t, monthly))[0]!.status).toBe('canceled');
    expect(await seatsTaken(t, tier.id)).toBe(1);
  });

  it('the card pays the first period: active for one interval, card kept, order completed, outbox, welcome and receipt', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { name: 'Friend', emailText: 'Thanks for keeping the lights on!' }));
    const buyer = await newPatron(t);
    const id = await startSubscription(t, buyer, owner, tier);
    const pending = await sandboxView(t, buyer, id);
    expect(pending).toMatchObject({
      status: 'pending',
      amount: 500,
      interval: 'month',
      tier: { id: tier.id, name: 'Friend' },
      returnTo: pagePath(owner),
    });

    // A declined card leaves it pending; the form can try again.
    await expect(payCard(t, { paymentId: pending.payment!.id, clientSecret: pending.payment!.clientSecret }, DECLINED_CARD)).resolves.toMatchObject({
      status: 'requires_payment_method',
    });
    expect((await sandboxView(t, buyer, id)).status).toBe('pending');

    const view = await payFirstPeriod(t, buyer, id);
    expect(view).toMatchObject({ status: 'active', cardLast4: '4242', autoRenew: true, payment: null });
    const sub = await subscriptionRow(t, id);
    expect(sub.startsAt).not.toBeNull();
    const expected = new Date(sub.startsAt!);
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(sub.expiresAt).toEqual(expected);
    expect(sub).toMatchObject({ pendingUntil: null, holdsSeat: true, paymentMethodRef: expect.stringMatching(/^pm_sandbox_/) });
    const [order] = await ordersOf(t, id);
    expect(order).toMatchObject({ status: 'completed', transactionId: order!.paymentId, periodStart: sub.startsAt });
    const events = await subscriptionEvents(t, id);
    expect(events.map((e) => e.type)).toEqual(['membership.subscription.created']);
    expect(events[0]!.payload).toMatchObject({
      subscriptionId: id,
      userId: buyer.id,
      tierId: tier.id,
      manual: false,
      autoRenew: true,
      status: 'active',
    });

    const mails = await mailsAfterJobs(t, buyer.email);
    expect(mails).toHaveLength(2);
    const welcome = mails.find((m) => m.subject.startsWith('Welcome'))!;
    expect(welcome.text).toContain('Thanks for keeping the lights on!');
    expect(welcome.text).toContain(`You are now a Friend member of ${owner.user.name}.`);
    const receipt = mails.find((m) => m.subject.startsWith('Your receipt'))!;
    expect(receipt.text).toContain('Total paid: $5.00');
    expect(receipt.text).toContain(`Transaction ${order!.paymentId}`);
  });

  it('a redelivered or repeated payment event changes nothing', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id));
    const buyer = await newPatron(t);
    const id = await startSubscription(t, buyer, owner, tier);
    const view = await sandboxView(t, buyer, id);
    await payCard(t, { paymentId: view.payment!.id, clientSecret: view.payment!.clientSecret });
    const deps = membershipDeps(t);
    const event = (n: number) => ({ id: `evt_redeliver_${id}_${n}`, type: 'payment.succeeded' as const, paymentId: view.payment!.id, raw: null });
    await Promise.all([handleProviderEvent(deps, event(1)), handleProviderEvent(deps, event(1)), handleProviderEvent(deps, event(2))]);
    await handleProviderEvent(deps, event(3));
    const sub = await subscriptionRow(t, id);
    expect(sub.status).toBe('active');
    expect((await subscriptionEvents(t, id)).map((e) => e.type)).toEqual(['membership.subscription.created']);
    expect(await seatsTaken(t, tier.id)).toBe(1);
    expect((await mailsAfterJobs(t, buyer.email)).map((m) => m.subject).sort()).toEqual([
      `Welcome to your ${owner.user.name} membership`,
      `Your receipt from ${owner.user.name}`,
    ]);
  });

  it('a free tier starts at once, without a payment', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { prices: [{ price: 0, interval: 'month' }] }));
    const buyer = await newPatron(t);
    const location = locationOf(await postSubscribe(t, buyer, fields(tier.prices[0]!.id, buyer), pagePath(owner)));
    expect(messageOf(location, 'success_message')).toBe(SUBSCRIBE_MESSAGES.welcome(owner.user.name));
    const [sub] = await t.db.select().from(membershipSubscriptions).where(eq(membershipSubscriptions.tierId, tier.id));
    expect(sub).toMatchObject({ status: 'active', holdsSeat: true });
    const [order] = await ordersOf(t, sub!.id);
    expect(order).toMatchObject({ status: 'completed', total: 0, paymentMethod: 'free', paymentId: null });
  });
});

describe('an unpaid checkout', () => {
  it('ends when its time runs out: payment cancelled first, membership expired, seat back, order timed out', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { validSubscriptionsLimit: 1, limited: true }));
    const buyer = await newPatron(t);
    const id = await startSubscription(t, buyer, owner, tier);
    const view = await sandboxView(t, buyer, id);
    const deps = membershipDeps(t);
    await sweepMemberships(deps, new Date(Date.now() + (PENDING_MINUTES - 1) * 60_000));
    expect((await subscriptionRow(t, id)).status).toBe('pending');
    const result = await sweepMemberships(deps, new Date(Date.now() + (PENDING_MINUTES + 1) * 60_000));
    expect(result.checkoutsEnded).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRow(t, id)).toMatchObject({ status: 'expired', holdsSeat: false, pendingUntil: null });
    expect((await ordersOf(t, id))[0]!.status).toBe('timed_out');
    expect(await seatsTaken(t, tier.id)).toBe(0);
    // The card form cannot pay it any more.
    await expect(payCard(t, { paymentId: view.payment!.id, clientSecret: view.payment!.clientSecret })).rejects.toMatchObject({
      code: 'payment_intent_unexpected_state',
    });
    // The seat is free for the next patron.
    await startSubscription(t, await newPatron(t), owner, tier);
  });

  it('past its time but not yet swept, it is ended when the patron subscribes again', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { validSubscriptionsLimit: 1, limited: true }));
    const buyer = await newPatron(t);
    const stale = await startSubscription(t, buyer, owner, tier);
    await t.db
      .update(membershipSubscriptions)
      .set({ pendingUntil: new Date(Date.now() - 60_000) })
      .where(eq(membershipSubscriptions.id, stale));
    const fresh = await startSubscription(t, buyer, owner, tier);
    expect(fresh).not.toBe(stale);
    expect((await subscriptionRow(t, stale)).status).toBe('expired');
    expect((await paymentsOf(t, stale))[0]!.status).toBe('canceled');
    expect(await seatsTaken(t, tier.id)).toBe(1);
  });

  it('a payment that went through after its checkout ended takes a seat again, or is refunded when none is left', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id, { validSubscriptionsLimit: 1, limited: true }));
    /** A checkout ended (as by the sweep) while the provider still took the card: a provider race. */
    const endedCheckout = async () => {
      const buyer = await newPatron(t);
      const id = await startSubscription(t, buyer, owner, tier);
      const { payment } = await sandboxView(t, buyer, id);
      await t.db.transaction(async (tx) => {
        await tx.update(membershipSubscriptions).set({ status: 'expired', holdsSeat: false }).where(eq(membershipSubscriptions.id, id));
        await tx
          .update(membershipTiers)
          .set({ taken: sql`${membershipTiers.taken} - 1` })
          .where(eq(membershipTiers.id, tier.id));
        await tx.update(orders).set({ status: 'timed_out' }).where(eq(orders.membershipSubscriptionId, id));
      });
      return { id, payment: { paymentId: payment!.id, clientSecret: payment!.clientSecret } };
    };
    const late = await endedCheckout();
    await payCard(t, late.payment);
    // The provider's event (its job) settles it: the seat is free, so it is taken again.
    await t.jobs.runUntilIdle();
    expect((await subscriptionRow(t, late.id)).status).toBe('active');
    expect(await seatsTaken(t, tier.id)).toBe(1);

    // Another patron took the seat meanwhile: the late payment is refunded and its order fails.
    await t.db.update(membershipTiers).set({ taken: 0 }).where(eq(membershipTiers.id, tier.id));
    await t.db.update(membershipSubscriptions).set({ status: 'expired', holdsSeat: false }).where(eq(membershipSubscriptions.id, late.id));
    const refused = await endedCheckout();
    await startSubscription(t, await newPatron(t), owner, tier);
    await payCard(t, refused.payment);
    // The order fails, and the payment is refunded.
    await t.jobs.runUntilIdle();
    expect((await ordersOf(t, refused.id))[0]!.status).toBe('failed');
    expect((await subscriptionRow(t, refused.id)).status).toBe('expired');
    const [refund] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, refused.payment.paymentId));
    expect(refund!.refundedAmount).toBe(refund!.amount);
    expect(await seatsTaken(t, tier.id)).toBe(1);
  });
});

describe('GET /api/v1/sandbox/membership_subscriptions/:id', () => {
  it('is its patron’s only: 401 signed out, 404 for anyone else and for unknown ids', async () => {
    const tier = await createTier(t, owner, tierInput(owner.user.id));
    const buyer = await newPatron(t);
    const id = await startSubscription(t, buyer, owner, tier);
    expect((await getSandboxView(t, undefined, id)).statusCode).toBe(401);
    expect((await getSandboxView(t, await newPatron(t), id)).statusCode).toBe(404);
    expect((await getSandboxView(t, patronOf(owner), id)).statusCode).toBe(404);
    expect((await getSandboxView(t, buyer, crypto.randomUUID())).statusCode).toBe(404);
    expect((await getSandboxView(t, buyer, 'not-a-uuid')).statusCode).toBe(422);
    expect((await getSandboxView(t, buyer, id)).statusCode).toBe(200);
  });
});

describe('the sandbox subscription pages while Stripe takes the payments', () => {
  const stripe = useTestApp({ STRIPE_SECRET_KEY: 'sk_test_ovation', STRIPE_WEBHOOK_SECRET: 'whsec_ovation', STRIPE_API_URL: 'http://127.0.0.1:9' });

  it('do not exist: 404 signed out as signed in, before any sign-in gate', async () => {
    const someone = await newPatron(stripe);
    const id = crypto.randomUUID();
    for (const who of [undefined, someone]) {
      expect((await getSandboxView(stripe, who, id)).statusCode).toBe(404);
      for (const action of ['cancel', 'resume'] as const) expect((await postSandbox(stripe, who, id, action)).statusCode).toBe(404);
      expect((await postSandbox(stripe, who, id, 'card', { card: testCard() })).statusCode).toBe(404);
    }
  });
});
