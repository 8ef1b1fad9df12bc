import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConfirmOrderReply, confirmOrderBody, OrderItemView } from '../../../contracts/checkout.ts';
import { CHECKOUT_MESSAGES, PAY_STEP_MS, checkCheckoutInfo, statusGroup, type CheckedInfo } from '../../../domain/checkout.ts';
import { AVAILABILITY_LABELS } from '../../../domain/tickets.ts';
import type { Tx } from '../../platform/db/client.ts';
import { holds, orders } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError, invalid } from '../../platform/http/errors.ts';
import type { Payment } from '../../platform/payments/provider.ts';
import type { CheckoutDeps, OrderRow } from './checkout-deps.ts';
import { completeOrder } from './completion.service.ts';
import { NotEnoughTickets, extendHolds, releaseHolds, takeHolds } from './inventory.service.ts';
import { isPersonalOrder, orderView, paymentRequestOf } from './order-views.ts';
import { closeOrder, loadItems, orderForViewer, promoOf } from './orders.service.ts';
import { loadEventQuestions, type CheckoutEvent } from './selection.service.ts';

type ConfirmBody = z.infer<typeof confirmOrderBody>;

const timesUp = () => new AppError('conflict', CHECKOUT_MESSAGES.timesUpText);

/**
 * Writes the checked information on the order, only while it is pending (the UPDATE takes the order's row lock
 * and checks the status in one statement), and on each of its tickets (one statement for all of them).
 */
async function saveInfo(tx: Tx, orderId: string, info: CheckedInfo, set: Partial<OrderRow>): Promise<OrderRow> {
  const { buyer } = info;
  const [order] = await tx
    .update(orders)
    .set({ buyerFirstName: buyer.firstName, buyerLastName: buyer.lastName, buyerEmail: buyer.email, notes: buyer.notes, updatedAt: new Date(), ...set })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  if (!order) throw new AppError('conflict', CHECKOUT_MESSAGES.orderClosed);
  const rows = [...info.attendees].map(([id, p]) => ({ id, first_name: p.firstName, last_name: p.lastName, email: p.email, notes: p.notes, seat: p.seat, answers: p.answers }));
  await tx.execute(sql`
    update order_items oi set first_name = v.first_name, last_name = v.last_name, email = v.email, notes = v.notes, seat = v.seat, answers = v.answers
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, first_name text, last_name text, email text, notes text, seat text, answers jsonb)
    where oi.id = v.id and oi.order_id = ${orderId}`);
  return order;
}

/** The holds last through the pay step; expired ones are taken again from what is left, or time's up. */
async function holdForPayStep(tx: Tx, order: OrderRow, items: readonly OrderItemView[], expiresAt: Date) {
  if (await extendHolds(tx, order.id, expiresAt)) return;
  const counts = new Map<string, number>();
  for (const i of items) counts.set(i.ticket.id, (counts.get(i.ticket.id) ?? 0) + 1);
  await releaseHolds(tx, order.id);
  await takeHolds(tx, order.id, [...counts].map(([ticketTypeId, quantity]) => ({ ticketTypeId, occurrenceId: order.occurrenceId, quantity })), expiresAt);
}

/**
 * The provider payment of an order: one per order (idempotency key = order id), reused while its amount holds;
 * after a changed selection cancelled it, the next one is keyed by the order's hold count, which only grows.
 */
async function paymentFor(deps: CheckoutDeps, order: OrderRow, accountId: string): Promise<Payment> {
  let key = order.id;
  if (order.paymentId) {
    const existing = await deps.payments.retrievePayment(order.paymentId);
    if (existing.amount === order.total && existing.currency === order.currency && existing.status !== 'canceled') return existing;
    const [{ n } = { n: 0 }] = await deps.db.select({ n: count() }).from(holds).where(eq(holds.orderId, order.id));
    key = `${order.id}-${n}`;
  }
  const payment = await deps.payments.createPayment({
    amount: order.total,
    currency: order.currency,
    accountId,
    applicationFee: order.feeTotal,
    method: order.paymentMethod === 'terminal' ? 'terminal' : order.paymentMethod === 'express' ? 'express' : 'card',
    idempotencyKey: key,
    metadata: { orderId: order.id, eventId: order.eventId },
  });
  if (payment.id !== order.paymentId) {
    await deps.db.update(orders).set({ paymentId: payment.id, paymentProvider: deps.payments.name, updatedAt: new Date() }).where(eq(orders.id, order.id));
  }
  return payment;
}

/** The tickets as saved: the checked names, e-mail, seat and answers on each. */
const withInfo = (items: OrderItemView[], info: CheckedInfo): OrderItemView[] =>
  items.map((i) => {
    const p = info.attendees.get(i.id);
    return p ? { ...i, firstName: p.firstName, lastName: p.lastName, email: p.email, notes: p.notes, seat: p.seat, orderAnswers: p.answers } : i;
  });

async function reply(deps: CheckoutDeps, order: OrderRow, items: OrderItemView[], extra: Pick<ConfirmOrderReply, 'final' | 'msg' | 'paymentRequest'>): Promise<ConfirmOrderReply> {
  return { ...extra, status: order.status, items, order: orderView(order, items, await promoOf(deps.db, order.promoCodeId)) };
}

/**
 * POST /api/v1/orders/:id/confirm: checks and saves the buyer's and attendees' information, then completes a
 * free or guest-flow order at once, or moves the order to the pay step (holds extended to 9 minutes) with the
 * provider's payment request.
 */
export async function confirmOrder(deps: CheckoutDeps, user: AuthUser | null, id: string, body: ConfirmBody, now = new Date()): Promise<ConfirmOrderReply> {
  const order = await orderForViewer(deps.db, user, id);
  const guestMsg = order.guestFlow ? CHECKOUT_MESSAGES.guestsAdded : null;
  if (statusGroup(order.status) === 'success') return reply(deps, order, await loadItems(deps.db, id), { final: true, msg: guestMsg, paymentRequest: null });
  if (order.status === 'timed_out') throw timesUp();
  if (order.status !== 'pending') throw new AppError('conflict', statusGroup(order.status) === 'failed' ? CHECKOUT_MESSAGES.orderClosed : CHECKOUT_MESSAGES.paymentInFlight);

  const [ce, items] = await Promise.all([loadEventQuestions(deps.db, order.eventId), loadItems(deps.db, id)]);
  const personal = isPersonalOrder(order);
  const info = checkCheckoutInfo(body.buyerAttributes, body.attendeesAttributes, {
    setting: ce.event.collectInformationSetting,
    personal,
    requireEmailConfirm: !user && !personal,
    items: items.map((i) => ({ id: i.id, ticketTypeId: i.ticket.id })),
    questions: ce.questions,
    now,
  });
  if (Object.keys(info.errors).length) throw invalid(info.errors);

  const free = order.total === 0 || order.guestFlow;
  if (!free && !ce.owner.paymentAccountId) throw new AppError('conflict', AVAILABILITY_LABELS.payments_not_set_up);
  const payUntil = new Date(now.getTime() + PAY_STEP_MS);
  let saved: OrderRow;
  try {
    saved = await deps.db.transaction(async (tx) => {
      const row = await saveInfo(tx, id, info, { marketingConsents: consents(ce, body, order.guestFlow), ...(free ? {} : { step: 'pay' as const, holdExpiresAt: payUntil }) });
      if (!free) await holdForPayStep(tx, row, items, payUntil);
      return row;
    });
  } catch (e) {
    if (!(e instanceof NotEnoughTickets)) throw e;
    await deps.db.transaction((tx) => closeOrder(tx, id, 'timed_out'));
    throw timesUp();
  }
  const savedItems = withInfo(items, info);

  if (free) {
    const outcome = await completeOrder(deps, id, { order: saved, offline: order.total > 0 ? 'cash' : 'free' });
    if (outcome.kind === 'failed') throw timesUp();
    return reply(deps, outcome.order, savedItems, { final: true, msg: guestMsg, paymentRequest: null });
  }
  const payment = await paymentFor(deps, saved, ce.owner.paymentAccountId!);
  const method = order.paymentMethod === 'terminal' ? 'terminal' : 'card';
  return reply(deps, { ...saved, paymentId: payment.id, paymentProvider: deps.payments.name }, savedItems, { final: false, msg: null, paymentRequest: paymentRequestOf(deps.payments, payment, method) });
}

/** Consents only for what the event asks; none in the guest flow. */
function consents(ce: Pick<CheckoutEvent, 'event'>, body: ConfirmBody, guestFlow: boolean): Record<string, boolean> {
  if (guestFlow) return {};
  const result: Record<string, boolean> = {};
  if (ce.event.marketingConsentOwner) result.owner = !!body.marketingConsents.owner;
  if (ce.event.marketingConsentProduct) result.product = !!body.marketingConsents.product;
  return result;
}
