import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEMBERSHIP_MESSAGES, membershipPageReply, type MembershipPageReply } from '../../../contracts/membership-subscriptions.ts';
import { patronSubscriptionsReply, PATRON_PAGE_SIZE } from '../../../contracts/tickets.ts';
import { membershipBenefits, membershipPrices, membershipTiers, profiles, users } from '../../platform/db/schema/index.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { createBenefit, benefitInput, createTier, insertSubscription, membershipOwner, tierInput } from './memberships.fixtures.ts';
import { newPatron, subscribeAndPay, startSubscription, type Patron } from './subscriptions.fixtures.ts';

const t = useTestApp();
const DAY = 86_400_000;

const page = (query: Record<string, string>, viewer?: { cookie: string }) =>
  t.app.inject({ method: 'GET', url: `/api/v1/memberships?${new URLSearchParams(query)}`, headers: viewer ? { cookie: viewer.cookie } : {} });

async function pageOf(owner: Person, viewer?: { cookie: string }, extra: Record<string, string> = {}): Promise<MembershipPageReply> {
  return expectReply(await page({ type: 'p', username: owner.user.username, ...extra }, viewer), 200, membershipPageReply);
}

describe('GET /api/v1/memberships', () => {
  it('answers 404 for a missing profile or the wrong type letter, and 422 for a bad query', async () => {
    const owner = await membershipOwner(t);
    const missing = await page({ type: 'p', username: 'nobody-here-at-all' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MEMBERSHIP_MESSAGES.profileNotFound);
    expect((await page({ type: 'o', username: owner.user.username })).statusCode).toBe(404);
    expect((await page({ type: 'x', username: owner.user.username })).statusCode).toBe(422);
    expect((await page({ type: 'p', username: owner.user.username, privateUuid: 'nope' })).statusCode).toBe(422);
  });

  it('is not set up without a payout account, without a tier on sale, or when private without its link', async () => {
    const owner = await signUpUser(t.app);
    expect(await pageOf(owner)).toMatchObject({ setUp: false, tiers: [] });
    await t.db.update(profiles).set({ paymentAccountId: 'acct_sandbox_page' }).where(eq(profiles.id, owner.user.id));
    expect((await pageOf(owner)).setUp).toBe(false);
    const tier = await createTier(t, owner, tierInput(owner.user.id));
    expect((await pageOf(owner)).setUp).toBe(true);
    // Only archived prices: nothing to buy.
    await t.db.update(membershipPrices).set({ archived: true }).where(eq(membershipPrices.tierId, tier.id));
    expect((await pageOf(owner)).setUp).toBe(false);
    await t.db.update(membershipPrices).set({ archived: false }).where(eq(membershipPrices.tierId, tier.id));
    await t.db.update(membershipTiers).set({ archived: true }).where(eq(membershipTiers.id, tier.id));
    expect((await pageOf(owner)).setUp).toBe(false);
    await t.db.update(membershipTiers).set({ archived: false }).where(eq(membershipTiers.id, tier.id));

    const uuid = crypto.randomUUID();
    await t.db.update(profiles).set({ membershipStatus: 'private', membershipPrivateUuid: uuid }).where(eq(profiles.id, owner.user.id));
    const visitor = await signUpUser(t.app);
    expect(await pageOf(owner, visitor)).toMatchObject({ setUp: false, tiers: [], status: 'private' });
    expect((await pageOf(owner, visitor, { privateUuid: crypto.randomUUID() })).setUp).toBe(false);
    expect((await pageOf(owner, visitor, { privateUuid: uuid })).setUp).toBe(true);
    expect((await pageOf(owner, owner)).setUp).toBe(true);
  });

  it('lists the tiers on sale by position, held ones first, with live prices, active benefits and sold-out state', async () => {
    const owner = await membershipOwner(t);
    await t.db
      .update(profiles)
      .set({ publicEmail: 'hello@hall.example', membershipTitle: 'Join us', membershipDescription: 'Keep the music going' })
      .where(eq(profiles.id, owner.user.id));
    const perk = await createBenefit(t, owner, benefitInput(owner.user.id, { name: 'Ten off' }));
    const retired = await createBenefit(t, owner, benefitInput(owner.user.id, { name: 'Retired' }));
    const first = await createTier(
      t,
      owner,
      tierInput(owner.user.id, {
        name: 'First',
        description: '<p>Hi<script>alert(1)</script></p>',
        discountIds: [perk.id, retired.id],
        prices: [
          { price: 500, interval: 'month' },
          { price: 5000, interval: 'year' },
        ],
      }),
    );
    const second = await createTier(t, owner, tierInput(owner.user.id, { name: 'Second', validSubscriptionsLimit: 1, limited: true }));
    await t.db.update(membershipPrices).set({ archived: true }).where(eq(membershipPrices.id, first.prices[1]!.id));
    await t.db.update(membershipBenefits).set({ archived: true }).where(eq(membershipBenefits.id, retired.id));

    const anonymous = await pageOf(owner);
    expect(anonymous).toMatchObject({
      profile: { id: owner.user.id, type: 'user', username: owner.user.username, contactEmail: 'hello@hall.example' },
      setUp: true,
      title: 'Join us',
      description: 'Keep the music going',
      status: 'public',
      member: false,
    });
    expect(anonymous.tiers.map((x) => x.name)).toEqual(['First', 'Second']);
    const [one, two] = anonymous.tiers;
    expect(one!.description).toBe('<p>Hi</p>');
    expect(one!.benefits).toEqual([{ id: perk.id, name: 'Ten off' }]);
    expect(one!.prices).toEqual([
      {
        id: first.prices[0]!.id,
        price: 500,
        currency: 'usd',
        interval: 'month',
        position: 0,
        subscribeUrl: '/membership_subscriptions/initialize_session',
      },
    ]);
    expect(one!.subscription).toBeNull();

    // The second tier's one seat goes to a patron: it is held (and first) for them, sold out for everyone else.
    const patron = await newPatron(t);
    const id = await subscribeAndPay(t, patron, owner, second);
    const mine = await pageOf(owner, patron);
    expect(mine.member).toBe(true);
    expect(mine.tiers.map((x) => x.name)).toEqual(['Second', 'First']);
    expect(mine.tiers[0]!.subscription).toMatchObject({
      id,
      tierId: second.id,
      priceId: second.prices[0]!.id,
      priceAmount: 500,
      priceInterval: 'month',
      status: 'active',
      stripeSubscription: true,
      manageUrl: '/membership_subscriptions/manage',
    });
    const others = await pageOf(owner, await signUpUser(t.app));
    expect(others.tiers.find((x) => x.id === two!.id)).toMatchObject({ soldOut: true, subscription: null });
    expect(others.tiers.find((x) => x.id === two!.id)!.prices[0]!.subscribeUrl).toBeNull();
  });

  it('shows a membership added by hand to its verified e-mail, without a manage link', async () => {
    const owner = await membershipOwner(t);
    const tier = await createTier(t, owner, tierInput(owner.user.id));
    const person = await signUpUser(t.app, { verified: false });
    await insertSubscription(t, tier.id, {
      status: 'active',
      userId: null,
      email: person.email,
      provider: null,
      autoRenew: false,
      expiresAt: new Date(Date.now() + 10 * DAY),
    });
    // No right from an address before it is verified.
    expect((await pageOf(owner, person)).member).toBe(false);
    await t.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.profileId, person.user.id));
    const verified = await pageOf(owner, person);
    expect(verified.member).toBe(true);
    expect(verified.tiers[0]!.subscription).toMatchObject({ stripeSubscription: false, manageUrl: null });
  });
});

describe('GET /api/v1/patron/subscriptions', () => {
  const list = (viewer?: Patron, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/patron/subscriptions${query}`, headers: viewer ? { cookie: viewer.cookie } : {} });

  it('lists the patron’s running memberships (expired and unpaid hidden), newest first, 10 a page; 401 signed out', async () => {
    expect((await list()).statusCode).toBe(401);
    const patron = await newPatron(t);
    const owners = await Promise.all(Array.from({ length: 12 }, () => membershipOwner(t)));
    const tiers = await Promise.all(owners.map((o) => createTier(t, o, tierInput(o.user.id, { name: `Tier of ${o.user.username}` }))));
    const paid = await subscribeAndPay(t, patron, owners[0]!, tiers[0]!);
    await startSubscription(t, patron, owners[1]!, tiers[1]!);
    const statuses = ['active', 'canceled', 'past_due', 'expired', 'active', 'active', 'active', 'active', 'active', 'active'] as const;
    for (const [i, status] of statuses.entries()) {
      await insertSubscription(t, tiers[i + 2]!.id, {
        status,
        userId: patron.id,
        email: patron.email,
        provider: i % 2 ? 'sandbox' : null,
        expiresAt: new Date(Date.now() + (status === 'past_due' ? -2 : 5) * DAY),
        createdAt: new Date(Date.now() + i * 1000),
      });
    }
    const first = expectReply(await list(patron), 200, patronSubscriptionsReply);
    expect(first).toMatchObject({ page: 1, perPage: PATRON_PAGE_SIZE, totalCount: 10 });
    expect(first.data).toHaveLength(10);
    expect(first.data.some((s) => s.status === 'expired')).toBe(false);
    expect(first.data.map((s) => s.status)).toEqual(expect.arrayContaining(['canceled', 'past_due', 'active']));
    const second = expectReply(await list(patron, '?page=2'), 200, patronSubscriptionsReply);
    expect(second.data).toHaveLength(0);
    const mine = first.data.find((s) => s.id === paid)!;
    expect(mine).toMatchObject({
      owner: { id: owners[0]!.user.id, username: owners[0]!.user.username, type: 'User' },
      tier: { name: tiers[0]!.name, amount: 500, currency: 'usd', interval: 'month' },
      stripeSubscription: true,
      manageUrl: '/membership_subscriptions/manage',
    });
    const manual = first.data.find((s) => !s.stripeSubscription)!;
    expect(manual.manageUrl).toBeNull();
    // Newest first.
    expect(first.data[0]!.tier.name).toBe(tiers[11]!.name);
    // Nobody else's.
    expect(expectReply(await list(await newPatron(t)), 200, patronSubscriptionsReply).totalCount).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/patron/subscriptions?page=0', headers: headers(owners[0]) })).statusCode).toBe(422);
  });
});
