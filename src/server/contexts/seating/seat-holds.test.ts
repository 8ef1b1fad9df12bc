import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { confirmOrderReply } from '../../../contracts/checkout.ts';
import { orderSeatsReply, seatStatusReply } from '../../../contracts/event-seating.ts';
import type { ChartArea, ChartDocument } from '../../../contracts/seating.ts';
import { areaKey, seatKey } from '../../../domain/seating/index.ts';
import { eventOccurrences, orderItems, seatStates } from '../../platform/db/schema/index.ts';
import { headers, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { mailsTo, signUpUser, useTestApp } from '../../testing/test-app.ts';
import {
  attendeesFor,
  buyer,
  complete,
  completionDeps,
  confirm,
  connectPayments,
  expireHolds,
  order,
  payCard,
} from '../checkout/checkout.fixtures.ts';
import { sweepExpiredHolds } from '../checkout/checkout.jobs.ts';
import { attach, attachRaw, createChart, hold, holdRaw, row, smallChart, stalls } from './seating.fixtures.ts';

/** Seats held inside an order (POST/DELETE /orders/:id/seats), confirm's token, completion, release. */

const t = useTestApp();

async function seatedEvent(opts: { price?: number } = {}) {
  const owner = await signUpUser(t.app);
  if (opts.price) await connectPayments(t, owner.user.id);
  const chart = await createChart(t, owner, owner.user.id);
  const event = await makeEvent(t, owner, owner.user.id, {
    tickets: [
      { name: 'Stalls', price: opts.price ?? 0, quantity: 100, seatsCategoryKeys: ['stalls'] },
      { name: 'Circle', price: opts.price ?? 0, quantity: 100, seatsCategoryKeys: ['circle'] },
      { name: 'Programme', price: 0, quantity: 100 },
    ],
  });
  await attach(t, owner, event.id, chart.id);
  const [occurrence] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, event.id));
  const [stallsType, circleType, programme] = event.ticketIds as [string, string, string];
  return { owner, event, occurrenceId: occurrence!.id, stallsType, circleType, programme };
}

type Seated = Awaited<ReturnType<typeof seatedEvent>>;

const status = async (s: Seated) =>
  expectReply(
    await t.app.inject({ method: 'GET', url: `/api/v1/events/${s.event.id}/occurrences/${s.occurrenceId}/seats/status` }),
    200,
    seatStatusReply,
  ).seats;

async function cancelTicket(owner: Person, itemId: string) {
  const reply = await t.app.inject({ method: 'POST', url: `/api/v1/order_items/${itemId}/cancel?ownerId=${owner.user.id}`, headers: headers(owner) });
  expect(reply.statusCode, reply.body).toBe(200);
}

const newOrder = (s: Seated, tickets: Record<string, number>, person?: Person) => order(t, s.event.id, { tickets }, { person });

describe('holding seats', () => {
  it('holds picked seats all or none; another buyer sees them taken', async () => {
    const s = await seatedEvent();
    const first = await newOrder(s, { [s.stallsType]: 2 });
    const held = await hold(t, first.order.id, {
      seats: [
        { seatKey: stalls('A', 2), ticketTypeId: s.stallsType },
        { seatKey: stalls('A', 3), ticketTypeId: s.stallsType },
      ],
    });
    expect(held.seatsHoldToken).toMatch(/^[\w-]{32}$/);
    expect(held.seats).toEqual([
      { seatKey: stalls('A', 2), label: 'Stalls, Row A, Seat 2', ticketTypeId: s.stallsType },
      { seatKey: stalls('A', 3), label: 'Stalls, Row A, Seat 3', ticketTypeId: s.stallsType },
    ]);
    expect(await status(s)).toEqual([
      { key: stalls('A', 2), status: 'taken' },
      { key: stalls('A', 3), status: 'taken' },
    ]);

    const second = await newOrder(s, { [s.stallsType]: 2 });
    const res = await holdRaw(t, second.order.id, {
      seats: [
        { seatKey: stalls('A', 1), ticketTypeId: s.stallsType },
        { seatKey: stalls('A', 3), ticketTypeId: s.stallsType },
      ],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'seat_taken', fieldErrors: { 'seats.1.seatKey': expect.any(String) } });
    // None of the pair was kept: A-1 is still free.
    expect((await status(s)).map((x) => x.key)).toEqual([stalls('A', 2), stalls('A', 3)]);
  });

  it('holds no more seats of a type than the order has tickets of it, and checks seat and type', async () => {
    const s = await seatedEvent();
    const created = await newOrder(s, { [s.stallsType]: 1, [s.programme]: 1 });
    const two = await holdRaw(t, created.order.id, {
      seats: [
        { seatKey: stalls('A', 1), ticketTypeId: s.stallsType },
        { seatKey: stalls('A', 2), ticketTypeId: s.stallsType },
      ],
    });
    expect(two.statusCode).toBe(409);
    expect(two.json()).toMatchObject({ reason: 'seats_mismatch' });
    const wrongType = await holdRaw(t, created.order.id, { seats: [{ seatKey: stalls('A', 1), ticketTypeId: s.circleType }] });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toMatchObject({ fieldErrors: { 'seats.0.ticketTypeId': expect.any(String) } });
    const unseated = await holdRaw(t, created.order.id, { seats: [{ seatKey: stalls('A', 1), ticketTypeId: s.programme }] });
    expect(unseated.statusCode).toBe(422);
    const unknown = await holdRaw(t, created.order.id, { seats: [{ seatKey: 'Stalls|Q|1', ticketTypeId: s.stallsType }] });
    expect(unknown.json()).toMatchObject({ fieldErrors: { 'seats.0.seatKey': expect.any(String) } });
    expect((await holdRaw(t, created.order.id, {})).statusCode).toBe(422);
    // Changing one's own seat: the old one goes back first, then the new one is held.
    await hold(t, created.order.id, { seats: [{ seatKey: stalls('A', 1), ticketTypeId: s.stallsType }] });
    const moved = await t.app.inject({ method: 'DELETE', url: `/api/v1/orders/${created.order.id}/seats/${encodeURIComponent(stalls('A', 1))}` });
    expect(expectReply(moved, 200, orderSeatsReply).seats).toEqual([]);
    expect((await hold(t, created.order.id, { seats: [{ seatKey: stalls('B', 1), ticketTypeId: s.stallsType }] })).seats).toHaveLength(1);
  });

  it('best available takes free seats of the category and answers when too few are left', async () => {
    const s = await seatedEvent();
    const created = await newOrder(s, { [s.circleType]: 3 });
    const best = await hold(t, created.order.id, { bestAvailable: { categoryKey: 'circle', ticketTypeId: s.circleType, quantity: 3 } });
    expect(best.seats).toHaveLength(3);
    expect(best.seats.every((x) => x.label.startsWith('Table 1, Seat'))).toBe(true);
    const other = await newOrder(s, { [s.circleType]: 2 });
    const res = await holdRaw(t, other.order.id, { bestAvailable: { categoryKey: 'circle', ticketTypeId: s.circleType, quantity: 2 } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'not_enough_seats' });
  });

  it("only the order's buyer holds seats for it; a closed or timed-out order holds none", async () => {
    const s = await seatedEvent();
    const person = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const created = await newOrder(s, { [s.stallsType]: 1 }, person);
    const body = { seats: [{ seatKey: stalls('A', 1), ticketTypeId: s.stallsType }] };
    expect((await holdRaw(t, created.order.id, body, stranger)).statusCode).toBe(404);
    expect((await holdRaw(t, created.order.id, body)).statusCode).toBe(404);
    await expireHolds(t, created.order.id);
    const late = await holdRaw(t, created.order.id, body, person);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ reason: 'hold_expired' });
    await t.app.inject({ method: 'POST', url: `/api/v1/orders/${created.order.id}/cancel`, headers: { cookie: person.cookie } });
    expect((await holdRaw(t, created.order.id, body, person)).json()).toMatchObject({ reason: 'order_closed' });
  });

  it('an ended hold frees the seat at once for the next buyer; cancelling frees it too; the sweep tidies', async () => {
    const s = await seatedEvent();
    const body = { seats: [{ seatKey: stalls('A', 1), ticketTypeId: s.stallsType }] };
    const first = await newOrder(s, { [s.stallsType]: 1 });
    await hold(t, first.order.id, body);
    await expireHolds(t, first.order.id);
    expect(await status(s)).toEqual([]);
    const second = await newOrder(s, { [s.stallsType]: 1 });
    await hold(t, second.order.id, body);
    expect(await status(s)).toHaveLength(1);
    await t.app.inject({ method: 'POST', url: `/api/v1/orders/${second.order.id}/cancel` });
    expect(await status(s)).toEqual([]);
    await sweepExpiredHolds(completionDeps(t));
    const rows = await t.db.select().from(seatStates).where(eq(seatStates.occurrenceId, s.occurrenceId));
    expect(rows).toEqual([]);
  });
});

describe('confirming and completing seats', () => {
  it('a free order completes with its seats sold and named on its tickets', async () => {
    const s = await seatedEvent();
    const created = await newOrder(s, { [s.stallsType]: 1, [s.circleType]: 1 });
    const held = await hold(t, created.order.id, {
      seats: [
        { seatKey: stalls('B', 4), ticketTypeId: s.stallsType },
        { seatKey: seatKey('', 'Table 1', '2'), ticketTypeId: s.circleType },
      ],
    });
    const info = { buyerAttributes: buyer, attendeesAttributes: attendeesFor(created.order.items) };
    const noToken = await confirm(t, created.order.id, info);
    expect(noToken.statusCode).toBe(409);
    expect(noToken.json()).toMatchObject({ reason: 'seats_hold_invalid' });
    const wrongSeats = await confirm(t, created.order.id, { ...info, seatsHoldToken: held.seatsHoldToken, seatsReserved: [stalls('B', 4)] });
    expect(wrongSeats.json()).toMatchObject({ reason: 'seats_hold_invalid' });
    const done = expectReply(
      await confirm(t, created.order.id, { ...info, seatsHoldToken: held.seatsHoldToken, seatsReserved: held.seats.map((x) => x.seatKey) }),
      200,
      confirmOrderReply,
    );
    expect(done.final).toBe(true);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, created.order.id));
    expect(items.map((i) => i.seat).sort()).toEqual(['Stalls, Row B, Seat 4', 'Table 1, Seat 2']);
    const rows = await t.db.select().from(seatStates).where(eq(seatStates.orderId, created.order.id));
    expect(rows.map((r) => [r.state, items.some((i) => i.id === r.orderItemId)])).toEqual([
      ['sold', true],
      ['sold', true],
    ]);
    expect(await status(s)).toHaveLength(2);

    // The organizer cancels the Stalls ticket: its seat is free again, the table seat stays sold.
    const stallsTicket = items.find((i) => i.seat === 'Stalls, Row B, Seat 4')!;
    await cancelTicket(s.owner, stallsTicket.id);
    expect((await status(s)).map((x) => x.key)).toEqual([seatKey('', 'Table 1', '2')]);
  });

  it('refuses to confirm a seated ticket without its seat', async () => {
    const s = await seatedEvent();
    const created = await newOrder(s, { [s.stallsType]: 2 });
    const held = await hold(t, created.order.id, { seats: [{ seatKey: stalls('A', 5), ticketTypeId: s.stallsType }] });
    const res = await confirm(t, created.order.id, {
      buyerAttributes: buyer,
      attendeesAttributes: attendeesFor(created.order.items),
      seatsHoldToken: held.seatsHoldToken,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'seats_mismatch' });
  });

  it('a paid order keeps its seats while its card is paid after the timer, and sells them on completion', async () => {
    const s = await seatedEvent({ price: 2500 });
    const created = await newOrder(s, { [s.stallsType]: 1 });
    const held = await hold(t, created.order.id, { seats: [{ seatKey: stalls('A', 4), ticketTypeId: s.stallsType }] });
    const confirmed = expectReply(
      await confirm(t, created.order.id, {
        buyerAttributes: buyer,
        attendeesAttributes: attendeesFor(created.order.items),
        seatsHoldToken: held.seatsHoldToken,
      }),
      200,
      confirmOrderReply,
    );
    // The timer ran out while the payment may still succeed: nobody else gets the seat.
    await t.db.execute(sql`update orders set hold_expires_at = now() - interval '1 second' where id = ${created.order.id}`);
    const other = await newOrder(s, { [s.stallsType]: 1 });
    expect((await holdRaw(t, other.order.id, { seats: [{ seatKey: stalls('A', 4), ticketTypeId: s.stallsType }] })).statusCode).toBe(409);
    await payCard(t, confirmed.paymentRequest!);
    expect((await complete(t, created.order.id)).json()).toMatchObject({ status: 'succeeded' });
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, created.order.id));
    expect(item!.seat).toBe('Stalls, Row A, Seat 4');
  });

  it('a seat lost while the payment was on its way fails the order and refunds it', async () => {
    const s = await seatedEvent({ price: 2500 });
    const created = await newOrder(s, { [s.stallsType]: 1 });
    const held = await hold(t, created.order.id, { seats: [{ seatKey: stalls('A', 4), ticketTypeId: s.stallsType }] });
    const confirmed = expectReply(
      await confirm(t, created.order.id, {
        buyerAttributes: buyer,
        attendeesAttributes: attendeesFor(created.order.items),
        seatsHoldToken: held.seatsHoldToken,
      }),
      200,
      confirmOrderReply,
    );
    // Another order took the seat (as if this hold had ended and been taken over).
    const other = await newOrder(s, { [s.stallsType]: 1 });
    await t.db.update(seatStates).set({ orderId: other.order.id }).where(eq(seatStates.orderId, created.order.id));
    await payCard(t, confirmed.paymentRequest!);
    expect((await complete(t, created.order.id)).json()).toMatchObject({ status: 'failed' });
  });
});

describe('standing places', () => {
  const floor: ChartArea = {
    type: 'area',
    id: 'floor',
    x: 0,
    y: 400,
    rotation: 0,
    label: 'Floor',
    shape: 'rectangle',
    width: 200,
    height: 100,
    capacity: 3,
    categoryKey: 'standing',
  };

  async function standingEvent() {
    const owner = await signUpUser(t.app);
    const document = {
      ...smallChart([row('A'), floor]),
      categories: [...smallChart().categories, { key: 'standing', name: 'Standing', color: '#00aa00' }],
    };
    const chart = await createChart(t, owner, owner.user.id, { document });
    const event = await makeEvent(t, owner, owner.user.id, {
      tickets: [{ name: 'Standing', price: 0, quantity: 100, seatsCategoryKeys: ['standing'] }],
    });
    await attach(t, owner, event.id, chart.id);
    const [occurrence] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, event.id));
    const url = `/api/v1/events/${event.id}/occurrences/${occurrence!.id}/seats/status`;
    const available = async () => expectReply(await t.app.inject({ method: 'GET', url }), 200, seatStatusReply).areas;
    return { owner, chart, event, type: event.ticketIds[0]!, available };
  }

  it('sells places up to the capacity, by quantity, and names the area on the tickets', async () => {
    const s = await standingEvent();
    const key = areaKey('Floor');
    const area = (quantity: number) => ({ area: { areaKey: key, ticketTypeId: s.type, quantity } });
    const first = await order(t, s.event.id, { tickets: { [s.type]: 2 } });
    const held = await hold(t, first.order.id, area(2));
    expect(held.areas).toEqual([{ areaKey: key, label: 'Standing: Floor', ticketTypeId: s.type, quantity: 2 }]);
    expect(await s.available()).toEqual([{ key, available: 1 }]);

    const second = await order(t, s.event.id, { tickets: { [s.type]: 2 } });
    const refused = await holdRaw(t, second.order.id, area(2));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'not_enough_seats' });
    expect((await holdRaw(t, second.order.id, area(3))).json()).toMatchObject({ reason: 'seats_mismatch' });
    await hold(t, second.order.id, area(1));
    expect(await s.available()).toEqual([{ key, available: 0 }]);
    // The first buyer gives one back; then its hold ends: its places are free at once.
    await hold(t, first.order.id, area(1));
    expect(await s.available()).toEqual([{ key, available: 1 }]);
    await expireHolds(t, first.order.id);
    expect(await s.available()).toEqual([{ key, available: 2 }]);

    const last = await hold(t, second.order.id, area(2));
    const done = await confirm(t, second.order.id, {
      buyerAttributes: buyer,
      attendeesAttributes: attendeesFor(second.order.items),
      seatsHoldToken: last.seatsHoldToken,
    });
    expect(expectReply(done, 200, confirmOrderReply).final).toBe(true);
    const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, second.order.id));
    expect(items.map((i) => i.seat)).toEqual(['Standing: Floor', 'Standing: Floor']);
    expect(await s.available()).toEqual([{ key, available: 1 }]);
    // The confirmation e-mail names the area as the tickets do.
    await t.jobs.runUntilIdle();
    const mails = await mailsTo(t.db, buyer.email);
    expect(mails.filter((m) => m.text.includes(`/tickets/${second.order.id}`)).map((m) => /^Seats: .*$/m.exec(m.text)?.[0])).toEqual([
      'Seats: Standing: Floor; Standing: Floor',
    ]);
    // A cancelled place goes back to the area; the last one too.
    await cancelTicket(s.owner, items[0]!.id);
    expect(await s.available()).toEqual([{ key, available: 2 }]);
    await cancelTicket(s.owner, items[1]!.id);
    expect(await s.available()).toEqual([{ key, available: 3 }]);
  });

  it('keeps a standing area in use through a new snapshot, and refuses one without it', async () => {
    const s = await standingEvent();
    const created = await order(t, s.event.id, { tickets: { [s.type]: 1 } });
    await hold(t, created.order.id, { area: { areaKey: areaKey('Floor'), ticketTypeId: s.type, quantity: 1 } });
    const save = (objects: ChartDocument['objects']) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/seat_charts/${s.chart.id}?ownerId=${s.owner.user.id}`,
        headers: { cookie: s.owner.cookie },
        payload: { name: 'Hall', document: { ...s.chart.document, objects } },
      });
    expect((await save([row('A'), { ...floor, capacity: 5 }])).statusCode).toBe(200);
    expect((await attachRaw(t, s.owner, s.event.id, s.chart.id)).statusCode).toBe(200);
    expect((await save([row('A')])).statusCode).toBe(200);
    const refused = await attachRaw(t, s.owner, s.event.id, s.chart.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'seats_in_use' });
  });
});
