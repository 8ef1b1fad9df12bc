import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { CHECKOUT_REASONS } from '../../../contracts/checkout.messages.ts';
import { AVAILABILITY_LABELS } from '../../../domain/tickets.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { orderItems } from '../../platform/db/schema/index.ts';
import { refusal } from '../../platform/http/errors.ts';
import { transferOrigin } from './transfer-origin.ts';

/**
 * Member benefit uses (membership_benefit_uses: per benefit, member and usage window). An order takes one use per
 * ticket it prices with a limited benefit, per benefit and window in one conditional upsert (`used + n <= quantity`,
 * so a last use goes to one order), and gives them back exactly where its promo use goes back: when it is cancelled,
 * times out or fails once its payment can no longer succeed (orders.service.ts closeOrder, the sweep in
 * order-release.service.ts), and one when a ticket it priced is cancelled or refunded. A late payment completing a
 * released order takes them again or fails and is refunded (completion.service.ts). Unlimited benefits count nothing.
 */

/** Tickets of an order priced with one limited benefit, counted in one window. */
export interface BenefitUses {
  benefitId: string;
  windowKey: string;
  n: number;
  /** The lines these tickets came from ('Benefit Exhausted' is said on them). */
  ticketTypeIds: string[];
}

/** Takes `n` uses for the member in the window, while the benefit's current limit allows; false when it does not. */
export async function tryTakeBenefitUses(tx: Queryable, userId: string, use: Pick<BenefitUses, 'benefitId' | 'windowKey' | 'n'>): Promise<boolean> {
  const taken = await tx.execute(sql`
    insert into membership_benefit_uses (benefit_id, user_id, window_key, used)
    select b.id, ${userId}, ${use.windowKey}, ${use.n} from membership_benefits b
    where b.id = ${use.benefitId} and (b.quantity is null or ${use.n} <= b.quantity)
    on conflict (benefit_id, user_id, window_key) do update set used = membership_benefit_uses.used + excluded.used
    where not exists (
      select 1 from membership_benefits b
      where b.id = excluded.benefit_id and b.quantity < membership_benefit_uses.used + excluded.used
    )
    returning used`);
  return taken.rows.length > 0;
}

/** Takes every use of a selection, or refuses with 'Benefit Exhausted' on the lines of the first benefit that has too few. */
export async function takeBenefitUses(tx: Queryable, userId: string | null, uses: readonly BenefitUses[]) {
  for (const use of uses) {
    if (userId && (await tryTakeBenefitUses(tx, userId, use))) continue;
    const message = AVAILABILITY_LABELS.benefit_exhausted;
    throw refusal(
      'conflict',
      CHECKOUT_REASONS.benefitExhausted,
      message,
      Object.fromEntries(use.ticketTypeIds.map((id) => [`tickets.${id}`, message])),
    );
  }
}

/** An order's counted benefit uses, per benefit and window, from its tickets as priced. */
export async function orderBenefitUses(db: Queryable, orderId: string): Promise<BenefitUses[]> {
  const rows = await db
    .select({
      benefitId: orderItems.membershipBenefitId,
      windowKey: orderItems.benefitWindowKey,
      n: sql<number>`count(*)::int`.mapWith(Number),
      ticketTypeIds: sql<string[]>`array_agg(distinct ${orderItems.ticketTypeId})`,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.membershipBenefitId), isNotNull(orderItems.benefitWindowKey)))
    .groupBy(orderItems.membershipBenefitId, orderItems.benefitWindowKey)
    .orderBy(orderItems.membershipBenefitId, orderItems.benefitWindowKey);
  return rows.map((r) => ({ benefitId: r.benefitId!, windowKey: r.windowKey!, n: r.n, ticketTypeIds: r.ticketTypeIds }));
}

/** Completion of a released order: takes its uses again; false when one benefit has too few left (fail and refund). */
export async function retakeOrderBenefitUses(tx: Queryable, orderId: string, userId: string | null): Promise<boolean> {
  const uses = await orderBenefitUses(tx, orderId);
  if (!uses.length) return true;
  if (!userId) return false;
  for (const use of uses) if (!(await tryTakeBenefitUses(tx, userId, use))) return false;
  return true;
}

/** Gives back every use an order's tickets took (never below 0). */
export async function giveOrderBenefitUsesBack(tx: Queryable, orderId: string, userId: string | null) {
  if (!userId) return;
  await tx.execute(sql`
    update membership_benefit_uses u set used = greatest(u.used - t.n, 0)
    from (
      select membership_benefit_id as benefit_id, benefit_window_key as window_key, count(*)::int as n
      from order_items where order_id = ${orderId} and membership_benefit_id is not null and benefit_window_key is not null
      group by 1, 2
    ) t
    where u.benefit_id = t.benefit_id and u.window_key = t.window_key and u.user_id = ${userId}`);
}

/**
 * A cancelled or refunded ticket gives back the one use it took. A ticket passed on by a transfer carries no price:
 * the use is read from the start of its chain, which the buyer's order priced.
 */
export async function giveTicketBenefitUseBack(tx: Queryable, itemId: string) {
  await tx.execute(sql`
    update membership_benefit_uses u set used = greatest(u.used - 1, 0)
    from order_items i join orders o on o.id = i.order_id
    where i.id = ${transferOrigin(itemId)}
      and u.benefit_id = i.membership_benefit_id and u.window_key = i.benefit_window_key and u.user_id = o.user_id`);
}
