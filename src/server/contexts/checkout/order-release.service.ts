import { processLog, type Logger } from '../../platform/logger.ts';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { CHECKOUT_REASONS } from '../../../contracts/checkout.messages.ts';
import { CHECKOUT_MESSAGES, statusGroup } from '../../../domain/checkout.ts';
import { orders } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError } from '../../platform/http/errors.ts';
import { eventOrder, type CompletionDeps, type OrderRow } from './checkout-deps.ts';
import { completeOrder } from './completion.service.ts';
import { closeOrder, conflict, findOrder, orderForChange, stopOpenPayment } from './orders.service.ts';

/**
 * Ending an order that did not complete (the buyer's cancel, Time's up, the sweep). What it holds (seats, the
 * promo code's use, member benefit uses, secret code uses) is given back only once its provider payment can no
 * longer succeed: a payment waiting for a card is cancelled first, and the order closes only if that is still its
 * payment. A payment that went through completes the order instead (completion re-checks every limit, and fails and
 * refunds when one is passed); one in progress answers 409.
 */
export async function releaseOrder(deps: CompletionDeps, order: OrderRow, status: 'timed_out' | 'canceled'): Promise<OrderRow> {
  const payment = await stopOpenPayment(deps, order);
  if (payment?.status === 'succeeded') {
    const outcome = await completeOrder(deps, order.id, { payment });
    if (outcome.kind === 'failed') return outcome.order;
    throw conflict(CHECKOUT_REASONS.orderCompleted, CHECKOUT_MESSAGES.orderCompleted);
  }
  if (payment && payment.status !== 'canceled') throw conflict(CHECKOUT_REASONS.paymentInFlight, CHECKOUT_MESSAGES.paymentInFlight);
  const closed = await deps.db.transaction((tx) => closeOrder(tx, order.id, status, { stoppedPayment: order.paymentId }));
  if (closed) return closed;
  const current = await findOrder(deps.db, order.id);
  // Still open: a confirm started another payment meanwhile, which this call did not stop.
  if (statusGroup(current.status) === 'processing') throw conflict(CHECKOUT_REASONS.paymentInFlight, CHECKOUT_MESSAGES.paymentInFlight);
  return current;
}

/** POST /api/v1/orders/:id/cancel?status=timed_out|canceled. */
export async function cancelOrder(deps: CompletionDeps, user: AuthUser | null, id: string, status: 'timed_out' | 'canceled') {
  const order = await orderForChange(deps.db, user, id);
  if (statusGroup(order.status) === 'success') throw conflict(CHECKOUT_REASONS.orderCompleted, CHECKOUT_MESSAGES.orderCompleted);
  return { status: (await releaseOrder(deps, order, status)).status };
}

/** Orders with a payment timed out per sweep run (each asks the provider); the next minute takes the rest. */
const PAYING_BATCH = 100;

/**
 * The sweep: pending orders whose timer ran out time out. Those without a payment in one statement, giving their
 * promo, share code and member benefit uses back (their holds have expired already and are released by the same sweep); those
 * with one through releaseOrder, so a card confirmed after the timer never finds its uses given away. Returns the
 * timed-out ids.
 */
export async function timeOutExpiredOrders(deps: CompletionDeps, log: Logger = processLog): Promise<string[]> {
  const result = await deps.db.execute<{ id: string }>(sql`
    with timed as (
      update orders set status = 'timed_out', canceled_at = now(), updated_at = now()
      where product_type = 'Event' and status = 'pending' and hold_expires_at <= now() and payment_id is null
      returning id, promo_code_id, user_id, private_list_member_id
    ), uses as (
      select promo_code_id, count(*)::int as n from timed where promo_code_id is not null group by 1
    ), given as (
      update promo_codes p set quantity = p.quantity + uses.n, uses = greatest(p.uses - uses.n, 0) from uses where p.id = uses.promo_code_id
      returning 1
    ), list_uses as (
      select timed.private_list_member_id as member_id, i.ticket_type_id, count(*)::int as n
      from timed join order_items i on i.order_id = timed.id join ticket_types t on t.id = i.ticket_type_id
      where timed.private_list_member_id is not null and t.visibility_scope = 'list'
      group by 1, 2
    ), list_given as (
      update private_list_code_uses u set used = greatest(u.used - l.n, 0)
      from list_uses l where u.member_id = l.member_id and u.ticket_type_id = l.ticket_type_id
      returning 1
    ), benefit_uses as (
      select i.membership_benefit_id as benefit_id, i.benefit_window_key as window_key, timed.user_id, count(*)::int as n
      from timed join order_items i on i.order_id = timed.id
      where i.membership_benefit_id is not null and i.benefit_window_key is not null and timed.user_id is not null
      group by 1, 2, 3
    ), benefits_given as (
      update membership_benefit_uses u set used = greatest(u.used - b.n, 0)
      from benefit_uses b where u.benefit_id = b.benefit_id and u.window_key = b.window_key and u.user_id = b.user_id
      returning 1
    )
    select id from timed`);
  const timedOut = result.rows.map((r) => r.id);
  const paying = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.productType, 'Event'), eq(orders.status, 'pending'), lte(orders.holdExpiresAt, new Date()), isNotNull(orders.paymentId)))
    .limit(PAYING_BATCH);
  for (const row of paying) {
    const order = eventOrder(row);
    try {
      if ((await releaseOrder(deps, order, 'timed_out')).status === 'timed_out') timedOut.push(order.id);
    } catch (err) {
      // A payment in progress settles the order; a provider error is tried again next minute.
      if (!(err instanceof AppError)) log.error({ err, orderId: order.id }, 'timing out a paid order failed; the next sweep tries again');
    }
  }
  return timedOut;
}
