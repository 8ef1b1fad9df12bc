import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { errorShape, headers, makeAdmin, type Person } from '../../testing/events.ts';
import { orderItems, orders, ticketTypes } from '../../platform/db/schema/index.ts';
import { CHECK_IN_MESSAGES, GUESTS_PAGE_SIZE } from '../../../contracts/tickets.ts';
import { addCollaborator, ATTENDEES, itemRow, makeTicketFixture, outboxOf, type TicketFixture } from './tickets.fixtures.ts';
import { checkInTimeText } from '../../../contracts/check-in-texts.ts';

const t = useTestApp();
let owner: Person;
let buyer: Person;
let door: Person;
let doorStats: Person;
let basic: Person;
let stranger: Person;
let f: TicketFixture;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  buyer = await signUpUser(t.app);
  [door, doorStats, basic, stranger] = await Promise.all([signUpUser(t.app), signUpUser(t.app), signUpUser(t.app), signUpUser(t.app)]);
  f = await makeTicketFixture(t, {
    owner,
    buyer,
    count: 3,
    timezone: 'America/New_York',
    attendees: [...ATTENDEES],
  });
  await addCollaborator(t, f.event.id, door.user.id, 'door');
  await addCollaborator(t, f.event.id, doorStats.user.id, 'door_with_stats');
  await addCollaborator(t, f.event.id, basic.user.id, 'basic');
});

const list = (query: string, p?: Person, eventId = f.event.id) =>
  t.app.inject({ method: 'GET', url: `/api/v1/management/courses/${eventId}/registrations${query}`, headers: headers(p) });
const checkIn = (payload: object, p?: Person, eventId = f.event.id) =>
  t.app.inject({ method: 'POST', url: `/api/v1/management/courses/${eventId}/check_ins`, headers: headers(p), payload });
const undo = (itemId: string, p?: Person, eventId = f.event.id) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/management/courses/${eventId}/check_ins/${itemId}`, headers: headers(p) });

describe('guests list', () => {
  it('lists the tickets of completed orders by last name with totals and permissions', async () => {
    const res = await list('', owner);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      page: 1,
      perPage: 50,
      totalCount: 3,
      totals: { sold: 3, checkedIn: 0 },
      permissions: { canCheckIn: true, canCancel: true, canRefund: true },
    });
    expect(body.data.map((g: { name: string }) => g.name)).toEqual(['Grace Hopper', 'Katherine Johnson', 'Alan Turing']);
    expect(body.data[2]).toMatchObject({
      id: f.items[0]!.id,
      orderId: f.order.id,
      code: f.items[0]!.id.slice(0, 8).toUpperCase(),
      email: 'alan@example.com',
      ticket: 'General admission',
      status: 'active',
      active: true,
      seat: 'A1',
      checkedInAt: null,
      buyer: { name: 'Ada Lovelace', email: buyer.email },
    });
  });

  it('lets door and door_with_stats collaborators and site admins in; basic and others get 403, signed out 401', async () => {
    expect((await list('', door)).statusCode).toBe(200);
    const asDoor = (await list('', door)).json();
    expect(asDoor.permissions).toEqual({ canCheckIn: true, canCancel: false, canRefund: false });
    expect((await list('', doorStats)).statusCode).toBe(200);
    expect((await list('', basic)).statusCode).toBe(403);
    expect((await list('', stranger)).statusCode).toBe(403);
    expect((await list('')).statusCode).toBe(401);
    expect((await list('', owner, randomUUID())).statusCode).toBe(404);
    const admin = await signUpUser(t.app);
    await makeAdmin(t, admin.user.id);
    expect((await list('', admin)).statusCode).toBe(200);
  });

  it('searches by name, e-mail, buyer, order id and code; filters by status and date', async () => {
    const names = async (q: string) => (await list(q, owner)).json().data.map((g: { name: string }) => g.name);
    expect(await names('?search=hopp')).toEqual(['Grace Hopper']);
    expect(await names('?search=KJ@EXAMPLE')).toEqual(['Katherine Johnson']);
    expect(await names(`?search=${encodeURIComponent('grace hopper')}`)).toEqual(['Grace Hopper']);
    expect(await names(`?search=${f.order.id.slice(0, 13)}`)).toHaveLength(3);
    expect(await names(`?search=${f.items[1]!.id.slice(0, 8).toUpperCase()}`)).toEqual(['Grace Hopper']);
    expect(await names('?search=lovelace')).toHaveLength(3);
    expect(await names('?search=%25')).toEqual([]);
    expect(await names('?search=nobody')).toEqual([]);
    expect(await names('?status=canceled')).toEqual([]);
    expect(await names(`?occurrenceId=${randomUUID()}`)).toEqual([]);
    expect(await names(`?occurrenceId=${f.occurrence.id}&status=active`)).toHaveLength(3);
  });

  it('refuses bad query parameters', async () => {
    for (const q of ['?page=0', '?page=abc', '?status=gone', '?occurrenceId=x', `?search=${'a'.repeat(101)}`]) {
      const res = await list(q, owner);
      expect(res.statusCode, q).toBe(422);
      expect(res.json()).toMatchObject(errorShape);
    }
    expect((await list('', owner, 'nope')).statusCode).toBe(422);
  });

  it('pages 50 at a time and leaves out orders that are not completed', async () => {
    const big = await makeTicketFixture(t, { owner, buyer, count: 55, price: 0, buyerName: ['Zed', 'Zulu'] });
    const pending = await makeTicketFixture(t, { owner, buyer, count: 1, price: 0, reuse: big });
    await t.db.update(orders).set({ status: 'pending' }).where(eq(orders.id, pending.order.id));
    const first = (await list('', owner, big.event.id)).json();
    expect(first).toMatchObject({ page: 1, perPage: GUESTS_PAGE_SIZE, totalCount: 55, totals: { sold: 55 } });
    expect(first.data).toHaveLength(50);
    const second = (await list('?page=2', owner, big.event.id)).json();
    expect(second.data).toHaveLength(5);
    const ids = new Set([...first.data, ...second.data].map((g: { id: string }) => g.id));
    expect(ids.size).toBe(55);
    expect((await list('?page=3', owner, big.event.id)).json().data).toEqual([]);
  });
});

describe('check-in', () => {
  it('checks in by scanned QR code once; a second scan says when; the list counts it', async () => {
    const res = await checkIn({ code: f.items[0]!.qrToken }, door);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Checked in', guest: { id: f.items[0]!.id, name: 'Alan Turing' } });
    const row = await itemRow(t, f.items[0]!.id);
    expect(row.checkedInAt).toBeInstanceOf(Date);
    expect(row.checkedInById).toBe(door.user.id);
    const again = await checkIn({ code: f.items[0]!.qrToken }, owner);
    expect(again.statusCode).toBe(409);
    const time = checkInTimeText(row.checkedInAt!, 'America/New_York');
    expect(time).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(again.json()).toMatchObject({ ...errorShape, code: 'conflict', message: `Already checked in at ${time}` });
    expect((await outboxOf(t, f.items[0]!.id)).map((e) => e.type)).toEqual(['ticket.checked_in']);
    expect((await list('', owner)).json().totals).toEqual({ sold: 3, checkedIn: 1 });
    const listed = (await list('?status=checked_in', owner)).json().data;
    expect(listed).toHaveLength(1);
    expect(listed[0].checkedInAtText).toBe(time);
  });

  it('records one check-in when many scans race', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => checkIn({ code: f.items[2]!.qrToken }, door)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await outboxOf(t, f.items[2]!.id)).map((e) => e.type)).toEqual(['ticket.checked_in']);
  });

  it('checks in by a typed short code (any case) or by ticket id, and undoes', async () => {
    const code = f.items[1]!.id.slice(0, 8).toLowerCase();
    const res = await checkIn({ code: ` ${code} ` }, doorStats);
    expect(res.statusCode, res.body).toBe(200);
    const undone = await undo(f.items[1]!.id, door);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toMatchObject({ message: 'Check-in undone', guest: { checkedInAt: null } });
    expect((await undo(f.items[1]!.id, door)).json()).toMatchObject({ message: CHECK_IN_MESSAGES.notCheckedIn });
    expect((await checkIn({ itemId: f.items[1]!.id }, door)).statusCode).toBe(200);
    expect((await outboxOf(t, f.items[1]!.id)).map((e) => e.type)).toEqual(['ticket.checked_in', 'ticket.checked_out', 'ticket.checked_in']);
  });

  it('lists an add-on as an extra: not counted as an admission and never checked in on its own', async () => {
    const g = await makeTicketFixture(t, { owner, buyer, count: 2, price: 0 });
    const [parking] = await t.db
      .insert(ticketTypes)
      .values({ eventId: g.event.id, name: 'Parking', price: 0, fee: 0, currency: 'usd', quantity: 10, category: 'Add on' })
      .returning();
    await t.db.update(orderItems).set({ ticketTypeId: parking!.id, name: 'Parking' }).where(eq(orderItems.id, g.items[1]!.id));
    const body = (await list('', owner, g.event.id)).json();
    expect(body.totals).toEqual({ sold: 1, checkedIn: 0 });
    expect(body.data.map((r: { ticket: string; addOn: boolean }) => [r.ticket, r.addOn]).sort()).toEqual([
      ['General admission', false],
      ['Parking', true],
    ]);
    const refused = await checkIn({ code: g.items[1]!.qrToken }, owner, g.event.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: CHECK_IN_MESSAGES.addOn });
    expect((await checkIn({ itemId: g.items[1]!.id }, owner, g.event.id)).statusCode).toBe(422);
    expect((await itemRow(t, g.items[1]!.id)).checkedInAt).toBeNull();
    expect((await checkIn({ code: g.items[0]!.qrToken }, owner, g.event.id)).statusCode).toBe(200);
    expect((await list('', owner, g.event.id)).json().totals).toEqual({ sold: 1, checkedIn: 1 });
  });

  it('refuses inactive tickets, other events, other dates, unknown codes and bad input', async () => {
    const g = await makeTicketFixture(t, { owner, buyer, count: 3, price: 0 });
    await t.db.update(orderItems).set({ status: 'canceled', canceledAt: new Date() }).where(eq(orderItems.id, g.items[0]!.id));
    await t.db.update(orderItems).set({ status: 'refunded', refundedAt: new Date() }).where(eq(orderItems.id, g.items[1]!.id));
    const canceled = await checkIn({ code: g.items[0]!.qrToken }, owner, g.event.id);
    expect(canceled.statusCode).toBe(422);
    expect(canceled.json().message).toBe(CHECK_IN_MESSAGES.canceled);
    expect((await checkIn({ itemId: g.items[1]!.id }, owner, g.event.id)).json().message).toBe(CHECK_IN_MESSAGES.refunded);
    // A ticket of another event is not found here.
    const other = await checkIn({ code: g.items[2]!.qrToken }, owner, f.event.id);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(CHECK_IN_MESSAGES.notFound);
    expect((await checkIn({ itemId: g.items[2]!.id }, owner, f.event.id)).statusCode).toBe(404);
    expect((await checkIn({ code: 'ZZZZZZZZ' }, owner, g.event.id)).statusCode).toBe(404);
    expect((await checkIn({ code: '00000000' }, owner, g.event.id)).statusCode).toBe(404);
    const wrongDate = await checkIn({ code: g.items[2]!.qrToken, occurrenceId: randomUUID() }, owner, g.event.id);
    expect(wrongDate.statusCode).toBe(422);
    expect(wrongDate.json().message).toMatch(/^This ticket is for /);
    const missing = await checkIn({}, owner, g.event.id);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().message).toBe(CHECK_IN_MESSAGES.codeRequired);
    expect((await checkIn({ code: '   ' }, owner, g.event.id)).statusCode).toBe(422);
    expect((await checkIn({ itemId: 'x' }, owner, g.event.id)).statusCode).toBe(422);
    expect((await checkIn({ code: 'x'.repeat(201) }, owner, g.event.id)).statusCode).toBe(422);
    expect((await undo(randomUUID(), owner, g.event.id)).statusCode).toBe(404);
    expect((await undo(g.items[2]!.id, owner, f.event.id)).statusCode).toBe(404);
    expect(await outboxOf(t, g.items[0]!.id)).toEqual([]);
  });

  it('needs guest access: basic 403, others 403, signed out 401', async () => {
    expect((await checkIn({ code: f.items[0]!.qrToken }, basic)).statusCode).toBe(403);
    expect((await checkIn({ code: f.items[0]!.qrToken }, stranger)).statusCode).toBe(403);
    expect((await checkIn({ code: f.items[0]!.qrToken })).statusCode).toBe(401);
    expect((await undo(f.items[0]!.id, basic)).statusCode).toBe(403);
    expect((await undo(f.items[0]!.id)).statusCode).toBe(401);
  });
});
