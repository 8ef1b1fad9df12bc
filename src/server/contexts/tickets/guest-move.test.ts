import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { headers, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { eventOccurrences, orderItems, orders, ticketTypes } from '../../platform/db/schema/index.ts';
import { MOVE_GUEST_TEXTS } from '../../../contracts/guests.messages.ts';
import { checkInReply, ticketPageReply } from '../../../contracts/tickets.ts';
import { availableQuantity } from '../checkout/inventory.service.ts';
import { addCollaborator, ATTENDEES, itemRow, makeTicketFixture, outboxOf, transferAs, type TicketFixture } from './tickets.fixtures.ts';

const t = useTestApp();
const DAY = 86_400_000;
let owner: Person;
let door: Person;
let stranger: Person;
let buyer: Person;
let f: TicketFixture;
let three: TicketFixture;
let seated: TicketFixture;
let other: TicketFixture;
let sent: TicketFixture;
let later: typeof eventOccurrences.$inferSelect;
let full: typeof eventOccurrences.$inferSelect;

beforeAll(async () => {
  [owner, door, stranger, buyer] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
  // Two tickets in one order; the fixture seats the first one, so the moved order is made without seats.
  f = await makeTicketFixture(t, {
    owner,
    count: 2,
    capacity: 8,
    buyerEmail: 'buyer@example.com',
    attendees: ATTENDEES.slice(0, 2),
  });
  await t.db.update(orderItems).set({ seat: null }).where(eq(orderItems.orderId, f.order.id));
  three = await makeTicketFixture(t, { owner, count: 3, reuse: f, attendees: [...ATTENDEES] });
  await t.db.update(orderItems).set({ seat: null }).where(eq(orderItems.orderId, three.order.id));
  seated = await makeTicketFixture(t, { owner, count: 1, reuse: f });
  const startsAt = new Date(f.occurrence.startsAt.getTime() + 7 * DAY);
  [later, full] = (await t.db
    .insert(eventOccurrences)
    .values([
      { eventId: f.event.id, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), timezone: 'Europe/London' },
      {
        eventId: f.event.id,
        startsAt: new Date(startsAt.getTime() + DAY),
        endsAt: new Date(startsAt.getTime() + DAY + 3_600_000),
        timezone: 'Europe/London',
      },
    ])
    .returning()) as [typeof later, typeof full];
  // The 'full' date has one place left of the type's eight: two tickets do not fit.
  await makeTicketFixture(t, { owner, count: 7, reuse: { ...f, occurrence: full } });
  sent = await makeTicketFixture(t, { owner, count: 1, reuse: f, buyer });
  await t.db.update(orderItems).set({ seat: null }).where(eq(orderItems.orderId, sent.order.id));
  other = await makeTicketFixture(t, { owner: stranger, count: 1 });
  await addCollaborator(t, f.event.id, door.user.id, 'door');
});

const move = (itemId: string, occurrenceId: string, p?: Person, itemIds?: string[]) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/management/courses/${f.event.id}/registrations/${itemId}/move`,
    headers: headers(p),
    payload: { occurrenceId, ...(itemIds ? { itemIds } : {}) },
  });
const dateOf = async (itemId: string) => (await itemRow(t, itemId)).occurrenceId;

describe('move a guest to another date', () => {
  it('refuses a date without room for the chosen tickets, taking and giving back nothing', async () => {
    const res = await move(f.items[0]!.id, full.id, owner, [f.items[1]!.id]);
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ occurrenceId: MOVE_GUEST_TEXTS.soldOut });
    expect(await availableQuantity(t.db, f.ticketType.id, full.id)).toBe(1);
    expect(await dateOf(f.items[0]!.id)).toBeNull();
  });

  it('moves one ticket of the order with its stock and e-mails its holder only; a double click moves once', async () => {
    const before = await availableQuantity(t.db, f.ticketType.id, f.occurrence.id);
    const [a, b] = await Promise.all([move(f.items[0]!.id, later.id, owner), move(f.items[0]!.id, later.id, owner)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json()).toMatchObject({ message: expect.stringMatching(/^Ticket moved to /), guest: { id: f.items[0]!.id, occurrenceId: later.id } });
    // The ticket has its own date; the order and its other ticket stay on the date they were bought for.
    expect(await dateOf(f.items[0]!.id)).toBe(later.id);
    expect(await dateOf(f.items[1]!.id)).toBeNull();
    const [order] = await t.db.select().from(orders).where(eq(orders.id, f.order.id));
    expect(order!.occurrenceId).toBe(f.occurrence.id);
    expect(await availableQuantity(t.db, f.ticketType.id, later.id)).toBe(7);
    expect(await availableQuantity(t.db, f.ticketType.id, f.occurrence.id)).toBe(before + 1);
    const mails = await mailsAfterJobs(t, 'alan@example.com');
    expect(mails.map((m) => m.subject)).toEqual(['Your ticket for Jazz Night has a new date']);
    expect(await mailsAfterJobs(t, 'grace@example.com')).toHaveLength(0);
    expect(await outboxOf(t, f.items[0]!.id)).toEqual([
      { type: 'ticket.updated', payload: expect.objectContaining({ changes: ['date'], occurrenceId: later.id, byUserId: owner.user.id }) },
    ]);
    expect(await outboxOf(t, f.items[1]!.id)).toEqual([]);
  });

  it('every reader of the ticket’s date follows it: ticket page, door, date filter', async () => {
    const page = expectReply(await t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/ticket/${f.items[0]!.id}` }), 200, ticketPageReply);
    expect(page.tickets[0]!.event.startsAt).toBe(later.startsAt.toISOString());
    const checkIn = (occurrenceId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/management/courses/${f.event.id}/check_ins`,
        headers: headers(door),
        payload: { itemId: f.items[0]!.id, occurrenceId },
      });
    expect((await checkIn(f.occurrence.id)).statusCode).toBe(422);
    expectReply(await checkIn(later.id), 200, checkInReply);
    const listed = async (occurrenceId: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/management/courses/${f.event.id}/registrations?occurrenceId=${occurrenceId}`,
          headers: headers(owner),
        })
      )
        .json()
        .data.map((g: { id: string }) => g.id);
    expect(await listed(later.id)).toContain(f.items[0]!.id);
    expect(await listed(f.occurrence.id)).not.toContain(f.items[0]!.id);
    expect(await listed(f.occurrence.id)).toContain(f.items[1]!.id);
  });

  it('moves the tickets of the order chosen with it, and only those', async () => {
    const [alan, grace, kj] = three.items as [TicketFixture['items'][number], TicketFixture['items'][number], TicketFixture['items'][number]];
    const res = await move(alan.id, later.id, owner, [grace.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^2 tickets moved to /);
    expect([await dateOf(alan.id), await dateOf(grace.id), await dateOf(kj.id)]).toEqual([later.id, later.id, null]);
    expect(await availableQuantity(t.db, f.ticketType.id, later.id)).toBe(5);
  });

  it('refuses a ticket of another order, a seated, checked-in or pass ticket, the same date and a date of another event', async () => {
    const refused = async (res: Awaited<ReturnType<typeof move>>) => (expect(res.statusCode).toBe(422), res.json().fieldErrors ?? res.json().message);
    expect(await refused(await move(three.items[2]!.id, later.id, owner, [f.items[1]!.id]))).toEqual({ itemIds: MOVE_GUEST_TEXTS.otherOrder });
    expect(await refused(await move(seated.items[0]!.id, later.id, owner))).toEqual({ occurrenceId: MOVE_GUEST_TEXTS.seated });
    expect(await refused(await move(f.items[0]!.id, later.id, owner))).toEqual({ occurrenceId: MOVE_GUEST_TEXTS.sameDate });
    expect(await refused(await move(f.items[1]!.id, other.occurrence.id, owner))).toEqual({ occurrenceId: MOVE_GUEST_TEXTS.noSuchDate });
    // f.items[0] was checked in on its new date above.
    expect(await refused(await move(f.items[0]!.id, f.occurrence.id, owner))).toEqual({ occurrenceId: MOVE_GUEST_TEXTS.checkedIn });
    const [pass] = await t.db
      .insert(ticketTypes)
      .values({ eventId: f.event.id, name: 'Pass', price: 0, fee: 0, currency: 'usd', quantity: 10, admission: 'pass' })
      .returning();
    await t.db.update(orderItems).set({ ticketTypeId: pass!.id }).where(eq(orderItems.id, three.items[2]!.id));
    expect(await refused(await move(three.items[2]!.id, later.id, owner))).toEqual({ occurrenceId: MOVE_GUEST_TEXTS.pass });
    expect((await move(f.items[1]!.id, 'not-a-date', owner)).statusCode).toBe(422);
  });

  it('a ticket waiting to be claimed is moved with its recipient and its sender told, in the move’s transaction', async () => {
    expect((await transferAs(t, sent.items[0]!.id, { name: 'Joan Clarke', email: 'joan@example.com' }, buyer)).statusCode).toBe(200);
    await mailsAfterJobs(t, 'joan@example.com');
    const [pending] = await t.db.select().from(orderItems).where(eq(orderItems.transferredFromId, sent.items[0]!.id));
    expect((await move(pending!.id, later.id, owner)).statusCode).toBe(200);
    expect(await dateOf(pending!.id)).toBe(later.id);
    const toRecipient = (await mailsAfterJobs(t, 'joan@example.com')).at(-1);
    expect(toRecipient).toMatchObject({ subject: 'Your ticket for Jazz Night has a new date' });
    expect(toRecipient!.text).toContain('still yours to claim');
    const toSender = await mailsAfterJobs(t, buyer.email);
    expect(toSender.at(-1)).toMatchObject({ subject: 'The ticket you sent for Jazz Night has a new date' });
    expect(toSender.at(-1)!.text).toContain('you sent to Joan Clarke was moved');
  });

  it('is for the event admins, on this event’s tickets only', async () => {
    expect((await move(f.items[1]!.id, later.id, door)).statusCode).toBe(403);
    expect((await move(f.items[1]!.id, later.id, stranger)).statusCode).toBe(403);
    expect((await move(f.items[1]!.id, later.id)).statusCode).toBe(401);
    expect((await move(other.items[0]!.id, later.id, owner)).statusCode).toBe(404);
  });
});
