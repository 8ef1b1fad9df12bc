import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MEMBERSHIP_MESSAGES, MEMBERSHIP_VALIDATION_MESSAGES as V, tierView, tiersReply } from '../../../contracts/memberships.ts';
import { membershipPrices, membershipTiers, orders, profiles } from '../../platform/db/schema/index.ts';
import { errorShape, headers, schoolWithTeam, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { connectPayments } from '../checkout/checkout.fixtures.ts';
import { benefitInput, createBenefit, createTier, insertSubscription, membershipOwner, patchTier, tierInput } from './memberships.fixtures.ts';

const t = useTestApp();

const M = '/api/v1/profile_management/membership_tiers';
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY);

const list = (ownerId: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `/api/v1/membership_tiers?ownerId=${ownerId}`, headers: headers(p) });
const one = (ownerId: string, id: string, p?: Person) => t.app.inject({ method: 'GET', url: `${M}/${id}?ownerId=${ownerId}`, headers: headers(p) });
const post = (body: object, p?: Person) => t.app.inject({ method: 'POST', url: '/api/v1/membership_tiers', headers: headers(p), payload: body });
const action = (method: 'PATCH' | 'DELETE', ownerId: string, id: string, suffix: '' | '/archive' | '/restore', p?: Person) =>
  t.app.inject({ method, url: `${M}/${id}${suffix}?ownerId=${ownerId}`, headers: headers(p) });

/** A completed (or other) membership order of `amount` for a member of the tier. */
async function paidOrder(
  tierId: string,
  subscriptionId: string,
  ownerId: string,
  total: number,
  opts: { status?: 'completed' | 'pending'; currency?: string } = {},
) {
  const [price] = await t.db.select().from(membershipPrices).where(eq(membershipPrices.tierId, tierId)).limit(1);
  await t.db.insert(orders).values({
    productType: 'MembershipTier',
    membershipTierId: tierId,
    membershipPriceId: price!.id,
    membershipSubscriptionId: subscriptionId,
    periodStart: new Date(Date.now() - Math.floor(Math.random() * 1e9)),
    ownerId,
    holdExpiresAt: new Date(),
    currency: opts.currency ?? 'usd',
    subtotal: total,
    total,
    status: opts.status ?? 'completed',
  });
}

describe('tiers: access', () => {
  let owner: Person, stranger: Person;
  let tierId: string;

  beforeAll(async () => {
    owner = await membershipOwner(t);
    stranger = await signUpUser(t.app);
    tierId = (await createTier(t, owner, tierInput(owner.user.id))).id;
  });

  it('answers 401 signed out and 403 to a stranger, on every route', async () => {
    const o = owner.user.id;
    const calls = [
      (p?: Person) => list(o, p),
      (p?: Person) => one(o, tierId, p),
      (p?: Person) => post(tierInput(o), p),
      (p?: Person) => patchTier(t, p, tierId, tierInput(o)),
      (p?: Person) => action('PATCH', o, tierId, '/archive', p),
      (p?: Person) => action('PATCH', o, tierId, '/restore', p),
      (p?: Person) => action('DELETE', o, tierId, '', p),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      const refused = await call(stranger);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject(errorShape);
    }
    expect((await one(o, tierId, owner)).statusCode).toBe(200);
  });

  it("answers 404 with the spec's text for another owner's tier, whatever the route", async () => {
    const other = await membershipOwner(t);
    const o = other.user.id;
    for (const res of [
      await one(o, tierId, other),
      await patchTier(t, other, tierId, tierInput(o)),
      await action('PATCH', o, tierId, '/archive', other),
      await action('PATCH', o, tierId, '/restore', other),
      await action('DELETE', o, tierId, '', other),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ ...errorShape, code: 'not_found', message: MEMBERSHIP_MESSAGES.tierNotFound });
    }
    expect((await one(owner.user.id, tierId, owner)).json().archived).toBe(false);
  });

  it('lets team members see the tiers and only admins change them', async () => {
    const { owner: head, member, school } = await schoolWithTeam(t, 'Tier Hall', 'tier-hall');
    await connectPayments(t, school.id);
    const made = await createTier(t, head, tierInput(school.id, { name: 'Friends' }));
    expect(expectReply(await list(school.id, member), 200, tiersReply).data.map((x) => x.id)).toEqual([made.id]);
    expect((await post(tierInput(school.id), member)).statusCode).toBe(403);
    expect((await action('PATCH', school.id, made.id, '/archive', member)).statusCode).toBe(403);
  });
});

describe('tiers: create', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await membershipOwner(t);
    await t.db.update(profiles).set({ currency: 'eur' }).where(eq(profiles.id, owner.user.id));
  });

  it('makes a tier with its prices (owner currency, positions in order) and benefits, last in the list', async () => {
    const o = owner.user.id;
    const benefit = await createBenefit(t, owner, benefitInput(o));
    const first = await createTier(t, owner, tierInput(o, { name: 'First' }));
    const tier = await createTier(
      t,
      owner,
      tierInput(o, {
        name: '  Patron ',
        description: '<p>Hi<script>alert(1)</script></p>',
        prices: [
          { price: 1000, interval: 'month' },
          { price: 10000, interval: 'year' },
        ],
        discountIds: [benefit.id],
        limited: true,
        validSubscriptionsLimit: 50,
      }),
    );
    expect(tier).toMatchObject({
      name: 'Patron',
      description: '<p>Hi</p>',
      emailText: 'Thank you for joining!',
      archived: false,
      position: first.position + 1,
      membersCount: 0,
      revenue: 0,
      currency: 'eur',
      validSubscriptionsLimit: 50,
      remaining: 50,
      benefits: [{ id: benefit.id, name: benefit.name, archived: false }],
    });
    expect(tier.prices.map((p) => [p.price, p.interval, p.currency, p.position, p.archived, p.subscriptionsCount])).toEqual([
      [1000, 'month', 'eur', 0, false, 0],
      [10000, 'year', 'eur', 1, false, 0],
    ]);
    // Unlimited sends no limit: a number given with Unlimited is not stored.
    const open = await createTier(t, owner, tierInput(o, { limited: false, validSubscriptionsLimit: 7 }));
    expect(open).toMatchObject({ validSubscriptionsLimit: null, remaining: null });
  });

  it('refuses before a payout account is connected (409), while reads still work', async () => {
    const fresh = await signUpUser(t.app);
    const res = await post(tierInput(fresh.user.id), fresh);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict', message: MEMBERSHIP_MESSAGES.payoutsFirst });
    expect(expectReply(await list(fresh.user.id, fresh), 200, tiersReply).data).toEqual([]);
  });

  it.each([
    ['a blank name', { name: '  ' }, { name: V.tierNameRequired }],
    ['a long name', { name: 'x'.repeat(101) }, { name: V.tierNameTooLong }],
    ['an empty description', { description: '<p>&nbsp;</p>' }, { description: V.tierDescriptionRequired }],
    ['a long description', { description: 'x'.repeat(2001) }, { description: V.tierDescriptionTooLong }],
    ['no price', { prices: [] }, { prices: V.pricesRequired }],
    [
      'three prices',
      {
        prices: [
          { price: 1, interval: 'month' as const },
          { price: 2, interval: 'month' as const },
          { price: 3, interval: 'year' as const },
        ],
      },
      { prices: V.tooManyPrices },
    ],
    ['an empty price', { prices: [{ price: null }] }, { 'prices.0.amount': V.priceRequired }],
    ['a price above 10000', { prices: [{ price: 1_000_001 }] }, { 'prices.0.amount': V.priceRange }],
    ['Limited without a number', { limited: true, validSubscriptionsLimit: null }, { validSubscriptionsLimit: V.capacityRequired }],
    ['Limited at 0', { limited: true, validSubscriptionsLimit: 0 }, { validSubscriptionsLimit: V.capacityMin }],
  ])('answers 422 for %s', async (_, overrides, fieldErrors) => {
    const res = await post(tierInput(owner.user.id, overrides), owner);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fieldErrors });
  });

  it("answers 422 when linking a deactivated or another owner's benefit", async () => {
    const o = owner.user.id;
    const off = await createBenefit(t, owner, benefitInput(o, { name: 'Old perk' }));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profile_management/membership_discounts/${off.id}/archive?ownerId=${o}`,
      headers: headers(owner),
    });
    const other = await membershipOwner(t);
    const foreign = await createBenefit(t, other, benefitInput(other.user.id));
    for (const id of [off.id, foreign.id]) {
      const res = await post(tierInput(o, { discountIds: [id] }), owner);
      expect(res.statusCode).toBe(422);
      expect(res.json().fieldErrors).toEqual({ discountIds: MEMBERSHIP_MESSAGES.benefitsUnavailable });
    }
  });
});

describe('tiers: list counts', () => {
  it('counts members with access now, revenue of paid orders in the currency, and seats left', async () => {
    const owner = await membershipOwner(t);
    const o = owner.user.id;
    const tier = await createTier(
      t,
      owner,
      tierInput(o, {
        prices: [
          { price: 500, interval: 'month' },
          { price: 5000, interval: 'year' },
        ],
        limited: true,
        validSubscriptionsLimit: 4,
      }),
    );
    const [monthly, yearly] = tier.prices;
    const counted = [
      await insertSubscription(t, tier.id, { status: 'active', expiresAt: at(10), holdsSeat: true }),
      await insertSubscription(t, tier.id, { status: 'canceled', expiresAt: at(3), holdsSeat: true }),
      await insertSubscription(t, tier.id, { status: 'past_due', expiresAt: at(-2), holdsSeat: true, priceId: yearly!.id }),
    ];
    await insertSubscription(t, tier.id, { status: 'past_due', expiresAt: at(-8) });
    await insertSubscription(t, tier.id, { status: 'active', expiresAt: at(-1) });
    await insertSubscription(t, tier.id, { status: 'expired', expiresAt: at(-30) });
    await insertSubscription(t, tier.id, { status: 'pending', holdsSeat: true });
    await paidOrder(tier.id, counted[0]!.id, o, 500);
    await paidOrder(tier.id, counted[1]!.id, o, 5000);
    await paidOrder(tier.id, counted[0]!.id, o, 700, { status: 'pending' });
    await paidOrder(tier.id, counted[0]!.id, o, 900, { currency: 'eur' });

    const [listed] = expectReply(await list(o, owner), 200, tiersReply).data;
    expect(listed).toMatchObject({ id: tier.id, membersCount: 3, revenue: 5500, validSubscriptionsLimit: 4, remaining: 0 });
    expect(listed!.prices.map((p) => [p.id, p.subscriptionsCount])).toEqual([
      [monthly!.id, 2],
      [yearly!.id, 1],
    ]);
    expect(expectReply(await one(o, tier.id, owner), 200, tierView)).toEqual(listed);
  });
});

describe('tiers: edit', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await membershipOwner(t);
  });

  const twoPrices = async () =>
    createTier(
      t,
      owner,
      tierInput(owner.user.id, {
        prices: [
          { price: 500, interval: 'month' },
          { price: 5000, interval: 'year' },
        ],
      }),
    );

  it('keeps price ids, writes positions in order, links and unlinks benefits, and allows capacity below members', async () => {
    const o = owner.user.id;
    const [a, b] = [await createBenefit(t, owner, benefitInput(o, { name: 'A' })), await createBenefit(t, owner, benefitInput(o, { name: 'B' }))];
    const tier = await createTier(t, owner, tierInput(o, { discountIds: [a.id] }));
    await insertSubscription(t, tier.id, { status: 'active', expiresAt: at(5), holdsSeat: true });
    await insertSubscription(t, tier.id, { status: 'active', expiresAt: at(5), holdsSeat: true });
    const saved = tier.prices[0]!;
    const res = await patchTier(
      t,
      owner,
      tier.id,
      tierInput(o, {
        name: 'Renamed',
        prices: [
          { price: 9000, interval: 'year' },
          { id: saved.id, price: saved.price, interval: saved.interval },
        ],
        discountIds: [b.id],
        limited: true,
        validSubscriptionsLimit: 1,
      }),
    );
    const edited = expectReply(res, 200, tierView);
    expect(edited).toMatchObject({ name: 'Renamed', validSubscriptionsLimit: 1, remaining: 0, membersCount: 2, benefits: [{ id: b.id }] });
    expect(edited.prices.map((p) => [p.price, p.position])).toEqual([
      [9000, 0],
      [500, 1],
    ]);
    expect(edited.prices[1]!.id).toBe(saved.id);
  });

  it('locks a price with subscribers: no new amount or interval, no removal; archiving is allowed', async () => {
    const o = owner.user.id;
    const tier = await twoPrices();
    const [locked, free] = tier.prices;
    await insertSubscription(t, tier.id, { status: 'active', expiresAt: at(5), priceId: locked!.id });
    const keep = { id: free!.id, price: free!.price, interval: free!.interval };

    const changed = await patchTier(t, owner, tier.id, tierInput(o, { prices: [{ id: locked!.id, price: 600, interval: 'month' }, keep] }));
    expect(changed.statusCode).toBe(422);
    expect(changed.json().fieldErrors).toEqual({ 'prices.0': V.priceLocked });

    const interval = await patchTier(t, owner, tier.id, tierInput(o, { prices: [{ id: locked!.id, price: 500, interval: 'year' }, keep] }));
    expect(interval.json().fieldErrors).toEqual({ 'prices.0': V.priceLocked });

    const removed = await patchTier(t, owner, tier.id, tierInput(o, { prices: [keep] }));
    expect(removed.statusCode).toBe(422);
    expect(removed.json().fieldErrors).toEqual({ prices: V.priceLocked });

    const archived = await patchTier(
      t,
      owner,
      tier.id,
      tierInput(o, {
        prices: [
          { id: locked!.id, price: 500, interval: 'month', archived: true },
          { ...keep, price: 700 },
        ],
      }),
    );
    const view = expectReply(archived, 200, tierView);
    expect(view.prices.map((p) => [p.id, p.price, p.archived])).toEqual([
      [locked!.id, 500, true],
      [free!.id, 700, false],
    ]);
  });

  it('archives a left-out price that memberships or orders still name, deletes one nobody used', async () => {
    const o = owner.user.id;
    const tier = await twoPrices();
    const [used, unused] = tier.prices;
    await insertSubscription(t, tier.id, { status: 'expired', expiresAt: at(-40), priceId: used!.id });
    const res = await patchTier(t, owner, tier.id, tierInput(o, { prices: [{ price: 800, interval: 'month' }] }));
    const view = expectReply(res, 200, tierView);
    expect(view.prices.map((p) => [p.price, p.archived])).toEqual([
      [800, false],
      [500, true],
    ]);
    expect(view.prices.find((p) => p.id === used!.id)?.archived).toBe(true);
    expect(await t.db.select().from(membershipPrices).where(eq(membershipPrices.id, unused!.id))).toEqual([]);
  });

  it('answers 422 for a price id of another tier and for duplicates', async () => {
    const o = owner.user.id;
    const tier = await twoPrices();
    const other = await twoPrices();
    const stray = await patchTier(t, owner, tier.id, tierInput(o, { prices: [{ id: other.prices[0]!.id, price: 500 }] }));
    expect(stray.statusCode).toBe(422);
    expect(stray.json().fieldErrors).toMatchObject({ 'prices.0': MEMBERSHIP_MESSAGES.priceUnknown });
    const id = tier.prices[0]!.id;
    const twice = await patchTier(
      t,
      owner,
      tier.id,
      tierInput(o, {
        prices: [
          { id, price: 500 },
          { id, price: 500 },
        ],
      }),
    );
    expect(twice.json().fieldErrors).toMatchObject({ 'prices.1': MEMBERSHIP_MESSAGES.priceUnknown });
  });

  it('keeps a link to a benefit deactivated since, and refuses a new link to one', async () => {
    const o = owner.user.id;
    const perk = await createBenefit(t, owner, benefitInput(o));
    const tier = await createTier(t, owner, tierInput(o, { discountIds: [perk.id] }));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profile_management/membership_discounts/${perk.id}/archive?ownerId=${o}`,
      headers: headers(owner),
    });
    const body = tierInput(o, { discountIds: [perk.id], prices: [{ id: tier.prices[0]!.id, price: 500 }] });
    expect(expectReply(await patchTier(t, owner, tier.id, body), 200, tierView).benefits).toEqual([{ id: perk.id, name: perk.name, archived: true }]);
    const plain = await createTier(t, owner, tierInput(o));
    const res = await patchTier(t, owner, plain.id, tierInput(o, { discountIds: [perk.id], prices: [{ id: plain.prices[0]!.id, price: 500 }] }));
    expect(res.statusCode).toBe(422);
  });
});

describe('tiers: hide, show, delete', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await membershipOwner(t);
  });

  it('hides and shows a tier again', async () => {
    const o = owner.user.id;
    const tier = await createTier(t, owner, tierInput(o));
    expect((await action('PATCH', o, tier.id, '/archive', owner)).json()).toEqual({ ok: true });
    expect(expectReply(await one(o, tier.id, owner), 200, tierView).archived).toBe(true);
    expect((await action('PATCH', o, tier.id, '/restore', owner)).statusCode).toBe(200);
    expect(expectReply(await one(o, tier.id, owner), 200, tierView).archived).toBe(false);
  });

  it('refuses to delete a tier any membership (even expired) or order names: 409', async () => {
    const o = owner.user.id;
    const withMember = await createTier(t, owner, tierInput(o));
    await insertSubscription(t, withMember.id, { status: 'expired', expiresAt: at(-3) });
    const withOrder = await createTier(t, owner, tierInput(o));
    const sub = await insertSubscription(t, withMember.id, { status: 'expired', expiresAt: at(-3) });
    await paidOrder(withOrder.id, sub.id, o, 500);
    for (const id of [withMember.id, withOrder.id]) {
      const res = await action('DELETE', o, id, '', owner);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: MEMBERSHIP_MESSAGES.tierDeleteBlocked });
    }
    expect((await t.db.select().from(membershipTiers).where(eq(membershipTiers.id, withMember.id))).length).toBe(1);
  });

  it('deletes an unused tier with its prices; a second delete is 404', async () => {
    const o = owner.user.id;
    const tier = await createTier(t, owner, tierInput(o));
    expect((await action('DELETE', o, tier.id, '', owner)).json()).toEqual({ ok: true });
    expect(await t.db.select().from(membershipPrices).where(eq(membershipPrices.tierId, tier.id))).toEqual([]);
    const again = await action('DELETE', o, tier.id, '', owner);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(MEMBERSHIP_MESSAGES.tierNotFound);
  });
});
