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

/**
 * Per ticket type, over all dates: tickets sold and revenue (minor units). A festival pass is counted on each of its
 * dates alike (checkout's inventory), so its tickets sold are its busiest date's, not the sum.
 */
export function ticketSales(db: Queryable) {
  const sold = sql`select case when ${ticketTypes.admission} = 'pass' then max(${ticketInventory.sold}) else sum(${ticketInventory.sold}) end
    from ${ticketInventory} where ${ticketInventory.ticketTypeId} = ${ticketTypes.id}`;
  // The organizer's share: what was paid less the platform fee (price less discount, less an absorbed fee).
  const revenue = sql`select sum(${orderItems.paidAmount} - ${orderItems.baseFee}) from ${orderItems}
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
    .leftJoin(ticketInventory, and(eq(ticketInventory.ticketTypeId, ticketTypes.id), eq(ticketInventory.occurrenceId, eventOccurrences.id)))
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

/*
 * Orders are money records: the foreign keys refuse to delete a date, a ticket type or an event that any order
 * (of any status) refers to, and the editors check these first to answer 409 with a clear message.
 */

/**
 * Of `ids`, the dates of the event that orders refer to, or tickets moved there apart from their order (read through
 * the event's index).
 */
export async function occurrencesWithOrders(db: Queryable, eventId: string, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const [ofOrders, ofTickets] = await Promise.all([
    db
      .selectDistinct({ id: orders.occurrenceId })
      .from(orders)
      .where(and(eq(orders.eventId, eventId), inArray(orders.occurrenceId, [...ids]))),
    db
      .selectDistinct({ id: orderItems.occurrenceId })
      .from(orderItems)
      .where(inArray(orderItems.occurrenceId, [...ids])),
  ]);
  return new Set([...ofOrders, ...ofTickets].flatMap((r) => (r.id ? [r.id] : [])));
}

/** Of `ids`, the ticket types that ordered tickets refer to. */
export async function ticketTypesWithOrders(db: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectDistinct({ id: orderItems.ticketTypeId })
    .from(orderItems)
    .where(inArray(orderItems.ticketTypeId, [...ids]));
  return new Set(rows.flatMap((r) => (r.id ? [r.id] : [])));
}

/** Whether an event has orders, or only orders in `statuses`. */
export async function eventHasOrders(db: Queryable, eventId: string, statuses?: readonly string[]): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), statuses ? inArray(orders.status, [...statuses] as (typeof orders.status._.data)[]) : undefined))
    .limit(1);
  return !!row;
}
