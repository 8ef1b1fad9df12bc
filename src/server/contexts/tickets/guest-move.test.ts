import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailsAfterJobs, signUpUser, useTestApp } from '../../testing/test-app.ts';
import { headers, type Person } from '../../testing/events.ts';
import { eventOccurrences, orderItems, orders } from '../../platform/db/schema/index.ts';
import { MOVE_GUEST_TEXTS } from '../../../contracts/guests.messages.ts';
import { availableQuantity } from '../checkout/inventory.service.ts';
import { addCollaborator, ATTENDEES, makeTicketFixture, outboxOf, type TicketFixture } from './tickets.fixtures.ts';

const t = useTestApp();
const DAY = 86_400_000;
let owner: Person;
let door: Person;
let stranger: Person;
let f: TicketFixture;
let seated: TicketFixture;
let other: TicketFixture;
let later: typeof eventOccurrences.$inferSelect;
let full: typeof eventOccurrences.$inferSelect;

beforeAll(async () => {
  [owner, door, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
  // Two tickets in one order; the fixture seats the first one, so the moved order is made without seats.
  f = await makeTicketFixture(t, {
    owner,
    count: 2,
    capacity: 3,
    buyerEmail: 'buyer@example.com',
    attendees: ATTENDEES.slice(0, 2),
  });
  await t.db.update(orderItems).set({ seat: null }).where(eq(orderItems.orderId, f.order.id));
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
  // The 'full' date has one place left of the type's three: the two tickets do not fit.
  await makeTicketFixture(t, { owner, count: 2, reuse: { ...f, occurrence: full } });
  other = await makeTicketFixture(t, { owner: stranger, count: 1 });
  await addCollaborator(t, f.event.id, door.user.id, 'door');
});

const move = (itemId: string, occurrenceId: string, p?: Person, eventId = f.event.id) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/management/courses/${eventId}/registrations/${itemId}/move`,
    headers: headers(p),
    payload: { occurrenceId },
  });

describe('move a guest to another date', () => {
  it('refuses a date without room for the order, taking and giving back nothing', async () => {
    const res = await move(f.items[0]!.id, full.id, owner);
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ occurrenceId: MOVE_GUEST_TEXTS.soldOut });
    expect(await availableQuantity(t.db, f.ticketType.id, full.id)).toBe(1);
    expect(await availableQuantity(t.db, f.ticketType.id, f.occurrence.id)).toBe(0);
  });

  it('moves the whole order, its stock with it, and e-mails each holder; a double click moves once', async () => {
    const [a, b] = await Promise.all([move(f.items[0]!.id, later.id, owner), move(f.items[0]!.id, later.id, owner)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const ok = a.statusCode === 200 ? a : b;
    expect(ok.json().guest).toMatchObject({ id: f.items[0]!.id, occurrenceId: later.id });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, f.order.id));
    expect(order!.occurrenceId).toBe(later.id);
    expect(await availableQuantity(t.db, f.ticketType.id, later.id)).toBe(1);
    expect(await availableQuantity(t.db, f.ticketType.id, f.occurrence.id)).toBe(2);
    for (const [item, address] of [
      [f.items[0]!, 'alan@example.com'],
      [f.items[1]!, 'grace@example.com'],
    ] as const) {
      const mails = await mailsAfterJobs(t, address);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Your ticket for Jazz Night has a new date');
      expect(await outboxOf(t, item.id)).toEqual([
        { type: 'ticket.updated', payload: expect.objectContaining({ changes: ['date'], occurrenceId: later.id, byUserId: owner.user.id }) },
      ]);
    }
  });

  it('refuses a seated ticket, a checked-in one, the same date and a date of another event', async () => {
    const seatedRes = await move(seated.items[0]!.id, later.id, owner);
    expect(seatedRes.statusCode).toBe(422);
    expect(seatedRes.json().message).toBe(MOVE_GUEST_TEXTS.seated);
    expect((await move(f.items[0]!.id, later.id, owner)).json().fieldErrors).toEqual({ occurrenceId: MOVE_GUEST_TEXTS.sameDate });
    expect((await move(f.items[0]!.id, other.occurrence.id, owner)).json().fieldErrors).toEqual({ occurrenceId: MOVE_GUEST_TEXTS.noSuchDate });
    await t.db.update(orderItems).set({ checkedInAt: new Date() }).where(eq(orderItems.id, f.items[1]!.id));
    expect((await move(f.items[0]!.id, f.occurrence.id, owner)).json().fieldErrors).toEqual({ occurrenceId: MOVE_GUEST_TEXTS.checkedIn });
    expect((await move(f.items[0]!.id, 'not-a-date', owner)).statusCode).toBe(422);
  });

  it('is for the event admins, on this event’s tickets only', async () => {
    expect((await move(f.items[0]!.id, later.id, door)).statusCode).toBe(403);
    expect((await move(f.items[0]!.id, later.id, stranger)).statusCode).toBe(403);
    expect((await move(f.items[0]!.id, later.id)).statusCode).toBe(401);
    expect((await move(other.items[0]!.id, later.id, owner)).statusCode).toBe(404);
  });
});
