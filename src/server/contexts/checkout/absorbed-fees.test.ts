import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orderSummaryReply } from '../../../contracts/checkout.ts';
import { ticketsReply } from '../../../contracts/events.ts';
import { MANAGE_EVENT_MESSAGES, businessEventsReply, managedEventReply } from '../../../contracts/events-management.ts';
import { eventStatsReply, revenueReply } from '../../../contracts/reporting.ts';
import { refundReply } from '../../../contracts/tickets.ts';
import { orderItems, orders, promoCodes } from '../../platform/db/schema/index.ts';
import { errorShape, headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { buy, order, paidEvent } from './checkout.fixtures.ts';

/**
 * Absorbed fees through checkout, refunds and reporting (docs/decisions/checkout.md, Absorbed fees): one event, a
 * ticket type whose platform fee is passed on (the buyer pays 2000 + 89) and one that absorbs it (the buyer pays
 * 2000, the organizer earns 1911). usd: the platform fee of 2000 is 69 + 1 % = 89.
 */
const t = useTestApp();
let owner: Person, patron: Person;
let eventId: string, passedOn: string, absorbed: string;

beforeAll(async () => {
  [owner, patron] = [await signUpUser(t.app), await signUpUser(t.app, { firstName: 'Pat', lastName: 'Ron' })];
  const made = await paidEvent(t, owner, {
    tickets: [
      { name: 'Fee on top', price: 2000, quantity: 50 },
      { name: 'Fee inside', price: 2000, quantity: 50, absorbFees: true },
    ],
  });
  [eventId, passedOn, absorbed] = [made.id, made.ticketIds[0]!, made.ticketIds[1]!];
});

const get = (url: string, by?: Person) => t.app.inject({ method: 'GET', url, headers: headers(by) });

describe('absorbed fees', () => {
  it('the editor keeps the switch and the buyer list says which price has the fee inside', async () => {
    const managed = expectReply(await get(`/api/v1/management/courses/${eventId}`, owner), 200, managedEventReply);
    expect(managed.ticketTypes.map((x) => [x.name, x.absorbFees])).toEqual([
      ['Fee on top', false],
      ['Fee inside', true],
    ]);
    const listed = expectReply(await get(`/api/v1/tickets?eventId=${eventId}`), 200, ticketsReply);
    expect(Object.fromEntries(listed.tickets.map((x) => [x.name, [x.price, x.absorbFees]]))).toEqual({
      'Fee on top': [2000, false],
      'Fee inside': [2000, true],
    });
  });

  it('refuses to absorb a fee a fixed price cannot cover; only an event editor saves the switch', async () => {
    const put = (by: Person, ticketTypes: object[]) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/management/courses/${eventId}/tickets`, headers: headers(by), payload: { ticketTypes } });
    const keep = [
      { id: passedOn, name: 'Fee on top', price: 2000, quantity: 50 },
      { id: absorbed, name: 'Fee inside', price: 2000, quantity: 50, absorbFees: true },
    ];
    const tiny = await put(owner, [...keep, { name: 'Tiny', price: 50, quantity: 5, absorbFees: true }]);
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json()).toMatchObject({ ...errorShape, fieldErrors: { 'ticketTypes.2.absorbFees': MANAGE_EVENT_MESSAGES.absorbedFeeAbovePrice } });
    expect((await put(patron, keep)).statusCode).toBe(403);
    expect((await put(owner, keep)).statusCode).toBe(200);
  });

  it('prices an order: the absorbed fee is in no subtotal and nothing the buyer pays, but still the platform’s', async () => {
    const created = await order(t, eventId, { tickets: { [passedOn]: 1, [absorbed]: 2 } }, { person: patron });
    expect(created.order).toMatchObject({ subtotal: 2089 + 4000, fees: 89 * 3, discounts: 0, total: 2089 + 4000 });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, created.order.id));
    expect(items.map((i) => [i.feeAbsorbed, i.baseFee, i.paidAmount]).sort()).toEqual([
      [false, 89, 2089],
      [true, 89, 2000],
      [true, 89, 2000],
    ]);
  });

  it('a discount lowers the absorbed price and its fee together', async () => {
    await t.db.insert(promoCodes).values({ ownerId: owner.user.id, eventId, code: 'QUARTER', name: 'Quarter off', percentageValue: 25 });
    const created = await order(t, eventId, { tickets: { [absorbed]: 1 } }, { person: patron, promoCode: 'QUARTER' });
    expect(created.order).toMatchObject({ subtotal: 2000, discounts: 500, fees: 67, total: 1500 });
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, created.order.id));
    expect({ paid: item!.paidAmount, fee: item!.baseFee, absorbed: item!.feeAbsorbed }).toEqual({ paid: 1500, fee: 67, absorbed: true });
  });

  it('the thank-you summary shows one price per absorbed ticket; the refund gives back what was paid; reports follow', async () => {
    const orderId = await buy(t, eventId, { [passedOn]: 1, [absorbed]: 1 }, { person: patron });
    const summary = expectReply(await get(`/api/v1/orders/${orderId}/summary`, patron), 200, orderSummaryReply);
    expect(Object.fromEntries(summary.orderItems.map((r) => [r.name, r.totalBasePrice]))).toEqual({ 'Fee on top': 2089, 'Fee inside': 2000 });
    expect(summary.paymentDetails).toMatchObject({ subtotal: 4089, fees: 178, total: 4089 });

    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const refundOf = async (ticketTypeId: string) => {
      const id = items.find((i) => i.ticketTypeId === ticketTypeId)!.id;
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/order_items/${id}/refund`, headers: headers(owner) });
      return expectReply(res, 200, refundReply).refundedAmount;
    };
    expect(await refundOf(absorbed)).toBe(2000);
    const [paid] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect({ total: paid!.total, feeTotal: paid!.feeTotal, refunded: paid!.refundedAmount }).toEqual({ total: 4089, feeTotal: 178, refunded: 2000 });

    // Revenue: gross is what buyers paid, the platform fees (absorbed or not) come off the net.
    const revenue = expectReply(
      await get(`/api/v1/profile_management/revenue?ownerId=${owner.user.id}&dimension=course_id`, owner),
      200,
      revenueReply,
    );
    const row = revenue.items.find((r) => r.dimensionId === eventId)!;
    expect({ gross: row.grossSales, fees: row.ovationFees, refunds: row.refunds }).toEqual({ gross: 4089, fees: 178, refunds: 2000 });
    expect(row.netSales).toBe(4089 - 2000 - 178 - row.stripeFees);

    // Event stats: per ticket type, what its buyers paid.
    const stats = expectReply(await get(`/api/v1/events/${eventId}/stats`, owner), 200, eventStatsReply);
    expect(Object.fromEntries(stats.byTicketType.map((r) => [r.name, [r.grossSales, r.refunds]]))).toEqual({
      'Fee on top': [2089, 0],
      'Fee inside': [2000, 2000],
    });

    // The events table's revenue is the organizer's share of live tickets: 2000 passed on, none left absorbed.
    const table = expectReply(await get(`/api/v1/profile_management/events?ownerId=${owner.user.id}&type=Upcoming`, owner), 200, businessEventsReply);
    expect(table.data.find((e) => e.id === eventId)!.revenue).toBe(2000);
  });

  it("the events table counts an absorbed ticket at the organizer's share: price less the fee", async () => {
    const other = await paidEvent(t, owner, { name: 'Second show', tickets: [{ name: 'Fee inside', price: 2000, quantity: 10, absorbFees: true }] });
    await buy(t, other.id, { [other.ticketIds[0]!]: 2 }, { person: patron });
    const table = expectReply(await get(`/api/v1/profile_management/events?ownerId=${owner.user.id}&type=Upcoming`, owner), 200, businessEventsReply);
    expect(table.data.find((e) => e.id === other.id)!.revenue).toBe(2 * (2000 - 89));
  });
});
