import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CompleteOrderReply } from '../../../contracts/checkout.ts';
import { PROCESSING_STATUSES, statusGroup, type PaymentReturnState } from '../../../domain/checkout.ts';
import { noteNothingChanged } from '../../platform/access/admin-acts.ts';
import { orderItems, orders } from '../../platform/db/schema/index.ts';
import { ORDER_COMPLETED_QUEUE } from '../../platform/jobs/catalog.ts';
import { recordEvents } from '../../platform/outbox.ts';
import type { Payment } from '../../platform/payments/provider.ts';
import { eventOrder, type CompletionDeps, type OrderRow } from './checkout-deps.ts';
import { NotEnoughTickets, linesOfTickets, releaseHolds, releaseHoldsOf, sellHeld, type HoldLine } from './inventory.service.ts';
import { closeOrder, findOrder } from './orders.service.ts';
import { tryTakePromoUse } from './promo-uses.ts';
import { retakeOrderBenefitUses } from './benefit-uses.ts';
import { retakeOrderListCodeUses } from './list-code-uses.ts';
import { orderQuotaLines, secretQuotaExceeded } from './selection.service.ts';
import { sellOrderSeats } from './seat-holds.ts';

/**
 * Completion: the one function the return URL, the provider's events, a client retry, free orders, the guest
 * flow and card terminals all call. The status change is one conditional UPDATE under the order's row lock, so
 * racing callers complete an order once; only the winner sells the holds, issues the tickets, writes the outbox
 * and enqueues the one confirmation e-mail, all in the same transaction.
 */

/** Statuses a paid order may complete from: cancelled and timed-out orders too, when their payment went through. */
const COMPLETABLE = [...PROCESSING_STATUSES, 'canceled', 'timed_out'] as const;

export type CompletionOutcome =
  | { kind: 'completed'; order: OrderRow }
  /** Another caller completed it (or it was completed before). */
  | { kind: 'already_completed'; order: OrderRow }
  /** The provider has not taken the money (yet): see `payment.status`. */
  | { kind: 'not_paid'; order: OrderRow; payment: Payment | null }
  /** The tickets were gone when a late payment arrived: the order failed and the payment is refunded. */
  | { kind: 'failed'; order: OrderRow };

export interface CompleteOptions {
  /** The order as the caller just read it (saves a read). */
  order?: OrderRow;
  /** The payment as just read from the provider (saves a second read). */
  payment?: Payment;
  /** For orders without a provider payment: nothing to pay, or cash taken by door staff (guest flow). */
  offline?: 'free' | 'cash';
}

type Completed = Pick<OrderRow, 'id' | 'ownerId' | 'eventId' | 'occurrenceId' | 'userId' | 'total' | 'currency' | 'paymentMethod' | 'promoCodeId'>;

/**
 * The winning caller's statement: marks the order completed (the row lock of the sub-select serializes racing
 * callers; a loser re-reads the completed row and matches nothing), issues every ticket (a QR token of two random
 * UUIDs, 244 random bits from the database's strong random source; the holder is the verified account with the
 * ticket's e-mail, else the buyer's) and returns them, for order.completed and one ticket.issued per ticket; and
 * releases the order's holds, returning what they held, for sellHeld to sell.
 */
function completeStatement(orderId: string, set: { transactionId: string; paymentMethod: OrderRow['paymentMethod'] | null }) {
  return sql`
    with won as (
      update orders o set status = 'completed', completed_at = now(), canceled_at = null, updated_at = now(),
        transaction_id = ${set.transactionId}, payment_method = coalesce(${set.paymentMethod}, o.payment_method)
      from (select id, status from orders where id = ${orderId} for update) prev
      where o.id = prev.id and prev.status in ${[...COMPLETABLE]}
      returning o.id, o.owner_id, o.event_id, o.occurrence_id, o.user_id, o.total, o.currency, o.payment_method, o.promo_code_id, o.secret_codes, o.private_list_member_id,
        o.guest_flow, prev.status as previous, to_char(o.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as completed_at,
        exists (select 1 from event_seatings e where e.event_id = o.event_id) as seated
    ), issued as (
      update order_items oi set
        qr_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
        issued_at = now(),
        holder_user_id = coalesce((select u.profile_id from users u where u.email = oi.email and u.email_verified_at is not null), won.user_id)
      from won
      where oi.order_id = won.id and oi.qr_token is null
      returning oi.id, oi.ticket_type_id, oi.holder_user_id
    ), released as (${releaseHoldsOf(sql`won`)})
    select won.*, (select coalesce(json_agg(json_build_object('id', issued.id, 'ticketTypeId', issued.ticket_type_id,
        'holderUserId', issued.holder_user_id)), '[]'::json) from issued) as issued,
      (select coalesce(json_agg(json_build_object('ticketTypeId', ticket_type_id, 'occurrenceId', occurrence_id, 'quantity', quantity)), '[]'::json)
        from released) as released,
      (select coalesce(json_agg(t.id), '[]'::json) from ticket_types t
        where t.admission = 'pass' and t.id in (select ticket_type_id from issued)) as pass_types
    from won`;
}

async function completeInTransaction(
  deps: CompletionDeps,
  orderId: string,
  set: { transactionId: string; paymentMethod: OrderRow['paymentMethod'] | null },
): Promise<Completed | null> {
  return deps.db.transaction(async (tx) => {
    // Under a share lock of the event: a cancel (which locks it for update) either committed before, and this order
    // fails and is refunded, or waits for this commit and lists the order in its mass refund.
    const event = await tx.execute<{ canceled: boolean }>(
      sql`select canceled_at is not null as canceled from events where id = (select event_id from orders where id = ${orderId}) for share`,
    );
    if (event.rows[0]?.canceled) throw new EventCanceled();
    const won = await tx.execute<{
      id: string;
      owner_id: string;
      event_id: string;
      occurrence_id: string;
      user_id: string | null;
      total: number;
      currency: string;
      payment_method: OrderRow['paymentMethod'];
      promo_code_id: string | null;
      secret_codes: string[];
      private_list_member_id: string | null;
      guest_flow: boolean;
      previous: string;
      seated: boolean;
      completed_at: string;
      issued: { id: string; ticketTypeId: string; holderUserId: string | null }[];
      released: HoldLine[];
      /** The issued tickets' types that are festival passes (sellHeld counts them on each of their dates). */
      pass_types: string[];
    }>(completeStatement(orderId, set));
    const row = won.rows[0];
    if (!row) return null;
    const order: Completed = {
      id: row.id,
      ownerId: row.owner_id,
      eventId: row.event_id,
      occurrenceId: row.occurrence_id,
      userId: row.user_id,
      total: Number(row.total),
      currency: row.currency,
      paymentMethod: row.payment_method,
      promoCodeId: row.promo_code_id,
    };
    // Every limit again: a cancelled or timed-out order gave its promo, benefit and share code uses back and must take
    // them again, and a secret code's uses may have gone to others meanwhile. When one is exceeded everything rolls
    // back: fail, refund. A membership that lapsed since the order was made is honoured (its tickets were priced while
    // it ran), and so is a list membership removed meanwhile (the code's count still holds).
    const released = !inProcessingStatus(row.previous);
    if (order.promoCodeId && released && !(await tryTakePromoUse(tx, order.promoCodeId))) throw new LimitExceeded();
    if (released && !(await retakeOrderBenefitUses(tx, orderId, order.userId))) throw new LimitExceeded();
    if (released && !(await retakeOrderListCodeUses(tx, orderId, row.private_list_member_id))) throw new LimitExceeded();
    if (row.secret_codes.length && !row.guest_flow && (await secretQuotaExceeded(tx, await orderQuotaLines(tx, orderId), orderId)))
      throw new LimitExceeded();
    await recordEvents(tx, [
      {
        type: 'order.completed',
        ownerId: order.ownerId,
        payload: {
          orderId: order.id,
          eventId: order.eventId,
          occurrenceId: order.occurrenceId,
          total: order.total,
          currency: order.currency,
          tickets: row.issued.length,
          paymentMethod: order.paymentMethod,
          completedAt: row.completed_at,
        },
      },
      ...row.issued.map((ticket) => ({
        type: 'ticket.issued' as const,
        ownerId: order.ownerId,
        payload: {
          orderId: order.id,
          orderItemId: ticket.id,
          eventId: order.eventId,
          occurrenceId: order.occurrenceId,
          ticketTypeId: ticket.ticketTypeId,
          holderUserId: ticket.holderUserId,
          via: 'purchase' as const,
          transferredFromId: null,
        },
      })),
    ]);
    await deps.jobs.send(ORDER_COMPLETED_QUEUE, { orderId }, { tx });
    // The held seats become sold with the order, and its tickets name them (NotEnoughTickets when one was lost).
    if (row.seated) await sellOrderSeats(tx, orderId);
    // Last, so the hot inventory row stays locked for the shortest time; NotEnoughTickets rolls everything back.
    const issuedTypes = row.issued.map((ticket) => ticket.ticketTypeId);
    await sellHeld(tx, row.released, linesOfTickets(order.occurrenceId, issuedTypes, new Set(row.pass_types)));
    return order;
  });
}

/** The event was cancelled while the payment was on its way: the order fails and its payment is refunded. */
class EventCanceled extends Error {
  constructor() {
    super('The event was cancelled');
  }
}

/** A code's or benefit's uses ran out while the payment was on its way (the completion rolls back; the order fails and is refunded). */
class LimitExceeded extends Error {
  constructor() {
    super('A code limit would be passed');
  }
}

const inProcessingStatus = (s: string) => (PROCESSING_STATUSES as readonly string[]).includes(s);

/** The provider's word on an order's payment; null for orders without one. */
async function paymentOf(deps: CompletionDeps, order: OrderRow, given?: Payment): Promise<Payment | null> {
  if (!order.paymentId) return null;
  if (given && given.id === order.paymentId) return given;
  return deps.payments.retrievePayment(order.paymentId);
}

/**
 * Completes an order once its payment has succeeded (or right away for free and cash orders). Safe to call any
 * number of times from anywhere, concurrently.
 */
export async function completeOrder(deps: CompletionDeps, orderId: string, opts: CompleteOptions = {}): Promise<CompletionOutcome> {
  const order = opts.order ?? (await findOrder(deps.db, orderId));
  if (statusGroup(order.status) === 'success') return { kind: 'already_completed', order };
  const payment = opts.offline ? null : await paymentOf(deps, order, opts.payment);
  if (!opts.offline && payment?.status !== 'succeeded') return { kind: 'not_paid', order, payment };
  if (order.status === 'failed') {
    // A failed order whose payment went through: finish its refund (a retry after a refund error).
    if (payment) await refundFailedOrder(deps, order);
    return { kind: 'failed', order };
  }
  if (payment && (payment.amount !== order.total || payment.currency !== order.currency)) {
    return failAndRefund(deps, order);
  }
  const set = payment
    ? { transactionId: payment.id, paymentMethod: null }
    : { transactionId: order.id.slice(0, 8).toUpperCase(), paymentMethod: opts.offline! };
  try {
    const completed = await completeInTransaction(deps, orderId, set);
    if (completed)
      return { kind: 'completed', order: { ...order, ...completed, status: 'completed', transactionId: set.transactionId, completedAt: new Date() } };
  } catch (e) {
    if (!(e instanceof NotEnoughTickets || e instanceof LimitExceeded || e instanceof EventCanceled)) throw e;
    return failAndRefund(deps, order);
  }
  const current = await findOrder(deps.db, orderId);
  if (statusGroup(current.status) === 'success') return { kind: 'already_completed', order: current };
  if (current.status === 'failed' && payment) await refundFailedOrder(deps, current);
  return { kind: 'failed', order: current };
}

/** The seats or a code's uses went while the payment was on its way: the order fails and its payment is refunded. */
async function failAndRefund(deps: CompletionDeps, order: OrderRow): Promise<CompletionOutcome> {
  const failed = await deps.db.transaction(async (tx) => {
    const closed = await closeOrder(tx, order.id, 'failed');
    if (!closed) {
      // Cancelled or timed out already: its holds and promo use are back; mark it failed for the refund.
      const [row] = await tx
        .update(orders)
        .set({ status: 'failed', updatedAt: new Date() })
        .where(and(eq(orders.id, order.id), inArray(orders.status, ['canceled', 'timed_out'])))
        .returning();
      if (row) await releaseHolds(tx, order.id);
      return row ? eventOrder(row) : null;
    }
    return closed;
  });
  const current = failed ?? (await findOrder(deps.db, order.id));
  if (current.status === 'failed' && current.paymentId) await refundFailedOrder(deps, current);
  return { kind: 'failed', order: current };
}

/**
 * Refunds a failed order's payment once: the tickets are marked refunded by one conditional UPDATE and only the
 * caller that marked them asks the provider; a provider error unmarks them so a retry (the event's job) refunds.
 */
export async function refundFailedOrder(deps: CompletionDeps, order: OrderRow) {
  if (!order.paymentId) return;
  const marked = await deps.db.transaction((tx) =>
    tx
      .update(orderItems)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(
        and(
          eq(orderItems.orderId, order.id),
          isNull(orderItems.refundedAt),
          sql`exists (select 1 from orders where id = ${order.id} and status = 'failed')`,
        ),
      )
      .returning({ id: orderItems.id }),
  );
  if (!marked.length) return;
  try {
    // The key makes a provider that honours it refund once even if this runs twice.
    await deps.payments.refund(order.paymentId, undefined, `refund-${order.id}`);
  } catch (e) {
    if ((e as { code?: string }).code === 'charge_already_refunded') return;
    await deps.db
      .update(orderItems)
      .set({ status: 'active', refundedAt: null })
      .where(
        inArray(
          orderItems.id,
          marked.map((m) => m.id),
        ),
      );
    throw e;
  }
}

/** A card is being processed (or a reader waits for one): the order leaves the sweep's reach until it settles. */
export async function markPaymentInFlight(deps: CompletionDeps, orderId: string, status: 'processing' | 'handling_payment') {
  // In a transaction, as every change an admin may make: its audit row commits with it.
  await deps.db.transaction((tx) =>
    tx
      .update(orders)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['pending', 'processing', 'handling_payment']))),
  );
}

/**
 * The provider gave up on a payment. A declined card can be tried again: the order returns to pending (its
 * timer still runs); a cancelled payment fails the order.
 */
export async function markPaymentFailed(deps: CompletionDeps, orderId: string, payment: Payment) {
  if (payment.status === 'canceled') {
    await deps.db.transaction((tx) => closeOrder(tx, orderId, 'failed'));
    return;
  }
  await deps.db.transaction((tx) =>
    tx
      .update(orders)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), inArray(orders.status, ['processing', 'handling_payment', 'express_processing']))),
  );
}

/** What the buyer's return from the provider reads (buyer-side 4: succeeded, processing, tryAgain, failed). */
export function returnState(outcome: CompletionOutcome): Pick<CompleteOrderReply, 'status' | 'error' | 'zipError'> {
  const base = { error: null, zipError: false };
  if (outcome.kind === 'completed' || outcome.kind === 'already_completed') return { ...base, status: 'succeeded' };
  if (outcome.kind === 'failed') return { ...base, status: 'failed' };
  const { payment, order } = outcome;
  if (!payment) return { ...base, status: statusGroup(order.status) === 'failed' ? 'failed' : 'tryAgain' };
  const state: PaymentReturnState =
    payment.status === 'canceled' ? 'failed' : payment.status === 'requires_payment_method' ? 'tryAgain' : 'processing';
  const error = state === 'tryAgain' ? payment.lastError : null;
  return { status: statusGroup(order.status) === 'failed' ? 'failed' : state, error, zipError: error?.code === 'incorrect_zip' };
}

/** POST /api/v1/orders/:id/complete: completes when paid; otherwise records where the payment stands. */
export async function completeFromReturn(deps: CompletionDeps, order: OrderRow): Promise<CompleteOrderReply> {
  const outcome = await completeOrder(deps, order.id, { order });
  // Complete already, or not paid yet: nothing to change (a payment's new state below writes in a transaction).
  if (outcome.kind === 'already_completed' || outcome.kind === 'not_paid') noteNothingChanged();
  let status = outcome.order.status;
  if (outcome.kind === 'not_paid' && outcome.payment) {
    if (outcome.payment.status === 'processing') await markPaymentInFlight(deps, order.id, 'processing');
    if (outcome.payment.status === 'requires_payment_method' || outcome.payment.status === 'canceled')
      await markPaymentFailed(deps, order.id, outcome.payment);
    status = (await findOrder(deps.db, order.id)).status;
  }
  const state = returnState({ ...outcome, order: { ...outcome.order, status } } as CompletionOutcome);
  return { ...state, orderStatus: status, statusGroup: statusGroup(status) };
}
