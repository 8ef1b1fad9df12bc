import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ORDERS_TEXTS, ORDER_ITEM_TEXTS, REPORTING_DATE_FORMATS, ordersReply, transactionView, type OrderRow } from '../../../contracts/reporting.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { eventOccurrences, orderItems, profiles } from '../../platform/db/schema/index.ts';
import { makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { findProfile } from '../accounts/profiles.service.ts';
import { attendeesFor, buyer, connectPayments, buy } from '../checkout/checkout.fixtures.ts';
import { expectReportAccess, getReport, insertDonationOrder, insertMembershipOrder, reportAccessCast } from './records.fixtures.ts';
import { firstOccurrenceId, insertReportOrder } from './reporting.fixtures.ts';
import { listOrders } from './transactions.service.ts';

/** The Orders tab and the order page: which orders, what a row says, search, sorts, paging, filters and access. */

const t = useTestApp();
const ZONE = 'America/New_York';
const DAY = 86_400_000;
const NOW = Date.now();
const ago = (days: number) => new Date(NOW - days * DAY);
/** The card provider's fee on a usd card order (domain/money.ts: 2.9 % + 30). */
const usdCardFee = (total: number) => Math.round((total * 2.9) / 100) + 30;

let cast: Awaited<ReturnType<typeof reportAccessCast>>;
let ownerId: string;
let ann: Person;
let eventId: string;
let occurrenceStart: Date;
let tierId: string;
let videoId: string;
let transferredAt: Date;
/** Order ids by letter (see beforeAll). */
const id: Record<string, string> = {};
const abandoned: string[] = [];
let othersOrder: string;

const list = async (query: Record<string, string | number | undefined>, p: Person = cast.owner) =>
  expectReply(await getReport(t, 'transactions', { ownerId, ...query }, p), 200, ordersReply);
const letters = (rows: OrderRow[]) => rows.map((row) => Object.keys(id).find((k) => id[k] === row.id) ?? row.id);
const detailRaw = (orderId: string, p: Person = cast.owner, owner = ownerId) => getReport(t, `transactions/${orderId}`, { ownerId: owner }, p);

beforeAll(async () => {
  cast = await reportAccessCast(t);
  ownerId = cast.school.id;
  await t.db.update(profiles).set({ timezone: ZONE }).where(eq(profiles.id, ownerId));
  ann = await signUpUser(t.app, { firstName: 'Ann', lastName: 'Lee', email: `ann-${Date.now().toString(36)}@example.com` });
  const event = await makeEvent(t, cast.owner, ownerId, { name: 'Spring Gala' });
  eventId = event.id;
  const occurrenceId = await firstOccurrenceId(t, eventId);
  const [occurrence] = await t.db.select().from(eventOccurrences).where(eq(eventOccurrences.id, occurrenceId));
  occurrenceStart = occurrence!.startsAt;
  const ticketTypeId = event.ticketIds[0]!;
  const forEvent = { ownerId, eventId, occurrenceId };
  const ticket = (extra: Partial<typeof orderItems.$inferInsert> = {}) => ({ ticketTypeId, basePrice: 1000, baseFee: 75, ...extra });

  id.A = await insertReportOrder(
    t,
    {
      ...forEvent,
      userId: ann.user.id,
      buyerFirstName: 'Ann',
      buyerLastName: 'Lee',
      buyerEmail: ann.email,
      subtotal: 2150,
      feeTotal: 150,
      total: 2150,
      completedAt: ago(10),
    },
    [ticket({ firstName: 'Ann', lastName: 'Lee' }), ticket({ firstName: 'Bo', lastName: 'Chen' })],
  );
  transferredAt = ago(8.5);
  id.B = await insertReportOrder(
    t,
    {
      ...forEvent,
      buyerFirstName: 'Cy',
      buyerLastName: 'Diaz',
      buyerEmail: 'CY@Example.com',
      subtotal: 1000,
      total: 1000,
      refundedAmount: 400,
      completedAt: ago(9),
    },
    [
      ticket({
        firstName: 'Cy',
        lastName: 'Diaz',
        status: 'transferred',
        transferredToName: 'Eve Fox',
        transferredToEmail: 'eve@example.com',
        transferredAt,
        seat: 'A-1',
      }),
    ],
  );
  const [transferred] = await t.db.select().from(orderItems).where(eq(orderItems.orderId, id.B));
  await t.db.insert(orderItems).values({
    ...ticket({ basePrice: 0, baseFee: 0 }),
    orderId: id.B,
    name: 'General admission',
    status: 'transfer_pending',
    firstName: 'Eve',
    lastName: 'Fox',
    transferredFromId: transferred!.id,
  });
  id.C = await insertReportOrder(
    t,
    {
      ...forEvent,
      buyerFirstName: 'Cy',
      buyerLastName: 'Diaz',
      buyerEmail: 'cy@example.com',
      subtotal: 500,
      total: 500,
      refundedAmount: 500,
      completedAt: ago(8),
    },
    [ticket()],
  );
  id.D = await insertReportOrder(
    t,
    { ...forEvent, buyerFirstName: 'Dee', buyerEmail: 'dee@example.com', paymentMethod: 'free', completedAt: ago(7) },
    [ticket({ basePrice: 0, baseFee: 0 })],
  );
  id.E = await insertReportOrder(t, {
    ...forEvent,
    buyerFirstName: 'Gus',
    buyerEmail: 'gus@example.com',
    paymentMethod: 'cash',
    subtotal: 1200,
    total: 1200,
    completedAt: ago(6),
  });
  id.F = await insertReportOrder(t, { ...forEvent, paymentMethod: 'terminal', subtotal: 800, total: 800, completedAt: ago(5) });
  const membership = await insertMembershipOrder(t, 'Gold Tier', {
    ownerId,
    userId: ann.user.id,
    buyerEmail: ann.email,
    subtotal: 900,
    total: 900,
    completedAt: ago(4),
  });
  [id.G, tierId] = [membership.id, membership.tierId];
  const donation = await insertDonationOrder(t, 'My Film', {
    ownerId,
    buyerEmail: 'zed@example.com',
    donationAmount: 700,
    total: 700,
    completedAt: ago(3),
  });
  [id.H, videoId] = [donation.id, donation.videoId];
  id.I = await insertReportOrder(t, {
    ...forEvent,
    status: 'pending',
    paymentId: 'pi_pending',
    buyerEmail: 'i@example.com',
    total: 300,
    createdAt: ago(2.5),
  });
  id.J = await insertReportOrder(t, {
    ...forEvent,
    status: 'canceled',
    paymentId: 'pi_canceled',
    buyerEmail: 'j@example.com',
    total: 400,
    createdAt: ago(2),
  });
  id.K = await insertReportOrder(t, {
    ...forEvent,
    status: 'failed',
    paymentId: 'pi_failed',
    buyerEmail: 'k@example.com',
    total: 600,
    createdAt: ago(1),
  });
  // Abandoned carts: never had a payment.
  for (const status of ['pending', 'timed_out', 'canceled'] as const) {
    abandoned.push(
      await insertReportOrder(t, {
        ...forEvent,
        status,
        step: status === 'pending' ? 'select' : 'pay',
        buyerFirstName: 'Ann',
        total: 100,
        createdAt: ago(0.5),
      }),
    );
  }
  const other = await signUpUser(t.app);
  const otherEvent = await makeEvent(t, other, other.user.id, { name: 'Spring Other' });
  othersOrder = await insertReportOrder(t, {
    ownerId: other.user.id,
    eventId: otherEvent.id,
    occurrenceId: await firstOccurrenceId(t, otherEvent.id),
    buyerFirstName: 'Ann',
    total: 999,
  });
});

describe('the orders list', () => {
  it('is for the owner, team admins and site admins only', async () => {
    await expectReportAccess(cast, (p) => getReport(t, 'transactions', { ownerId }, p));
    expect((await getReport(t, 'transactions', { ownerId: randomUUID() }, cast.owner)).statusCode).toBe(404);
  });

  it.each([{ sort: 'bogus' }, { direction: 'up' }, { page: 0 }, { perPage: 101 }, { userId: 'someone' }, { query: 'x'.repeat(201) }])(
    'refuses bad input %j with 422',
    async (bad) => {
      const res = await getReport(t, 'transactions', { ownerId, ...bad }, cast.owner);
      expect(res.statusCode).toBe(422);
    },
  );

  it('lists orders that reached a payment, of every product, newest first; never abandoned carts or another owner’s', async () => {
    const reply = await list({});
    expect(reply).toMatchObject({ page: 1, perPage: 50, totalCount: 11 });
    expect(letters(reply.data)).toEqual(['K', 'J', 'I', 'H', 'G', 'F', 'E', 'D', 'C', 'B', 'A']);
    expect(reply.data.map((row) => row.id)).not.toContain(othersOrder);
    for (const cart of abandoned) expect(reply.data.map((row) => row.id)).not.toContain(cart);
  });

  it('says what each order is, its status and its money', async () => {
    const rows = Object.fromEntries((await list({})).data.map((row) => [letters([row])[0], row]));
    expect(rows.A).toEqual({
      id: id.A,
      date: ago(10).toISOString(),
      userId: ann.user.id,
      userFirstName: 'Ann',
      userLastName: 'Lee',
      userEmail: ann.email,
      amount: 2150,
      currency: 'usd',
      status: 'completed',
      productType: 'Course',
      productName: 'Spring Gala',
      productId: eventId,
      productDate: occurrenceStart.toISOString(),
      paymentMethod: 'card',
      paymentDetails: {
        paymentMethod: 'card',
        subtotal: 2150,
        discounts: 0,
        donation: 0,
        total: 2150,
        ovationFee: 150,
        stripeFee: usdCardFee(2150),
        refundedAmount: 0,
        netAmount: 2150 - usdCardFee(2150) - 150,
      },
      ticketCount: 2,
    });
    // A partial refund; the transfer's new ticket is not a second ticket bought.
    expect(rows.B).toMatchObject({ status: 'partially_refunded', userId: null, userEmail: 'CY@Example.com', ticketCount: 1 });
    expect(rows.B!.paymentDetails).toMatchObject({ refundedAmount: 400, netAmount: 1000 - 400 - usdCardFee(1000) });
    expect(rows.C).toMatchObject({ status: 'refunded' });
    expect(rows.D).toMatchObject({ paymentMethod: 'free', amount: 0, userFirstName: 'Dee', userLastName: null });
    expect(rows.D!.paymentDetails).toMatchObject({ stripeFee: 0, netAmount: 0 });
    expect(rows.E!.paymentDetails).toMatchObject({ paymentMethod: 'cash', stripeFee: 0, netAmount: 1200 });
    expect(rows.F).toMatchObject({ paymentMethod: 'terminal', userFirstName: null, userLastName: null, userEmail: null });
    expect(rows.F!.paymentDetails.stripeFee).toBe(usdCardFee(800));
    // A renewal carries no buyer names: the account's.
    expect(rows.G).toMatchObject({
      productType: 'MembershipTier',
      productName: 'Gold Tier',
      productId: tierId,
      productDate: null,
      userFirstName: 'Ann',
      userLastName: 'Lee',
      ticketCount: 0,
    });
    expect(rows.H).toMatchObject({ productType: 'ArtistVideo', productName: 'My Film', productId: videoId, userEmail: 'zed@example.com' });
    expect(rows.H!.paymentDetails).toMatchObject({ donation: 700, total: 700 });
    expect([rows.I!.status, rows.J!.status, rows.K!.status]).toEqual(['pending', 'canceled', 'failed']);
    // An order not completed is dated when it was made.
    expect(rows.I!.date).toBe(ago(2.5).toISOString());
  });

  it.each([
    ['ann', ['G', 'A']],
    ['ANN LEE', ['G', 'A']],
    ['lee', ['G', 'A']],
    ['cy@example', ['C', 'B']],
    ['gold', ['G']],
    ['My Film', ['H']],
    ['%', []],
    ['_', []],
  ])('searches names, e-mails and products: %s', async (query, expected) => {
    expect(letters((await list({ query })).data)).toEqual(expected);
  });

  it('finds an order by the start of its id, and every order of an event by its name', async () => {
    expect(letters((await list({ query: id.E!.slice(0, 8).toUpperCase() })).data)).toEqual(['E']);
    expect((await list({ query: 'spring GALA' })).totalCount).toBe(9);
  });

  it('sorts by each column, ties by id', async () => {
    const amounts = (await list({ sort: 'amount', direction: 'asc' })).data.map((row) => row.amount);
    expect(amounts).toEqual([0, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 2150]);
    const statuses = (await list({ sort: 'status', direction: 'asc' })).data.map((row) => row.status);
    expect(statuses).toEqual(['canceled', ...Array(6).fill('completed'), 'failed', 'partially_refunded', 'pending', 'refunded']);
    const products = (await list({ sort: 'productName', direction: 'desc' })).data.map((row) => row.productName);
    expect(products).toEqual([...Array(9).fill('Spring Gala'), 'My Film', 'Gold Tier']);
    const customers = (await list({ sort: 'customer', direction: 'asc' })).data;
    expect(customers.map((row) => [row.userFirstName, row.userLastName].filter(Boolean).join(' ') || row.userEmail || '')).toEqual([
      '',
      'Ann Lee',
      'Ann Lee',
      'Cy Diaz',
      'Cy Diaz',
      'Dee',
      'Gus',
      'i@example.com',
      'j@example.com',
      'k@example.com',
      'zed@example.com',
    ]);
    const tied = customers.filter((row) => row.userFirstName === 'Ann').map((row) => row.id);
    expect(tied).toEqual([...tied].sort());
  });

  it('pages, with the total of every page', async () => {
    expect(letters((await list({ perPage: 4, page: 2 })).data)).toEqual(['G', 'F', 'E', 'D']);
    const last = await list({ perPage: 4, page: 3 });
    expect(letters(last.data)).toEqual(['C', 'B', 'A']);
    expect((await list({ perPage: 4, page: 9 })).totalCount).toBe(11);
  });

  it('keeps to one patron on a patron page: by account, or a guest by e-mail', async () => {
    expect(letters((await list({ userId: ann.user.id, perPage: 10 })).data)).toEqual(['G', 'A']);
    expect(letters((await list({ email: 'cy@EXAMPLE.com' })).data)).toEqual(['C', 'B']);
    // An account's orders are its own, not a guest's with its address.
    expect((await list({ email: ann.email })).data).toEqual([]);
  });

  it('serves the CSV export 1000 rows a page (beyond the HTTP maximum)', async () => {
    const profile = (await findProfile(t.db, ownerId))!;
    const reply = await listOrders(t.db, profile, { page: 1, perPage: 1000, sort: 'date', direction: 'asc' });
    expect(letters(reply.data)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K']);
  });
});

describe('the order page', () => {
  it('is for the owner, team admins and site admins only', async () => {
    await expectReportAccess(cast, (p) => getReport(t, `transactions/${id.A}`, { ownerId }, p));
  });

  it('shows the tickets: attendee, prices, status, seat and a transfer', async () => {
    const view = expectReply(await detailRaw(id.B!), 200, transactionView);
    expect(view).toMatchObject({ id: id.B, status: 'partially_refunded', productLink: { kind: 'event', id: eventId }, productName: 'Spring Gala' });
    expect(view.paymentDetails).toMatchObject({ total: 1000, refundedAmount: 400 });
    expect(view.orderItems).toEqual([
      {
        id: expect.any(String),
        name: 'General admission',
        patron: 'Cy Diaz',
        basePrice: 1000,
        baseFee: 75,
        feeAbsorbed: false,
        discountAmount: 0,
        discountName: null,
        status: 'transferred',
        transferActivity: ORDER_ITEM_TEXTS.transferredTo('Eve Fox', formatInZone(transferredAt, ZONE, REPORTING_DATE_FORMATS.orderDetail)),
        seat: 'A-1',
        registrationId: view.orderItems[0]!.id,
      },
      expect.objectContaining({ patron: 'Eve Fox', status: 'transfer_pending', transferActivity: null, basePrice: 0 }),
    ]);
  });

  it('links a membership to its tier and a donation to its video', async () => {
    expect(expectReply(await detailRaw(id.G!), 200, transactionView)).toMatchObject({
      productType: 'MembershipTier',
      productLink: { kind: 'tier', id: tierId },
      orderItems: [],
    });
    expect(expectReply(await detailRaw(id.H!), 200, transactionView)).toMatchObject({ productLink: { kind: 'video', id: videoId } });
  });

  it('does not find an unknown order, another owner’s, or an abandoned cart', async () => {
    for (const missing of [randomUUID(), othersOrder, abandoned[0]!]) {
      const res = await detailRaw(missing);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ORDERS_TEXTS.notFound);
    }
    expect((await detailRaw('not-an-id')).statusCode).toBe(422);
  });
});

describe('a real purchase', () => {
  it('reads as checkout left it: buyer, tickets, attendees and fees', async () => {
    const seller = cast.owner;
    await connectPayments(t, seller.user.id);
    const event = await makeEvent(t, seller, seller.user.id, { name: 'Real Night' });
    const orderId = await buy(t, event.id, { [event.ticketIds[0]!]: 2 });
    const reply = expectReply(await getReport(t, 'transactions', { ownerId: seller.user.id }, seller), 200, ordersReply);
    expect(reply.data).toHaveLength(1);
    const row = reply.data[0]!;
    expect(row).toMatchObject({
      id: orderId,
      userFirstName: buyer.firstName,
      userLastName: buyer.lastName,
      userEmail: buyer.email,
      status: 'completed',
      ticketCount: 2,
    });
    const d = row.paymentDetails;
    expect(d.stripeFee).toBe(usdCardFee(d.total));
    // Checkout's subtotal holds the tickets' fees (domain/checkout.ts orderTotals).
    expect(d.total).toBe(d.subtotal - d.discounts + d.donation);
    expect(d.netAmount).toBe(d.total - d.stripeFee - d.ovationFee);
    const view = expectReply(await detailRaw(orderId, seller, seller.user.id), 200, transactionView);
    const names = attendeesFor([{ id: 'a' }, { id: 'b' }]).map((a) => `${a.firstName} ${a.lastName}`);
    expect(view.orderItems.map((item) => item.patron).sort()).toEqual(names.sort());
  });

  it('says which fee the organizer absorbed: inside the price, still an Ovation fee', async () => {
    const seller = cast.owner;
    await connectPayments(t, seller.user.id);
    const event = await makeEvent(t, seller, seller.user.id, {
      name: 'Mixed Night',
      tickets: [
        { name: 'Fee inside', price: 2000, quantity: 10, absorbFees: true },
        { name: 'Fee on top', price: 2000, quantity: 10 },
      ],
    });
    const [inside, onTop] = event.ticketIds as [string, string];
    const orderId = await buy(t, event.id, { [inside]: 1, [onTop]: 1 });
    const view = expectReply(await detailRaw(orderId, seller, seller.user.id), 200, transactionView);
    const byName = Object.fromEntries(view.orderItems.map((item) => [item.name, item]));
    expect(byName['Fee inside']).toMatchObject({ basePrice: 2000, feeAbsorbed: true, baseFee: expect.any(Number) });
    expect(byName['Fee on top']).toMatchObject({ basePrice: 2000, feeAbsorbed: false, baseFee: byName['Fee inside']!.baseFee });
    // The buyer paid the absorbed fee's ticket at its price and the other at price plus fee; both fees are Ovation's.
    const fee = byName['Fee inside']!.baseFee;
    expect(fee).toBeGreaterThan(0);
    expect(view.paymentDetails).toMatchObject({ total: 4000 + fee, ovationFee: 2 * fee });
  });
});
