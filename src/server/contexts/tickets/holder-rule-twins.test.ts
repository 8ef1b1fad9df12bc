import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { holdsOnlineTicket } from '../../platform/access/ticket-access.ts';
import { orderItems, orders, ticketTypes } from '../../platform/db/schema/index.ts';
import type { Person } from '../../testing/events.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { isActive, isBuyer, isHolder, loadRecords } from './ticket-records.ts';
import { makeTicketFixture } from './tickets.fixtures.ts';

/**
 * Who holds a ticket is written twice: in SQL (platform/access/ticket-access.ts: who may watch a date's stream and
 * its replay) and in JS (ticket-records.ts: whose Tickets page lists it, with View Stream). They must agree, or
 * someone is shown View Stream and refused the stream, or the other way round. Every case below asks both, for
 * every viewer.
 */
const t = useTestApp();
let owner: Person;
let buyer: Person;
let attendee: Person;
let unverified: Person;
let stranger: Person;

beforeAll(async () => {
  [owner, buyer, attendee, stranger] = [await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app), await signUpUser(t.app)];
  unverified = await signUpUser(t.app, { verified: false });
});

type Change = (ids: { itemId: string; orderId: string }) => Promise<unknown>;
const item =
  (values: Partial<typeof orderItems.$inferInsert>): Change =>
  ({ itemId }) =>
    t.db.update(orderItems).set(values).where(eq(orderItems.id, itemId));
const order =
  (values: Partial<typeof orders.$inferInsert>): Change =>
  ({ orderId }) =>
    t.db.update(orders).set(values).where(eq(orders.id, orderId));

describe('the holder rule in SQL and in JS', () => {
  it.each<[string, () => Change[]]>([
    ['as issued: the buyer, attendee e-mail with no account', () => []],
    ['the attendee by verified e-mail', () => [item({ email: attendee.email })]],
    ['the attendee by e-mail not yet verified', () => [item({ email: unverified.email })]],
    ['claimed by the attendee’s account', () => [item({ holderUserId: attendee.user.id })]],
    ['a transfer waiting for its claim', () => [item({ email: attendee.email, status: 'transfer_pending' })]],
    [
      'transferred to the attendee (the buyer no longer holds it)',
      () => [item({ email: attendee.email, holderUserId: attendee.user.id, transferredFromId: '00000000-0000-4000-8000-000000000000' })],
    ],
    ['bought by e-mail without an account, the buyer’s verified address', () => [order({ userId: null, buyerEmail: buyer.email })]],
    ['bought by e-mail, an unverified account with that address', () => [order({ userId: null, buyerEmail: unverified.email })]],
    ['cancelled', () => [item({ status: 'canceled', canceledAt: new Date() })]],
  ])('%s', async (_, changes) => {
    const f = await makeTicketFixture(t, { owner, buyer, price: 0, count: 1, event: { online: true, inPerson: false } });
    await t.db.update(ticketTypes).set({ attendanceType: 'online' }).where(eq(ticketTypes.id, f.ticketType.id));
    const ids = { itemId: f.items[0]!.id, orderId: f.order.id };
    for (const change of changes()) await change(ids);
    const [record] = await loadRecords(t.db, eq(orderItems.id, ids.itemId));
    for (const viewer of [owner, buyer, attendee, unverified, stranger]) {
      const js = isActive(record!.item) && (isHolder(viewer.user, record!) || isBuyer(viewer.user, record!));
      expect(await holdsOnlineTicket(t.db, f.occurrence.id, viewer.user), `${viewer.email}`).toBe(js);
    }
  });
});
