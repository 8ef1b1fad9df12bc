import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { CHECKOUT_REASONS, MEMBER_BENEFIT_TEXTS, orderReply, type OrderSelectionBody } from '../../../contracts/checkout.ts';
import { publicEventReply } from '../../../contracts/events.ts';
import { usageWindow } from '../../../domain/memberships.ts';
import { membershipBenefitUses, orderItems, profiles, promoCodes, sandboxPayments } from '../../platform/db/schema/index.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { HELD_NOW, makeBenefit, makeTier, type BenefitInput } from '../memberships/member-access.fixtures.ts';
import { insertSubscription } from '../memberships/memberships.fixtures.ts';
import { invalidateAllEventPages } from '../events/event-page-cache.ts';
import { attendeesFor, buyer, complete, completionDeps, confirm, expireHolds, paidEvent, payCard, postOrder } from './checkout.fixtures.ts';
import { closeOrder } from './orders.service.ts';
import { timeOutExpiredOrders } from './order-release.service.ts';

/**
 * Member prices (buyer-side 3, 9): a member picks one of their benefits per ticket line; the line is priced like a
 * promo code (the better of the two applies, never both); limited benefits take one use per ticket in the owner's
 * usage window, atomically, and give it back only when no payment for it can still succeed, or when the ticket is
 * cancelled or refunded. Tiers, benefits and memberships are written straight into the database.
 */
const t = useTestApp();
let owner: Person;
let eventId: string;
let stalls: string;
let balcony: string;
let payWhatYouCan: string;
let tier: { tierId: string; priceId: string };
const ZONE = 'Pacific/Kiritimati';

beforeAll(async () => {
  owner = await signUpUser(t.app);
  // Windows count in the owner's zone (UTC+14 here, so a UTC key would often differ).
  await t.db.update(profiles).set({ timezone: ZONE }).where(eq(profiles.id, owner.user.id));
  ({
    id: eventId,
    ticketIds: [stalls, balcony, payWhatYouCan],
  } = (await paidEvent(t, owner, {
    details: { category: 'music', currency: 'usd', refundsAllowed: true },
    tickets: [
      { name: 'Stalls', price: 2000, quantity: 100 },
      { name: 'Balcony', price: 1000, quantity: 100 },
      { name: 'Pay what you can', quantity: 100, pricingMode: 'custom_price', minimumPrice: 500 },
    ],
  })) as { id: string; ticketIds: [string, string, string] });
  tier = await makeTier(t, owner.user.id);
  invalidateAllEventPages();
});

/** A signed-in member of `tier` (a new person each time, so hold caps and uses start at zero). */
async function member(of = tier) {
  const person = await signUpUser(t.app);
  await insertSubscription(t, of.tierId, { userId: person.user.id, email: person.email, ...HELD_NOW });
  return person;
}

/** A benefit only one test's member holds: a tier of its own, so other tests' benefits stay out of view. */
async function ownBenefit(values: BenefitInput) {
  const own = await makeTier(t, owner.user.id, { name: 'Own' });
  const benefit = await makeBenefit(t, owner.user.id, [own.tierId], values);
  return { benefit, person: await member(own), own };
}

const line = (quantity: number, membershipId: string | null = null) => ({ quantity, membershipId });
const post = (body: OrderSelectionBody, person?: Person, promoCode?: string) => postOrder(t, eventId, body, { person, promoCode });
const ok = async (body: OrderSelectionBody, person?: Person, promoCode?: string) => expectReply(await post(body, person, promoCode), 200, orderReply);
const eventPage = async (person?: Person) =>
  expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/events/${eventId}`, headers: headers(person) }), 200, publicEventReply).event;
const patch = (orderId: string, body: OrderSelectionBody, person: Person) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/orders/${orderId}`, payload: body, headers: headers(person) });
const cancel = (orderId: string, person: Person) =>
  t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/cancel?status=canceled`, headers: headers(person) });

/** Uses counted for the member, by window key. */
async function usesBy(benefitId: string, person: Person): Promise<Record<string, number>> {
  const rows = await t.db
    .select()
    .from(membershipBenefitUses)
    .where(and(eq(membershipBenefitUses.benefitId, benefitId), eq(membershipBenefitUses.userId, person.user.id)));
  return Object.fromEntries(rows.map((r) => [r.windowKey, r.used]));
}
const monthKey = () => usageWindow('month', new Date(), ZONE).key;

/** Create -> confirm -> card -> complete, as the member; returns the completed order's item ids. */
async function buyWith(body: OrderSelectionBody, person: Person) {
  const created = await ok(body, person);
  const confirmed = await confirm(
    t,
    created.order.id,
    { buyerAttributes: buyer, attendeesAttributes: attendeesFor(created.order.items) },
    { person },
  );
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const request = confirmed.json().paymentRequest;
  await payCard(t, request);
  expect((await complete(t, created.order.id, { person })).json().status).toBe('succeeded');
  return created.order.items.map((i) => i.id);
}

describe('membershipDiscounts on the event page', () => {
  it('lists the benefits a member holds that discount this event, with what is left; nothing for others', async () => {
    const own = await makeTier(t, owner.user.id, { name: 'Listed' });
    const other = await makeTier(t, owner.user.id, { name: 'Not held' });
    const all = await makeBenefit(t, owner.user.id, [own.tierId, other.tierId], { name: '20% off', percentageValue: 20 });
    const limited = await makeBenefit(t, owner.user.id, [own.tierId], { name: '$5 off', amount: 500, quantity: 2, quantityScope: 'month' });
    const onBalcony = await makeBenefit(t, owner.user.id, [own.tierId], { name: 'Balcony deal', discountScope: 'tickets', ticketTypeIds: [balcony] });
    const music = await makeBenefit(t, owner.user.id, [own.tierId], { name: 'Music lovers', discountScope: 'categories', categoryIds: ['music'] });
    await makeBenefit(t, owner.user.id, [own.tierId], { name: 'Film buffs', discountScope: 'categories', categoryIds: ['film'] });
    await makeBenefit(t, owner.user.id, [own.tierId], { name: 'Deactivated', archived: true });
    await makeBenefit(t, owner.user.id, [other.tierId], { name: 'Other tier only' });
    const person = await member(own);

    const discounts = (await eventPage(person)).membershipDiscounts;
    expect(discounts.map((d) => d.name).sort()).toEqual(['$5 off', '20% off', 'Balcony deal', 'Music lovers']);
    const byId = Object.fromEntries(discounts.map((d) => [d.id, d]));
    expect(byId[all.id]).toEqual({
      id: all.id,
      name: '20% off',
      amount: null,
      percentageValue: 20,
      archived: false,
      ticketIds: [],
      discountScope: 'all',
      available: true,
      usesLeft: null,
    });
    expect(byId[limited.id]).toMatchObject({ amount: 500, available: true, usesLeft: 2 });
    expect(byId[onBalcony.id]).toMatchObject({ discountScope: 'tickets', ticketIds: [balcony] });
    expect(byId[music.id]).toMatchObject({ discountScope: 'categories', ticketIds: [] });

    // Used up in this window: still listed, not available ('Benefit Exhausted').
    await ok({ tickets: { [stalls]: line(2, limited.id) } }, person);
    expect((await eventPage(person)).membershipDiscounts.find((d) => d.id === limited.id)).toMatchObject({ available: false, usesLeft: 0 });

    expect((await eventPage()).membershipDiscounts).toEqual([]);
    expect((await eventPage(await signUpUser(t.app))).membershipDiscounts).toEqual([]);
    expect((await eventPage(owner)).membershipDiscounts).toEqual([]);
  });
});

describe('member prices on the order', () => {
  it('a percentage lowers price and fee of each ticket of the line, recorded on the tickets', async () => {
    const { benefit, person } = await ownBenefit({ name: '20% off', percentageValue: 20 });
    const { order } = await ok({ tickets: { [stalls]: line(1, benefit.id), [balcony]: 1 }, membershipDiscounts: [benefit.id] }, person);
    // Stalls: 2000 + fee 89 -> 1600 + 71; Balcony (no benefit chosen): 1000 + 79.
    const stallsItem = order.items.find((i) => i.ticket.id === stalls)!;
    expect(stallsItem).toMatchObject({ basePrice: 2000, discountAmount: 400, baseFee: 71, membershipBenefitId: benefit.id });
    expect(order.items.find((i) => i.ticket.id === balcony)).toMatchObject({ discountAmount: 0, baseFee: 79, membershipBenefitId: null });
    expect(order).toMatchObject({ subtotal: 2089 + 1079, discounts: 418, fees: 71 + 79, total: 1671 + 1079, userRequired: true });
    const [row] = await t.db.select().from(orderItems).where(eq(orderItems.id, stallsItem.id));
    // Unlimited: no window, no use counted.
    expect(row).toMatchObject({ discountName: '20% off', membershipBenefitId: benefit.id, benefitWindowKey: null });
    expect(await usesBy(benefit.id, person)).toEqual({});
  });

  it('a fixed amount lowers the price; above the price the rest comes off the fee, never below 0', async () => {
    const { benefit, person } = await ownBenefit({ name: '$5 off', amount: 500 });
    const two = (await ok({ tickets: { [stalls]: line(2, benefit.id) } }, person)).order;
    expect(two).toMatchObject({ subtotal: 2 * 2089, discounts: 1000, fees: 2 * 89, total: 2 * 1589 });

    const { benefit: big, person: other } = await ownBenefit({ name: '$15 off', amount: 1500 });
    const free = (await ok({ tickets: { [balcony]: line(1, big.id) } }, other)).order;
    expect(free.items[0]).toMatchObject({ basePrice: 1000, discountAmount: 1000, baseFee: 0 });
    expect(free).toMatchObject({ subtotal: 1079, discounts: 1079, fees: 0, total: 0 });
  });

  it('with a promo code the better discount of the line applies, never both; the promo code wins a tie and takes no use', async () => {
    const { benefit, person } = await ownBenefit({ name: 'Member 20%', percentageValue: 20, quantity: 5, quantityScope: 'month' });
    await t.db.insert(promoCodes).values([
      { ownerId: owner.user.id, eventId, code: 'TENOFF', name: 'Ten', percentageValue: 10 },
      { ownerId: owner.user.id, eventId, code: 'HALF', name: 'Half', percentageValue: 50 },
      { ownerId: owner.user.id, eventId, code: 'TWENTY', name: 'Twenty', percentageValue: 20 },
    ]);
    const memberWins = (await ok({ tickets: { [stalls]: line(1, benefit.id) } }, person, 'TENOFF')).order;
    expect(memberWins).toMatchObject({ discounts: 418, promoCode: { code: 'TENOFF' } });
    expect(memberWins.items[0]!.membershipBenefitId).toBe(benefit.id);
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 1 });

    const promoWins = (await ok({ tickets: { [stalls]: line(1, benefit.id) } }, person, 'HALF')).order;
    expect(promoWins.items[0]).toMatchObject({ discountAmount: 1000, membershipBenefitId: null });
    const [row] = await t.db.select().from(orderItems).where(eq(orderItems.id, promoWins.items[0]!.id));
    expect(row).toMatchObject({ discountName: 'Half', benefitWindowKey: null });

    const tie = (await ok({ tickets: { [stalls]: line(1, benefit.id) } }, person, 'TWENTY')).order;
    expect(tie.items[0]).toMatchObject({ discountAmount: 400, membershipBenefitId: null });
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 1 });
  });

  it("refuses a benefit that is not the buyer's or does not discount the line, on that line", async () => {
    const { benefit, person } = await ownBenefit({ name: 'Mine' });
    const { benefit: balconyOnly } = await ownBenefit({ name: 'Balcony only', discountScope: 'tickets', ticketTypeIds: [balcony] });
    const archived = await makeBenefit(t, owner.user.id, [tier.tierId], { name: 'Archived', archived: true });
    const mine = await makeBenefit(t, owner.user.id, [tier.tierId], { name: 'Tier benefit', discountScope: 'tickets', ticketTypeIds: [balcony] });
    const regular = await member();
    const refused = async (body: OrderSelectionBody, who: Person | undefined, key: string) => {
      const res = await post(body, who);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().fieldErrors).toEqual({ [key]: MEMBER_BENEFIT_TEXTS.benefitUnavailable });
    };
    // Someone else's benefit, a guest, a non-member, an archived benefit, a benefit for other tickets.
    await refused({ tickets: { [stalls]: line(1, balconyOnly.id) } }, person, `tickets.${stalls}`);
    await refused({ tickets: { [stalls]: line(1, benefit.id) } }, undefined, `tickets.${stalls}`);
    await refused({ tickets: { [stalls]: line(1, benefit.id) } }, await signUpUser(t.app), `tickets.${stalls}`);
    await refused({ tickets: { [balcony]: line(1, archived.id) } }, regular, `tickets.${balcony}`);
    await refused({ tickets: { [stalls]: line(1, mine.id) } }, regular, `tickets.${stalls}`);
    expect((await ok({ tickets: { [balcony]: line(1, mine.id) } }, regular)).order.items[0]!.membershipBenefitId).toBe(mine.id);
    // A pay-what-you-want line names no benefit: its price is the buyer's.
    const custom = await post({ tickets: {}, customPriceTickets: [{ ticketId: payWhatYouCan, price: 800, count: 1 }] }, person);
    expect(custom.statusCode).toBe(200);
    expect(custom.json().order.discounts).toBe(0);
  });

  it('validates the body: membershipId and membershipDiscounts are ids', async () => {
    const person = await member();
    expect((await post({ tickets: { [stalls]: { quantity: 1, membershipId: 'nope' } } }, person)).statusCode).toBe(422);
    expect((await post({ tickets: { [stalls]: 1 }, membershipDiscounts: ['nope'] as never }, person)).statusCode).toBe(422);
  });
});

describe('benefit uses', () => {
  it('count per member in the window of the scope, in the owner zone; scope event counts per event', async () => {
    const { benefit: monthly, person } = await ownBenefit({ quantity: 5, quantityScope: 'month' });
    await ok({ tickets: { [stalls]: line(2, monthly.id) } }, person);
    expect(await usesBy(monthly.id, person)).toEqual({ [monthKey()]: 2 });

    const { benefit: quarterly, person: q } = await ownBenefit({ quantity: 5, quantityScope: '3 months' });
    await ok({ tickets: { [stalls]: line(1, quarterly.id) } }, q);
    expect(Object.keys(await usesBy(quarterly.id, q))).toEqual([usageWindow('3 months', new Date(), ZONE).key]);
    expect(Object.keys(await usesBy(quarterly.id, q))[0]).toMatch(/^\d{4}-Q[1-4]$/);

    const { benefit: perEvent, person: e } = await ownBenefit({ quantity: 5, quantityScope: 'event' });
    await ok({ tickets: { [stalls]: line(1, perEvent.id), [balcony]: line(2, perEvent.id) } }, e);
    expect(await usesBy(perEvent.id, e)).toEqual({ [eventId]: 3 });
  });

  it("refuses past the limit with 'Benefit Exhausted' on the line, taking nothing", async () => {
    const { benefit, person } = await ownBenefit({ quantity: 2, quantityScope: 'month' });
    const tooMany = await post({ tickets: { [stalls]: line(3, benefit.id) } }, person);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      message: 'Benefit Exhausted',
      reason: CHECKOUT_REASONS.benefitExhausted,
      fieldErrors: { [`tickets.${stalls}`]: 'Benefit Exhausted' },
    });
    expect(await usesBy(benefit.id, person)).toEqual({});

    await ok({ tickets: { [stalls]: line(2, benefit.id) } }, person);
    const more = await post({ tickets: { [balcony]: line(1, benefit.id) } }, person);
    expect(more.statusCode).toBe(409);
    expect(more.json().fieldErrors).toEqual({ [`tickets.${balcony}`]: 'Benefit Exhausted' });
    // Without the benefit the tickets still sell.
    expect((await post({ tickets: { [balcony]: 1 } }, person)).statusCode).toBe(200);
  });

  it('two checkouts of one member racing for the last use: one gets it, the other Benefit Exhausted', async () => {
    const { benefit, person } = await ownBenefit({ quantity: 1, quantityScope: 'month' });
    const results = await Promise.all([
      post({ tickets: { [stalls]: line(1, benefit.id) } }, person),
      post({ tickets: { [balcony]: line(1, benefit.id) } }, person),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().reason).toBe(CHECKOUT_REASONS.benefitExhausted);
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 1 });
  });

  it('a changed selection gives the old uses back and takes the new ones, in one step', async () => {
    const { benefit, person } = await ownBenefit({ quantity: 3, quantityScope: 'month' });
    const { order } = await ok({ tickets: { [stalls]: line(3, benefit.id) } }, person);
    expect((await patch(order.id, { tickets: { [stalls]: line(1, benefit.id), [balcony]: line(2, benefit.id) } }, person)).statusCode).toBe(200);
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 3 });
    const fewer = await patch(order.id, { tickets: { [stalls]: line(1, benefit.id), [balcony]: 1 } }, person);
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 1 });
    // Too many: refused, and the order keeps what it had.
    expect((await patch(order.id, { tickets: { [stalls]: line(4, benefit.id) } }, person)).statusCode).toBe(409);
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 1 });
  });

  it('a cancelled order gives its uses back; so does one the sweep times out', async () => {
    const { benefit, person } = await ownBenefit({ quantity: 2, quantityScope: 'month' });
    const first = (await ok({ tickets: { [stalls]: line(2, benefit.id) } }, person)).order;
    expect((await cancel(first.id, person)).statusCode).toBe(200);
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 0 });

    const second = (await ok({ tickets: { [stalls]: line(2, benefit.id) } }, person)).order;
    await expireHolds(t, second.id);
    expect(await timeOutExpiredOrders(completionDeps(t))).toContain(second.id);
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 0 });

    // Timed out while paying: through the payment's cancellation.
    const third = (await ok({ tickets: { [stalls]: line(1, benefit.id) } }, person)).order;
    expect((await confirm(t, third.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(third.items) }, { person })).statusCode).toBe(200);
    await expireHolds(t, third.id);
    expect(await timeOutExpiredOrders(completionDeps(t))).toContain(third.id);
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 0 });
  });

  it('a refunded or cancelled ticket gives its one use back', async () => {
    const { benefit, person } = await ownBenefit({ quantity: 2, quantityScope: 'month' });
    const [a, b] = await buyWith({ tickets: { [stalls]: line(2, benefit.id) } }, person);
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 2 });
    const refund = await t.app.inject({ method: 'POST', url: `/api/v1/order_items/${a}/refund`, headers: headers(owner) });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 1 });
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order_items/${b}/cancel?ownerId=${owner.user.id}`,
      headers: headers(owner),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 0 });
  });

  it("a ticket passed on by a transfer gives back the use of the buyer's ticket it came from", async () => {
    const { benefit, person } = await ownBenefit({ quantity: 1, quantityScope: 'month' });
    const [bought] = await buyWith({ tickets: { [stalls]: line(1, benefit.id) } }, person);
    const friend = { name: 'Grace Hopper', email: 'grace.member-prices@example.com' };
    const sent = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/registrations/${bought}/transfer`,
      headers: headers(person),
      payload: { user: friend },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [passedOn] = await t.db.select().from(orderItems).where(eq(orderItems.transferredFromId, bought!));
    expect(passedOn).toMatchObject({ membershipBenefitId: null, status: 'transfer_pending' });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/order_items/${passedOn!.id}/cancel?ownerId=${owner.user.id}`,
      headers: headers(owner),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 0 });
  });

  it('a late payment of a released order takes its uses again, or fails and is refunded when they are gone', async () => {
    const { benefit, person } = await ownBenefit({ quantity: 1, quantityScope: 'month' });
    const confirmed = async () => {
      const { order } = await ok({ tickets: { [stalls]: line(1, benefit.id) } }, person);
      const res = await confirm(t, order.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(order.items) }, { person });
      return { id: order.id, request: res.json().paymentRequest, total: order.total };
    };
    // Released while its payment could still succeed (as an old cancel did), then paid: it takes the use again.
    const late = await confirmed();
    await t.db.transaction((tx) => closeOrder(tx, late.id, 'canceled'));
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 0 });
    await payCard(t, late.request);
    expect((await complete(t, late.id, { person })).json()).toMatchObject({ status: 'succeeded', orderStatus: 'completed' });
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 1 });

    // Another released order whose use went to a third order meanwhile: fails and is refunded, never over the limit.
    await t.db.update(membershipBenefitUses).set({ used: 0 }).where(eq(membershipBenefitUses.benefitId, benefit.id));
    const lost = await confirmed();
    await t.db.transaction((tx) => closeOrder(tx, lost.id, 'canceled'));
    await ok({ tickets: { [balcony]: line(1, benefit.id) } }, person);
    await payCard(t, lost.request);
    expect((await complete(t, lost.id, { person })).json()).toMatchObject({ status: 'failed', orderStatus: 'failed' });
    const [ledger] = await t.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, lost.request.paymentId));
    expect(ledger).toMatchObject({ status: 'succeeded', refundedAmount: lost.total });
    expect(await usesBy(benefit.id, person)).toEqual({ [monthKey()]: 1 });
  });
});
