import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { moveSeatReply } from '../../../contracts/event-seating.ts';
import { seatKey } from '../../../domain/seating/index.ts';
import { eventOccurrences, orderItems, seatStates } from '../../platform/db/schema/index.ts';
import { headers, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { attendeesFor, buyer, confirm, order } from '../checkout/checkout.fixtures.ts';
import { attach, createChart, hold, seatingUrl, stalls } from './seating.fixtures.ts';

/** Moving a seated ticket to another seat (POST .../seating/moves): the organizer's, atomic, never onto a taken seat. */

const t = useTestApp();

async function seatedEvent() {
  const owner = await signUpUser(t.app);
  const chart = await createChart(t, owner, owner.user.id);
  const event = await makeEvent(t, owner, owner.user.id, {
    tickets: [
      { name: 'Stalls', price: 0, quantity: 100, seatsCategoryKeys: ['stalls'] },
      { name: 'Circle', price: 0, quantity: 100, seatsCategoryKeys: ['circle'] },
      { name: 'Programme', price: 0, quantity: 100 },
    ],
  });
  await attach(t, owner, event.id, chart.id);
  const [occurrence] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, event.id));
  const [stallsType, , programme] = event.ticketIds as [string, string, string];
  return { owner, event, occurrenceId: occurrence!.id, stallsType, programme };
}
type Seated = Awaited<ReturnType<typeof seatedEvent>>;

/** A completed free order of one Stalls ticket on `key` (and a Programme without a seat); answers its item ids. */
async function sold(s: Seated, key: string) {
  const created = await order(t, s.event.id, { tickets: { [s.stallsType]: 1, [s.programme]: 1 } });
  const held = await hold(t, created.order.id, { seats: [{ seatKey: key, ticketTypeId: s.stallsType }] });
  const res = await confirm(t, created.order.id, {
    buyerAttributes: buyer,
    attendeesAttributes: attendeesFor(created.order.items),
    seatsHoldToken: held.seatsHoldToken,
  });
  expect(res.statusCode).toBe(200);
  const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, created.order.id));
  return { seated: items.find((i) => i.ticketTypeId === s.stallsType)!.id, unseated: items.find((i) => i.ticketTypeId === s.programme)!.id };
}

const move = (by: Person | undefined, eventId: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: seatingUrl(eventId, '/moves'), headers: headers(by), payload: body as object });

const seatOf = async (s: Seated, key: string) =>
  (
    await t.db
      .select()
      .from(seatStates)
      .where(and(eq(seatStates.occurrenceId, s.occurrenceId), eq(seatStates.seatKey, key)))
  )[0];

describe('moving a seated ticket', () => {
  it('moves the ticket to a free seat of its category: the old seat is free, the ticket names the new one', async () => {
    const s = await seatedEvent();
    const { seated } = await sold(s, stalls('A', 1));
    const reply = expectReply(await move(s.owner, s.event.id, { ticketId: seated, seatKey: stalls('B', 5) }), 200, moveSeatReply);
    expect(reply).toEqual({ seatKey: stalls('B', 5), seat: 'Stalls, Row B, Seat 5' });
    expect(await seatOf(s, stalls('A', 1))).toBeUndefined();
    expect(await seatOf(s, stalls('B', 5))).toMatchObject({ state: 'sold', orderItemId: seated, label: 'Stalls, Row B, Seat 5' });
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.id, seated));
    expect(item!.seat).toBe('Stalls, Row B, Seat 5');
    // The guests list shows the new seat.
    const guests = await t.app.inject({ method: 'GET', url: `/api/v1/management/courses/${s.event.id}/registrations`, headers: headers(s.owner) });
    expect(guests.json().data.find((g: { id: string }) => g.id === seated).seat).toBe('Stalls, Row B, Seat 5');
  });

  it('refuses a seat sold, held or blocked (409), and leaves the ticket where it was', async () => {
    const s = await seatedEvent();
    const { seated } = await sold(s, stalls('A', 1));
    await sold(s, stalls('A', 2));
    const other = await order(t, s.event.id, { tickets: { [s.stallsType]: 1 } });
    await hold(t, other.order.id, { seats: [{ seatKey: stalls('A', 3), ticketTypeId: s.stallsType }] });
    await t.app.inject({
      method: 'POST',
      url: seatingUrl(s.event.id, '/blocks'),
      headers: headers(s.owner),
      payload: { occurrenceId: s.occurrenceId, seatKeys: [stalls('A', 4)], reason: 'wheelchair' },
    });
    for (const key of [stalls('A', 2), stalls('A', 3), stalls('A', 4)]) {
      const res = await move(s.owner, s.event.id, { ticketId: seated, seatKey: key });
      expect(res.statusCode, key).toBe(409);
      expect(res.json()).toMatchObject({ reason: 'seat_taken', fieldErrors: { seatKey: 'This seat is not free on this date' } });
    }
    expect(await seatOf(s, stalls('A', 1))).toMatchObject({ state: 'sold', orderItemId: seated });
  });

  it('two moves to the same free seat at once: one wins, the other is refused', async () => {
    const s = await seatedEvent();
    const [a, b] = [await sold(s, stalls('A', 1)), await sold(s, stalls('A', 2))];
    const results = await Promise.all([
      move(s.owner, s.event.id, { ticketId: a.seated, seatKey: stalls('B', 1) }),
      move(s.owner, s.event.id, { ticketId: b.seated, seatKey: stalls('B', 1) }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results[0]!.statusCode === 200 ? a : b;
    expect(await seatOf(s, stalls('B', 1))).toMatchObject({ state: 'sold', orderItemId: winner.seated });
  });

  it('refuses what is not a move of a seated ticket to a seat of its category (422, 404)', async () => {
    const s = await seatedEvent();
    const { seated, unseated } = await sold(s, stalls('A', 1));
    const cases: [unknown, number, Record<string, string>][] = [
      [{ ticketId: seated, seatKey: seatKey('', 'Table 1', '1') }, 422, { seatKey: 'Choose a seat of the same category' }],
      [{ ticketId: seated, seatKey: stalls('A', 1) }, 422, { seatKey: 'This is already the seat of the ticket' }],
      [{ ticketId: seated, seatKey: stalls('Q', 1) }, 422, { seatKey: 'This seat is not on the chart' }],
      [{ ticketId: unseated, seatKey: stalls('B', 1) }, 422, { ticketId: 'This ticket has no seat' }],
      [{ ticketId: '00000000-0000-4000-8000-000000000000', seatKey: stalls('B', 1) }, 404, {}],
      [{ ticketId: seated }, 422, {}],
    ];
    for (const [body, status, fieldErrors] of cases) {
      const res = await move(s.owner, s.event.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().fieldErrors ?? {}).toMatchObject(fieldErrors);
    }
    // A ticket of another event is not found here.
    const elsewhere = await seatedEvent();
    const theirs = await sold(elsewhere, stalls('A', 1));
    expect((await move(s.owner, s.event.id, { ticketId: theirs.seated, seatKey: stalls('B', 1) })).statusCode).toBe(404);
  });

  it("is the organizer's: signed out 401, another person 403", async () => {
    const s = await seatedEvent();
    const { seated } = await sold(s, stalls('A', 1));
    const body = { ticketId: seated, seatKey: stalls('B', 1) };
    expect((await move(undefined, s.event.id, body)).statusCode).toBe(401);
    expect((await move(await signUpUser(t.app), s.event.id, body)).statusCode).toBe(403);
  });

  it('refuses a cancelled ticket', async () => {
    const s = await seatedEvent();
    const { seated } = await sold(s, stalls('A', 1));
    await t.db.update(orderItems).set({ status: 'canceled' }).where(eq(orderItems.id, seated));
    const res = await move(s.owner, s.event.id, { ticketId: seated, seatKey: stalls('B', 1) });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ ticketId: 'Only an active ticket can change seats' });
  });
});
