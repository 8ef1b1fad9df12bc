import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createOrderQuery, OrderItemView, OrderReply, orderSelectionBody, PaymentRequest, updateOrderQuery } from '../../../contracts/checkout.ts';
import { CHECKOUT_MESSAGES, PROCESSING_STATUSES, SELECT_STEP_MS, statusGroup } from '../../../domain/checkout.ts';
import { AVAILABILITY_LABELS } from '../../../domain/tickets.ts';
import type { Db, Queryable, Tx } from '../../platform/db/client.ts';
import { orderItems, orders, promoCodes, ticketTypes } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { EVENT_NOT_FOUND } from '../events/event-access.ts';
import type { CheckoutDeps, OrderRow } from './checkout-deps.ts';
import { NotEnoughTickets, releaseHolds, takeHolds } from './inventory.service.ts';
import { itemView, orderReplyOf, paymentRequestOf } from './order-views.ts';
import { outboxInsert } from './outbox.ts';
import { givePromoUseBack, takePromoUse } from './promo-uses.ts';
import {
  checkSecretQuotas,
  isDoorStaff,
  loadBuyerCheckoutEvent,
  loadCheckoutEvent,
  priceSelection,
  requireDoorStaff,
  type CheckoutEvent,
  type NewItem,
  type PricedSelection,
} from './selection.service.ts';

export const orderNotFound = () => notFound(CHECKOUT_MESSAGES.orderNotFound);
const conflict = (message: string, fieldErrors?: Record<string, string>) => new AppError('conflict', message, fieldErrors);

/** NotEnoughTickets as the ticket step shows it: 'Sold out', or how many are left. */
export function soldOutError(e: NotEnoughTickets): AppError {
  const message = e.available > 0 ? CHECKOUT_MESSAGES.notEnoughLeft(e.available) : AVAILABILITY_LABELS.sold_out;
  return conflict(message, { [`tickets.${e.ticketTypeId}`]: message });
}

export const inProcessing = (status: string) => (PROCESSING_STATUSES as readonly string[]).includes(status);

export async function findOrder(db: Queryable, id: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!row) throw orderNotFound();
  return row;
}

/**
 * Who reaches an order: anyone with its id when a guest made it; only its buyer when a signed-in person made
 * it; door staff of the event always. Everyone else gets the not-found answer (its id stays unconfirmed).
 */
export async function orderForViewer(db: Db, user: AuthUser | null, id: string): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (order.userId && order.userId !== user?.id && !(await isDoorStaff(db, user, { id: order.eventId, ownerId: order.ownerId }))) {
    throw orderNotFound();
  }
  return order;
}

/** An order's tickets with their ticket types, in the order they were chosen. */
export async function loadItems(db: Queryable, orderId: string): Promise<OrderItemView[]> {
  const rows = await db
    .select({ item: orderItems, type: ticketTypes })
    .from(orderItems)
    .innerJoin(ticketTypes, eq(ticketTypes.id, orderItems.ticketTypeId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(ticketTypes.position), asc(orderItems.createdAt), asc(orderItems.id));
  return rows.map((r) => itemView(r.item, r.type));
}

export async function promoOf(db: Queryable, promoCodeId: string | null) {
  if (!promoCodeId) return null;
  const [row] = await db.select({ code: promoCodes.code, name: promoCodes.name }).from(promoCodes).where(eq(promoCodes.id, promoCodeId)).limit(1);
  return row ?? null;
}

/** The payment the pay step confirms, while the order still waits for it. */
async function openPaymentRequest(deps: CheckoutDeps, order: OrderRow): Promise<PaymentRequest | null> {
  if (!order.paymentId || order.step !== 'pay' || !inProcessing(order.status) || order.total <= 0) return null;
  const payment = await deps.payments.retrievePayment(order.paymentId);
  return paymentRequestOf(deps.payments, payment, order.paymentMethod === 'terminal' ? 'terminal' : 'card');
}

/** GET /api/v1/orders/:id. */
export async function getOrder(deps: CheckoutDeps, user: AuthUser | null, id: string): Promise<OrderReply> {
  const order = await orderForViewer(deps.db, user, id);
  const [ce, items, promo, paymentRequest] = await Promise.all([
    loadBuyerCheckoutEvent(deps.db, order.eventId),
    loadItems(deps.db, order.id),
    promoOf(deps.db, order.promoCodeId),
    openPaymentRequest(deps, order),
  ]);
  return orderReplyOf(order, items, { event: ce.event, questions: ce.questions, promo, paymentRequest });
}

type SelectionBody = z.infer<typeof orderSelectionBody>;

/** The event must be on sale to buyers (drafts only for door staff); the guest flow and door sales need staff. */
async function checkoutAccess(db: Db, user: AuthUser | null, ce: CheckoutEvent, body: Pick<SelectionBody, 'guestFlow' | 'paymentMethod'>) {
  if (body.guestFlow || body.paymentMethod === 'terminal') return requireDoorStaff(db, user, ce.event);
  if (!ce.event.published && !(await isDoorStaff(db, user, ce.event))) throw notFound(EVENT_NOT_FOUND);
}

async function insertItems(tx: Tx, orderId: string, items: NewItem[]) {
  return tx
    .insert(orderItems)
    .values(items.map((i) => ({ orderId, ticketTypeId: i.ticketTypeId, name: i.name, basePrice: i.basePrice, baseFee: i.baseFee, discountAmount: i.discountAmount, discountName: i.discountName })))
    .returning();
}

const pricedColumns = (p: PricedSelection) => ({
  occurrenceId: p.occurrence.id,
  subtotal: p.totals.subtotal,
  feeTotal: p.totals.feeTotal,
  discountTotal: p.totals.discountTotal,
  donationAmount: p.totals.donationAmount,
  total: p.totals.total,
  promoCodeId: p.promo?.id ?? null,
  secretCodes: p.secretCodes,
});

function replyFromRows(ce: CheckoutEvent, order: OrderRow, items: (typeof orderItems.$inferSelect)[], promo: PricedSelection['promo']): OrderReply {
  const types = new Map(ce.ticketTypes.map((t) => [t.id, t]));
  const position = (id: string) => types.get(id)!.position;
  const views = [...items].sort((a, b) => position(a.ticketTypeId) - position(b.ticketTypeId)).map((i) => itemView(i, types.get(i.ticketTypeId)!));
  return orderReplyOf(order, views, { event: ce.event, questions: ce.questions, promo, paymentRequest: null });
}

/**
 * POST /api/v1/orders: checks and prices the selection, then in one transaction takes the promo code's use, the
 * secret codes' quotas and the holds (14 minutes), and writes the order, its tickets and order.created. The
 * inventory row is locked last, so concurrent buyers of one ticket type wait on it for the shortest time.
 */
export async function createOrder(
  deps: CheckoutDeps,
  user: AuthUser | null,
  query: z.infer<typeof createOrderQuery>,
  body: SelectionBody,
  promoterUsername: string | null,
  now = new Date(),
): Promise<OrderReply> {
  // Staff adding guests may pick hidden ticket types: they read the event afresh.
  const ce = await (body.guestFlow ? loadCheckoutEvent : loadBuyerCheckoutEvent)(deps.db, query.event);
  await checkoutAccess(deps.db, user, ce, body);
  const priced = await priceSelection(deps.db, ce, { ...body, promoCode: query.promoCode }, { guestFlow: body.guestFlow, now });
  try {
    const { order, items } = await deps.db.transaction(async (tx) => {
      await takePromoUse(tx, priced.promo?.id ?? null);
      await checkSecretQuotas(tx, priced.quotas);
      // The order and its order.created event in one statement.
      const orderId = randomUUID();
      const created = tx.$with('created_event').as(
        outboxInsert(tx, [
          { type: 'order.created', ownerId: ce.event.ownerId, eventId: ce.event.id, payload: { orderId, total: priced.totals.total, currency: ce.event.currency, tickets: priced.items.length } },
        ]),
      );
      const [order] = await tx
        .with(created)
        .insert(orders)
        .values({
          id: orderId,
          eventId: ce.event.id,
          ownerId: ce.event.ownerId,
          // Guests added by staff are not the staff member's own orders.
          userId: body.guestFlow || body.paymentMethod === 'terminal' ? null : (user?.id ?? null),
          addedById: body.guestFlow || body.paymentMethod === 'terminal' ? user!.id : null,
          guestFlow: body.guestFlow,
          holdExpiresAt: new Date(now.getTime() + SELECT_STEP_MS),
          currency: ce.event.currency,
          paymentMethod: body.paymentMethod,
          promoterUsername,
          ...pricedColumns(priced),
        })
        .returning();
      const items = await insertItems(tx, order!.id, priced.items);
      await takeHolds(tx, order!.id, priced.lines, order!.holdExpiresAt);
      return { order: order!, items };
    });
    return replyFromRows(ce, order, items, priced.promo);
  } catch (e) {
    if (e instanceof NotEnoughTickets) throw soldOutError(e);
    throw e;
  }
}

/** Locks an order for a change of its own (selection, information, cancel); null when it is gone. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!row) throw orderNotFound();
  return row;
}

/** Before a payment's order changes: a payment the buyer may still confirm is cancelled; a paid one stops it. */
async function stopOpenPayment(deps: CheckoutDeps, order: OrderRow) {
  if (!order.paymentId) return;
  const payment = await deps.payments.retrievePayment(order.paymentId);
  if (payment.status === 'canceled') return;
  if (payment.status !== 'requires_payment_method') throw conflict(CHECKOUT_MESSAGES.paymentInFlight);
  await deps.payments.cancelPayment(order.paymentId);
}

/**
 * PATCH /api/v1/orders/:id: a new selection for a pending order. In one transaction the old holds are released
 * and the new ones taken (on failure the old ones stay), the promo code's use follows the code, and the timer
 * restarts at the ticket step.
 */
export async function updateOrder(
  deps: CheckoutDeps,
  user: AuthUser | null,
  id: string,
  query: z.infer<typeof updateOrderQuery>,
  body: SelectionBody,
  now = new Date(),
): Promise<OrderReply> {
  const current = await orderForViewer(deps.db, user, id);
  if (current.status !== 'pending') throw conflict(statusGroup(current.status) === 'success' ? CHECKOUT_MESSAGES.orderCompleted : CHECKOUT_MESSAGES.orderClosed);
  const ce = await (current.guestFlow ? loadCheckoutEvent : loadBuyerCheckoutEvent)(deps.db, current.eventId);
  const method = current.guestFlow ? current.paymentMethod : body.paymentMethod;
  await checkoutAccess(deps.db, user, ce, { guestFlow: current.guestFlow, paymentMethod: method === 'terminal' ? 'terminal' : 'card' });
  const priced = await priceSelection(deps.db, ce, { ...body, promoCode: query.promoCode }, { guestFlow: current.guestFlow, now });
  await stopOpenPayment(deps, current);
  try {
    const { order, items } = await deps.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, id);
      if (locked.status !== 'pending') throw conflict(CHECKOUT_MESSAGES.orderClosed);
      await releaseHolds(tx, id);
      await tx.delete(orderItems).where(eq(orderItems.orderId, id));
      if (locked.promoCodeId !== (priced.promo?.id ?? null)) {
        await givePromoUseBack(tx, locked.promoCodeId);
        await takePromoUse(tx, priced.promo?.id ?? null);
      }
      await checkSecretQuotas(tx, priced.quotas, id);
      const items = await insertItems(tx, id, priced.items);
      const [order] = await tx
        .update(orders)
        .set({ ...pricedColumns(priced), paymentMethod: method, step: 'select', holdExpiresAt: new Date(now.getTime() + SELECT_STEP_MS), updatedAt: now })
        .where(eq(orders.id, id))
        .returning();
      await takeHolds(tx, id, priced.lines, order!.holdExpiresAt);
      return { order: order!, items };
    });
    return replyFromRows(ce, order, items, priced.promo);
  } catch (e) {
    if (e instanceof NotEnoughTickets) throw soldOutError(e);
    throw e;
  }
}

/**
 * Ends an order that did not complete: releases its holds, gives its promo use back and sets `status`, only
 * while it is still in the processing group (so a completed order is never undone). Returns whether it did.
 */
export async function closeOrder(tx: Tx, id: string, status: 'timed_out' | 'canceled' | 'failed', now = new Date()): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ status, canceledAt: status === 'failed' ? null : now, updatedAt: now })
    .where(and(eq(orders.id, id), inArray(orders.status, [...PROCESSING_STATUSES])))
    .returning();
  if (!row) return null;
  await releaseHolds(tx, id);
  await givePromoUseBack(tx, row.promoCodeId);
  return row;
}

/** POST /api/v1/orders/:id/cancel?status=timed_out|canceled. */
export async function cancelOrder(deps: CheckoutDeps, user: AuthUser | null, id: string, status: 'timed_out' | 'canceled') {
  const order = await orderForViewer(deps.db, user, id);
  if (statusGroup(order.status) === 'success') throw conflict(CHECKOUT_MESSAGES.orderCompleted);
  const closed = await deps.db.transaction((tx) => closeOrder(tx, id, status));
  if (closed?.paymentId) {
    // A payment the buyer never finished must not go through later; a paid one completes the order anyway
    // (completion accepts cancelled and timed-out orders whose payment succeeded).
    await deps.payments.cancelPayment(closed.paymentId).catch(() => undefined);
  }
  return { status: (closed ?? (await findOrder(deps.db, id))).status };
}

/**
 * The sweep: pending orders whose timer ran out time out, giving their promo uses back (their holds have
 * expired already and are released by the same sweep). Orders with a payment in flight are left to it.
 */
export async function timeOutExpiredOrders(db: Db): Promise<string[]> {
  const result = await db.execute<{ id: string }>(sql`
    with timed as (
      update orders set status = 'timed_out', canceled_at = now(), updated_at = now()
      where status = 'pending' and hold_expires_at <= now()
      returning id, promo_code_id
    ), uses as (
      select promo_code_id, count(*)::int as n from timed where promo_code_id is not null group by 1
    ), given as (
      update promo_codes p set quantity = p.quantity + uses.n from uses where p.id = uses.promo_code_id
      returning 1
    )
    select id from timed`);
  return result.rows.map((r) => r.id);
}
