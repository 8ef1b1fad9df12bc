import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { errorShape, headers, type Person } from '../../testing/events.ts';
import { broadcasts, events, orderItems } from '../../platform/db/schema/index.ts';
import { PATRON_PAGE_SIZE } from '../../../contracts/tickets.ts';
import { makeTicketFixture, transferAs } from './tickets.fixtures.ts';

const t = useTestApp();
let owner: Person;
let buyer: Person;

const DAY = 86_400_000;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  buyer = await signUpUser(t.app);
});

const tickets = (query: string, p?: Person) => t.app.inject({ method: 'GET', url: `/api/v1/patron/tickets${query}`, headers: headers(p) });

describe('patron tickets', () => {
  it('groups the tickets a patron bought by event date, 10 a page, soonest first; past ones latest first', async () => {
    for (let i = 12; i >= 1; i--) {
      await makeTicketFixture(t, {
        owner,
        buyer,
        count: i === 1 ? 2 : 1,
        price: 0,
        startsAt: new Date(Date.now() + i * DAY),
        event: { name: `Future ${String(i).padStart(2, '0')}` },
      });
    }
    for (let i = 1; i <= 2; i++) {
      await makeTicketFixture(t, { owner, buyer, count: 1, price: 0, startsAt: new Date(Date.now() - i * DAY), event: { name: `Past ${i}` } });
    }
    const first = await tickets('', buyer);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json();
    expect(page1).toMatchObject({ page: 1, perPage: PATRON_PAGE_SIZE, totalCount: 12 });
    expect(page1.data.map((g: { eventName: string }) => g.eventName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Future ${String(i + 1).padStart(2, '0')}`),
    );
    const group = page1.data[0];
    expect(group).toMatchObject({
      eventName: 'Future 01',
      timezone: 'Europe/London',
      location: { name: 'Lovelace Hall', city: 'London' },
      locationSetting: 'venue',
      attendanceTypes: ['in_person'],
      broadcastId: null,
      thumbnail: null,
      registrationCount: 2,
    });
    expect(group.registrations[0]).toMatchObject({ name: 'Ada Lovelace', ticket: 'General admission', status: 'active', claimable: false });
    // The buyer's own tickets open their order link; the order id is in no other field.
    expect(group.registrations[0].path).toMatch(/^\/tickets\/[0-9a-f-]{36}$/);
    expect(group.registrations[0]).not.toHaveProperty('orderId');
    expect(group.path).toBe(group.registrations[0].path);

    const page2 = (await tickets('?type=future&page=2', buyer)).json();
    expect(page2.data.map((g: { eventName: string }) => g.eventName)).toEqual(['Future 11', 'Future 12']);
    expect((await tickets('?page=3', buyer)).json()).toMatchObject({ data: [], totalCount: 12 });
    const past = (await tickets('?type=past', buyer)).json();
    expect(past.data.map((g: { eventName: string }) => g.eventName)).toEqual(['Past 1', 'Past 2']);
    expect(past.totalCount).toBe(2);
  });

  it('shows tickets held as an attendee, and a transfer waiting for this e-mail with Claim ticket', async () => {
    const attendee = await signUpUser(t.app);
    const f = await makeTicketFixture(t, {
      owner,
      buyer,
      count: 2,
      price: 0,
      event: { name: 'Attendee Night', online: true },
      attendees: [
        { firstName: 'Alan', lastName: 'Turing', email: attendee.email },
        { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
      ],
    });
    const mine = (await tickets('', attendee)).json();
    expect(mine.totalCount).toBe(1);
    expect(mine.data[0].registrations).toEqual([
      expect.objectContaining({ id: f.items[0]!.id, name: 'Alan Turing', claimable: false, path: `/ticket/${f.items[0]!.id}` }),
    ]);

    const recipient = await signUpUser(t.app);
    const res = await transferAs(t, f.items[0]!.id, { name: 'Joan Clarke', email: recipient.email }, attendee);
    expect(res.statusCode, res.body).toBe(200);
    const theirs = (await tickets('', recipient)).json();
    expect(theirs.data).toHaveLength(1);
    expect(theirs.data[0]).toMatchObject({ eventName: 'Attendee Night', path: null });
    expect(theirs.data[0].registrations).toEqual([
      expect.objectContaining({ name: 'Joan Clarke', status: 'transfer_pending', claimable: true, path: null }),
    ]);
    // The attendee keeps the row, now transferred; the buyer sees both bought tickets but not the new one.
    expect((await tickets('', attendee)).json().data[0].registrations[0]).toMatchObject({ status: 'transferred' });
    const buyerGroup = (await tickets('', buyer)).json().data.find((g: { eventName: string }) => g.eventName === 'Attendee Night');
    expect(buyerGroup.registrations.map((r: { status: string }) => r.status)).toEqual(['transferred', 'active']);
  });

  it('gives an attendee who signs up after the purchase their ticket (checkout made the buyer its holder)', async () => {
    const email = `late-attendee-${Date.now()}@example.com`;
    const f = await makeTicketFixture(t, {
      owner,
      buyer,
      count: 1,
      price: 0,
      event: { name: 'Late Attendee' },
      attendees: [{ firstName: 'Mary', lastName: 'Jackson', email }],
    });
    const [item] = await t.db.select().from(orderItems).where(eq(orderItems.id, f.items[0]!.id));
    expect(item!.holderUserId).toBe(buyer.user.id);
    const attendee = await signUpUser(t.app, { email });
    const groups = (await tickets('', attendee)).json();
    expect(groups.data[0].registrations).toEqual([expect.objectContaining({ name: 'Mary Jackson', path: `/ticket/${f.items[0]!.id}` })]);
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/ticket/${f.items[0]!.id}`, headers: headers(attendee) })).json();
    expect(view.tickets[0]).toMatchObject({ canTransfer: true });
  });

  it('shows the stream for online tickets of online events', async () => {
    const viewer = await signUpUser(t.app);
    const f = await makeTicketFixture(t, { owner, buyer: viewer, count: 1, price: 0, event: { name: 'Stream Night', online: true } });
    const [type] = await t.db.select().from(events).where(eq(events.id, f.event.id));
    expect(type!.online).toBe(true);
    const { ticketTypes } = await import('../../platform/db/schema/index.ts');
    await t.db.update(ticketTypes).set({ attendanceType: 'online' }).where(eq(ticketTypes.id, f.ticketType.id));
    const group = (await tickets('', viewer)).json().data[0];
    const [broadcast] = await t.db.select().from(broadcasts).where(eq(broadcasts.occurrenceId, f.occurrence.id));
    expect(group).toMatchObject({ attendanceTypes: ['online'], broadcastId: broadcast!.id });
    const view = (await t.app.inject({ method: 'GET', url: `/api/v1/ticket_pages/tickets/${f.order.id}`, headers: headers(viewer) })).json()
      .tickets[0];
    expect(view).toMatchObject({ broadcastId: broadcast!.id, attendanceType: 'online' });
    await t.db.delete(orderItems).where(eq(orderItems.orderId, f.order.id));
    expect((await tickets('', viewer)).json()).toMatchObject({ data: [], totalCount: 0 });
  });

  it('finds guest purchases made with the same e-mail before signing up', async () => {
    const email = `later-${Date.now()}@example.com`;
    await makeTicketFixture(t, { owner, buyer: null, buyerEmail: email, count: 1, price: 0, event: { name: 'Guest Purchase' } });
    const later = await signUpUser(t.app, { email });
    const groups = (await tickets('', later)).json();
    expect(groups.data.map((g: { eventName: string }) => g.eventName)).toEqual(['Guest Purchase']);
  });

  it('needs a signed-in patron and valid parameters', async () => {
    expect((await tickets('')).statusCode).toBe(401);
    for (const q of ['?type=soon', '?page=0', '?page=x']) {
      const res = await tickets(q, buyer);
      expect(res.statusCode, q).toBe(422);
      expect(res.json()).toMatchObject(errorShape);
    }
  });
});

describe('patron subscriptions', () => {
  it('is an empty list until memberships arrive', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/patron/subscriptions', headers: headers(buyer) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], page: 1, perPage: 10, totalCount: 0 });
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/patron/subscriptions' })).statusCode).toBe(401);
  });
});
