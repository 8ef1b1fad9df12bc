import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { headers, type Person } from '../../testing/events.ts';
import { broadcasts, orderItems, ticketTypes } from '../../platform/db/schema/index.ts';
import { CHECK_IN_MESSAGES } from '../../../contracts/tickets.ts';
import { claimTokenSentTo, itemRow, makeTicketFixture, transferAs, type TicketFixture } from './tickets.fixtures.ts';

/**
 * Ticket capabilities (issue 9): the order id is the buyer's, each ticket's id its holder's. A holder who is not
 * the buyer (a transferred ticket's new holder, an attendee named on someone else's order) never receives the
 * order id nor another ticket's id or QR code, and a transfer gives the ticket a new QR code.
 */
const t = useTestApp();
let owner: Person;
let buyer: Person;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  buyer = await signUpUser(t.app);
});

const get = (url: string, p?: Person) => t.app.inject({ method: 'GET', url, headers: headers(p) });
const page = (type: 'tickets' | 'ticket', id: string, p?: Person) => get(`/api/v1/ticket_pages/${type}/${id}`, p);
const patron = (p: Person) => get('/api/v1/patron/tickets', p);
const checkIn = (f: TicketFixture, code: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/management/courses/${f.event.id}/check_ins`, headers: headers(owner), payload: { code } });

/** The secrets of an order that a reply must not carry: the order id, and the ids and QR tokens of the other tickets. */
async function secretsBesides(f: TicketFixture, ownItemId: string): Promise<string[]> {
  const items = await t.db.select().from(orderItems).where(eq(orderItems.orderId, f.order.id));
  const others = items.filter((i) => i.id !== ownItemId);
  return [f.order.id, ...others.map((i) => i.id), ...others.flatMap((i) => (i.qrToken ? [i.qrToken] : []))];
}

function expectNoneOf(body: string, secrets: string[]) {
  for (const secret of secrets) expect(body, `reply carries ${secret}`).not.toContain(secret);
}

/** A buyer's order of three tickets; the first is transferred to `friend`, who claims it. */
async function transferredToFriend() {
  const f = await makeTicketFixture(t, { owner, buyer, count: 3, price: 0 });
  const friend = await signUpUser(t.app, { firstName: 'Grace', lastName: 'Hopper' });
  const sent = await transferAs(t, f.items[0]!.id, { name: 'Grace Hopper', email: friend.email }, buyer);
  expect(sent.statusCode, sent.body).toBe(200);
  const claimed = await t.app.inject({
    method: 'POST',
    url: `/api/v1/registrations/claim/${await claimTokenSentTo(t, friend.email)}`,
    headers: headers(friend),
  });
  expect(claimed.statusCode, claimed.body).toBe(200);
  const [moved] = await t.db.select().from(orderItems).where(eq(orderItems.transferredFromId, f.items[0]!.id));
  return { f, friend, claimed, moved: moved! };
}

describe('a transferred ticket', () => {
  it('gives its new holder their own ticket link, never the order id nor another ticket', async () => {
    const { f, friend, claimed, moved } = await transferredToFriend();
    const secrets = await secretsBesides(f, moved.id);

    expect(claimed.json().ticket).toMatchObject({ id: moved.id, orderId: null, active: true });
    expectNoneOf(claimed.body, secrets);

    const list = await patron(friend);
    expect(list.json().data[0].registrations).toEqual([expect.objectContaining({ id: moved.id, path: `/ticket/${moved.id}` })]);
    expect(list.json().data[0].path).toBe(`/ticket/${moved.id}`);
    expectNoneOf(list.body, secrets);

    const own = await page('ticket', moved.id, friend);
    expect(own.json().tickets).toEqual([expect.objectContaining({ id: moved.id, orderId: null, active: true })]);
    expectNoneOf(own.body, secrets);
  });

  it('keeps the order from its new holder: the order link and the checkout order answer 404 with nothing in them', async () => {
    const { f, friend } = await transferredToFriend();
    const secrets = await secretsBesides(f, '');
    for (const url of [
      `/api/v1/ticket_pages/tickets/${f.order.id}`,
      `/api/v1/ticket_pages/tickets/${f.order.id}/pdf`,
      `/api/v1/orders/${f.order.id}`,
    ]) {
      const res = await get(url, friend);
      expect(res.statusCode, url).toBe(404);
      expectNoneOf(res.body, secrets.slice(1));
    }
    // Signed out, an account's order link asks to sign in (a copied link alone opens nothing).
    expect((await page('tickets', f.order.id)).statusCode).toBe(401);
  });

  it("no longer shows the buyer the new holder's ticket; the buyer keeps the tickets they still hold", async () => {
    const { f, moved } = await transferredToFriend();
    const newSecrets = [moved.id, moved.qrToken!];

    const view = await page('tickets', f.order.id, buyer);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().tickets.map((x: { id: string; active: boolean }) => [x.id, x.active])).toEqual([
      [f.items[0]!.id, false],
      [f.items[1]!.id, true],
      [f.items[2]!.id, true],
    ]);
    expect(view.json().tickets[1]).toMatchObject({
      orderId: f.order.id,
      qrCodeUrl: expect.stringContaining(encodeURIComponent(f.items[1]!.qrToken!)),
    });
    expectNoneOf(view.body, newSecrets);

    const order = await get(`/api/v1/orders/${f.order.id}`, buyer);
    expect(order.statusCode, order.body).toBe(200);
    expect(
      order
        .json()
        .order.items.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual(f.items.map((i) => i.id).sort());
    expectNoneOf(order.body, newSecrets);
    expectNoneOf((await patron(buyer)).body, newSecrets);
    expect((await page('ticket', moved.id, buyer)).statusCode).toBe(403);
  });

  it('gets a new QR code: the old one no longer checks in, the new one does', async () => {
    const { f, moved } = await transferredToFriend();
    const old = await itemRow(t, f.items[0]!.id);
    expect(moved.qrToken).toBeTruthy();
    expect(moved.qrToken).not.toBe(old.qrToken);
    const refused = await checkIn(f, old.qrToken!);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(CHECK_IN_MESSAGES.transferred);
    const typed = await checkIn(f, f.items[0]!.id.slice(0, 8).toUpperCase());
    expect(typed.statusCode).toBe(422);
    expect((await checkIn(f, moved.qrToken!)).statusCode).toBe(200);
  });
});

describe('an attendee named on someone else’s order', () => {
  it('gets their ticket link only, with neither the order id nor the other tickets', async () => {
    const attendee = await signUpUser(t.app);
    const f = await makeTicketFixture(t, {
      owner,
      buyer,
      count: 2,
      price: 0,
      attendees: [
        { firstName: 'Alan', lastName: 'Turing', email: attendee.email },
        { firstName: 'Ada', lastName: 'Lovelace', email: buyer.email },
      ],
    });
    const mine = f.items[0]!.id;
    const secrets = await secretsBesides(f, mine);

    const list = await patron(attendee);
    expect(list.json().data[0].registrations).toEqual([expect.objectContaining({ id: mine, path: `/ticket/${mine}` })]);
    expectNoneOf(list.body, secrets);
    for (const viewer of [attendee, undefined]) {
      const own = await page('ticket', mine, viewer);
      expect(own.json().tickets).toEqual([expect.objectContaining({ id: mine, orderId: null, firstName: 'Alan', active: true })]);
      expectNoneOf(own.body, secrets);
    }
    expect((await page('tickets', f.order.id, attendee)).statusCode).toBe(404);

    // The buyer and the organizer still see the order id; the buyer keeps both tickets.
    expect((await page('ticket', mine, buyer)).json().tickets[0].orderId).toBe(f.order.id);
    expect((await page('ticket', mine, owner)).json().tickets[0].orderId).toBe(f.order.id);
    expect((await page('tickets', f.order.id, buyer)).json().tickets.map((x: { id: string }) => x.id)).toEqual([mine, f.items[1]!.id]);
  });
});

describe('a guest order (bought without an account)', () => {
  it('opens with its order id alone; one ticket’s link shows no order id', async () => {
    const f = await makeTicketFixture(t, { owner, buyer: null, count: 2, price: 0 });
    const all = await page('tickets', f.order.id);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().tickets.map((x: { orderId: string }) => x.orderId)).toEqual([f.order.id, f.order.id]);
    const one = await page('ticket', f.items[1]!.id);
    expect(one.json().tickets[0]).toMatchObject({ id: f.items[1]!.id, orderId: null });
    expectNoneOf(one.body, await secretsBesides(f, f.items[1]!.id));
  });
});

describe('View Stream', () => {
  it("leads to the date's broadcast page for active online tickets only, never to the pasted link", async () => {
    const url = 'https://stream.example.com/live';
    const f = await makeTicketFixture(t, { owner, buyer, count: 2, price: 0, event: { online: true, broadcastUrl: url } });
    await t.db.update(ticketTypes).set({ attendanceType: 'online' }).where(eq(ticketTypes.id, f.ticketType.id));
    await t.db.update(orderItems).set({ status: 'canceled', canceledAt: new Date() }).where(eq(orderItems.id, f.items[1]!.id));
    const res = await page('tickets', f.order.id, buyer);
    const [broadcast] = await t.db.select().from(broadcasts).where(eq(broadcasts.occurrenceId, f.occurrence.id));
    expect(res.json().tickets.map((x: { broadcastUrl: string | null }) => x.broadcastUrl)).toEqual([`/b/${broadcast!.id}`, null]);
    expect(res.json().tickets[0].broadcastId).toBe(broadcast!.id);
    expect(res.body).not.toContain(url);
    const group = (await patron(buyer)).json().data.find((g: { eventId: string }) => g.eventId === f.event.id);
    expect(group).toMatchObject({ broadcastId: broadcast!.id, broadcastUrl: `/b/${broadcast!.id}` });

    const inPerson = await makeTicketFixture(t, { owner, buyer, count: 1, price: 0, event: { online: true, broadcastUrl: url } });
    expect((await page('tickets', inPerson.order.id, buyer)).json().tickets[0].broadcastUrl).toBeNull();
  });
});
