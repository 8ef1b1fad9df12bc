import { sql } from 'drizzle-orm';
import type { TicketView } from '../../../contracts/tickets.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { verifiedEmail, type AuthUser } from '../../platform/http/auth.ts';
import { isHolder, ISSUED_ORDER_STATUSES, type TicketRecord } from './ticket-records.ts';

type PrivateAccess = NonNullable<TicketView['customUserListData']>;

/**
 * The ticket page's private-access block (buyer-side 2.9): a list member's share code and how many tickets friends
 * bought with it. Only on the tickets of an order the member bought for themselves (through their own membership),
 * that they still hold, and only for the member: signed in with the list's e-mail verified, while on the list. A
 * friend's ticket, a holder who is not the buyer and anyone opening the link never get it.
 */
export async function privateAccessOf(db: Queryable, viewer: AuthUser | null, records: readonly TicketRecord[]): Promise<Map<string, PrivateAccess>> {
  const email = viewer ? verifiedEmail(viewer) : null;
  const own = records.filter((r) => r.order.privateListMemberId && r.order.userId === viewer?.id && !r.item.transferredFromId && isHolder(viewer, r));
  if (!email || !own.length) return new Map();
  const memberIds = [...new Set(own.map((r) => r.order.privateListMemberId!))];
  // Friends' tickets: bought through the code in completed orders of other accounts (or none), still valid.
  const { rows } = await db.execute<{ id: string; share_code: string; count: number }>(sql`
    select m.id, m.share_code, (
      select count(*)::int from order_items i join orders o on o.id = i.order_id
      where o.private_list_member_id = m.id and o.status in ${[...ISSUED_ORDER_STATUSES]} and o.user_id is distinct from ${viewer!.id}
        and i.transferred_from_id is null and i.status in ('active', 'transferred', 'transfer_pending')
    ) as count
    from private_list_members m join private_lists l on l.id = m.list_id and l.deleted_at is null
    where m.id in ${memberIds} and m.email = ${email} and m.removed_at is null`);
  const blocks = new Map(rows.map((m) => [m.id, { count: Number(m.count), shareCode: m.share_code }]));
  return new Map(own.flatMap((r) => (blocks.has(r.order.privateListMemberId!) ? [[r.item.id, blocks.get(r.order.privateListMemberId!)!]] : [])));
}
