import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { eventOccurrences, orderItems, ticketTypes } from '../../platform/db/schema/index.ts';
import { checkInReply, guestsReply, type GuestRow } from '../../../contracts/tickets.ts';
import { addCollaborator, addLaterDates, makeTicketFixture, outboxOf, type TicketFixture } from './tickets.fixtures.ts';

/**
 * The guests list seen from one date (issue 34): a pass and a punch card are expected on every date they cover,
 * "checked in" is a use on that date, and each check-in's outbox event says which date and which entry.
 */
const t = useTestApp();
const H = 3_600_000;
let owner: Person;
let door: Person;
let f: TicketFixture;
let fri: string;
let sat: string;
let pass: string;
let card: string;
let single: string;
let satSingle: string;
let cardType: string;

beforeAll(async () => {
  [owner, door] = await Promise.all([signUpUser(t.app), signUpUser(t.app)]);
  const start = new Date(Date.now() - H);
  f = await makeTicketFixture(t, { owner, count: 3, price: 0, startsAt: start });
  await addCollaborator(t, f.event.id, door.user.id, 'door');
  const [more] = await addLaterDates(t, f, [1]);
  [fri, sat] = [f.occurrence.id, more!.id];
  const types = await t.db
    .insert(ticketTypes)
    .values([
      { eventId: f.event.id, name: 'Festival pass', price: 0, fee: 0, currency: 'usd', quantity: 10, admission: 'pass' },
      { eventId: f.event.id, name: 'Punch card', price: 0, fee: 0, currency: 'usd', quantity: 10, admission: 'punch_card', entries: 3 },
    ])
    .returning();
  [pass, card, single] = f.items.map((i) => i.id) as [string, string, string];
  await t.db.update(orderItems).set({ ticketTypeId: types[0]!.id, seat: null }).where(eq(orderItems.id, pass));
  await t.db.update(orderItems).set({ ticketTypeId: types[1]!.id, seat: null }).where(eq(orderItems.id, card));
  // A single ticket of Saturday: expected on Saturday only.
  satSingle = (await makeTicketFixture(t, { owner, count: 1, reuse: { ...f, occurrence: more! } })).items[0]!.id;
  cardType = types[1]!.id;
});

const checkIn = async (itemId: string, occurrenceId: string) =>
  expectReply(
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/management/courses/${f.event.id}/check_ins`,
      headers: headers(door),
      payload: { itemId, occurrenceId },
    }),
    200,
    checkInReply,
  );
const undo = async (itemId: string, occurrenceId?: string) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/v1/management/courses/${f.event.id}/check_ins/${itemId}${occurrenceId ? `?occurrenceId=${occurrenceId}` : ''}`,
    headers: headers(door),
  });
async function list(occurrenceId?: string, status = 'all') {
  const query = new URLSearchParams({ status, ...(occurrenceId ? { occurrenceId } : {}) });
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/management/courses/${f.event.id}/registrations?${query}`, headers: headers(owner) });
  return expectReply(res, 200, guestsReply);
}
const ids = (rows: GuestRow[]) => rows.map((g) => g.id).sort();
const row = (rows: GuestRow[], id: string) => rows.find((g) => g.id === id)!;

describe('the guests list of one date', () => {
  it('lists a pass and a punch card on every date, single tickets on their own date', async () => {
    expect(ids((await list(fri)).data)).toEqual([pass, card, single].sort());
    expect(ids((await list(sat)).data)).toEqual([pass, card, satSingle].sort());
    expect((await list()).data).toHaveLength(4);
  });

  it('checked in means checked in on that date: a pass used on Friday is not checked in on Saturday', async () => {
    await checkIn(pass, fri);
    await checkIn(single, fri);
    const friday = await list(fri);
    expect(row(friday.data, pass)).toMatchObject({
      checkedInAt: expect.any(String),
      entries: { total: 2, used: 1, left: 1, onDate: 1, canEnter: false },
    });
    expect(friday.totals).toEqual({ sold: 3, checkedIn: 2 });
    const saturday = await list(sat);
    expect(row(saturday.data, pass)).toMatchObject({ checkedInAt: null, entries: { total: 2, used: 1, left: 1, onDate: 0, canEnter: true } });
    expect(saturday.totals).toEqual({ sold: 3, checkedIn: 0 });
    expect(ids((await list(sat, 'checked_in')).data)).toEqual([]);
    expect(ids((await list(sat, 'not_checked_in')).data)).toEqual([pass, card, satSingle].sort());
    expect(ids((await list(fri, 'checked_in')).data)).toEqual([pass, single].sort());
    // All dates: checked in at least once, the pass's entries over all its dates.
    const all = await list();
    expect(row(all.data, pass)).toMatchObject({ checkedInAt: expect.any(String), entries: { total: 2, used: 1, left: 1, onDate: null } });
    expect(ids((await list(undefined, 'checked_in')).data)).toEqual([pass, single].sort());
  });

  it('a punch card bought for Friday enters on Saturday, its entries counted across dates', async () => {
    await checkIn(card, fri);
    const second = await checkIn(card, sat);
    expect(second.admission).toMatchObject({ entriesUsed: 2, entriesLeft: 1 });
    await checkIn(card, sat);
    const saturday = await list(sat);
    expect(row(saturday.data, card)).toMatchObject({ checkedInAt: expect.any(String), entries: { total: 3, used: 3, left: 0, onDate: 2 } });
    expect(row((await list(fri)).data, card).entries).toEqual({ kind: 'punch_card', total: 3, used: 3, left: 0, onDate: 1, canEnter: false });
  });

  it('each check-in event says its date and entry; a single ticket’s is entry 1 of 1 on its own date', async () => {
    const events = async (id: string) => (await outboxOf(t, id)).filter((e) => e.type === 'ticket.checked_in').map((e) => e.payload);
    const [satStart] = await t.db.select({ startsAt: eventOccurrences.startsAt }).from(eventOccurrences).where(eq(eventOccurrences.id, sat));
    expect(await events(card)).toEqual([
      expect.objectContaining({ occurrenceId: fri, admission: 'punch_card', entryOccurrenceId: fri, entry: 1, entriesTotal: 3, entriesLeft: 2 }),
      expect.objectContaining({ entryOccurrenceId: sat, entryStartsAt: satStart!.startsAt.toISOString(), entry: 2, entriesLeft: 1 }),
      expect.objectContaining({ entryOccurrenceId: sat, entry: 3, entriesLeft: 0 }),
    ]);
    expect(await events(single)).toEqual([
      expect.objectContaining({ occurrenceId: fri, admission: 'single', entryOccurrenceId: fri, entry: 1, entriesTotal: 1, entriesLeft: 0 }),
    ]);
    const undone = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/management/courses/${f.event.id}/check_ins/${card}`,
      headers: headers(door),
    });
    expect(undone.statusCode).toBe(200);
    expect((await outboxOf(t, card)).filter((e) => e.type === 'ticket.checked_out').map((e) => e.payload)).toEqual([
      expect.objectContaining({ entryOccurrenceId: sat, entry: 3, entriesTotal: 3, entriesLeft: 1 }),
    ]);
  });

  it("a date view's Undo takes back that date's entry, not a later date's", async () => {
    // The pass entered on Friday (above); it enters on Saturday too, then Friday's view undoes Friday's.
    await checkIn(pass, sat);
    const undone = expectReply(await undo(pass, fri), 200, checkInReply);
    expect(undone.guest).toMatchObject({ checkedInAt: null, entries: { used: 1, onDate: 0 } });
    expect(row((await list(sat)).data, pass)).toMatchObject({ checkedInAt: expect.any(String), entries: { used: 1, onDate: 1 } });
    expect(row((await list(fri)).data, pass)).toMatchObject({ checkedInAt: null, entries: { onDate: 0 } });
    // Nothing left to undo on Friday; Saturday's own view still undoes Saturday's.
    expect((await undo(pass, fri)).statusCode).toBe(422);
    expect(expectReply(await undo(pass, sat), 200, checkInReply).guest).toMatchObject({ checkedInAt: null, entries: { used: 0 } });
  });

  it("a punch card used earlier on a date may enter again there, and that date's Undo takes back its last entry only", async () => {
    const family = (await makeTicketFixture(t, { owner, count: 1, reuse: f })).items[0]!.id;
    await t.db.update(orderItems).set({ ticketTypeId: cardType, seat: null }).where(eq(orderItems.id, family));
    await checkIn(family, fri);
    // Used earlier that day: the row says so and still offers Check in (the door admits a second entry that day).
    expect(row((await list(fri)).data, family)).toMatchObject({
      checkedInAt: expect.any(String),
      entries: { used: 1, left: 2, onDate: 1, canEnter: true },
    });
    expect(row((await list()).data, family).entries).toMatchObject({ left: 2, canEnter: true });
    expect((await checkIn(family, fri)).admission).toMatchObject({ entriesUsed: 2, entriesLeft: 1 });
    await checkIn(family, sat);
    expect(row((await list(fri)).data, family).entries).toMatchObject({ used: 3, left: 0, onDate: 2, canEnter: false });

    // Friday's Undo takes back Friday's second entry: the first stays, and so does Saturday's.
    const undone = expectReply(await undo(family, fri), 200, checkInReply);
    expect(undone.admission).toMatchObject({ entriesUsed: 2, entriesLeft: 1 });
    expect(undone.guest).toMatchObject({ checkedInAt: expect.any(String), entries: { used: 2, left: 1, onDate: 1, canEnter: true } });
    expect(row((await list(sat)).data, family).entries).toMatchObject({ onDate: 1, canEnter: true });
    expect((await checkIn(family, fri)).admission).toMatchObject({ entriesUsed: 3, entriesLeft: 0 });
    expect(row((await list(fri)).data, family).entries).toMatchObject({ onDate: 2, canEnter: false });
  });
});
