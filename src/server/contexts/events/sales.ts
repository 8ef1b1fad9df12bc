import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { eventOccurrences, holds, orderItems, orders, ticketInventory, ticketTypes } from '../../platform/db/schema/index.ts';

/**
 * The one place sales figures come from: sold counts from ticket_inventory (kept by checkout's inventory
 * service), live holds from unexpired holds, revenue from the active tickets of completed orders. The business
 * events table, the event page's availability and the delete guards all read through these subqueries.
 */
const idAs = (column: typeof ticketTypes.id | typeof eventOccurrences.id, name: string) => sql<string>`${column}`.as(name);
const int = (expr: ReturnType<typeof sql>) => sql<number>`coalesce((${expr}), 0)::int`.mapWith(Number);

/** Tickets that count as sold revenue: active or handed on by transfer, in completed orders. */
const REVENUE_ITEM_STATUSES = ['active', 'transferred', 'transfer_pending'] as const;

/** Per ticket type, over all dates: tickets sold and revenue (minor units). */
export function ticketSales(db: Queryable) {
  const sold = sql`select sum(${ticketInventory.sold}) from ${ticketInventory} where ${ticketInventory.ticketTypeId} = ${ticketTypes.id}`;
  const revenue = sql`select sum(${orderItems.basePrice} - ${orderItems.discountAmount}) from ${orderItems}
    inner join ${orders} on ${orders.id} = ${orderItems.orderId}
    where ${orderItems.ticketTypeId} = ${ticketTypes.id} and ${orders.status} in ('completed', 'transferred')
      and ${inArray(orderItems.status, [...REVENUE_ITEM_STATUSES])}`;
  return db
    .select({
      ticketTypeId: idAs(ticketTypes.id, 'ticket_type_id'),
      eventId: ticketTypes.eventId,
      sold: int(sold).as('sold'),
      revenue: int(revenue).as('revenue'),
    })
    .from(ticketTypes)
    .as('ticket_sales');
}

/** Per ticket type and date of its event: sold and held (unexpired holds only); capacity minus both remains. */
export function ticketSalesByDate(db: Queryable) {
  const held = sql`select sum(${holds.quantity}) from ${holds}
    where ${and(eq(holds.ticketTypeId, ticketTypes.id), eq(holds.occurrenceId, eventOccurrences.id), isNull(holds.releasedAt), gt(holds.expiresAt, sql`now()`))}`;
  return db
    .select({
      ticketTypeId: idAs(ticketTypes.id, 'ticket_type_id'),
      occurrenceId: idAs(eventOccurrences.id, 'occurrence_id'),
      sold: sql<number>`coalesce(${ticketInventory.sold}, 0)::int`.mapWith(Number).as('sold_on_date'),
      held: int(held).as('held_on_date'),
    })
    .from(ticketTypes)
    .innerJoin(eventOccurrences, eq(eventOccurrences.eventId, ticketTypes.eventId))
    .leftJoin(
      ticketInventory,
      and(eq(ticketInventory.ticketTypeId, ticketTypes.id), eq(ticketInventory.occurrenceId, eventOccurrences.id)),
    )
    .as('date_sales');
}

/** Per date of an event: tickets sold (a date with sales cannot be removed). */
export function occurrenceSales(db: Queryable) {
  const sold = sql`select sum(${ticketInventory.sold}) from ${ticketInventory} where ${ticketInventory.occurrenceId} = ${eventOccurrences.id}`;
  return db
    .select({ occurrenceId: idAs(eventOccurrences.id, 'occurrence_id'), sold: int(sold).as('occurrence_sold') })
    .from(eventOccurrences)
    .as('occurrence_sales');
}
