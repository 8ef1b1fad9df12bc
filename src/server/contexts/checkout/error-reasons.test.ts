import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, CHECKOUT_REASONS, type OrderSelectionBody } from '../../../contracts/checkout.ts';
import { CHECK_IN_MESSAGES, CHECK_IN_REASONS } from '../../../contracts/tickets.ts';
import { orderItems, promoCodes } from '../../platform/db/schema/index.ts';
import { headers, type Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { attendeesFor, buy, buyer, complete, confirm, order, paidEvent, payCard, postOrder } from './checkout.fixtures.ts';

/**
 * The machine reasons of the error body (contracts/errors.ts `reason`), which the web app and API clients branch on
 * instead of the message: each refusal a client acts on carries its context's *_REASONS constant; plain errors none.
 */
const t = useTestApp();
let owner: Person;
beforeAll(async () => {
  owner = await signUpUser(t.app);
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const patch = (orderId: string, tickets: Record<string, number>) =>
  t.app.inject({ method: 'PATCH', url: `/api/v1/orders/${orderId}`, payload: { tickets } });
const cancel = (orderId: string, status = 'canceled') => t.app.inject({ method: 'POST', url: `/api/v1/orders/${orderId}/cancel?status=${status}` });

describe('error reasons', () => {
  it('codes: unknown, already used or applied, not combinable, exhausted', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, {
      tickets: [
        { name: 'Seat', price: 1000, quantity: 10 },
        { name: 'Backstage', price: 5000, quantity: 10, visibilityScope: 'secret', code: 'vip9', quantityPerCode: 1 },
      ],
    });
    await t.db.insert(promoCodes).values([
      { ownerId: owner.user.id, eventId: id, code: 'TENOFF', name: 'Ten off', amount: 1000 },
      { ownerId: owner.user.id, eventId: id, code: 'HALF', name: 'Half', percentageValue: 50 },
      { ownerId: owner.user.id, eventId: id, code: 'NONE', name: 'None left', percentageValue: 50, quantity: 0 },
    ]);
    const validate = (q: string) => get(`/api/v1/tickets/validate_code?eventId=${id}&${q}`);

    const unknown = await validate('promoCode=NOPE');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ reason: CHECKOUT_REASONS.codeUnknown, message: CHECKOUT_MESSAGES.codeUnknown });
    expect((await validate('promoCode=VIP9&appliedCodes=vip9')).json()).toMatchObject({
      reason: CHECKOUT_REASONS.codeAlreadyUsed,
      message: CHECKOUT_MESSAGES.codeAlreadyUsed,
    });
    expect((await validate('promoCode=tenoff&appliedCodes=TENOFF')).json()).toMatchObject({
      reason: CHECKOUT_REASONS.promoAlreadyApplied,
      message: CHECKOUT_MESSAGES.promoAlreadyApplied,
    });
    expect((await validate('promoCode=HALF&appliedCodes=TENOFF')).json().reason).toBe(CHECKOUT_REASONS.codeNotCombinable);
    expect((await validate('promoCode=NONE')).json().reason).toBe(CHECKOUT_REASONS.codeExhausted);
    const two = await postOrder(t, id, { tickets: { [ticketIds[0]!]: 1 }, secretCodes: ['HALF'] }, { promoCode: 'TENOFF' });
    expect(two.json()).toMatchObject({ code: 'validation_failed', reason: CHECKOUT_REASONS.codeNotCombinable });
    const noUses = await postOrder(t, id, { tickets: { [ticketIds[0]!]: 1 } }, { promoCode: 'NONE' });
    expect(noUses.json()).toMatchObject({ reason: CHECKOUT_REASONS.codeExhausted, fieldErrors: { promoCode: CHECKOUT_MESSAGES.codeExhausted } });

    // The secret code's one use is held: the next buyer's order and check are refused as exhausted.
    await order(t, id, { tickets: { [ticketIds[1]!]: 1 }, secretCodes: ['vip9'] });
    expect((await validate('promoCode=VIP9')).json().reason).toBe(CHECKOUT_REASONS.codeExhausted);
    expect((await postOrder(t, id, { tickets: { [ticketIds[1]!]: 1 }, secretCodes: ['VIP9'] })).json().reason).toBe(CHECKOUT_REASONS.codeExhausted);
  });

  it('inventory: sold out and only N left; a date that does not sell', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Few', price: 1000, quantity: 2 }] });
    const few = ticketIds[0]!;
    await order(t, id, { tickets: { [few]: 1 } });
    const more = await postOrder(t, id, { tickets: { [few]: 2 } });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ reason: CHECKOUT_REASONS.notEnoughLeft, message: 'Only 1 left' });
    await order(t, id, { tickets: { [few]: 1 } });
    const gone = await postOrder(t, id, { tickets: { [few]: 1 } });
    expect(gone.json()).toMatchObject({ code: 'conflict', reason: CHECKOUT_REASONS.soldOut, message: 'Sold out' });

    const noDate = await postOrder(t, id, { tickets: { [few]: 1 }, occurrenceId: randomUUID() });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().reason).toBe(CHECKOUT_REASONS.eventNotOnSale);
  });

  it("orders: Time's up, closed, completed", async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Seat', price: 1000, quantity: 10 }] });
    const seat = ticketIds[0]!;
    const timedOut = await order(t, id, { tickets: { [seat]: 1 } });
    expect((await cancel(timedOut.order.id, 'timed_out')).statusCode).toBe(200);
    const late = await confirm(t, timedOut.order.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ reason: CHECKOUT_REASONS.holdExpired, message: CHECKOUT_MESSAGES.timesUpText });
    // A change to an order that ended: the web app starts a new order on this reason.
    expect((await patch(timedOut.order.id, { [seat]: 2 })).json()).toMatchObject({
      reason: CHECKOUT_REASONS.orderClosed,
      message: CHECKOUT_MESSAGES.orderClosed,
    });

    const paid = await order(t, id, { tickets: { [seat]: 1 } });
    const c = (await confirm(t, paid.order.id, { buyerAttributes: buyer, attendeesAttributes: attendeesFor(paid.order.items) })).json();
    await payCard(t, c.paymentRequest);
    expect((await complete(t, paid.order.id)).json().status).toBe('succeeded');
    const changed = await patch(paid.order.id, { [seat]: 2 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ reason: CHECKOUT_REASONS.orderCompleted, message: CHECKOUT_MESSAGES.orderCompleted });
    expect((await cancel(paid.order.id)).json().reason).toBe(CHECKOUT_REASONS.orderCompleted);
  });

  it('check-in: already checked in, another date', async () => {
    const { id, ticketIds } = await paidEvent(t, owner, { tickets: [{ name: 'Seat', price: 1000, quantity: 10 }] });
    const orderId = await buy(t, id, { [ticketIds[0]!]: 2 });
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const checkIn = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/v1/management/courses/${id}/check_ins`, headers: headers(owner), payload });
    expect((await checkIn({ itemId: items[0]!.id })).statusCode).toBe(200);
    const again = await checkIn({ itemId: items[0]!.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'conflict', reason: CHECK_IN_REASONS.alreadyCheckedIn });
    const otherDate = await checkIn({ itemId: items[1]!.id, occurrenceId: randomUUID() });
    expect(otherDate.statusCode).toBe(422);
    expect(otherDate.json()).toMatchObject({ reason: CHECK_IN_REASONS.otherDate, message: expect.stringMatching(/^This ticket is for /) });
    const unknown = await checkIn({ code: 'ZZZZZZZZ' });
    expect(unknown.json()).toMatchObject({ message: CHECK_IN_MESSAGES.notFound });
    expect(unknown.json()).not.toHaveProperty('reason');
  });

  it('plain errors carry no reason', async () => {
    const missing = await get(`/api/v1/orders/${randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'not_found', message: CHECKOUT_MESSAGES.orderNotFound });
    expect(missing.json()).not.toHaveProperty('reason');
    // A body the contract refuses, on purpose: the 422 of input validation.
    const invalid = await postOrder(t, randomUUID(), { tickets: 'x' } as unknown as OrderSelectionBody);
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).not.toHaveProperty('reason');
  });
});
