import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eventOccurrences, events, ticketInventory } from '../../platform/db/schema/index.ts';
import { PASS_MESSAGES, PASS_NOTES } from '../../../contracts/passes.messages.ts';
import { ticketsReply } from '../../../contracts/events.ts';
import { course, headers, makeEvent, putTickets, type Person, type TicketTypeInput } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { eq } from 'drizzle-orm';

/** The ticket type editor's festival passes and punch cards (issue 34), and the buyer's note on them. */
const t = useTestApp();
const DAY = 86_400_000;
let owner: Person;
let series: string;
let single: string;
let dates: string[];
beforeAll(async () => {
  owner = await signUpUser(t.app);
  ({ id: series } = await makeEvent(t, owner, owner.user.id, { publish: false }));
  ({ id: single } = await makeEvent(t, owner, owner.user.id, { publish: false }));
  const [first] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.eventId, series));
  const more = await t.db
    .insert(eventOccurrences)
    .values(
      [1, 2].map((d) => ({
        eventId: series,
        startsAt: new Date(first!.startsAt.getTime() + d * DAY),
        endsAt: new Date(first!.endsAt.getTime() + d * DAY),
        timezone: first!.timezone,
      })),
    )
    .returning();
  dates = [first!.id, ...more.map((m) => m.id)];
});

const put = (eventId: string, ticketTypes: TicketTypeInput[]) =>
  t.app.inject({ method: 'PUT', url: course(eventId, '/tickets'), headers: headers(owner), payload: { ticketTypes } });

describe('pass and punch card ticket types', () => {
  it('saves a pass for all or chosen dates and a punch card, and reads them back', async () => {
    const saved = await putTickets(t, owner, series, [
      { name: 'Festival pass', quantity: 50, admission: 'pass' },
      { name: 'Weekend', quantity: 50, admission: 'pass', passOccurrenceIds: [dates[2]!, dates[1]!, dates[1]!] },
      { name: '10 visits', quantity: 50, admission: 'punch_card', entries: 10 },
      { name: 'Day ticket', quantity: 50, entries: 4, passOccurrenceIds: [dates[0]!] },
    ]);
    expect(saved.map((s) => [s.admission, s.passOccurrenceIds.length, s.entries])).toEqual([
      ['pass', 0, null],
      ['pass', 2, null],
      ['punch_card', 0, 10],
      // Settings of another admission are dropped.
      ['single', 0, null],
    ]);
  });

  it('refuses a pass on a one-date event, unknown or too few dates, bad entries', async () => {
    const refused = async (eventId: string, ticket: TicketTypeInput, field: string, message: string) => {
      const res = await put(eventId, [ticket]);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().fieldErrors).toMatchObject({ [`ticketTypes.0.${field}`]: message });
    };
    await refused(single, { name: 'Pass', quantity: 5, admission: 'pass' }, 'admission', PASS_MESSAGES.passNeedsDates);
    await refused(
      series,
      { name: 'Pass', quantity: 5, admission: 'pass', passOccurrenceIds: [dates[0]!] },
      'passOccurrenceIds',
      PASS_MESSAGES.passTooFewDates,
    );
    await refused(
      series,
      { name: 'Pass', quantity: 5, admission: 'pass', passOccurrenceIds: [dates[0]!, randomUUID()] },
      'passOccurrenceIds',
      'This date does not belong to the event',
    );
    await refused(series, { name: 'Card', quantity: 5, admission: 'punch_card' }, 'entries', PASS_MESSAGES.entriesRequired(2, 1000));
    await refused(series, { name: 'Card', quantity: 5, admission: 'punch_card', entries: 1 }, 'entries', PASS_MESSAGES.entriesRequired(2, 1000));
    expect((await put(series, [{ name: 'Card', quantity: 5, admission: 'punch_card', entries: 1001 }])).statusCode).toBe(422);
    expect((await put(series, [{ name: 'Card', quantity: 5, admission: 'season' as 'pass' }])).statusCode).toBe(422);
  });

  it('locks the admission once tickets are sold', async () => {
    const [card] = await putTickets(t, owner, series, [{ name: 'Card', quantity: 5, admission: 'punch_card', entries: 5 }]);
    await t.db.insert(ticketInventory).values({ ticketTypeId: card!.id, occurrenceId: dates[0]!, sold: 1 });
    const res = await put(series, [{ id: card!.id, name: 'Card', quantity: 5, admission: 'punch_card', entries: 6 }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toMatchObject({ 'ticketTypes.0.admission': PASS_MESSAGES.lockedOnceSold });
    // Other changes still save.
    expect(
      (await putTickets(t, owner, series, [{ id: card!.id, name: 'Card of 5', quantity: 8, admission: 'punch_card', entries: 5 }]))[0],
    ).toMatchObject({ name: 'Card of 5', entries: 5 });
    await t.db.delete(ticketInventory).where(eq(ticketInventory.ticketTypeId, card!.id));
  });

  it('tells buyers what a pass or a punch card is, and a pass shows what is left on its fullest date', async () => {
    const [all, weekend, card] = await putTickets(t, owner, series, [
      { name: 'Festival pass', quantity: 50, admission: 'pass' },
      { name: 'Weekend', quantity: 50, admission: 'pass', passOccurrenceIds: [dates[1]!, dates[2]!] },
      { name: '10 visits', quantity: 50, admission: 'punch_card', entries: 10 },
      { name: 'Day ticket', quantity: 50 },
    ]);
    await t.db.update(events).set({ published: true }).where(eq(events.id, series));
    await t.db.insert(ticketInventory).values({ ticketTypeId: all!.id, occurrenceId: dates[2]!, sold: 7 });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/tickets?eventId=${series}&occurrenceId=${dates[0]}` });
    const tickets = expectReply(res, 200, ticketsReply).tickets;
    expect(tickets.map((x) => x.admissionNote)).toEqual([
      PASS_NOTES.allDates(3),
      expect.stringMatching(/^Valid for \w{3} \d+ \w{3} and \w{3} \d+ \w{3}$/),
      PASS_NOTES.entries(10),
      null,
    ]);
    expect(tickets.find((x) => x.id === all!.id)!.quantity).toBe(43);
    expect(tickets.find((x) => x.id === weekend!.id)!.quantity).toBe(50);
    expect(tickets.find((x) => x.id === card!.id)!.quantity).toBe(50);
  });
});
