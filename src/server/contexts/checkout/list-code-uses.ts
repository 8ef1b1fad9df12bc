import { sql } from 'drizzle-orm';
import { CHECKOUT_REASONS } from '../../../contracts/checkout.messages.ts';
import { CHECKOUT_MESSAGES } from '../../../domain/checkout.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { refusal } from '../../platform/http/errors.ts';
import { transferOrigin } from './transfer-origin.ts';

/**
 * Share code uses (private_list_code_uses: per list member and ticket type). Every private access list ticket of
 * an order goes through one member's code (orders.private_list_member_id: their own or the one a friend entered) and
 * takes one use of it, per ticket type in one conditional upsert (`used + n <= quantityPerCode`), so racing friends
 * never pass the limit. Uses go back exactly where the promo code's use goes back: when the order is cancelled,
 * times out or fails once its payment can no longer succeed (orders.service.ts closeOrder, the sweep in
 * order-release.service.ts), and one when a ticket is cancelled or refunded. A late payment completing a released
 * order takes them again or fails and is refunded (completion.service.ts).
 */

/** Tickets of one list ticket type taken on a member's code. */
export interface ListCodeUse {
  ticketTypeId: string;
  n: number;
}

/** Takes `n` uses of the member's code for a ticket type while its quantityPerCode allows; false when it does not. */
export async function tryTakeListCodeUses(tx: Queryable, memberId: string, use: ListCodeUse): Promise<boolean> {
  const taken = await tx.execute(sql`
    insert into private_list_code_uses (member_id, ticket_type_id, used)
    select ${memberId}, t.id, ${use.n} from ticket_types t
    where t.id = ${use.ticketTypeId} and (t.quantity_per_code is null or ${use.n} <= t.quantity_per_code)
    on conflict (member_id, ticket_type_id) do update set used = private_list_code_uses.used + excluded.used
    where not exists (
      select 1 from ticket_types t
      where t.id = excluded.ticket_type_id and t.quantity_per_code < private_list_code_uses.used + excluded.used
    )
    returning used`);
  return taken.rows.length > 0;
}

/** Takes every use of a selection (in ticket type order), or refuses on the lines of the first type with too few left. */
export async function takeListCodeUses(tx: Queryable, memberId: string | null, uses: readonly ListCodeUse[]) {
  if (!memberId) return;
  for (const use of uses) {
    if (await tryTakeListCodeUses(tx, memberId, use)) continue;
    const message = CHECKOUT_MESSAGES.codeExhausted;
    throw refusal('validation_failed', CHECKOUT_REASONS.codeExhausted, message, { [`tickets.${use.ticketTypeId}`]: message });
  }
}

/** An order's list tickets per ticket type, in ticket type order: the uses it took of its member's code. */
export async function orderListCodeUses(db: Queryable, orderId: string): Promise<ListCodeUse[]> {
  const { rows } = await db.execute<{ ticket_type_id: string; n: number }>(sql`
    select i.ticket_type_id, count(*)::int as n from order_items i join ticket_types t on t.id = i.ticket_type_id
    where i.order_id = ${orderId} and t.visibility_scope = 'list'
    group by 1 order by 1`);
  return rows.map((r) => ({ ticketTypeId: r.ticket_type_id, n: Number(r.n) }));
}

/** Completion of a released order: takes its uses again; false when the code has too few left (fail and refund). */
export async function retakeOrderListCodeUses(tx: Queryable, orderId: string, memberId: string | null): Promise<boolean> {
  if (!memberId) return true;
  for (const use of await orderListCodeUses(tx, orderId)) if (!(await tryTakeListCodeUses(tx, memberId, use))) return false;
  return true;
}

/** Gives back every use an order's list tickets took (never below 0). */
export async function giveOrderListCodeUsesBack(tx: Queryable, orderId: string, memberId: string | null) {
  if (!memberId) return;
  await tx.execute(sql`
    update private_list_code_uses u set used = greatest(u.used - t.n, 0)
    from (
      select i.ticket_type_id, count(*)::int as n from order_items i join ticket_types tt on tt.id = i.ticket_type_id
      where i.order_id = ${orderId} and tt.visibility_scope = 'list' group by 1
    ) t
    where u.member_id = ${memberId} and u.ticket_type_id = t.ticket_type_id`);
}

/**
 * A cancelled or refunded ticket gives back the one use it took. A ticket passed on by a transfer was bought in the
 * order at the start of its chain, whose member's code it counted on.
 */
export async function giveTicketListCodeUseBack(tx: Queryable, itemId: string) {
  await tx.execute(sql`
    update private_list_code_uses u set used = greatest(u.used - 1, 0)
    from order_items i join orders o on o.id = i.order_id join ticket_types t on t.id = i.ticket_type_id
    where i.id = ${transferOrigin(itemId)} and t.visibility_scope = 'list'
      and u.member_id = o.private_list_member_id and u.ticket_type_id = i.ticket_type_id`);
}
