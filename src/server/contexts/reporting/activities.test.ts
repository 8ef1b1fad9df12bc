import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activitiesReply, type ActivityRow } from '../../../contracts/reporting.ts';
import { orderItems } from '../../platform/db/schema/index.ts';
import { recordEvents, type OutboxEvent } from '../../platform/outbox.ts';
import { makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { makeTier } from '../memberships/member-access.fixtures.ts';
import { insertSubscription } from '../memberships/memberships.fixtures.ts';
import { subscriptionEvent } from '../memberships/subscription-records.ts';
import { expectReportAccess, getReport, reportAccessCast } from './records.fixtures.ts';
import { firstOccurrenceId, insertReportOrder } from './reporting.fixtures.ts';

/** The activity feed: the outbox read as sentences with escaped, linked names; filters, search, paging and access. */

const t = useTestApp();

let cast: Awaited<ReturnType<typeof reportAccessCast>>;
let ownerId: string;
let ann: Person;
const ev: Record<'gala' | 'fair' | 'rock', string> = { gala: '', fair: '', rock: '' };

const list = async (query: Record<string, string | number | undefined>) =>
  expectReply(await getReport(t, 'activities', { ownerId, ...query }, cast.owner), 200, activitiesReply);
const messages = (rows: ActivityRow[]) => rows.map((row) => row.message);

const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;
const patron = (text: string, key: string) => link(`/manage/${cast.school.username}/reporting/patrons/${key}`, text);
const event = (name: keyof typeof ev, text: string) => link(`/event/${ev[name]}`, text);
let ANN: string, CY: string, EVIL: string;
const GALA = () => event('gala', 'Spring Gala');
const FAIR = () => event('fair', 'Fall Fair');

/** Every sentence the seeded outbox makes, newest first. */
const all = () => [
  `Mo Member’s Gold membership expired`,
  `${ANN} canceled their Gold membership`,
  `${ANN} became a Gold member`,
  `${ANN} was refunded $10.50 for a ticket to ${GALA()}`,
  `${ANN}’s ticket to ${GALA()} was canceled`,
  `${CY}’s ticket to ${FAIR()} was transferred to Eve &amp; Fox`,
  `Bo Chen checked in to ${GALA()} with a ticket from ${ANN}`,
  `${ANN} checked in to ${GALA()}`,
  `${EVIL} bought a ticket to ${event('rock', 'Rock &amp; &lt;b&gt;Roll&lt;/b&gt;')}`,
  `${CY} bought a ticket to ${FAIR()}`,
  `${ANN} bought 2 tickets to ${GALA()}`,
];

beforeAll(async () => {
  cast = await reportAccessCast(t);
  ownerId = cast.school.id;
  ann = await signUpUser(t.app, { firstName: 'Ann', lastName: 'Lee' });
  ANN = patron('Ann Lee', ann.user.id);
  CY = patron('Cy Diaz', 'null?email=cy%40example.com');
  EVIL = patron('&lt;img src=x onerror=alert(1)&gt;', 'null?email=evil%40example.com');
  const events = {
    gala: await makeEvent(t, cast.owner, ownerId, { name: 'Spring Gala' }),
    fair: await makeEvent(t, cast.owner, ownerId, { name: 'Fall Fair' }),
    rock: await makeEvent(t, cast.owner, ownerId, { name: 'Rock & <b>Roll</b>' }),
  };
  const where = async (name: keyof typeof events) => {
    ev[name] = events[name].id;
    return { eventId: events[name].id, occurrenceId: await firstOccurrenceId(t, events[name].id), ticketTypeId: events[name].ticketIds[0]! };
  };
  const [gala, fair, rock] = [await where('gala'), await where('fair'), await where('rock')];
  const seat = (w: typeof gala, names: [string, string]) => ({ ticketTypeId: w.ticketTypeId, firstName: names[0], lastName: names[1] });
  const orderOf = async (w: typeof gala, seed: Parameters<typeof insertReportOrder>[1], attendees: [string, string][]) => {
    const orderId = await insertReportOrder(
      t,
      { ...seed, eventId: w.eventId, occurrenceId: w.occurrenceId },
      attendees.map((a) => seat(w, a)),
    );
    const items = await t.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.firstName);
    return { orderId, items: items.map((i) => i.id) };
  };
  const a = await orderOf(gala, { ownerId, userId: ann.user.id, buyerFirstName: 'Annie', buyerEmail: 'ann@example.com', total: 2000 }, [
    ['Ann', 'Lee'],
    ['Bo', 'Chen'],
  ]);
  const b = await orderOf(fair, { ownerId, buyerFirstName: 'Cy', buyerLastName: 'Diaz', buyerEmail: 'CY@example.com', total: 1000 }, [
    ['Cy', 'Diaz'],
  ]);
  const e = await orderOf(rock, { ownerId, buyerFirstName: '<img src=x onerror=alert(1)>', buyerEmail: 'evil@example.com', total: 1000 }, [
    ['Ev', 'Il'],
  ]);
  const { tierId } = await makeTier(t, ownerId, { name: 'Gold' });
  const annSub = await insertSubscription(t, tierId, { status: 'active', userId: ann.user.id, email: 'ann@example.com', name: 'Ann Lee' });
  const moSub = await insertSubscription(t, tierId, { status: 'expired', email: 'mo@example.com', name: 'Mo Member' });

  const completed = (w: typeof gala, orderId: string, tickets: number): OutboxEvent => ({
    type: 'order.completed',
    ownerId,
    payload: {
      orderId,
      eventId: w.eventId,
      occurrenceId: w.occurrenceId,
      total: 1000,
      currency: 'usd',
      tickets,
      paymentMethod: 'card',
      completedAt: new Date().toISOString(),
    },
  });
  const ticket = (w: typeof gala, orderId: string, orderItemId: string) => ({
    orderId,
    orderItemId,
    eventId: w.eventId,
    occurrenceId: w.occurrenceId,
    ticketTypeId: w.ticketTypeId,
  });
  const [annTicket, boTicket] = [ticket(gala, a.orderId, a.items[0]!), ticket(gala, a.orderId, a.items[1]!)];
  const by = cast.owner.user.id;
  const singleEntry = (w: typeof gala) => {
    const at = new Date().toISOString();
    return {
      admission: 'single',
      entryOccurrenceId: w.occurrenceId,
      entryStartsAt: at,
      entry: 1,
      entriesTotal: 1,
      entriesLeft: 0,
      checkedInAt: at,
    } as const;
  };
  const seeded: OutboxEvent[] = [
    completed(gala, a.orderId, 2),
    // Not activity: order.created and ticket.issued.
    {
      type: 'order.created',
      ownerId,
      payload: { orderId: a.orderId, eventId: gala.eventId, occurrenceId: gala.occurrenceId, total: 0, currency: 'usd', tickets: 2 },
    },
    { type: 'ticket.issued', ownerId, payload: { ...annTicket, holderUserId: ann.user.id, via: 'purchase', transferredFromId: null } },
    completed(fair, b.orderId, 1),
    completed(rock, e.orderId, 1),
    { type: 'ticket.checked_in', ownerId, payload: { ...annTicket, ...singleEntry(gala), byUserId: by } },
    { type: 'ticket.checked_in', ownerId, payload: { ...boTicket, ...singleEntry(gala), byUserId: by } },
    {
      type: 'ticket.transferred',
      ownerId,
      payload: {
        ...ticket(fair, b.orderId, b.items[0]!),
        toOrderItemId: randomUUID(),
        toName: 'Eve & Fox',
        toEmail: 'eve@example.com',
        byUserId: by,
      },
    },
    { type: 'ticket.cancelled', ownerId, payload: { ...boTicket, by: 'organizer', byUserId: by, refunded: true } },
    { type: 'ticket.refunded', ownerId, payload: { ...boTicket, by: 'organizer', byUserId: by, amount: 1050, currency: 'usd', refundId: 're_1' } },
    subscriptionEvent('membership.subscription.created', annSub),
    subscriptionEvent('membership.subscription.updated', annSub),
    subscriptionEvent('membership.subscription.cancelled', annSub),
    subscriptionEvent('membership.subscription.expired', moSub),
  ];
  await t.db.transaction((tx) => recordEvents(tx, seeded));
  // Another owner's activity never shows.
  const other = await signUpUser(t.app);
  const otherEvent = await makeEvent(t, other, other.user.id);
  const otherAt = { eventId: otherEvent.id, occurrenceId: await firstOccurrenceId(t, otherEvent.id), ticketTypeId: otherEvent.ticketIds[0]! };
  const otherOrder = await insertReportOrder(t, {
    ownerId: other.user.id,
    eventId: otherAt.eventId,
    occurrenceId: otherAt.occurrenceId,
    userId: ann.user.id,
  });
  await t.db.transaction((tx) => recordEvents(tx, [{ ...completed(otherAt, otherOrder, 1), ownerId: other.user.id }]));
});

describe('the activity feed', () => {
  it('is for the owner, team admins and site admins only', async () => {
    await expectReportAccess(cast, (p) => getReport(t, 'activities', { ownerId }, p));
    expect((await getReport(t, 'activities', { ownerId: randomUUID() }, cast.owner)).statusCode).toBe(404);
  });

  it.each([{ page: 0 }, { perPage: 101 }, { actorId: 'ann' }, { targetId: 'gala' }, { targetType: 'Event' }, { email: 'x'.repeat(321) }])(
    'refuses bad input %j with 422',
    async (bad) => {
      expect((await getReport(t, 'activities', { ownerId, ...bad }, cast.owner)).statusCode).toBe(422);
    },
  );

  it('tells purchases, check-ins, transfers, cancellations, refunds and subscriptions, newest first, 50 a page', async () => {
    const reply = await list({});
    expect(reply).toMatchObject({ page: 1, perPage: 50, totalCount: 11 });
    expect(messages(reply.data)).toEqual(all());
    const purchase = reply.data.at(-1)!;
    expect(purchase).toMatchObject({ actorId: ann.user.id, targetId: ev.gala, id: expect.stringMatching(/^\d+$/) });
    expect(Date.parse(purchase.createdAt)).not.toBeNaN();
    // A subscription names no event; a guest has no account.
    expect(reply.data[0]).toMatchObject({ actorId: null, targetId: null });
    expect(reply.data[8]).toMatchObject({ actorId: null, targetId: ev.rock });
  });

  it('escapes every name: markup in a buyer’s or an event’s name stays text', async () => {
    const [row] = (await list({ query: 'evil@' })).data;
    expect(row!.message).toBe(all()[8]);
    expect(row!.message).not.toContain('<img');
    expect(row!.message).not.toContain('<b>');
  });

  it('keeps to one patron, by account or a guest by e-mail, or to one event', async () => {
    const of = async (query: Record<string, string>) => messages((await list(query)).data);
    const everything = all();
    expect(await of({ actorId: ann.user.id })).toEqual(everything.filter((m) => m.includes(ANN)));
    expect(await of({ email: 'Cy@Example.COM' })).toEqual(everything.filter((m) => m.includes(CY)));
    expect(await of({ email: 'mo@example.com' })).toEqual([everything[0]]);
    expect(await of({ targetId: ev.gala, targetType: 'Course' })).toEqual(everything.filter((m) => m.includes(GALA())));
    expect(await of({ actorId: ann.user.id, targetId: ev.fair })).toEqual([]);
  });

  it.each([
    ['ann lee', (m: string) => m.includes('Ann Lee')],
    ['FAIR', (m: string) => m.includes('Fall Fair')],
    ['cy@', (m: string) => m.includes('Cy Diaz')],
    ['mo member', (m: string) => m.startsWith('Mo Member')],
    ['%', () => false],
  ])('searches patrons’ names and e-mails and events’ names: %s', async (query, expected) => {
    expect(messages((await list({ query })).data)).toEqual(all().filter(expected));
  });

  it('pages', async () => {
    const reply = await list({ perPage: 4, page: 2 });
    expect(messages(reply.data)).toEqual(all().slice(4, 8));
    expect(reply.totalCount).toBe(11);
  });
});
