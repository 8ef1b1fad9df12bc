import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MANAGE_EVENT_MESSAGES } from '../../../contracts/events-management.messages.ts';
import { SETTINGS_MESSAGES } from '../../../contracts/settings.messages.ts';
import { eventOccurrences, events, orders, payouts, profiles, ticketTypes } from '../../platform/db/schema/index.ts';
import { course, createSchool, headers, inDays, makeEvent, putTickets, type Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { buy, connectPayments, order, paidEvent } from '../checkout/checkout.fixtures.ts';

/** Organizer edits never delete an order: each answers 409 with a clear message before anything is written. */
const t = useTestApp();
let owner: Person;
let buyer: Person;
beforeAll(async () => {
  [owner, buyer] = [await signUpUser(t.app), await signUpUser(t.app)];
});

const patch = (eventId: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: course(eventId), headers: headers(owner), payload: body });
const ordersOf = async (eventId: string) => (await t.db.select().from(orders).where(eq(orders.eventId, eventId))).length;

function expectConflict(res: { statusCode: number; json(): { message: string } }, message: string) {
  expect(res.statusCode).toBe(409);
  expect(res.json().message).toBe(message);
}

/**
 * A draft holding an order: drafts no longer sell (docs/decisions/tickets.md "Door"), but one may have taken an order
 * before that rule, so the guards on its dates and its deletion still hold. Made by ordering on the published event,
 * then setting it back to a draft.
 */
async function draftWithOrder(): Promise<string> {
  const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'GA', price: 1000, quantity: 10 }] });
  await order(t, id, { tickets: { [ticketIds[0]!]: 1 } }, { person: owner });
  await t.db.update(events).set({ published: false }).where(eq(events.id, id));
  return id;
}

describe('dates', () => {
  it('a date with a pending order, or with sales, cannot be removed', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'GA', price: 1000, quantity: 10 }] });
    const [first] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, id));
    const second = { startsAt: inDays(10), endsAt: inDays(10, 2) };
    const put = (occurrences: Record<string, unknown>[]) =>
      t.app.inject({ method: 'PUT', url: course(id, '/occurrences'), headers: headers(owner), payload: { occurrences } });
    const keepFirst = { id: first!.id, startsAt: first!.startsAt.toISOString(), endsAt: first!.endsAt.toISOString() };
    const added = await put([keepFirst, second]);
    expect(added.statusCode, added.body).toBe(200);
    const secondId = added.json().occurrences[1].id as string;

    await order(t, id, { tickets: { [ticketIds[0]!]: 1 }, occurrenceId: secondId }, { person: buyer });
    expectConflict(await put([keepFirst]), MANAGE_EVENT_MESSAGES.occurrenceHasOrders);
    await buy(t, id, { [ticketIds[0]!]: 1 }, { person: buyer });
    expectConflict(
      await put([
        { startsAt: inDays(20), endsAt: inDays(20, 2) },
        { id: secondId, ...second },
      ]),
      MANAGE_EVENT_MESSAGES.occurrenceHasSales,
    );
    expect(await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, id))).toHaveLength(2);
    expect(await ordersOf(id)).toBe(2);
  });

  it("clearing a draft's date with orders is refused; without orders it is cleared", async () => {
    const id = await draftWithOrder();
    expectConflict(await patch(id, { startsAt: null, endsAt: null }), MANAGE_EVENT_MESSAGES.occurrenceHasOrders);
    expect(await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, id))).toHaveLength(1);

    const empty = await makeEvent(t, owner, owner.user.id, { publish: false });
    expect((await patch(empty.id, { startsAt: null, endsAt: null })).statusCode).toBe(200);
  });
});

describe('ticket types and events', () => {
  it('a ticket type in a pending order cannot be deleted; an unordered one can', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, {
      tickets: [
        { name: 'Ordered', price: 1000, quantity: 10 },
        { name: 'Spare', price: 1000, quantity: 10 },
        { name: 'Kept', price: 1000, quantity: 10 },
      ],
    });
    await order(t, id, { tickets: { [ticketIds[0]!]: 1 } }, { person: buyer });
    const kept = { id: ticketIds[2], name: 'Kept', price: 1000, quantity: 10 };
    const res = await t.app.inject({ method: 'PUT', url: course(id, '/tickets'), headers: headers(owner), payload: { ticketTypes: [kept] } });
    expectConflict(res, MANAGE_EVENT_MESSAGES.ticketHasOrders('Ordered'));
    expect(res.json().fieldErrors).toEqual({ ticketTypes: MANAGE_EVENT_MESSAGES.ticketHasOrders('Ordered') });
    expect(await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id))).toHaveLength(3);

    const left = await putTickets(t, owner, id, [{ id: ticketIds[0], name: 'Ordered', price: 1000, quantity: 10 }, kept]);
    expect(left.map((x) => x.name)).toEqual(['Ordered', 'Kept']);
  });

  it('a draft with orders cannot be deleted', async () => {
    const id = await draftWithOrder();
    expectConflict(await t.app.inject({ method: 'DELETE', url: course(id), headers: headers(owner) }), MANAGE_EVENT_MESSAGES.eventHasOrders);
    expect(await t.db.select().from(events).where(eq(events.id, id))).toHaveLength(1);
    expect(await ordersOf(id)).toBe(1);
  });

  it('the currency is refused once an order is pending or anything sold, and changes while nothing is', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { details: { currency: 'usd' }, tickets: [{ name: 'GA', price: 1000, quantity: 10 }] });
    expect((await patch(id, { currency: 'eur' })).statusCode).toBe(200);
    const pending = await order(t, id, { tickets: { [ticketIds[0]!]: 1 } }, { person: buyer });
    expect(pending.order.currency).toBe('eur');
    const refused = await patch(id, { currency: 'usd' });
    expectConflict(refused, MANAGE_EVENT_MESSAGES.currencyLocked);
    expect(refused.json().fieldErrors).toEqual({ currency: MANAGE_EVENT_MESSAGES.currencyLocked });
    // Saving the same currency (the form sends every field) is no change.
    expect((await patch(id, { currency: 'eur' })).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/v1/orders/${pending.order.id}/cancel?status=canceled`, headers: headers(buyer) });
    await buy(t, id, { [ticketIds[0]!]: 1 }, { person: buyer });
    expectConflict(await patch(id, { currency: 'usd' }), MANAGE_EVENT_MESSAGES.currencyLocked);
    const [row] = await t.db.select().from(events).where(eq(events.id, id));
    expect(row!.currency).toBe('eur');
  });
});

describe('profiles', () => {
  const del = (id: string, by: Person) => t.app.inject({ method: 'DELETE', url: `/api/v1/profiles/${id}`, headers: headers(by) });

  it('an organization with sales cannot be deleted', async () => {
    const founder = await signUpUser(t.app);
    const school = await createSchool(t, founder, 'Sales School', `sales${Date.now() % 100000}`);
    await connectPayments(t, school.id);
    const { id, ticketIds } = await makeEvent(t, founder, school.id, { tickets: [{ name: 'GA', price: 1000, quantity: 10 }] });
    await buy(t, id, { [ticketIds[0]!]: 1 }, { person: buyer });
    expectConflict(await del(school.id, founder), SETTINGS_MESSAGES.hasSales('organization'));
    expect(await t.db.select().from(profiles).where(eq(profiles.id, school.id))).toHaveLength(1);
    expect(await ordersOf(id)).toBe(1);
  });

  it('an account with payouts cannot be deleted; one without sales or payouts can', async () => {
    const paid = await signUpUser(t.app);
    await t.db.insert(payouts).values({ ownerId: paid.user.id, amount: 5000, currency: 'usd', paidAt: new Date() });
    expectConflict(await del(paid.user.id, paid), SETTINGS_MESSAGES.hasPayouts('account'));
    expect(await t.db.select().from(profiles).where(eq(profiles.id, paid.user.id))).toHaveLength(1);

    const plain = await signUpUser(t.app);
    expect((await del(plain.user.id, plain)).statusCode).toBe(200);
  });
});
