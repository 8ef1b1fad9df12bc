import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATRONS_TEXTS, patronsReply, patronView, type PatronRow } from '../../../contracts/reporting.ts';
import { makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { expectReportAccess, getReport, insertDonationOrder, insertMembershipOrder, reportAccessCast } from './records.fixtures.ts';
import { firstOccurrenceId, insertReportOrder, type ItemSeed, type OrderSeed } from './reporting.fixtures.ts';

/** The Patrons tab and the patron page: who counts, what they spent, search, sorts, paging, detail and access. */

const t = useTestApp();
const NOW = Date.now();
const ago = (days: number) => new Date(NOW - days * 86_400_000);
const tag = NOW.toString(36);

let cast: Awaited<ReturnType<typeof reportAccessCast>>;
let ownerId: string;
let ann: Person, bo: Person;

const list = async (query: Record<string, string | number | undefined>) =>
  expectReply(await getReport(t, 'patrons', { ownerId, ...query }, cast.owner), 200, patronsReply);
const detailRaw = (id: string, query: Record<string, string> = {}) => getReport(t, `patrons/${id}`, { ownerId, ...query }, cast.owner);
/** A patron's name as the tests read it. */
const nameOf = (row: PatronRow) => row.firstName ?? row.email;
const names = (rows: PatronRow[]) => rows.map(nameOf);

beforeAll(async () => {
  cast = await reportAccessCast(t);
  ownerId = cast.school.id;
  ann = await signUpUser(t.app, { firstName: 'Ann', lastName: 'Lee', email: `ann-${tag}@example.com` });
  bo = await signUpUser(t.app, { firstName: 'Bo', lastName: 'Chen', email: `bo-${tag}@example.com` });
  const [gala, fair] = [await makeEvent(t, cast.owner, ownerId, { name: 'Gala' }), await makeEvent(t, cast.owner, ownerId, { name: 'Fair' })];
  const at = async (event: typeof gala) => ({ ownerId, eventId: event.id, occurrenceId: await firstOccurrenceId(t, event.id) });
  const [atGala, atFair] = [await at(gala), await at(fair)];
  const ticket = (event: typeof gala, extra: Partial<ItemSeed> = {}): ItemSeed => ({ ticketTypeId: event.ticketIds[0]!, ...extra });
  const order = (seed: OrderSeed, items: ItemSeed[] = []) => insertReportOrder(t, seed, items);

  // Ann (account): her names from the account, not as typed on an order; a partial refund comes off what she spent.
  await order(
    { ...atGala, userId: ann.user.id, buyerFirstName: 'Annie', buyerEmail: ann.email, total: 2000, refundedAmount: 500, completedAt: ago(10) },
    [
      ticket(gala, { holderUserId: ann.user.id, checkedInAt: ago(9) }),
      // A ticket Ann bought for Bo, held and used by him.
      ticket(gala, { holderUserId: bo.user.id, checkedInAt: ago(9) }),
    ],
  );
  await insertMembershipOrder(t, 'Gold', { ownerId, userId: ann.user.id, buyerEmail: ann.email, total: 900, completedAt: ago(4) });
  // Cy (guest): one patron across the e-mail's spellings, named as on the latest order.
  await order({ ...atFair, buyerFirstName: 'Cyril', buyerEmail: 'CY@Example.com', total: 1000, completedAt: ago(9) }, [
    ticket(fair, { email: 'cy@example.com', checkedInAt: ago(8) }),
  ]);
  await order({ ...atGala, buyerFirstName: 'Cy', buyerLastName: 'Diaz', buyerEmail: 'cy@example.com', total: 500, completedAt: ago(8) }, [
    ticket(gala),
  ]);
  // Zoe (guest): a euro order is counted but not summed into dollars.
  await order({ ...atGala, buyerFirstName: 'Zoe', buyerEmail: 'zoe@example.com', total: 300, completedAt: ago(7) });
  await order({ ...atGala, buyerFirstName: 'Zoe', buyerEmail: 'zoe@example.com', currency: 'eur', total: 5000, completedAt: ago(6) });
  await insertDonationOrder(t, 'Film', { ownerId, userId: bo.user.id, buyerEmail: bo.email, donationAmount: 700, total: 700, completedAt: ago(3) });
  await order({ ...atGala, buyerFirstName: 'Dee', buyerEmail: 'dee@example.com', paymentMethod: 'free', completedAt: ago(2) });
  // Not patrons: a door sale to nobody in particular, an order not completed, another owner's buyer.
  await order({ ...atGala, paymentMethod: 'terminal', total: 800 });
  await order({ ...atGala, status: 'pending', paymentId: 'pi_open', buyerFirstName: 'Pia', buyerEmail: 'pia@example.com', total: 100 });
  const other = await signUpUser(t.app);
  const otherEvent = await makeEvent(t, other, other.user.id);
  await order({
    ownerId: other.user.id,
    eventId: otherEvent.id,
    occurrenceId: await firstOccurrenceId(t, otherEvent.id),
    userId: cast.stranger.user.id,
    buyerEmail: 'elsewhere@example.com',
    total: 100,
  });
});

describe('the patrons list', () => {
  it('is for the owner, team admins and site admins only', async () => {
    await expectReportAccess(cast, (p) => getReport(t, 'patrons', { ownerId }, p));
    expect((await getReport(t, 'patrons', { ownerId: randomUUID() }, cast.owner)).statusCode).toBe(404);
  });

  it.each([{ sortBy: 'lastName' }, { sortOrder: 'up' }, { page: 0 }, { perPage: 101 }, { ownerId: 'school' }])(
    'refuses bad input %j with 422',
    async (bad) => {
      expect((await getReport(t, 'patrons', { ownerId, ...bad }, cast.owner)).statusCode).toBe(422);
    },
  );

  it('lists everyone with a completed order, by account or guest e-mail, biggest spender first, 10 a page', async () => {
    const reply = await list({});
    expect(reply).toMatchObject({ page: 1, perPage: 10, totalCount: 5 });
    expect(reply.data).toEqual([
      {
        id: ann.user.id,
        firstName: 'Ann',
        lastName: 'Lee',
        email: ann.email,
        currency: 'usd',
        totalAmount: 2400,
        orderCount: 2,
        memberSince: ago(10).toISOString(),
      },
      {
        id: null,
        firstName: 'Cy',
        lastName: 'Diaz',
        email: 'cy@example.com',
        currency: 'usd',
        totalAmount: 1500,
        orderCount: 2,
        memberSince: ago(9).toISOString(),
      },
      {
        id: bo.user.id,
        firstName: 'Bo',
        lastName: 'Chen',
        email: bo.email,
        currency: 'usd',
        totalAmount: 700,
        orderCount: 1,
        memberSince: ago(3).toISOString(),
      },
      {
        id: null,
        firstName: 'Zoe',
        lastName: null,
        email: 'zoe@example.com',
        currency: 'usd',
        totalAmount: 300,
        orderCount: 2,
        memberSince: ago(7).toISOString(),
      },
      {
        id: null,
        firstName: 'Dee',
        lastName: null,
        email: 'dee@example.com',
        currency: 'usd',
        totalAmount: 0,
        orderCount: 1,
        memberSince: ago(2).toISOString(),
      },
    ]);
  });

  it('sorts by each column', async () => {
    expect(names((await list({ sortOrder: 'asc' })).data)).toEqual(['Dee', 'Zoe', 'Bo', 'Cy', 'Ann']);
    expect(names((await list({ sortBy: 'firstName', sortOrder: 'asc' })).data)).toEqual(['Ann', 'Bo', 'Cy', 'Dee', 'Zoe']);
    expect(names((await list({ sortBy: 'email', sortOrder: 'desc' })).data)).toEqual(['Zoe', 'Dee', 'Cy', 'Bo', 'Ann']);
    const byCount = (await list({ sortBy: 'orderCount', sortOrder: 'desc' })).data;
    expect(byCount.map((row) => row.orderCount)).toEqual([2, 2, 2, 1, 1]);
    // Ties keep one order, so no patron moves between pages.
    expect(names((await list({ sortBy: 'orderCount', sortOrder: 'desc' })).data)).toEqual(names(byCount));
  });

  it.each([
    ['zoe', ['Zoe']],
    ['DIAZ', ['Cy']],
    ['cy diaz', ['Cy']],
    [`ann-${tag}`, ['Ann']],
    ['@example.com', ['Ann', 'Cy', 'Bo', 'Zoe', 'Dee']],
    ['pia', []],
    ['%', []],
  ])('searches names and e-mails: %s', async (query, expected) => {
    expect(names((await list({ query })).data)).toEqual(expected);
  });

  it('pages', async () => {
    const reply = await list({ perPage: 2, page: 2 });
    expect(names(reply.data)).toEqual(['Bo', 'Zoe']);
    expect(reply.totalCount).toBe(5);
  });
});

describe('the patron page', () => {
  it('is for the owner, team admins and site admins only', async () => {
    await expectReportAccess(cast, (p) => getReport(t, `patrons/${ann.user.id}`, { ownerId }, p));
  });

  it('shows an account: spent, events attended and member since', async () => {
    const view = expectReply(await detailRaw(ann.user.id), 200, patronView);
    expect(view).toMatchObject({
      id: ann.user.id,
      firstName: 'Ann',
      totalAmount: 2400,
      spent: 2400,
      orderCount: 2,
      eventsAttended: 1,
      memberSince: ago(10).toISOString(),
    });
    // Bo attended on a ticket Ann bought him.
    expect(expectReply(await detailRaw(bo.user.id), 200, patronView)).toMatchObject({ spent: 700, eventsAttended: 1 });
  });

  it('shows a guest by e-mail, however it is spelled', async () => {
    const view = expectReply(await detailRaw('null', { email: 'Cy@EXAMPLE.com' }), 200, patronView);
    expect(view).toMatchObject({ id: null, firstName: 'Cy', email: 'cy@example.com', spent: 1500, orderCount: 2, eventsAttended: 1 });
    expect(expectReply(await detailRaw('null', { email: 'zoe@example.com' }), 200, patronView)).toMatchObject({ spent: 300, eventsAttended: 0 });
  });

  it('does not find someone who never ordered here, whether or not they have an account', async () => {
    const missing = [
      detailRaw(randomUUID()),
      // An account that ordered from another owner only.
      detailRaw(cast.stranger.user.id),
      detailRaw('null'),
      detailRaw('null', { email: 'pia@example.com' }),
      detailRaw('null', { email: 'elsewhere@example.com' }),
      // An account's orders are found by its id, not as a guest's by its address.
      detailRaw('null', { email: ann.email }),
    ];
    for (const res of await Promise.all(missing)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(PATRONS_TEXTS.notFound);
    }
    expect((await detailRaw('someone')).statusCode).toBe(422);
    expect((await detailRaw('null', { email: 'x'.repeat(321) })).statusCode).toBe(422);
  });
});
