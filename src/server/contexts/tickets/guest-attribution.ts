import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import type { EventAccess } from '../../platform/access/event-access.ts';
import type { TicketRecord } from './ticket-records.ts';

/**
 * Who brought whom (content-management 1, 2.5): per order, the e-mail of the list member whose share code brought
 * it, for the guests page. A member's data goes to the list's owner only: the managers of the event's owner see
 * it, collaborators never. A member's own purchase names no one (nobody brought them).
 */
export async function broughtBy(db: Queryable, access: Pick<EventAccess, 'manager'>, records: readonly TicketRecord[]): Promise<Map<string, string>> {
  const orderIds = [...new Set(records.filter((r) => r.order.privateListMemberId).map((r) => r.order.id))];
  if (!access.manager || !orderIds.length) return new Map();
  const { rows } = await db.execute<{ order_id: string; email: string }>(sql`
    select o.id as order_id, m.email from orders o
    join private_list_members m on m.id = o.private_list_member_id
    left join users u on u.profile_id = o.user_id and u.email_verified_at is not null
    where o.id in ${orderIds} and (u.email is null or lower(u.email) <> m.email)`);
  return new Map(rows.map((r) => [r.order_id, r.email]));
}
