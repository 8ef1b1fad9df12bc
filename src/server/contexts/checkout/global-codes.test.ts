import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CHECKOUT_MESSAGES, CHECKOUT_REASONS, validateCodeReply } from '../../../contracts/checkout.ts';
import { orders, promoCodes } from '../../platform/db/schema/index.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { insertGlobalCode } from '../promo-codes/promo-codes.fixtures.ts';
import { expireHolds, completionDeps, order, paidEvent, postOrder } from './checkout.fixtures.ts';
import { sweepExpiredHolds } from './checkout.jobs.ts';

/**
 * Global promo codes at checkout (content-management 2.6, buyer-side 5): a code of the owner applies to all their
 * events (scope owner) or to the events of its categories, within its dates and while not deleted; its uses are
 * counted like an event code's (quantity left, uses taken); one promo code per order ('Code Not Combinable').
 */
const t = useTestApp();
let owner: Person;
let concert: { id: string; ticketIds: string[] };
let workshop: { id: string; ticketIds: string[] };
beforeAll(async () => {
  owner = await signUpUser(t.app);
  concert = await paidEvent(t, owner, { details: { category: 'music' }, tickets: [{ name: 'Seat', price: 2000, quantity: 100 }] });
  workshop = await paidEvent(t, owner, { details: { category: 'workshop' }, tickets: [{ name: 'Seat', price: 2000, quantity: 100 }] });
});

const validate = (eventId: string, code: string, applied = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/tickets/validate_code?eventId=${eventId}&promoCode=${code}${applied ? `&appliedCodes=${applied}` : ''}`,
  });
const row = async (id: string) => (await t.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0]!;
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe('where a global code applies', () => {
  it('scope owner: every event of the owner, never another owner’s', async () => {
    const code = await insertGlobalCode(t.db, owner.user.id, { code: 'ALLOFF', percentageValue: 25 });
    for (const e of [concert, workshop]) {
      expect(expectReply(await validate(e.id, 'alloff'), 200, validateCodeReply).promoCode).toMatchObject({ code: 'ALLOFF', percentageValue: 25 });
    }
    const other = await signUpUser(t.app);
    const theirs = await paidEvent(t, other, { tickets: [{ name: 'Seat', price: 2000, quantity: 10 }] });
    expect((await validate(theirs.id, 'ALLOFF')).json().message).toBe(CHECKOUT_MESSAGES.codeUnknown);

    const created = await order(t, concert.id, { tickets: { [concert.ticketIds[0]!]: 2 } }, { promoCode: 'alloff' });
    expect(created.order.promoCode).toEqual({ code: 'ALLOFF', name: 'ALLOFF' });
    expect(created.order.items.map((i) => i.discountAmount)).toEqual([500, 500]);
    const [stored] = await t.db.select().from(orders).where(eq(orders.id, created.order.id));
    expect(stored!.promoCodeId).toBe(code.id);
  });

  it('scope course_categories: events of its categories only', async () => {
    await insertGlobalCode(t.db, owner.user.id, { code: 'LEARN', scope: 'course_categories', categoryIds: ['workshop', 'class'] });
    expect((await validate(workshop.id, 'LEARN')).json().promoCode).toMatchObject({ code: 'LEARN' });
    const refused = await validate(concert.id, 'LEARN');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reason: CHECKOUT_REASONS.codeUnknown, message: CHECKOUT_MESSAGES.codeUnknown });
    const ordered = await postOrder(t, concert.id, { tickets: { [concert.ticketIds[0]!]: 1 } }, { promoCode: 'LEARN' });
    expect(ordered.json()).toMatchObject({ reason: CHECKOUT_REASONS.codeUnknown, fieldErrors: { promoCode: CHECKOUT_MESSAGES.codeUnknown } });
  });

  it.each([
    ['before its start', { startsAt: minutes(60) }],
    ['after its end', { startsAt: minutes(-120), endsAt: minutes(-60) }],
    ['once deleted', { deletedAt: new Date() }],
  ])('is not recognized %s', async (_when, values) => {
    const code = `WIN${Math.random().toString(36).slice(2, 8).toUpperCase()}`.slice(0, 10);
    await insertGlobalCode(t.db, owner.user.id, { code, ...values });
    expect((await validate(concert.id, code)).json()).toMatchObject({ reason: CHECKOUT_REASONS.codeUnknown, message: CHECKOUT_MESSAGES.codeUnknown });
    expect((await postOrder(t, concert.id, { tickets: { [concert.ticketIds[0]!]: 1 } }, { promoCode: code })).statusCode).toBe(422);
  });

  it("an event code stays its event's", async () => {
    await t.db.insert(promoCodes).values({ ownerId: owner.user.id, eventId: workshop.id, code: 'ONLYWS', name: 'Only', percentageValue: 10 });
    expect((await validate(workshop.id, 'ONLYWS')).json().promoCode).toMatchObject({ code: 'ONLYWS' });
    expect((await validate(concert.id, 'ONLYWS')).json().reason).toBe(CHECKOUT_REASONS.codeUnknown);
  });
});

describe('uses and combining', () => {
  it('counts uses taken and left; gives them back when the order times out unpaid; exhausted refuses', async () => {
    const code = await insertGlobalCode(t.db, owner.user.id, { code: 'TWICE', quantity: 2 });
    const buyer = await signUpUser(t.app);
    const first = await order(t, workshop.id, { tickets: { [workshop.ticketIds[0]!]: 1 } }, { promoCode: 'TWICE', person: buyer });
    await order(t, concert.id, { tickets: { [concert.ticketIds[0]!]: 1 } }, { promoCode: 'TWICE' });
    expect(await row(code.id)).toMatchObject({ quantity: 0, uses: 2 });
    expect((await validate(concert.id, 'TWICE')).json().reason).toBe(CHECKOUT_REASONS.codeExhausted);
    const third = await postOrder(t, concert.id, { tickets: { [concert.ticketIds[0]!]: 1 } }, { promoCode: 'TWICE' });
    expect(third.json()).toMatchObject({ reason: CHECKOUT_REASONS.codeExhausted, message: CHECKOUT_MESSAGES.codeExhausted });

    const cancelled = await t.app.inject({ method: 'POST', url: `/api/v1/orders/${first.order.id}/cancel?status=canceled`, headers: headers(buyer) });
    expect(cancelled.statusCode).toBe(200);
    expect(await row(code.id)).toMatchObject({ quantity: 1, uses: 1 });

    const late = await order(t, concert.id, { tickets: { [concert.ticketIds[0]!]: 1 } }, { promoCode: 'TWICE' });
    await expireHolds(t, late.order.id);
    await sweepExpiredHolds(completionDeps(t));
    expect(await row(code.id)).toMatchObject({ quantity: 1, uses: 1 });
  });

  it("an event code and a global code: 'Code Not Combinable'", async () => {
    await t.db.insert(promoCodes).values({ ownerId: owner.user.id, eventId: concert.id, code: 'EVENT10', name: 'Event', amount: 1000 });
    await insertGlobalCode(t.db, owner.user.id, { code: 'GLOBAL20', percentageValue: 20 });
    for (const [code, applied] of [
      ['GLOBAL20', 'EVENT10'],
      ['EVENT10', 'GLOBAL20'],
    ] as const) {
      expect((await validate(concert.id, code, applied)).json()).toMatchObject({
        reason: CHECKOUT_REASONS.codeNotCombinable,
        message: CHECKOUT_MESSAGES.codeNotCombinable,
      });
    }
    const both = await postOrder(t, concert.id, { tickets: { [concert.ticketIds[0]!]: 1 }, secretCodes: ['GLOBAL20'] }, { promoCode: 'EVENT10' });
    expect(both.json()).toMatchObject({ code: 'validation_failed', reason: CHECKOUT_REASONS.codeNotCombinable });
  });
});
