import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { eventOccurrences, ticketTypes } from '../../platform/db/schema/index.ts';

/**
 * The one place sales figures come from. Checkout (the next issue) adds orders, order items and holds; until then
 * nothing is sold or held, so these subqueries read 0 for every ticket type and date. The checkout issue
 * replaces the three expressions with sums over completed order items (tickets and revenue) and unexpired holds,
 * and every caller (the business events table, the event page's availability, the delete guards) follows.
 */
const ZERO = () => sql<number>`0`.mapWith(Number);
/** Subquery columns need distinct names: both tables call their key "id". */
const idAs = (column: typeof ticketTypes.id | typeof eventOccurrences.id, name: string) => sql<string>`${column}`.as(name);

/** Per ticket type, over all dates: tickets sold and revenue (minor units). */
export function ticketSales(db: Queryable) {
  return db
    .select({ ticketTypeId: idAs(ticketTypes.id, 'ticket_type_id'), eventId: ticketTypes.eventId, sold: ZERO().as('sold'), revenue: ZERO().as('revenue') })
    .from(ticketTypes)
    .as('ticket_sales');
}

/** Per ticket type and date of its event: sold and held; capacity minus both is what remains on that date. */
export function ticketSalesByDate(db: Queryable) {
  return db
    .select({
      ticketTypeId: idAs(ticketTypes.id, 'ticket_type_id'),
      occurrenceId: idAs(eventOccurrences.id, 'occurrence_id'),
      sold: ZERO().as('sold_on_date'),
      held: ZERO().as('held_on_date'),
    })
    .from(ticketTypes)
    .innerJoin(eventOccurrences, eq(eventOccurrences.eventId, ticketTypes.eventId))
    .as('date_sales');
}

/** Per date of an event: tickets sold (a date with sales cannot be removed). */
export function occurrenceSales(db: Queryable) {
  return db.select({ occurrenceId: idAs(eventOccurrences.id, 'occurrence_id'), sold: ZERO().as('occurrence_sold') }).from(eventOccurrences).as('occurrence_sales');
}
