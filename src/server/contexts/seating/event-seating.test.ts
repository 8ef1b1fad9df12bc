import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { okReply } from '../../../contracts/common.ts';
import { eventSeatingReply } from '../../../contracts/event-seating.ts';
import { publicEventReply } from '../../../contracts/events.ts';
import { eventOccurrences } from '../../platform/db/schema/index.ts';
import { headers, makeEvent, putTickets, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { order } from '../checkout/checkout.fixtures.ts';
import { attach, attachRaw, createChart, hold, row, seatingUrl, smallChart, stalls, table } from './seating.fixtures.ts';

/** An event's seating (EVENT_SEATING_ENDPOINTS, management): attach, replace, detach, read, block; its gate. */

const t = useTestApp();

async function seatedEvent(owner: Person) {
  const chart = await createChart(t, owner, owner.user.id);
  const event = await makeEvent(t, owner, owner.user.id, {
    tickets: [
      { name: 'Stalls adult', price: 0, quantity: 100, seatsCategoryKeys: ['stalls'] },
      { name: 'Stalls child', price: 0, quantity: 100, seatsCategoryKeys: ['stalls'] },
    ],
  });
  const [occurrence] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, event.id));
  return { chart, event, occurrenceId: occurrence!.id };
}

const block = (by: Person | undefined, eventId: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: seatingUrl(eventId, '/blocks'), headers: headers(by), payload: body as object });

describe('event seating', () => {
  it('attaches a chart: the snapshot, categories with their ticket types, unmapped ones, and seatsEventKey', async () => {
    const owner = await signUpUser(t.app);
    const { chart, event } = await seatedEvent(owner);
    const seating = await attach(t, owner, event.id, chart.id);
    expect(seating).toMatchObject({ chartId: chart.id, document: chart.document, unmappedCategories: ['circle'], blocked: [] });
    expect(seating.categories.map((c) => [c.key, c.seats, c.ticketTypes.map((x) => x.name)])).toEqual([
      ['stalls', 10, ['Stalls adult', 'Stalls child']],
      ['circle', 4, []],
    ]);
    expect(expectReply(await t.app.inject({ method: 'GET', url: seatingUrl(event.id), headers: headers(owner) }), 200, eventSeatingReply)).toEqual(
      seating,
    );
    const { event: page } = expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/events/${event.id}` }), 200, publicEventReply);
    expect(page).toMatchObject({ seatsEventKey: seating.seatsEventKey, seatsPublicKey: null });
  });

  it('keeps its snapshot when the chart changes, and replaces it unless a held seat would move', async () => {
    const owner = await signUpUser(t.app);
    const { chart, event } = await seatedEvent(owner);
    const first = await attach(t, owner, event.id, chart.id);
    const put = (document: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/seat_charts/${chart.id}?ownerId=${owner.user.id}`,
        headers: headers(owner),
        payload: { name: 'Hall', document },
      });
    expect((await put(smallChart([row('A', { x: 50 }), row('B')]))).statusCode).toBe(200);
    const after = expectReply(await t.app.inject({ method: 'GET', url: seatingUrl(event.id), headers: headers(owner) }), 200, eventSeatingReply);
    expect(after.document).toEqual(first.document);

    const created = await order(t, event.id, { tickets: { [event.ticketIds[0]!]: 1 } });
    await hold(t, created.order.id, { seats: [{ seatKey: stalls('A', 2), ticketTypeId: event.ticketIds[0] }] });
    // Row A moved: seat A-2 is held.
    const refused = await attachRaw(t, owner, event.id, chart.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'seats_in_use' });
    // Row B shortened, a table recategorized: no held seat changes.
    expect((await put(smallChart([row('A'), row('B', { seats: 3 }), table('Table 1', { categoryKey: 'stalls' })]))).statusCode).toBe(200);
    const replaced = await attach(t, owner, event.id, chart.id);
    expect(replaced.seatsEventKey).toBe(first.seatsEventKey);
    expect(replaced.categories.find((c) => c.key === 'stalls')?.seats).toBe(12);
    // Detaching is refused while the seat is held.
    const detach = await t.app.inject({ method: 'DELETE', url: seatingUrl(event.id), headers: headers(owner) });
    expect(detach.statusCode).toBe(409);
  });

  it('detaches a seating without held or sold seats', async () => {
    const owner = await signUpUser(t.app);
    const { chart, event } = await seatedEvent(owner);
    await attach(t, owner, event.id, chart.id);
    expectReply(await t.app.inject({ method: 'DELETE', url: seatingUrl(event.id), headers: headers(owner) }), 200, okReply);
    expect((await t.app.inject({ method: 'GET', url: seatingUrl(event.id), headers: headers(owner) })).statusCode).toBe(404);
    const { event: page } = expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/events/${event.id}` }), 200, publicEventReply);
    expect(page.seatsEventKey).toBeNull();
  });

  it('blocks seats with a reason and releases them; a held seat is left to its buyer', async () => {
    const owner = await signUpUser(t.app);
    const { chart, event, occurrenceId } = await seatedEvent(owner);
    await attach(t, owner, event.id, chart.id);
    const created = await order(t, event.id, { tickets: { [event.ticketIds[0]!]: 1 } });
    await hold(t, created.order.id, { seats: [{ seatKey: stalls('A', 1), ticketTypeId: event.ticketIds[0] }] });

    const res = await block(owner, event.id, { occurrenceId, seatKeys: [stalls('A', 1), stalls('A', 2), stalls('A', 3)], reason: 'wheelchair' });
    const blocked = expectReply(res, 200, eventSeatingReply).blocked;
    expect(blocked).toEqual([
      { occurrenceId, seatKey: stalls('A', 2), reason: 'wheelchair' },
      { occurrenceId, seatKey: stalls('A', 3), reason: 'wheelchair' },
    ]);
    const changed = await block(owner, event.id, { occurrenceId, seatKeys: [stalls('A', 2)], reason: 'companion' });
    expect(expectReply(changed, 200, eventSeatingReply).blocked.map((b) => b.reason)).toEqual(['companion', 'wheelchair']);
    const released = await block(owner, event.id, { occurrenceId, seatKeys: [stalls('A', 2), stalls('A', 3), stalls('A', 1)], reason: null });
    expect(expectReply(released, 200, eventSeatingReply).blocked).toEqual([]);

    expect((await block(owner, event.id, { occurrenceId, seatKeys: ['Stalls|Z|99'], reason: 'held_back' })).statusCode).toBe(422);
    const otherEvent = await makeEvent(t, owner, owner.user.id);
    const [otherDate] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, otherEvent.id));
    expect((await block(owner, event.id, { occurrenceId: otherDate!.id, seatKeys: [stalls('A', 2)], reason: 'held_back' })).statusCode).toBe(422);
    expect((await block(owner, event.id, { occurrenceId, seatKeys: [stalls('A', 2)], reason: 'vip' })).statusCode).toBe(422);
  });

  it('gates: signed out 401, a stranger 403, another owner’s chart 404, no seating 404', async () => {
    const owner = await signUpUser(t.app);
    const stranger = await signUpUser(t.app);
    const { chart, event } = await seatedEvent(owner);
    const strangersChart = await createChart(t, stranger, stranger.user.id);
    expect((await attachRaw(t, undefined, event.id, chart.id)).statusCode).toBe(401);
    expect((await attachRaw(t, stranger, event.id, chart.id)).statusCode).toBe(403);
    expect((await attachRaw(t, owner, event.id, strangersChart.id)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: seatingUrl(event.id), headers: headers(owner) })).statusCode).toBe(404);
  });

  it('saves the categories a ticket type sells once each', async () => {
    const owner = await signUpUser(t.app);
    const { event } = await seatedEvent(owner);
    const [saved] = await putTickets(t, owner, event.id, [
      { name: 'Stalls', price: 0, quantity: 10, seatsCategoryKeys: ['stalls', 'circle', 'stalls'] },
    ]);
    expect(saved!.seatsCategoryKeys).toEqual(['stalls', 'circle']);
  });
});
