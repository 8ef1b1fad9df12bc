import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ConfirmOrderReply, confirmOrderBody, OrderItemView } from '../../../contracts/checkout.ts';
import { CHECKOUT_MESSAGES, PAY_STEP_MS, checkCheckoutInfo, renewedTimer, statusGroup, type CheckedInfo } from '../../../domain/checkout.ts';
import { AVAILABILITY_LABELS, isAddOn } from '../../../domain/tickets.ts';
import type { Db } from '../../platform/db/client.ts';
import { holds, orders } from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { invalid, refusal } from '../../platform/http/errors.ts';
import { CHECKOUT_REASONS } from '../../../contracts/checkout.messages.ts';
import type { Payment } from '../../platform/payments/provider.ts';
import { eventOrder, type CheckoutDeps, type OrderRow } from './checkout-deps.ts';
import { completeOrder } from './completion.service.ts';
import { NotEnoughTickets, extendHoldsStatement, linesOfTickets, releaseHolds, takeHolds } from './inventory.service.ts';
import { isPersonalOrder, orderView, paymentRequestOf } from './order-views.ts';
import { releaseOrder } from './order-release.service.ts';
import { asSeenBy, loadItems, orderForChange, promoOf } from './orders.service.ts';
import { loadBuyerCheckoutEvent, refuseUnlessSelling, type CheckoutEvent } from './selection.service.ts';
import { checkOrderSeats } from './seat-confirm.ts';
import { readTogether } from '../../platform/db/read-together.ts';
import { storeTermsTexts, withTermsTexts } from './terms-texts.ts';

type ConfirmBody = z.infer<typeof confirmOrderBody>;

const timesUp = () => refusal('conflict', CHECKOUT_REASONS.holdExpired, CHECKOUT_MESSAGES.timesUpText);
const orderClosed = () => refusal('conflict', CHECKOUT_REASONS.orderClosed, CHECKOUT_MESSAGES.orderClosed);

/** Time's up at the pay step: the order times out (once its payment, if any, is stopped) and the buyer is told. */
async function timeOut(deps: CheckoutDeps, order: OrderRow): Promise<never> {
  // A payment in progress or already taken settles the order instead; the buyer still reads Time's up here.
  await releaseOrder(deps, order, 'timed_out').catch(() => undefined);
  throw timesUp();
}

/**
 * Writes the checked information on the order, only while it is pending, and on each of its tickets, and for the
 * pay step moves its live holds' expiry to `payUntil`: one statement (one round trip, atomic by itself). Returns
 * the saved order and whether every open hold was still live (else the caller takes them again).
 */
async function saveInfo(
  db: Db,
  orderId: string,
  info: CheckedInfo,
  set: Partial<OrderRow>,
  payUntil: Date | null,
  texts: readonly { hash: string; content: string }[],
): Promise<{ order: OrderRow; holdsLive: boolean }> {
  const { buyer } = info;
  const saved = db.$with('saved').as(
    db
      .update(orders)
      .set({
        buyerFirstName: buyer.firstName,
        buyerLastName: buyer.lastName,
        buyerEmail: buyer.email,
        notes: buyer.notes,
        updatedAt: new Date(),
        ...set,
      })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning(),
  );
  const rows = [...info.attendees].map(([id, p]) => ({
    id,
    first_name: p.firstName,
    last_name: p.lastName,
    email: p.email,
    notes: p.notes,
    seat: p.seat,
    answers: p.answers,
  }));
  const attendees = db.$with('attendees', { id: sql<string>`id`.as('id') }).as(sql`
    update order_items oi set first_name = v.first_name, last_name = v.last_name, email = v.email, notes = v.notes, seat = v.seat, answers = v.answers
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id uuid, first_name text, last_name text, email text, notes text, seat text, answers jsonb)
    where oi.id = v.id and oi.order_id = ${orderId} and exists (select 1 from saved)
    returning oi.id`);
  // The open holds are counted from the snapshot before the statement, which the extension does not change.
  const extended = db
    .$with('extended', { id: sql<string>`id`.as('id') })
    .as(payUntil ? extendHoldsStatement(orderId, payUntil, sql`exists (select 1 from saved)`) : sql`select null::uuid as id where false`);
  const liveness = db.$with('liveness', { holdsLive: sql<boolean>`holds_live`.as('holds_live') }).as(
    sql`select open.n > 0 and (select count(*) from extended) = open.n as holds_live
      from (select count(*) as n from ${holds} where ${holds.orderId} = ${orderId} and ${holds.releasedAt} is null) open`,
  );
  // The waiver texts the answers name, in the same statement (a data-modifying CTE runs whether read or not).
  const terms = db
    .$with('terms', { hash: sql<string>`hash`.as('hash') })
    .as(texts.length ? storeTermsTexts(texts) : sql`select null::text as hash where false`);
  const [row] = await db.with(saved, attendees, extended, liveness, terms).select().from(saved).crossJoin(liveness);
  if (!row) throw orderClosed();
  return { order: eventOrder(row.saved), holdsLive: row.liveness.holdsLive };
}

/** Holds that expired before the pay step are taken again from what is left (NotEnoughTickets: time's up). */
async function retakeHolds(db: Db, order: OrderRow, items: readonly OrderItemView[], expiresAt: Date) {
  const lines = linesOfTickets(
    order.occurrenceId,
    items.map((i) => i.ticket.id),
  );
  await db.transaction(async (tx) => {
    await releaseHolds(tx, order.id);
    await takeHolds(tx, order.id, lines, expiresAt);
  });
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
    // Only onto the order as read (a cancel in between stopped its payment and gave its holds back): else this
    // payment is cancelled so it can never take money for a closed order.
    const [stored] = await deps.db
      .update(orders)
      .set({ paymentId: payment.id, paymentProvider: deps.payments.name, updatedAt: new Date() })
      .where(
        and(
          eq(orders.id, order.id),
          eq(orders.status, 'pending'),
          sql`(${orders.paymentId} is not distinct from ${order.paymentId} or ${orders.paymentId} = ${payment.id})`,
        ),
      )
      .returning({ id: orders.id });
    if (!stored) {
      await deps.payments.cancelPayment(payment.id).catch(() => undefined);
      throw orderClosed();
    }
  }
  return payment;
}

/** The tickets as saved: the checked names, e-mail, seat and answers on each. */
const withInfo = (items: OrderItemView[], info: CheckedInfo): OrderItemView[] =>
  items.map((i) => {
    const p = info.attendees.get(i.id);
    return p ? { ...i, firstName: p.firstName, lastName: p.lastName, email: p.email, notes: p.notes, seat: p.seat, orderAnswers: p.answers } : i;
  });

async function reply(
  deps: CheckoutDeps,
  viewer: AuthUser | null,
  order: OrderRow,
  items: OrderItemView[],
  extra: Pick<ConfirmOrderReply, 'final' | 'msg' | 'paymentRequest'>,
): Promise<ConfirmOrderReply> {
  return { ...extra, status: order.status, items, order: orderView(asSeenBy(order, viewer), items, await promoOf(deps.db, order.promoCodeId)) };
}

/**
 * POST /api/v1/orders/:id/confirm: checks and saves the buyer's and attendees' information, then completes a
 * free or guest-flow order at once, or moves the order to the pay step (holds extended to 9 minutes) with the
 * provider's payment request.
 */
export async function confirmOrder(
  deps: CheckoutDeps,
  user: AuthUser | null,
  id: string,
  body: ConfirmBody,
  now = new Date(),
): Promise<ConfirmOrderReply> {
  const order = await orderForChange(deps.db, user, id);
  const guestMsg = order.guestFlow ? CHECKOUT_MESSAGES.guestsAdded : null;
  if (statusGroup(order.status) === 'success')
    return reply(deps, user, order, await loadItems(deps.db, id), { final: true, msg: guestMsg, paymentRequest: null });
  if (order.status === 'timed_out') throw timesUp();
  if (order.status !== 'pending') {
    if (statusGroup(order.status) === 'failed') throw orderClosed();
    throw refusal('conflict', CHECKOUT_REASONS.paymentInFlight, CHECKOUT_MESSAGES.paymentInFlight);
  }

  const [ce, items] = await readTogether(
    deps.db,
    () => loadBuyerCheckoutEvent(deps.db, order.eventId),
    () => loadItems(deps.db, id),
  );
  const personal = isPersonalOrder(order);
  // The door's sale stops with the event's sales (unpublished or cancelled since the order was made).
  if (personal) refuseUnlessSelling(ce.event);
  const checked = checkCheckoutInfo(body.buyerAttributes, body.attendeesAttributes, {
    setting: ce.event.collectInformationSetting,
    personal,
    requireEmailConfirm: !user && !personal,
    items: items.map((i) => ({ id: i.id, ticketTypeId: i.ticket.id, addOn: isAddOn(i.ticket.category) })),
    questions: ce.questions,
    now,
  });
  if (Object.keys(checked.errors).length) throw invalid(checked.errors);
  const { info, texts } = withTermsTexts(checked, ce.questions);
  if (ce.seatingId) await checkOrderSeats(deps.db, order, body);

  const free = order.total === 0 || order.guestFlow;
  if (!free && !ce.owner.paymentAccountId) throw refusal('conflict', CHECKOUT_REASONS.paymentsNotSetUp, AVAILABILITY_LABELS.payments_not_set_up);
  // The pay step's timer renews the holds, never past the order's first timer plus the grace (HOLD_LIMITS).
  const payUntil = free ? null : renewedTimer(order.createdAt, new Date(now.getTime() + PAY_STEP_MS), now);
  if (!free && !payUntil) return timeOut(deps, order);
  const { order: saved, holdsLive } = await saveInfo(
    deps.db,
    id,
    info,
    {
      marketingConsents: consents(ce, body, order.guestFlow),
      ...(payUntil ? { step: 'pay' as const, holdExpiresAt: payUntil } : {}),
    },
    payUntil,
    texts,
  );
  if (payUntil && !holdsLive) {
    try {
      await retakeHolds(deps.db, saved, items, payUntil);
    } catch (e) {
      if (!(e instanceof NotEnoughTickets)) throw e;
      return timeOut(deps, saved);
    }
  }
  const savedItems = withInfo(items, info);

  if (free) {
    const outcome = await completeOrder(deps, id, { order: saved, offline: order.total > 0 ? 'cash' : 'free' });
    if (outcome.kind === 'failed') throw timesUp();
    return reply(deps, user, outcome.order, savedItems, { final: true, msg: guestMsg, paymentRequest: null });
  }
  const payment = await paymentFor(deps, saved, ce.owner.paymentAccountId!);
  const method = order.paymentMethod === 'terminal' ? 'terminal' : 'card';
  return reply(deps, user, { ...saved, paymentId: payment.id, paymentProvider: deps.payments.name }, savedItems, {
    final: false,
    msg: null,
    paymentRequest: paymentRequestOf(deps.payments, payment, method),
  });
}

/** Consents only for what the event asks; none in the guest flow. */
function consents(ce: Pick<CheckoutEvent, 'event'>, body: ConfirmBody, guestFlow: boolean): Record<string, boolean> {
  if (guestFlow) return {};
  const result: Record<string, boolean> = {};
  if (ce.event.marketingConsentOwner) result.owner = !!body.marketingConsents.owner;
  if (ce.event.marketingConsentProduct) result.product = !!body.marketingConsents.product;
  return result;
}
