import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { benefitsReply, benefitView, MEMBERSHIP_MESSAGES, MEMBERSHIP_VALIDATION_MESSAGES as V } from '../../../contracts/memberships.ts';
import { eventOccurrences, membershipBenefits, membershipTierBenefits, orderItems, orders } from '../../platform/db/schema/index.ts';
import { errorShape, headers, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { benefitInput, createBenefit, createTier, membershipOwner, tierInput } from './memberships.fixtures.ts';

const t = useTestApp();

const M = '/api/v1/profile_management/membership_discounts';

const list = (ownerId: string, p?: Person) =>
  t.app.inject({ method: 'GET', url: `/api/v1/membership_discounts?ownerId=${ownerId}`, headers: headers(p) });
const one = (ownerId: string, id: string, p?: Person) => t.app.inject({ method: 'GET', url: `${M}/${id}?ownerId=${ownerId}`, headers: headers(p) });
const post = (body: object, p?: Person) => t.app.inject({ method: 'POST', url: '/api/v1/membership_discounts', headers: headers(p), payload: body });
const patch = (id: string, body: object, p?: Person) => t.app.inject({ method: 'PATCH', url: `${M}/${id}`, headers: headers(p), payload: body });
const action = (method: 'PATCH' | 'DELETE', ownerId: string, id: string, suffix: '' | '/archive' | '/restore', p?: Person) =>
  t.app.inject({ method, url: `${M}/${id}${suffix}?ownerId=${ownerId}`, headers: headers(p) });

/** A ticket bought with the benefit, in an order of `status`. */
async function redeem(eventId: string, ticketTypeId: string, ownerId: string, benefitId: string, status: 'completed' | 'pending' = 'completed') {
  const [occurrence] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, eventId)).limit(1);
  const [order] = await t.db
    .insert(orders)
    .values({ eventId, occurrenceId: occurrence!.id, ownerId, holdExpiresAt: new Date(), currency: 'usd', status })
    .returning();
  await t.db
    .insert(orderItems)
    .values({ orderId: order!.id, ticketTypeId, name: 'General admission', basePrice: 1500, baseFee: 0, membershipBenefitId: benefitId });
}

describe('benefits: access', () => {
  let owner: Person, stranger: Person;
  let id: string;

  beforeAll(async () => {
    owner = await membershipOwner(t);
    stranger = await signUpUser(t.app);
    id = (await createBenefit(t, owner, benefitInput(owner.user.id))).id;
  });

  it('answers 401 signed out and 403 to a stranger, on every route', async () => {
    const o = owner.user.id;
    const calls = [
      (p?: Person) => list(o, p),
      (p?: Person) => one(o, id, p),
      (p?: Person) => post(benefitInput(o), p),
      (p?: Person) => patch(id, benefitInput(o), p),
      (p?: Person) => action('PATCH', o, id, '/archive', p),
      (p?: Person) => action('PATCH', o, id, '/restore', p),
      (p?: Person) => action('DELETE', o, id, '', p),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      const refused = await call(stranger);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json()).toMatchObject(errorShape);
    }
  });

  it("answers 404 with the spec's text for another owner's benefit", async () => {
    const other = await membershipOwner(t);
    const o = other.user.id;
    for (const res of [
      await one(o, id, other),
      await patch(id, benefitInput(o), other),
      await action('PATCH', o, id, '/archive', other),
      await action('PATCH', o, id, '/restore', other),
      await action('DELETE', o, id, '', other),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: MEMBERSHIP_MESSAGES.benefitNotFound });
    }
    expect(expectReply(await one(owner.user.id, id, owner), 200, benefitView).archived).toBe(false);
  });
});

describe('benefits: create and edit', () => {
  let owner: Person;
  beforeAll(async () => {
    owner = await membershipOwner(t);
  });

  it('stores a limited fixed-amount benefit on chosen tickets of the owner', async () => {
    const o = owner.user.id;
    const event = await makeEvent(t, owner, o);
    const made = await createBenefit(
      t,
      owner,
      benefitInput(o, {
        name: '  Early entry ',
        amount: 250,
        percentageValue: null,
        limited: true,
        quantity: 2,
        quantityScope: '3 months',
        discountScope: 'tickets',
        ticketIds: [event.ticketIds[0]!, event.ticketIds[0]!],
        categoryIds: ['music'],
      }),
    );
    expect(made).toEqual({
      id: expect.any(String),
      name: 'Early entry',
      amount: 250,
      percentageValue: null,
      currency: 'usd',
      quantity: 2,
      quantityScope: '3 months',
      discountScope: 'tickets',
      categoryIds: [],
      ticketIds: [event.ticketIds[0]],
      tiers: [],
      redeemed: 0,
      archived: false,
    });
  });

  it('stores no limit when Unlimited, and the categories for a category benefit', async () => {
    const made = await createBenefit(
      t,
      owner,
      benefitInput(owner.user.id, { quantity: 5, quantityScope: 'month', discountScope: 'categories', categoryIds: ['music', 'film'] }),
    );
    expect(made).toMatchObject({ quantity: null, quantityScope: null, categoryIds: ['music', 'film'], ticketIds: [] });
  });

  it("answers 422 for another owner's ticket", async () => {
    const other = await membershipOwner(t);
    const event = await makeEvent(t, other, other.user.id);
    const res = await post(benefitInput(owner.user.id, { discountScope: 'tickets', ticketIds: [event.ticketIds[0]!] }), owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ ticketIds: MEMBERSHIP_MESSAGES.ticketsUnavailable });
  });

  it.each([
    ['a blank descriptor', { name: ' ' }, { name: V.benefitNameRequired }],
    ['a long descriptor', { name: 'x'.repeat(101) }, { name: V.benefitNameTooLong }],
    ['no discount', { amount: null, percentageValue: null }, { amount: V.amountRequired, percentageValue: V.percentRequired }],
    ['both discounts', { amount: 100, percentageValue: 5 }, { amount: V.amountAndPercent, percentageValue: V.amountAndPercent }],
    ['an amount of 0', { amount: 0, percentageValue: null }, { amount: V.amountRange }],
    ['an amount above 10000', { amount: 1_000_001, percentageValue: null }, { amount: V.amountRange }],
    ['a percentage of 101', { percentageValue: 101 }, { percentageValue: V.percentRange }],
    ['Limited without a number', { limited: true, quantity: null, quantityScope: 'month' as const }, { quantity: V.usageLimitRequired }],
    ['Limited at 0', { limited: true, quantity: 0, quantityScope: 'month' as const }, { quantity: V.usageLimitMin }],
    ['Limited without a scope', { limited: true, quantity: 1, quantityScope: null }, { quantityScope: V.usageScopeRequired }],
    ['no category', { discountScope: 'categories' as const, categoryIds: [] }, { categoryIds: V.categoriesRequired }],
    ['no ticket', { discountScope: 'tickets' as const, ticketIds: [] }, { ticketIds: V.ticketsRequired }],
  ])('answers 422 for %s', async (_, overrides, fieldErrors) => {
    const res = await post(benefitInput(owner.user.id, overrides), owner);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fieldErrors });
  });

  it('answers 422 for an unknown category (the schema)', async () => {
    const res = await post({ ...benefitInput(owner.user.id), discountScope: 'categories', categoryIds: ['karaoke'] }, owner);
    expect(res.statusCode).toBe(422);
  });

  it('edits a benefit', async () => {
    const o = owner.user.id;
    const made = await createBenefit(t, owner, benefitInput(o));
    const res = await patch(made.id, benefitInput(o, { name: 'Bigger discount', percentageValue: 25 }), owner);
    expect(expectReply(res, 200, benefitView)).toMatchObject({ id: made.id, name: 'Bigger discount', percentageValue: 25 });
    const bad = await patch(made.id, benefitInput(o, { percentageValue: 0 }), owner);
    expect(bad.statusCode).toBe(422);
  });
});

describe('benefits: list, deactivate, delete', () => {
  let owner: Person;
  let event: { id: string; ticketIds: string[] };
  beforeAll(async () => {
    owner = await membershipOwner(t);
    event = await makeEvent(t, owner, owner.user.id);
  });

  it('lists every benefit, oldest first, with its tiers and the tickets bought with it in paid orders', async () => {
    const o = owner.user.id;
    const first = await createBenefit(t, owner, benefitInput(o, { name: 'First' }));
    const second = await createBenefit(t, owner, benefitInput(o, { name: 'Second' }));
    const tier = await createTier(t, owner, tierInput(o, { name: 'Gold', discountIds: [second.id] }));
    await redeem(event.id, event.ticketIds[0]!, o, second.id);
    await redeem(event.id, event.ticketIds[0]!, o, second.id);
    await redeem(event.id, event.ticketIds[0]!, o, second.id, 'pending');
    const data = expectReply(await list(o, owner), 200, benefitsReply).data;
    expect(data.map((b) => [b.id, b.redeemed, b.tiers])).toEqual([
      [first.id, 0, []],
      [second.id, 2, [{ id: tier.id, name: 'Gold' }]],
    ]);
  });

  it('deactivates and activates a benefit', async () => {
    const o = owner.user.id;
    const made = await createBenefit(t, owner, benefitInput(o));
    expect((await action('PATCH', o, made.id, '/archive', owner)).json()).toEqual({ ok: true });
    expect(expectReply(await one(o, made.id, owner), 200, benefitView).archived).toBe(true);
    expect((await action('PATCH', o, made.id, '/restore', owner)).statusCode).toBe(200);
    expect(expectReply(await one(o, made.id, owner), 200, benefitView).archived).toBe(false);
  });

  it('refuses to delete a redeemed (even in an unpaid order) or deactivated benefit: 409', async () => {
    const o = owner.user.id;
    const redeemed = await createBenefit(t, owner, benefitInput(o));
    await redeem(event.id, event.ticketIds[0]!, o, redeemed.id, 'pending');
    const off = await createBenefit(t, owner, benefitInput(o));
    await action('PATCH', o, off.id, '/archive', owner);
    for (const id of [redeemed.id, off.id]) {
      const res = await action('DELETE', o, id, '', owner);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', message: MEMBERSHIP_MESSAGES.benefitDeleteBlocked });
    }
  });

  it('deletes an active unused benefit with its tier links; a second delete is 404', async () => {
    const o = owner.user.id;
    const made = await createBenefit(t, owner, benefitInput(o));
    const tier = await createTier(t, owner, tierInput(o, { discountIds: [made.id] }));
    expect((await action('DELETE', o, made.id, '', owner)).json()).toEqual({ ok: true });
    expect(await t.db.select().from(membershipBenefits).where(eq(membershipBenefits.id, made.id))).toEqual([]);
    expect(await t.db.select().from(membershipTierBenefits).where(eq(membershipTierBenefits.tierId, tier.id))).toEqual([]);
    expect((await action('DELETE', o, made.id, '', owner)).statusCode).toBe(404);
  });
});
