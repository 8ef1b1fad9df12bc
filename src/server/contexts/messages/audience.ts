import { sql, type SQL } from 'drizzle-orm';
import type { MessageAudience } from '../../../contracts/messages.values.ts';
import type { Queryable } from '../../platform/db/client.ts';

export interface AudienceInput {
  audience: MessageAudience;
  ticketTypeId?: string | null;
  occurrenceId?: string | null;
}

/**
 * The holders of an event's valid tickets (active items of completed orders), one row per address (lower case),
 * narrowed to a ticket type or a date (the ticket's own when it was moved apart from its order). A ticket's own address wins; the buyer's stands in for tickets without one,
 * except on a transferred ticket, whose buyer is not its holder (as on the guests list).
 */
export function audienceSql(eventId: string, input: AudienceInput): SQL {
  const narrow =
    input.audience === 'ticket_type' && input.ticketTypeId
      ? sql`and oi.ticket_type_id = ${input.ticketTypeId}`
      : input.audience === 'date' && input.occurrenceId
        ? sql`and coalesce(oi.occurrence_id, o.occurrence_id) = ${input.occurrenceId}`
        : sql``;
  return sql`
    select distinct on (email) email, name from (
      select lower(trim(coalesce(oi.email, case when oi.transferred_from_id is null then o.buyer_email end))) as email,
             nullif(trim(concat_ws(' ', coalesce(oi.first_name, o.buyer_first_name), coalesce(oi.last_name, o.buyer_last_name))), '') as name
        from order_items oi join orders o on o.id = oi.order_id
       where o.event_id = ${eventId} and o.status in ('completed', 'transferred') and oi.status = 'active' ${narrow}
    ) holders
    where email is not null and email like '%@%'
    order by email, name`;
}

export async function countAudience(db: Queryable, eventId: string, input: AudienceInput): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${audienceSql(eventId, input)}) a`);
  return Number(rows[0]?.n ?? 0);
}
