import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventStatsReply } from '../../../contracts/reporting.ts';
import { eventCollaborators, events, orderItems } from '../../platform/db/schema/index.ts';
import { errorShape, headers, makeAdmin, makeEvent, type Person } from '../../testing/events.ts';
import { expectReply } from '../../testing/replies.ts';
import { signUpUser, useTestApp } from '../../testing/test-app.ts';
import { firstOccurrenceId, insertReportOrder } from './reporting.fixtures.ts';

/**
 * GET /api/v1/events/:eventId/stats: an event's reported orders by day (in the event's zone) and by ticket type, money
 * for admin access only; door-with-stats sees counts; door and basic access are refused.
 */

const t = useTestApp();
const stats = (eventId: string, by?: Person) => t.app.inject({ method: 'GET', url: `/api/v1/events/${eventId}/stats`, headers: headers(by) });

let owner: Person;
let eventId: string;
let general: string, vip: string, comp: string;
const people = {} as Record<'admin' | 'doorStats' | 'door' | 'basic' | 'siteAdmin' | 'stranger', Person>;

beforeAll(async () => {
  owner = await signUpUser(t.app);
  const event = await makeEvent(t, owner, owner.user.id, {
    tickets: [
      { name: 'General', price: 1500, quantity: 100 },
      { name: 'VIP', price: 4000, quantity: 10 },
      { name: 'Comp', price: 0, quantity: 5, hidden: true },
    ],
  });
  eventId = event.id;
  [general, vip, comp] = event.ticketIds as [string, string, string];
  await t.db.update(events).set({ timezone: 'America/New_York' }).where(eq(events.id, eventId));
  for (const key of Object.keys({ admin: 0, doorStats: 0, door: 0, basic: 0, siteAdmin: 0, stranger: 0 }) as (keyof typeof people)[]) {
    people[key] = await signUpUser(t.app);
  }
  await makeAdmin(t, people.siteAdmin.user.id);
  await t.db.insert(eventCollaborators).values([
    { eventId, profileId: people.admin.user.id, accessSetting: 'admin' },
    { eventId, profileId: people.doorStats.user.id, accessSetting: 'door_with_stats' },
    { eventId, profileId: people.door.user.id, accessSetting: 'door' },
    { eventId, profileId: people.basic.user.id, accessSetting: 'basic' },
  ]);

  const occurrenceId = await firstOccurrenceId(t, eventId);
  const seed = { ownerId: owner.user.id, eventId, occurrenceId };
  // 23:30 on 31 Oct in New York: two General tickets, one refunded.
  await insertReportOrder(t, { ...seed, total: 3200, feeTotal: 200, refundedAmount: 1600, completedAt: new Date('2026-11-01T03:30:00Z') }, [
    { ticketTypeId: general, basePrice: 1500, baseFee: 100 },
    { ticketTypeId: general, basePrice: 1500, baseFee: 100, status: 'refunded', refundedAmount: 1600 },
  ]);
  // 1 Nov: a VIP ticket passed on (the new ticket is priced 0: the sale stays on the first), and a cash ticket the
  // organizer cancelled (the money was kept).
  const vipOrder = await insertReportOrder(t, { ...seed, total: 4250, feeTotal: 250, completedAt: new Date('2026-11-01T15:00:00Z') }, [
    { ticketTypeId: vip, basePrice: 4000, baseFee: 250, status: 'transferred' },
  ]);
  await insertReportOrder(t, { ...seed, paymentMethod: 'cash', total: 1500, completedAt: new Date('2026-11-01T16:00:00Z') }, [
    { ticketTypeId: general, basePrice: 1500, baseFee: 0, status: 'canceled' },
  ]);
  const [original] = await t.db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, vipOrder));
  await t.db
    .insert(orderItems)
    .values({ orderId: vipOrder, ticketTypeId: vip, name: 'VIP', basePrice: 0, baseFee: 0, transferredFromId: original!.id });
  // Not reported: a pending order's ticket.
  await insertReportOrder(t, { ...seed, status: 'pending', total: 1600 }, [{ ticketTypeId: general, basePrice: 1500, baseFee: 100 }]);
});

describe('event stats', () => {
  it('gives admins the sales by day in the event zone and by ticket type, from reported orders only', async () => {
    for (const person of [owner, people.admin, people.siteAdmin]) {
      const reply = expectReply(await stats(eventId, person), 200, eventStatsReply);
      // Provider fees: 3200 card -> 123, 4250 card -> 153, cash 0; net = 8950 − 1600 − 276 − 450.
      expect(reply).toEqual({
        currency: 'usd',
        timezone: 'America/New_York',
        salesVisible: true,
        totals: { tickets: 2, orders: 3, grossSales: 8950, netSales: 6624 },
        byDay: [
          { date: '2026-10-31', tickets: 1, grossSales: 3200 },
          { date: '2026-11-01', tickets: 1, grossSales: 5750 },
        ],
        byTicketType: [
          { ticketTypeId: general, name: 'General', sold: 1, grossSales: 4700, refunds: 1600 },
          { ticketTypeId: vip, name: 'VIP', sold: 1, grossSales: 4250, refunds: 0 },
        ],
      });
      expect(reply.byTicketType.map((row) => row.ticketTypeId)).not.toContain(comp);
    }
  });

  it('gives door-with-stats access the counts and no money', async () => {
    const reply = expectReply(await stats(eventId, people.doorStats), 200, eventStatsReply);
    expect(reply.salesVisible).toBe(false);
    expect(reply.totals).toEqual({ tickets: 2, orders: 3, grossSales: null, netSales: null });
    expect(reply.byDay).toEqual([
      { date: '2026-10-31', tickets: 1, grossSales: null },
      { date: '2026-11-01', tickets: 1, grossSales: null },
    ]);
    expect(reply.byTicketType.map((row) => [row.name, row.sold, row.grossSales, row.refunds])).toEqual([
      ['General', 1, null, null],
      ['VIP', 1, null, null],
    ]);
  });

  it('lists the ticket types of an event without sales', async () => {
    const quiet = await makeEvent(t, owner, owner.user.id, { name: 'Quiet night' });
    const reply = expectReply(await stats(quiet.id, owner), 200, eventStatsReply);
    expect(reply).toMatchObject({ totals: { tickets: 0, orders: 0, grossSales: 0, netSales: 0 }, byDay: [] });
    expect(reply.byTicketType).toEqual([{ ticketTypeId: quiet.ticketIds[0], name: 'General admission', sold: 0, grossSales: 0, refunds: 0 }]);
  });

  it('refuses door and basic access, strangers (403), the signed out (401), unknown events (404) and bad ids (422)', async () => {
    for (const person of [people.door, people.basic, people.stranger]) {
      const res = await stats(eventId, person);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject(errorShape);
    }
    expect((await stats(eventId)).statusCode).toBe(401);
    expect((await stats(randomUUID(), owner)).statusCode).toBe(404);
    expect((await stats('nope', owner)).statusCode).toBe(422);
  });
});
