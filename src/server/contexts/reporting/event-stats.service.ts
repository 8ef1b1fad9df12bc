import { and, asc, eq, sql } from 'drizzle-orm';
import type { EventStatsReply } from '../../../contracts/reporting.ts';
import { canSeeSales } from '../../../domain/events.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { orderItems, orders, ticketTypes } from '../../platform/db/schema/index.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import { completedKeySql, reportedOrdersOf, revenueSums, ticketSums, withNet } from './sales-ledger.ts';

/**
 * Event Stats (/management/courses/:eventId/stats): the event's reported orders from the sales ledger, by day of
 * completion in the event's zone and by ticket type. Money only for admin access (door with stats sees counts).
 */
export async function eventStats(db: Queryable, { event, permissions }: EventAccess): Promise<EventStatsReply> {
  const ofEvent = and(reportedOrdersOf(event.ownerId), eq(orders.eventId, event.id));
  const liveTickets = sql<number>`(select count(*) from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.status} in ('active', 'transfer_pending'))`;
  const [days, types, sales] = await Promise.all([
    db
      .select({
        date: completedKeySql('date', event.timezone),
        tickets: sql<number>`coalesce(sum(${liveTickets}), 0)::int`.mapWith(Number),
        ...revenueSums,
      })
      .from(orders)
      .where(ofEvent)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ id: ticketTypes.id, name: ticketTypes.name, hidden: ticketTypes.hidden })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id))
      .orderBy(asc(ticketTypes.position), asc(ticketTypes.createdAt)),
    db
      .select({ ticketTypeId: orderItems.ticketTypeId, ...ticketSums })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(ofEvent)
      .groupBy(orderItems.ticketTypeId),
  ]);
  const money = canSeeSales(permissions.accessSetting);
  const shown = (amount: number) => (money ? amount : null);
  const soldOf = new Map(sales.map((s) => [s.ticketTypeId, s]));
  const total = withNet(
    days.reduce(
      (sum, d) => ({
        grossSales: sum.grossSales + d.grossSales,
        refunds: sum.refunds + d.refunds,
        stripeFees: sum.stripeFees + d.stripeFees,
        ovationFees: sum.ovationFees + d.ovationFees,
        orders: sum.orders + d.orderCount,
        tickets: sum.tickets + d.tickets,
      }),
      { grossSales: 0, refunds: 0, stripeFees: 0, ovationFees: 0, orders: 0, tickets: 0 },
    ),
  );
  return {
    currency: event.currency,
    timezone: event.timezone,
    salesVisible: money,
    totals: { tickets: total.tickets, orders: total.orders, grossSales: shown(total.grossSales), netSales: shown(total.netSales) },
    byDay: days.map((d) => ({ date: d.date, tickets: d.tickets, grossSales: shown(d.grossSales) })),
    // Hidden ticket types show only once they sold.
    byTicketType: types
      .filter((type) => !type.hidden || soldOf.has(type.id))
      .map((type) => {
        const s = soldOf.get(type.id);
        return { ticketTypeId: type.id, name: type.name, sold: s?.sold ?? 0, grossSales: shown(s?.grossSales ?? 0), refunds: shown(s?.refunds ?? 0) };
      }),
  };
}
