import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { CHECKOUT_MESSAGES } from '../../../contracts/checkout.ts';
import { platformFee } from '../../../domain/checkout.ts';
import { orderItems, orders, promoCodes } from '../../platform/db/schema/index.ts';
import { PROCESSING_MS } from '../../platform/payments/test-cards.ts';
import { invalidateEventPage } from '../events/event-page-cache.ts';
import { course, errorShape, headers, inDays, makeEvent, type Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import {
  DECLINED_CARD,
  PROCESSING_CARD,
  ZIP_CARD,
  attendeesFor,
  buyer,
  complete,
  completedJobs,
  completionDeps,
  confirm,
  connectPayments,
  expireHolds,
  inventory,
  order,
  outboxCount,
  paidEvent,
  payCard,
  postOrder,
} from './checkout.fixtures.ts';

const t = useTestApp();
let owner: Person;
beforeAll(async () => {
  owner = await signUpUser(t.app);
});

const get = (url: string, p?: Person) => t.app.inject({ method: 'GET', url, headers: headers(p) });

async function addPromo(eventId: string | null, code: string, values: Partial<typeof promoCodes.$inferInsert>) {
  const [row] = await t.db
    .insert(promoCodes)
    .values({ ownerId: owner.user.id, eventId, code, name: `${code} discount`, ...values })
    .returning();
  return row!;
}

describe('paid order with a promo code and a donation, as a guest', () => {
  it('prices, holds, confirms, pays, completes once and summarizes', async () => {
    const { id: eventId, ticketIds } = await paidEvent(t, owner, {
      details: { donationEnabled: true, donationMaximum: 5000, currency: 'usd' },
      tickets: [
        { name: 'General admission', price: 2000, quantity: 10 },
        { name: 'Poster', price: 1000, quantity: 10, category: 'Add on' },
      ],
    });
    const [ga, poster] = ticketIds as [string, string];
    await addPromo(eventId, 'SPRING25', { percentageValue: 25, allTickets: false, ticketTypeIds: [ga], quantity: 5 });

    const created = await order(t, eventId, { tickets: { [ga]: 2, [poster]: 1 }, donationAmount: -700 }, { promoCode: 'spring25' });
    const o = created.order;
    // 25% off price and fee of each admission; the poster is full price; the donation is made positive.
    const gaFee = platformFee(2000, 'usd');
    const posterFee = platformFee(1000, 'usd');
    expect(o.items).toHaveLength(3);
    expect(o.items.filter((i: { name: string }) => i.name === 'General admission')).toEqual([
      expect.objectContaining({ basePrice: 2000, discountAmount: 500, baseFee: Math.round(gaFee * 0.75) }),
      expect.objectContaining({ basePrice: 2000, discountAmount: 500, baseFee: Math.round(gaFee * 0.75) }),
    ]);
    const subtotal = 2 * (2000 + gaFee) + 1000 + posterFee;
    const paid = 2 * (1500 + Math.round(gaFee * 0.75)) + 1000 + posterFee;
    expect(o).toMatchObject({
      status: 'pending',
      statusGroup: 'processing',
      step: 'select',
      subtotal,
      discounts: subtotal - paid,
      fees: 2 * Math.round(gaFee * 0.75) + posterFee,
      donationAmount: 700,
      total: paid + 700,
      promoCode: { code: 'SPRING25', name: 'SPRING25 discount' },
      currency: 'usd',
      personalOrder: false,
      userRequired: false,
    });
    expect(new Date(o.holdExpiresAt).getTime() - Date.now()).toBeGreaterThan(13 * 60_000);
    expect(await inventory(t, ga)).toMatchObject({ sold: 0, liveHeld: 2 });
    expect(await outboxCount(t, 'order.created', o.id)).toBe(1);
    const [promo] = await t.db.select().from(promoCodes).where(eq(promoCodes.code, 'SPRING25'));
    expect(promo!.quantity).toBe(4);

    // The public list shows what is left.
    const list = (await get(`/api/v1/tickets?eventId=${eventId}`)).json().tickets;
    expect(list.find((x: { id: string }) => x.id === ga)).toMatchObject({ quantity: 8, availability: { state: 'available' } });

    const confirmed = await confirm(t, o.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(o.items) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const c = confirmed.json();
    expect(c).toMatchObject({
      final: false,
      status: 'pending',
      msg: null,
      paymentRequest: { provider: 'sandbox', testMode: true, amount: paid + 700, currency: 'usd', method: 'card' },
    });
    expect(c.order.step).toBe('pay');
    expect(new Date(c.order.holdExpiresAt).getTime() - Date.now()).toBeLessThanOrEqual(9 * 60_000);
    expect(c.order.buyer).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada.buyer@example.com', notes: null });
    // The payment carries the platform's fee and goes to the owner's account; confirming twice reuses it.
    const again = (await confirm(t, o.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(o.items) })).json();
    expect(again.paymentRequest.paymentId).toBe(c.paymentRequest.paymentId);
    const ledger = await t.db.execute<{ application_fee: number; account_id: string }>(
      sql`select application_fee, account_id from sandbox_payments where id = ${c.paymentRequest.paymentId}`,
    );
    expect(ledger.rows[0]).toMatchObject({ application_fee: c.order.fees, account_id: expect.stringMatching(/^acct_sandbox_/) });
    // GET gives the client secret back after a reload.
    expect((await get(`/api/v1/orders/${o.id}`)).json()).toMatchObject({ clientSecret: c.paymentRequest.clientSecret, status: 'pending' });

    await payCard(t, c.paymentRequest);
    const done = await complete(t, o.id);
    expect(done.json()).toEqual({ status: 'succeeded', orderStatus: 'completed', statusGroup: 'success', error: null, zipError: false });
    expect((await complete(t, o.id)).json().status).toBe('succeeded');
    expect(await inventory(t, ga)).toMatchObject({ sold: 2, held: 0, liveHeld: 0 });
    expect(await outboxCount(t, 'order.completed', o.id)).toBe(1);
    expect(await outboxCount(t, 'ticket.issued', o.id)).toBe(3);
    expect(await completedJobs(t, o.id)).toBe(1);
    const issued = await t.db.select().from(orderItems).where(eq(orderItems.orderId, o.id));
    expect(issued.every((i) => i.qrToken && i.issuedAt)).toBe(true);
    expect(new Set(issued.map((i) => i.qrToken)).size).toBe(3);

    const summary = (await get(`/api/v1/orders/${o.id}/summary`)).json();
    expect(summary).toMatchObject({
      id: o.id,
      transactionId: c.paymentRequest.paymentId,
      status: 'completed',
      statusGroup: 'success',
      eventId,
      amount: paid + 700,
      currency: 'usd',
      ticketType: 'in_person',
      broadcastUrl: null,
      user: { email: 'ada.buyer@example.com' },
      course: { id: eventId, name: 'Test Concert', private: false },
      owner: { username: owner.user.username },
      orderItems: [
        { name: 'General admission', count: 2, totalBasePrice: 2 * (2000 + gaFee) },
        { name: 'Poster', count: 1, totalBasePrice: 1000 + posterFee },
      ],
      paymentDetails: { subtotal, discounts: subtotal - paid, donation: 700, total: paid + 700 },
    });
    const d = summary.paymentDetails;
    expect(d.subtotal - d.discounts + d.donation).toBe(d.total);
  });
});

describe('other purchases', () => {
  it('completes a free order on confirm, with no payment', async () => {
    const { id, ticketIds } = await makeEvent(t, owner, owner.user.id, { tickets: [{ name: 'Free entry', price: 0, quantity: 5 }] });
    const created = await order(t, id, { tickets: { [ticketIds[0]!]: 1 } });
    expect(created.order).toMatchObject({ total: 0, fees: 0 });
    const res = await confirm(t, created.order.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(created.order.items) });
    expect(res.json()).toMatchObject({ final: true, status: 'completed', msg: null, paymentRequest: null, order: { paymentMethod: 'free' } });
    expect(await inventory(t, ticketIds[0]!)).toMatchObject({ sold: 1, held: 0 });
    expect((await complete(t, created.order.id)).json().status).toBe('succeeded');
    expect(await completedJobs(t, created.order.id)).toBe(1);
  });

  it('takes a custom price at or above the minimum', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, {
      tickets: [{ name: 'Pay what you want', pricingMode: 'custom_price', minimumPrice: 500, suggestedPrice: 1500, quantity: 20 }],
    });
    const low = await postOrder(t, id, { customPriceTickets: [{ ticketId: ticketIds[0]!, price: 499, count: 1 }] });
    expect(low.statusCode).toBe(422);
    expect(low.json()).toMatchObject({ message: 'Minimum is $ 5.00', fieldErrors: { 'customPriceTickets.0.price': 'Minimum is $ 5.00' } });
    const ok = await order(t, id, { customPriceTickets: [{ ticketId: ticketIds[0]!, price: 1200, count: 2 }] });
    expect(ok.order.items).toHaveLength(2);
    expect(ok.order.items[0]).toMatchObject({ basePrice: 1200, baseFee: platformFee(1200, 'usd'), ticket: { pricingMode: 'custom_price' } });
    expect(ok.order.total).toBe(2 * (1200 + platformFee(1200, 'usd')));
  });

  it('reveals a secret ticket with its code, sells it with the code, and counts the code uses', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, {
      tickets: [
        { name: 'Public', price: 1000, quantity: 10 },
        { name: 'Backstage', price: 5000, quantity: 10, visibilityScope: 'secret', code: 'vip2', quantityPerCode: 2 },
      ],
    });
    const secret = ticketIds[1]!;
    const listed = (await get(`/api/v1/tickets?eventId=${id}`)).json().tickets;
    expect(listed.map((x: { name: string }) => x.name)).toEqual(['Public']);

    const validate = (q: string) => get(`/api/v1/tickets/validate_code?eventId=${id}&${q}`);
    const revealed = (await validate('promoCode=vip2')).json();
    expect(revealed.promoCode).toBeNull();
    expect(revealed.tickets).toEqual([
      expect.objectContaining({ id: secret, name: 'Backstage', code: 'VIP2', secret: true, quantityPerCode: 2, initialQuantityPerCode: 2 }),
    ]);
    expect((await validate('promoCode=')).json()).toEqual({ tickets: [], promoCode: null });
    const unknown = await validate('promoCode=NOPE');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ message: CHECKOUT_MESSAGES.codeUnknown, fieldErrors: { promoCode: CHECKOUT_MESSAGES.codeUnknown } });
    expect((await validate('promoCode=VIP2&appliedCodes=vip2')).json().message).toBe(CHECKOUT_MESSAGES.codeAlreadyUsed);

    // Without its code the hidden ticket cannot be bought.
    const without = await postOrder(t, id, { tickets: { [secret]: 1 } });
    expect(without.statusCode).toBe(422);
    expect(without.json().fieldErrors).toEqual({ [`tickets.${secret}`]: CHECKOUT_MESSAGES.ticketUnavailable });
    const withCode = await order(t, id, { tickets: { [secret]: 2 }, secretCodes: ['vip2'] });
    expect(withCode.order.secretCodes).toEqual(['VIP2']);
    // The code's two uses are held: a third buyer is told it is exhausted.
    expect((await validate('promoCode=VIP2')).json().message).toBe(CHECKOUT_MESSAGES.codeExhausted);
    const third = await postOrder(t, id, { tickets: { [secret]: 1 }, secretCodes: ['VIP2'] });
    expect(third.json().message).toBe(CHECKOUT_MESSAGES.codeExhausted);
    // Releasing the order gives the uses back.
    await t.app.inject({ method: 'POST', url: `/api/v1/orders/${withCode.order.id}/cancel` });
    expect((await validate('promoCode=VIP2')).json().tickets[0].quantityPerCode).toBe(2);
  });

  it('answers promo codes of the event and of the owner, one at a time', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Seat', price: 3000, quantity: 10 }] });
    await addPromo(id, 'TENOFF', { amount: 1000, quantity: null });
    await addPromo(null, 'EVERYWHERE', { percentageValue: 10, scope: 'owner' });
    await addPromo(id, 'GONE', { percentageValue: 50, quantity: 0 });
    const validate = (q: string) => get(`/api/v1/tickets/validate_code?eventId=${id}&${q}`);
    expect((await validate('promoCode=tenoff')).json()).toEqual({
      tickets: [],
      promoCode: { code: 'TENOFF', name: 'TENOFF discount', amount: 1000, percentageValue: null, tickets: [], allTickets: true, quantity: null },
    });
    expect((await validate('promoCode=everywhere')).json().promoCode).toMatchObject({ percentageValue: 10 });
    expect((await validate('promoCode=EVERYWHERE&appliedCodes=TENOFF')).json().message).toBe(CHECKOUT_MESSAGES.codeNotCombinable);
    // The same promo code again says so (not 'secret code').
    const again = await validate('promoCode=tenoff&appliedCodes=TENOFF');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('Sorry, this promo code has already been applied.');
    expect((await validate('promoCode=GONE')).json().message).toBe(CHECKOUT_MESSAGES.codeExhausted);
    const two = await postOrder(t, id, { tickets: { [ticketIds[0]!]: 1 }, secretCodes: ['EVERYWHERE'] }, { promoCode: 'TENOFF' });
    expect(two.json().message).toBe(CHECKOUT_MESSAGES.codeNotCombinable);
    const gone = await postOrder(t, id, { tickets: { [ticketIds[0]!]: 1 } }, { promoCode: 'GONE' });
    expect(gone.json().message).toBe(CHECKOUT_MESSAGES.codeExhausted);

    // A fixed amount larger than the price takes the rest off the fee.
    await addPromo(id, 'BIG', { amount: 3050 });
    const big = await order(t, id, { tickets: { [ticketIds[0]!]: 1 } }, { promoCode: 'BIG' });
    expect(big.order.items[0]).toMatchObject({ basePrice: 3000, discountAmount: 3000, baseFee: platformFee(3000, 'usd') - 50 });
    expect(big.order.total).toBe(platformFee(3000, 'usd') - 50);
  });

  it('belongs to the signed-in buyer: others cannot read it', async () => {
    const { id, ticketIds } = await paidEvent(t, owner);
    const me = await signUpUser(t.app);
    const other = await signUpUser(t.app);
    const created = await order(t, id, { tickets: { [ticketIds[0]!]: 1 } }, { person: me });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, created.order.id));
    expect(row!.userId).toBe(me.user.id);
    expect((await get(`/api/v1/orders/${created.order.id}`, me)).statusCode).toBe(200);
    for (const who of [other, undefined]) {
      const res = await get(`/api/v1/orders/${created.order.id}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ ...errorShape, message: CHECKOUT_MESSAGES.orderNotFound });
    }
    // The owner (door staff of the event) reaches it.
    expect((await get(`/api/v1/orders/${created.order.id}`, owner)).statusCode).toBe(200);
    // A signed-in buyer's form may leave the e-mail confirmation out; the tickets are theirs.
    const res = await confirm(
      t,
      created.order.id,
      { buyerAttributes: { firstName: 'Me', lastName: 'Buyer', email: me.email }, attendeesAttributes: attendeesFor(created.order.items) },
      { person: me },
    );
    expect(res.statusCode, res.body).toBe(200);
    await payCard(t, res.json().paymentRequest);
    expect((await complete(t, created.order.id, { person: me })).json().status).toBe('succeeded');
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, created.order.id));
    expect(item!.holderUserId).toBe(me.user.id);
  });
});

describe('availability and bad input', () => {
  it('refuses what the ticket step would not offer, with its texts', async () => {
    const unconnected = await signUpUser(t.app);
    const { id, ticketIds } = await makeEvent(t, unconnected, unconnected.user.id, {
      tickets: [
        { name: 'Paid', price: 1000, quantity: 10 },
        { name: 'Free', price: 0, quantity: 10, maxPerOrder: 3 },
        { name: 'Later', price: 0, quantity: 10, startsSalesAt: inDays(1) },
        { name: 'Over', price: 0, quantity: 10, startsSalesAt: inDays(-3), endsSalesAt: inDays(-1) },
      ],
    });
    const [paid, free, later, over] = ticketIds as [string, string, string, string];
    const list = (await get(`/api/v1/tickets?eventId=${id}`)).json().tickets;
    expect(list.find((x: { id: string }) => x.id === paid).availability).toEqual({
      state: 'payments_not_set_up',
      label: 'Ask organizer to setup payments',
      availableFrom: null,
    });
    const fieldErrors = async (tickets: Record<string, number>) => (await postOrder(t, id, { tickets })).json().fieldErrors;
    expect(await fieldErrors({ [paid]: 1 })).toEqual({ [`tickets.${paid}`]: 'Ask organizer to setup payments' });
    expect(await fieldErrors({ [free]: 4 })).toEqual({ [`tickets.${free}`]: 'At most 3 per order' });
    expect(await fieldErrors({ [later]: 1 })).toEqual({ [`tickets.${later}`]: 'Available from' });
    expect(await fieldErrors({ [over]: 1 })).toEqual({ [`tickets.${over}`]: 'Pre-sales closed' });
    const none = await postOrder(t, id, { tickets: { [free]: 0 } });
    expect(none.json()).toMatchObject({
      message: "You haven't chosen any ticket yet",
      fieldErrors: { tickets: "You haven't chosen any ticket yet" },
    });
    // Connecting payments makes the paid ticket available (within the event page cache's second).
    await connectPayments(t, unconnected.user.id);
    invalidateEventPage(id);
    expect((await postOrder(t, id, { tickets: { [paid]: 1 } })).statusCode).toBe(200);
  });

  it('answers 409 Sold out when the tickets are gone, and holds nothing', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Few', price: 1000, quantity: 3 }] });
    await order(t, id, { tickets: { [ticketIds[0]!]: 2 } });
    const more = await postOrder(t, id, { tickets: { [ticketIds[0]!]: 2 } });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ message: 'Only 1 left', fieldErrors: { [`tickets.${ticketIds[0]}`]: 'Only 1 left' } });
    await order(t, id, { tickets: { [ticketIds[0]!]: 1 } });
    const gone = await postOrder(t, id, { tickets: { [ticketIds[0]!]: 1 } });
    expect(gone.json().message).toBe('Sold out');
    expect((await get(`/api/v1/tickets?eventId=${id}`)).json().tickets[0]).toMatchObject({ quantity: 0, availability: { label: 'Sold out' } });
    expect(await inventory(t, ticketIds[0]!)).toMatchObject({ held: 3 });
  });

  it('validates types, sizes and ids with 4xx, never 500', async () => {
    const { id, ticketIds } = await paidEvent(t, owner);
    const ga = ticketIds[0]!;
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const cases: [string, Record<string, unknown>, number][] = [
      [`/api/v1/orders?event=${id}`, { tickets: { [ga]: 'two' } }, 422],
      [`/api/v1/orders?event=${id}`, { tickets: { [ga]: -1 } }, 422],
      [`/api/v1/orders?event=${id}`, { tickets: { [ga]: 101 } }, 422],
      [`/api/v1/orders?event=${id}`, { tickets: { 'not-a-uuid': 1 } }, 422],
      [`/api/v1/orders?event=${id}`, { tickets: { [ga]: 1 }, paymentMethod: 'bitcoin' }, 422],
      [`/api/v1/orders?event=${id}`, { tickets: { [ga]: 1 }, donationAmount: 'lots' }, 422],
      [`/api/v1/orders?event=${id}`, { tickets: { [ga]: 1 }, secretCodes: ['x'.repeat(100)] }, 422],
      [`/api/v1/orders?event=${id}`, { tickets: { [unknownId]: 1 } }, 422],
      [`/api/v1/orders?event=${id}`, { tickets: { [ga]: 1 }, occurrenceId: unknownId }, 422],
      [`/api/v1/orders?event=${unknownId}`, { tickets: { [ga]: 1 } }, 404],
      ['/api/v1/orders?event=nope', { tickets: { [ga]: 1 } }, 422],
      ['/api/v1/orders', { tickets: { [ga]: 1 } }, 422],
    ];
    for (const [url, payload, status] of cases) {
      const res = await t.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode, `${url} ${JSON.stringify(payload)} ${res.body}`).toBe(status);
      expect(res.json()).toMatchObject(errorShape);
    }
    const big = await t.app.inject({
      method: 'POST',
      url: `/api/v1/orders?event=${id}`,
      payload: { tickets: { [ga]: 1 }, customUserListsCodes: Array(50).fill('x') },
    });
    expect(big.statusCode).toBe(422);
    for (const url of [`/api/v1/orders/${unknownId}`, `/api/v1/orders/${unknownId}/summary`]) expect((await get(url)).statusCode).toBe(404);
    expect((await get('/api/v1/orders/nope')).statusCode).toBe(422);
    for (const path of ['confirm', 'complete', 'cancel']) {
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/orders/${unknownId}/${path}`, payload: {} })).statusCode).toBe(404);
    }
    expect((await get(`/api/v1/tickets/validate_code?eventId=${unknownId}&promoCode=X`)).statusCode).toBe(404);
    expect((await get(`/api/v1/tickets/validate_code?promoCode=X`)).statusCode).toBe(422);
    // A draft is not for sale.
    const { id: draft, ticketIds: draftTickets } = await makeEvent(t, owner, owner.user.id, { publish: false });
    expect((await postOrder(t, draft, { tickets: { [draftTickets[0]!]: 1 } })).statusCode).toBe(404);
  });

  it('caps the donation at the maximum and ignores it when the event takes none', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { details: { donationEnabled: true, donationMaximum: 2500 } });
    expect((await order(t, id, { tickets: { [ticketIds[0]!]: 1 }, donationAmount: 99_999 })).order.donationAmount).toBe(2500);
    const { id: plain, ticketIds: plainTickets } = await paidEvent(t, owner);
    expect((await order(t, plain, { tickets: { [plainTickets[0]!]: 1 }, donationAmount: 500 })).order.donationAmount).toBe(0);
  });
});

describe('changing, timing out and cancelling', () => {
  it('updates the selection in one step and keeps the old holds when the new one does not fit', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'A', price: 1000, quantity: 5 }] });
    const a = ticketIds[0]!;
    const created = await order(t, id, { tickets: { [a]: 2 } });
    const patch = (body: Record<string, unknown>, promo = '') =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/orders/${created.order.id}${promo ? `?promoCode=${promo}` : ''}`, payload: body });
    const up = await patch({ tickets: { [a]: 4 } });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().order.items).toHaveLength(4);
    expect(await inventory(t, a)).toMatchObject({ held: 4, liveHeld: 4 });
    const tooMany = await patch({ tickets: { [a]: 6 } });
    expect(tooMany.statusCode).toBe(409);
    await order(t, id, { tickets: { [a]: 1 } });
    const noRoom = await patch({ tickets: { [a]: 5 } });
    expect(noRoom.statusCode).toBe(409);
    expect(await inventory(t, a)).toMatchObject({ held: 5, liveHeld: 5 });
    expect((await get(`/api/v1/orders/${created.order.id}`)).json().order.items).toHaveLength(4);
  });

  it("Time's up: cancel with status=timed_out frees the hold; a completed order is never cancelled", async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Only', price: 1000, quantity: 2 }] });
    const created = await order(t, id, { tickets: { [ticketIds[0]!]: 2 } });
    expect((await postOrder(t, id, { tickets: { [ticketIds[0]!]: 1 } })).statusCode).toBe(409);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/orders/${created.order.id}/cancel?status=timed_out` });
    expect(res.json()).toEqual({ status: 'timed_out' });
    expect(await inventory(t, ticketIds[0]!)).toMatchObject({ held: 0, liveHeld: 0 });
    expect((await confirm(t, created.order.id)).json().message).toBe(CHECKOUT_MESSAGES.timesUpText);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/orders/${created.order.id}/cancel?status=never` })).statusCode).toBe(422);

    const paidFor = await order(t, id, { tickets: { [ticketIds[0]!]: 1 } });
    const c = (await confirm(t, paidFor.order.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(paidFor.order.items) })).json();
    await payCard(t, c.paymentRequest);
    await complete(t, paidFor.order.id);
    const late = await t.app.inject({ method: 'POST', url: `/api/v1/orders/${paidFor.order.id}/cancel` });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CHECKOUT_MESSAGES.orderCompleted);
  });

  it('confirming after the holds expired takes the seats again while some are left, for the 9-minute pay step', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Retake', price: 1000, quantity: 3 }] });
    const created = await order(t, id, { tickets: { [ticketIds[0]!]: 2 } });
    await expireHolds(t, created.order.id);
    expect(await inventory(t, ticketIds[0]!)).toMatchObject({ held: 2, liveHeld: 0 });
    const res = await confirm(t, created.order.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(created.order.items) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().paymentRequest).toMatchObject({ provider: 'sandbox' });
    // The expired holds were released and the seats held again, live until the pay step's end.
    expect(await inventory(t, ticketIds[0]!)).toMatchObject({ held: 2, liveHeld: 2 });
    const [{ until }] = (
      await t.db.execute<{ until: string }>(
        sql`select min(expires_at) as until from holds where order_id = ${created.order.id} and released_at is null`,
      )
    ).rows as [{ until: string }];
    expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(8 * 60_000);
  });

  it('the sweep times out orders whose timer ran out and gives their promo use back', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Sweep', price: 1000, quantity: 2 }] });
    const promo = await addPromo(id, 'SWEEP', { percentageValue: 10, quantity: 1 });
    const created = await order(t, id, { tickets: { [ticketIds[0]!]: 2 } }, { promoCode: 'SWEEP' });
    await expireHolds(t, created.order.id);
    // Expired holds stop counting before any sweep.
    expect((await get(`/api/v1/tickets?eventId=${id}`)).json().tickets[0].quantity).toBe(2);
    const { sweepExpiredHolds } = await import('./checkout.jobs.ts');
    expect(await sweepExpiredHolds(completionDeps(t))).toContain(created.order.id);
    expect((await get(`/api/v1/orders/${created.order.id}`)).json().status).toBe('timed_out');
    expect(await inventory(t, ticketIds[0]!)).toMatchObject({ held: 0 });
    const [row] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, promo.id));
    expect(row!.quantity).toBe(1);
  });
});

describe('the information step', () => {
  it('checks names, e-mails and questions with the exact messages and records terms answers', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, {
      tickets: [
        { name: 'T', price: 1000, quantity: 10 },
        { name: 'Other', price: 1000, quantity: 10 },
      ],
    });
    const res = await t.app.inject({
      method: 'PUT',
      url: course(id, '/questions'),
      headers: headers(owner),
      payload: {
        questions: [
          { fieldType: 'text', title: 'Dietary needs', required: true },
          { fieldType: 'terms', title: 'Waiver', content: 'I accept the risks.', required: true },
          { fieldType: 'dropdown', title: 'Size', content: 'S\nM\nL', required: false },
          { fieldType: 'short text', title: 'Only for Other', required: true, onlyForTickets: [ticketIds[1]] },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const questions = res.json().questions as { id: string; title: string }[];
    const q = Object.fromEntries(questions.map((x) => [x.title, x.id])) as Record<string, string>;
    const created = await order(t, id, { tickets: { [ticketIds[0]!]: 1 } });
    expect(created.questions.map((x: { title: string }) => x.title)).toEqual(['Dietary needs', 'Waiver', 'Size']);
    expect(created.collectInformationSetting).toBe('each-attendee');
    const itemId = created.order.items[0]!.id;

    const bad = await confirm(t, created.order.id, {
      buyerAttributes: { firstName: 'Ada1', lastName: '', email: 'not-an-email', emailConfirm: 'x@y.z' },
      attendeesAttributes: [
        {
          itemId,
          firstName: '',
          lastName: 'Ok',
          orderAnswers: [
            { questionId: q.Size!, answer: 'XL' },
            { questionId: q.Waiver!, answer: false },
          ],
        },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors).toEqual({
      'buyerAttributes.firstName': 'Invalid first name',
      'buyerAttributes.lastName': 'Invalid last name',
      'buyerAttributes.email': 'Invalid email',
      'attendeesAttributes.0.firstName': 'Invalid first name',
      [`attendeesAttributes.0.orderAnswers.${q['Dietary needs']}`]: 'This question is required',
      [`attendeesAttributes.0.orderAnswers.${q.Waiver}`]: 'Agree to these terms to continue.',
      [`attendeesAttributes.0.orderAnswers.${q.Size}`]: 'Invalid answer',
    });
    const mismatch = await confirm(t, created.order.id, {
      buyerAttributes: { ...buyer, emailConfirm: 'someone@else.com' },
      attendeesAttributes: [{ itemId, names: 'Grace Brewster Hopper' }],
    });
    expect(mismatch.json().fieldErrors).toMatchObject({ 'buyerAttributes.emailConfirm': 'Email address must match.' });

    const ok = await confirm(t, created.order.id, {
      buyerAttributes: buyer,
      attendeesAttributes: [
        {
          itemId,
          names: 'Grace Brewster Hopper',
          seat: 'B12',
          orderAnswers: [
            { questionId: q['Dietary needs']!, answer: ' None ' },
            { questionId: q.Waiver!, answer: true },
            { questionId: q.Size!, answer: 'M' },
          ],
        },
      ],
      marketingConsents: { owner: true, product: true },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const item = ok.json().items[0];
    expect(item).toMatchObject({ firstName: 'Grace', lastName: 'Brewster Hopper', email: 'ada.buyer@example.com', seat: 'B12' });
    expect(item.orderAnswers).toEqual([
      { questionId: q['Dietary needs'], title: 'Dietary needs', answer: 'None' },
      { questionId: q.Waiver, title: 'Waiver', answer: 'agreed', agreedAt: expect.any(String) },
      { questionId: q.Size, title: 'Size', answer: 'M' },
    ]);
    // The event asks no marketing consent: none is recorded.
    expect(ok.json().order.marketingConsents).toEqual({});
  });

  it("gives an add-on the buyer's details: it needs no attendee of its own", async () => {
    const { id, ticketIds } = await paidEvent(t, owner, {
      tickets: [
        { name: 'Seat', price: 1000, quantity: 10 },
        { name: 'Parking', price: 500, quantity: 10, category: 'Add on' },
      ],
    });
    const created = await order(t, id, { tickets: { [ticketIds[0]!]: 1, [ticketIds[1]!]: 1 } });
    const seat = created.order.items.find((i: { name: string }) => i.name === 'Seat');
    const ok = await confirm(t, created.order.id, { buyerAttributes: buyer, attendeesAttributes: [{ itemId: seat!.id, names: 'Grace Hopper' }] });
    expect(ok.statusCode, ok.body).toBe(200);
    const byName = Object.fromEntries(ok.json().items.map((i: { name: string }) => [i.name, i]));
    expect(byName.Seat).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect(byName.Parking).toMatchObject({ firstName: buyer.firstName, lastName: buyer.lastName, email: 'ada.buyer@example.com' });
  });

  it('sees questions edited and a payment account disconnected after the event was read, at once', async () => {
    const seller = await signUpUser(t.app);
    const { id, ticketIds } = await paidEvent(t, seller);
    // The first order reads the event into the checkout's one-second cache.
    expect((await order(t, id, { tickets: { [ticketIds[0]!]: 1 } })).questions).toEqual([]);
    const put = await t.app.inject({
      method: 'PUT',
      url: course(id, '/questions'),
      headers: headers(seller),
      payload: { questions: [{ fieldType: 'text', title: 'Allergies', required: true }] },
    });
    expect(put.statusCode, put.body).toBe(200);
    const created = await order(t, id, { tickets: { [ticketIds[0]!]: 1 } });
    expect(created.questions.map((x: { title: string }) => x.title)).toEqual(['Allergies']);

    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/profile_management/stripe/disconnect?ownerId=${seller.user.id}`,
      headers: headers(seller),
    });
    expect(off.statusCode, off.body).toBe(200);
    const questionId = put.json().questions[0].id as string;
    const res = await confirm(t, created.order.id, {
      buyerAttributes: buyer,
      attendeesAttributes: [{ ...attendeesFor(created.order.items)[0]!, orderAnswers: [{ questionId, answer: 'None' }] }],
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('Ask organizer to setup payments');
  });

  it('asks the buyer only in only-buyer mode and records the answers on every ticket', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { details: { collectInformationSetting: 'only-buyer', marketingConsentOwner: true } });
    await t.app.inject({
      method: 'PUT',
      url: course(id, '/questions'),
      headers: headers(owner),
      payload: { questions: [{ fieldType: 'terms', title: 'Rules', content: 'Be nice', required: false }] },
    });
    const created = await order(t, id, { tickets: { [ticketIds[0]!]: 2 } });
    const res = await confirm(t, created.order.id, { buyerAttributes: buyer, marketingConsents: { owner: true, product: true } });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    expect(items.map((i: { firstName: string; orderAnswers: { answer: string }[] }) => [i.firstName, i.orderAnswers[0]!.answer])).toEqual([
      ['Ada', 'rejected'],
      ['Ada', 'rejected'],
    ]);
    expect(res.json().order.marketingConsents).toEqual({ owner: true });
  });
});

describe('guest flow (organizer-added guests)', () => {
  it('needs door or admin access, skips payment and says Guest(s) added successfully!', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, {
      tickets: [
        { name: 'Comp', price: 2500, quantity: 5 },
        { name: 'Hidden', price: 0, quantity: 5, hidden: true },
      ],
    });
    const stranger = await signUpUser(t.app);
    const body = { tickets: { [ticketIds[0]!]: 2, [ticketIds[1]!]: 1 }, guestFlow: true };
    expect((await postOrder(t, id, body)).statusCode).toBe(401);
    expect((await postOrder(t, id, body, { person: stranger })).statusCode).toBe(403);
    const door = await signUpUser(t.app);
    const added = await t.app.inject({
      method: 'POST',
      url: course(id, '/teachings'),
      headers: headers(owner),
      payload: { profileId: door.user.id, accessSetting: 'door' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const created = await order(t, id, body, { person: door });
    expect(created.order).toMatchObject({ guestFlow: true, personalOrder: true, fees: 0, total: 5000 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, created.order.id));
    expect(row).toMatchObject({ userId: null, addedById: door.user.id });
    const res = await confirm(t, created.order.id, { buyerAttributes: { notes: 'Friend of the band' } }, { person: door });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      final: true,
      status: 'completed',
      msg: 'Guest(s) added successfully!',
      order: { paymentMethod: 'cash', buyer: { firstName: 'Anonymous', lastName: 'Guest', email: null, notes: 'Friend of the band' } },
    });
    expect(res.json().items.every((i: { firstName: string; lastName: string }) => i.firstName === 'Anonymous' && i.lastName === 'Guest')).toBe(true);
  });
});

describe("door staff and other customers' orders", () => {
  it("lets door-only staff read a signed-in buyer's order but not change or cancel it; admin access may", async () => {
    const { id, ticketIds } = await paidEvent(t, owner);
    const [me, door, admin] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
    for (const [who, accessSetting] of [
      [door, 'door'],
      [admin, 'admin'],
    ] as const) {
      const added = await t.app.inject({
        method: 'POST',
        url: course(id, '/teachings'),
        headers: headers(owner),
        payload: { profileId: who.user.id, accessSetting },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const mine = await order(t, id, { tickets: { [ticketIds[0]!]: 1 } }, { person: me });
    const url = `/api/v1/orders/${mine.order.id}`;
    const change = (p: Person) => t.app.inject({ method: 'PATCH', url, headers: headers(p), payload: { tickets: { [ticketIds[0]!]: 2 } } });
    const cancel = (p: Person) => t.app.inject({ method: 'POST', url: `${url}/cancel?status=canceled`, headers: headers(p) });
    expect((await get(url, door)).statusCode).toBe(200);
    for (const res of [await change(door), await confirm(t, mine.order.id, { buyerAttributes: buyer }, { person: door }), await cancel(door)]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe('Your access to this event does not allow this');
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, mine.order.id));
    expect(row).toMatchObject({ status: 'pending', buyerEmail: null });
    expect((await change(admin)).statusCode).toBe(200);
    expect((await cancel(admin)).json()).toEqual({ status: 'canceled' });
    // The door's own orders (guest flow) stay door staff's to change and cancel.
    const guests = await order(t, id, { tickets: { [ticketIds[0]!]: 1 }, guestFlow: true }, { person: door });
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/orders/${guests.order.id}`,
      headers: headers(door),
      payload: { tickets: { [ticketIds[0]!]: 2 }, guestFlow: true },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/orders/${guests.order.id}/cancel?status=canceled`, headers: headers(door) })).statusCode,
    ).toBe(200);
  });
});

describe('promoter attribution', () => {
  it('remembers the promoter in an httpOnly cookie and records it on the order', async () => {
    const { id, ticketIds } = await paidEvent(t, owner);
    const promoter = await signUpUser(t.app);
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cookies/set',
      payload: { courseId: id, promoterUsername: promoter.user.username.toUpperCase(), name: 'promoter' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const cookie = set.cookies.find((c) => c.name === `ovation_promoter_${id}`)!;
    expect(cookie).toMatchObject({ value: promoter.user.username, httpOnly: true, path: '/' });
    const created = await order(t, id, { tickets: { [ticketIds[0]!]: 1 } }, { cookie: `${cookie.name}=${cookie.value}` });
    expect(created.order.promoterUsername).toBe(promoter.user.username);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/cookies/set', payload: { courseId: id, promoterUsername: 'nobody-here-xyz' } })).statusCode,
    ).toBe(404);
  });

  it('stores no promoter from a forged cookie: only a real profile is attributed', async () => {
    const { id, ticketIds } = await paidEvent(t, owner);
    const promoter = await signUpUser(t.app);
    for (const forged of ['nobody-here-xyz', '<script>', 'x'.repeat(200)]) {
      const created = await order(t, id, { tickets: { [ticketIds[0]!]: 1 } }, { cookie: `ovation_promoter_${id}=${forged}` });
      expect(created.order.promoterUsername, forged).toBeNull();
    }
    const created = await order(
      t,
      id,
      { tickets: { [ticketIds[0]!]: 1 } },
      { cookie: `ovation_promoter_${id}=${promoter.user.username.toUpperCase()}` },
    );
    expect(created.order.promoterUsername).toBe(promoter.user.username);
  });
});

describe('payment states on return', () => {
  it('reports tryAgain with the zip flag, processing, then succeeded', async () => {
    const { id, ticketIds } = await paidEvent(t, owner);
    const created = await order(t, id, { tickets: { [ticketIds[0]!]: 1 } });
    const c = (await confirm(t, created.order.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(created.order.items) })).json();
    await payCard(t, c.paymentRequest, DECLINED_CARD);
    expect((await complete(t, created.order.id)).json()).toMatchObject({
      status: 'tryAgain',
      orderStatus: 'pending',
      error: { code: 'card_declined', declineCode: 'generic_decline' },
      zipError: false,
    });
    await payCard(t, c.paymentRequest, ZIP_CARD);
    expect((await complete(t, created.order.id)).json()).toMatchObject({ status: 'tryAgain', zipError: true });
    await payCard(t, c.paymentRequest, PROCESSING_CARD);
    expect((await complete(t, created.order.id)).json()).toMatchObject({
      status: 'processing',
      orderStatus: 'processing',
      statusGroup: 'processing',
    });
    // The sandbox settles a processing payment after 2 s.
    t.clock.advance(PROCESSING_MS);
    expect((await complete(t, created.order.id)).json()).toMatchObject({ status: 'succeeded', orderStatus: 'completed' });
    expect(await completedJobs(t, created.order.id)).toBe(1);
  });
});
