import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { headers, type Person } from '../../testing/events.ts';
import { orderItems, ticketCheckIns, ticketTypes } from '../../platform/db/schema/index.ts';
import { CHECK_IN_MESSAGES, CHECK_IN_REASONS, checkInReply, ticketPageReply } from '../../../contracts/tickets.ts';
import { expectReply } from '../../testing/replies.ts';
import { addCollaborator, addLaterDates, itemRow, makeTicketFixture, outboxOf, type TicketFixture } from './tickets.fixtures.ts';

/**
 * Festival passes and punch cards at the door (issue 34): a pass once per date, a punch card while entries are
 * left, undo gives one back, and concurrent scans of one card never use more entries than it has.
 */
const t = useTestApp();
const H = 3_600_000;
let owner: Person;
let door: Person;
let f: TicketFixture;
let fri: string;
let sat: string;
let sun: string;

// Fri tonight (going on now), Sat and Sun evenings, in London.
const start = new Date(Date.now() - H);
beforeAll(async () => {
  owner = await signUpUser(t.app);
  door = await signUpUser(t.app);
  f = await makeTicketFixture(t, { owner, count: 6, price: 0, startsAt: start, timezone: 'Europe/London' });
  await addCollaborator(t, f.event.id, door.user.id, 'door');
  const more = await addLaterDates(t, f, [1, 2]);
  [fri, sat, sun] = [f.occurrence.id, more[0]!.id, more[1]!.id];
});

const checkIn = (payload: object, p: Person = door) =>
  t.app.inject({ method: 'POST', url: `/api/v1/management/courses/${f.event.id}/check_ins`, headers: headers(p), payload });
const undo = (itemId: string, p: Person = door) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/management/courses/${f.event.id}/check_ins/${itemId}`, headers: headers(p) });

/** Makes ticket `i` of the fixture a ticket of a new type with these admission settings. */
async function asType(i: number, values: Partial<typeof ticketTypes.$inferInsert>) {
  const [type] = await t.db
    .insert(ticketTypes)
    .values({
      eventId: f.event.id,
      name: values.admission === 'pass' ? 'Festival pass' : 'Punch card',
      price: 0,
      fee: 0,
      currency: 'usd',
      quantity: 10,
      ...values,
    })
    .returning();
  await t.db.update(orderItems).set({ ticketTypeId: type!.id, name: type!.name }).where(eq(orderItems.id, f.items[i]!.id));
  return f.items[i]!;
}

const usesOf = (itemId: string) => t.db.select().from(ticketCheckIns).where(eq(ticketCheckIns.orderItemId, itemId));

describe('festival pass', () => {
  it('enters once on each of its dates; a second scan the same date says when', async () => {
    const item = await asType(0, { admission: 'pass' });
    const first = expectReply(await checkIn({ code: item.qrToken }), 200, checkInReply);
    expect(first.admission).toEqual({ kind: 'pass', entriesTotal: 3, entriesUsed: 1, entriesLeft: 2, datesUsed: [expect.any(String)] });
    expect(first.message).toBe(CHECK_IN_MESSAGES.passCheckedIn(first.admission.datesUsed[0]!, 2));
    const again = await checkIn({ code: item.qrToken });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: CHECK_IN_REASONS.alreadyCheckedIn });
    expect(again.json().message).toMatch(/^Already checked in at /);
    // The door of Saturday and of Sunday (each phone sends its date).
    expect(expectReply(await checkIn({ code: item.qrToken, occurrenceId: sat }), 200, checkInReply).admission.entriesLeft).toBe(1);
    const last = expectReply(await checkIn({ itemId: item.id, occurrenceId: sun }), 200, checkInReply);
    expect(last.admission).toMatchObject({ entriesUsed: 3, entriesLeft: 0 });
    expect(last.admission.datesUsed).toHaveLength(3);
    expect((await usesOf(item.id)).map((u) => [u.occurrenceId, u.entry]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      [fri, 1],
      [sat, 2],
      [sun, 3],
    ]);
    // One outbox event per entry; checked_in_at is the latest use.
    expect((await outboxOf(t, item.id)).filter((e) => e.type === 'ticket.checked_in')).toHaveLength(3);
    expect((await itemRow(t, item.id)).checkedInAt).not.toBeNull();
  });

  it('refuses a date the pass does not cover, naming the dates it does', async () => {
    const item = await asType(1, { admission: 'pass', passOccurrenceIds: [sat, sun] });
    const refused = await checkIn({ code: item.qrToken, occurrenceId: fri });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ reason: CHECK_IN_REASONS.otherDate });
    expect(refused.json().message).toMatch(/^This pass is for \w{3} \d+ \w{3} and \w{3} \d+ \w{3}$/);
    // Without a date from the door, the pass's current date is its next one (Saturday).
    expect(expectReply(await checkIn({ code: item.qrToken }), 200, checkInReply).admission).toMatchObject({ entriesTotal: 2, entriesLeft: 1 });
    expect((await usesOf(item.id)).map((u) => u.occurrenceId)).toEqual([sat]);
  });
});

describe('punch card', () => {
  it('uses one entry a scan, refuses when none is left, and undo gives one back', async () => {
    const item = await asType(2, { admission: 'punch_card', entries: 3 });
    const one = expectReply(await checkIn({ code: item.qrToken }), 200, checkInReply);
    expect(one.message).toBe(CHECK_IN_MESSAGES.punchCardCheckedIn(1, 3));
    expect(one.admission).toMatchObject({ kind: 'punch_card', entriesTotal: 3, entriesUsed: 1, entriesLeft: 2 });
    expect(expectReply(await checkIn({ code: item.qrToken }), 200, checkInReply).admission.entriesLeft).toBe(1);
    expect(expectReply(await checkIn({ code: item.qrToken, occurrenceId: sat }), 200, checkInReply).admission.entriesLeft).toBe(0);
    const none = await checkIn({ code: item.qrToken });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ reason: CHECK_IN_REASONS.noEntriesLeft });
    expect(none.json().message).toMatch(/^No entries left: all 3 were used, the last at /);

    const undone = expectReply(await undo(item.id), 200, checkInReply);
    expect(undone.message).toBe(CHECK_IN_MESSAGES.entryUndone(1));
    expect((await usesOf(item.id)).map((u) => u.entry).sort()).toEqual([1, 2]);
    expect(expectReply(await checkIn({ code: item.qrToken }), 200, checkInReply).message).toBe(CHECK_IN_MESSAGES.punchCardCheckedIn(3, 3));
    for (let i = 0; i < 3; i++) expect((await undo(item.id)).statusCode).toBe(200);
    expect((await itemRow(t, item.id)).checkedInAt).toBeNull();
    expect((await undo(item.id)).json().message).toBe(CHECK_IN_MESSAGES.notCheckedIn);
  });

  it("shows the holder's ticket page what the card has left and the dates it was used", async () => {
    const item = await asType(5, { admission: 'punch_card', entries: 10 });
    const page = async () =>
      expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/ticket/${item.id}` }), 200, ticketPageReply).tickets[0]!;
    expect((await page()).admission).toEqual({ kind: 'punch_card', entriesTotal: 10, entriesUsed: 0, entriesLeft: 10, datesUsed: [] });
    await checkIn({ code: item.qrToken });
    await checkIn({ code: item.qrToken });
    expect((await page()).admission).toEqual({
      kind: 'punch_card',
      entriesTotal: 10,
      entriesUsed: 2,
      entriesLeft: 8,
      datesUsed: [expect.stringMatching(/^\w{3} \d+ \w{3}$/)],
    });
    // A single ticket's page has none.
    const single = expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/ticket/${f.items[4]!.id}` }), 200, ticketPageReply);
    expect(single.tickets[0]!.admission).toBeNull();
  });

  it('concurrent scans of one card use exactly the entries left, never more', async () => {
    const item = await asType(3, { admission: 'punch_card', entries: 4 });
    expect((await checkIn({ code: item.qrToken })).statusCode).toBe(200);
    const results = await Promise.all(Array.from({ length: 8 }, () => checkIn({ code: item.qrToken })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode !== 200).map((r) => r.json().reason)).toEqual(Array(5).fill(CHECK_IN_REASONS.noEntriesLeft));
    expect((await usesOf(item.id)).map((u) => u.entry).sort()).toEqual([1, 2, 3, 4]);
  });

  it('a ticket checked in before uses were recorded counts as used once', async () => {
    const item = f.items[4]!;
    await t.db.update(orderItems).set({ checkedInAt: new Date() }).where(eq(orderItems.id, item.id));
    expect((await checkIn({ code: item.qrToken })).statusCode).toBe(409);
    expect(expectReply(await undo(item.id), 200, checkInReply).message).toBe(CHECK_IN_MESSAGES.undone);
    expect(expectReply(await checkIn({ code: item.qrToken }), 200, checkInReply).admission).toEqual({
      kind: 'single',
      entriesTotal: 1,
      entriesUsed: 1,
      entriesLeft: 0,
      datesUsed: [expect.any(String)],
    });
  });
});
