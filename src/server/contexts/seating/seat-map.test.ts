import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seatMapReply, seatStatusReply } from '../../../contracts/event-seating.ts';
import { eventOccurrences } from '../../platform/db/schema/index.ts';
import { SEATING_SERVER_MESSAGES } from '../../../contracts/seating-server.messages.ts';
import { headers, inDays, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { order } from '../checkout/checkout.fixtures.ts';
import { invalidateAllEventPages } from '../events/event-page-cache.ts';
import { HELD_NOW, makeTier } from '../memberships/member-access.fixtures.ts';
import { insertSubscription } from '../memberships/memberships.fixtures.ts';
import { attach, createChart, hold, holdRaw, seatingUrl, stalls } from './seating.fixtures.ts';

/** The buyers' seat map and its live status (GET .../occurrences/:occurrenceId/seats[/status]). */

const t = useTestApp();

async function seatedEvent(publish = true) {
  const owner = await signUpUser(t.app);
  const chart = await createChart(t, owner, owner.user.id);
  const event = await makeEvent(t, owner, owner.user.id, {
    publish,
    tickets: [
      { name: 'Adult', price: 0, quantity: 100, seatsCategoryKeys: ['stalls'] },
      { name: 'Later', price: 0, quantity: 100, seatsCategoryKeys: ['stalls'], startsSalesAt: inDays(1) },
      { name: 'None left', price: 0, quantity: 0, seatsCategoryKeys: ['stalls'] },
      { name: 'Secret', price: 0, quantity: 10, seatsCategoryKeys: ['stalls'], visibilityScope: 'secret', code: 'FRIENDS' },
    ],
  });
  await attach(t, owner, event.id, chart.id);
  const [occurrence] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, event.id));
  const base = `/api/v1/events/${event.id}/occurrences/${occurrence!.id}/seats`;
  return { owner, event, occurrenceId: occurrence!.id, base };
}

describe('the seat map', () => {
  it('shows the chart, the ticket types a buyer may choose per category, and seats taken or unavailable', async () => {
    const s = await seatedEvent();
    const created = await order(t, s.event.id, { tickets: { [s.event.ticketIds[0]!]: 1 } });
    await hold(t, created.order.id, { seats: [{ seatKey: stalls('A', 1), ticketTypeId: s.event.ticketIds[0] }] });
    await t.app.inject({
      method: 'POST',
      url: seatingUrl(s.event.id, '/blocks'),
      headers: headers(s.owner),
      payload: { occurrenceId: s.occurrenceId, seatKeys: [stalls('B', 5)], reason: 'wheelchair' },
    });
    const map = expectReply(await t.app.inject({ method: 'GET', url: s.base }), 200, seatMapReply);
    expect(map.categories.map((c) => [c.key, c.ticketTypes.map((x) => x.name)])).toEqual([
      ['stalls', ['Adult']],
      ['circle', []],
    ]);
    expect(map.seats).toEqual([
      { key: stalls('A', 1), status: 'taken' },
      { key: stalls('B', 5), status: 'unavailable' },
    ]);
    // Nothing of the buyer: no order id, no ticket type.
    expect(JSON.stringify(map)).not.toContain(created.order.id);
  });

  it('answers 304 while nothing changed, and a new version once a seat is taken', async () => {
    const s = await seatedEvent();
    const first = await t.app.inject({ method: 'GET', url: `${s.base}/status` });
    const { version } = expectReply(first, 200, seatStatusReply);
    expect(first.headers.etag).toBe(`"${version}"`);
    const again = await t.app.inject({ method: 'GET', url: `${s.base}/status`, headers: { 'if-none-match': `"${version}"` } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const created = await order(t, s.event.id, { tickets: { [s.event.ticketIds[0]!]: 1 } });
    await hold(t, created.order.id, { seats: [{ seatKey: stalls('A', 1), ticketTypeId: s.event.ticketIds[0] }] });
    const changed = await t.app.inject({ method: 'GET', url: `${s.base}/status`, headers: { 'if-none-match': `"${version}"` } });
    expect(expectReply(changed, 200, seatStatusReply).version).not.toBe(version);
  });

  it('is not found for a draft event, another event’s date or an event without seating', async () => {
    const draft = await seatedEvent(false);
    expect((await t.app.inject({ method: 'GET', url: draft.base })).statusCode).toBe(404);
    const s = await seatedEvent();
    const other = await makeEvent(t, s.owner, s.owner.user.id);
    const [otherDate] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, other.id));
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/events/${s.event.id}/occurrences/${otherDate!.id}/seats` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/events/${other.id}/occurrences/${otherDate!.id}/seats/status` })).statusCode).toBe(404);
  });
});

describe('secret, members-only and list ticket types on the map', () => {
  const offered = async (url: string, by?: Person) =>
    expectReply(await t.app.inject({ method: 'GET', url, headers: headers(by) }), 200, seatMapReply)
      .categories.find((c) => c.key === 'stalls')!
      .ticketTypes.map((x) => x.name);

  it('offers a secret type only with its code, and holds a seat with it only for an order its code unlocked', async () => {
    const s = await seatedEvent();
    const [adult, , , secret] = s.event.ticketIds as [string, string, string, string];
    expect(await offered(s.base)).toEqual(['Adult']);
    expect(await offered(`${s.base}?codes=nope`)).toEqual(['Adult']);
    expect(await offered(`${s.base}?codes=friends`)).toEqual(['Adult', 'Secret']);
    // Locked: the order has no secret ticket (its code was never given), so the seat does not take the type.
    const locked = await order(t, s.event.id, { tickets: { [adult]: 1 } });
    const refused = await holdRaw(t, locked.order.id, { seats: [{ seatKey: stalls('A', 1), ticketTypeId: secret }] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors['seats.0.ticketTypeId']).toBe(SEATING_SERVER_MESSAGES.seatNotForTicket);
    // Unlocked: the code put the secret ticket in the order; its seat holds with that type.
    const unlocked = await order(t, s.event.id, { tickets: { [secret]: 1 }, secretCodes: ['FRIENDS'] });
    const held = await hold(t, unlocked.order.id, { seats: [{ seatKey: stalls('A', 2), ticketTypeId: secret }] });
    expect(held.seats).toEqual([expect.objectContaining({ seatKey: stalls('A', 2), ticketTypeId: secret })]);
  });

  it('offers a members-only type to its members only, and holds with it for a member', async () => {
    const owner = await signUpUser(t.app);
    const tier = await makeTier(t, owner.user.id, { name: 'Patron' });
    const chart = await createChart(t, owner, owner.user.id);
    const event = await makeEvent(t, owner, owner.user.id, {
      tickets: [
        { name: 'Adult', price: 0, quantity: 100, seatsCategoryKeys: ['stalls'] },
        { name: 'Members', price: 0, quantity: 100, seatsCategoryKeys: ['stalls'], visibilityScope: 'member', membershipTierId: tier.tierId },
      ],
    });
    await attach(t, owner, event.id, chart.id);
    const [date] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, event.id));
    const base = `/api/v1/events/${event.id}/occurrences/${date!.id}/seats`;
    const [member, stranger] = [await signUpUser(t.app), await signUpUser(t.app)];
    await insertSubscription(t, tier.tierId, { userId: member.user.id, email: member.email, ...HELD_NOW });
    invalidateAllEventPages();
    expect(await offered(base)).toEqual(['Adult']);
    expect(await offered(base, stranger)).toEqual(['Adult']);
    expect(await offered(base, member)).toEqual(['Adult', 'Members']);
    const membersId = event.ticketIds[1]!;
    const theirs = await order(t, event.id, { tickets: { [membersId]: 1 } }, { person: member });
    await hold(t, theirs.order.id, { seats: [{ seatKey: stalls('A', 1), ticketTypeId: membersId }] }, member);
    const other = await order(t, event.id, { tickets: { [event.ticketIds[0]!]: 1 } }, { person: stranger });
    expect((await holdRaw(t, other.order.id, { seats: [{ seatKey: stalls('A', 2), ticketTypeId: membersId }] }, stranger)).statusCode).toBe(422);
  });
});
