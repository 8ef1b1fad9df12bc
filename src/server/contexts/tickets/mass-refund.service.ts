import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { MASS_REFUND_MAX_ATTEMPTS } from '../../../contracts/event-cancel.ts';
import { massRefundBacksOff } from '../../../domain/event-lifecycle.ts';
import type { Db, Queryable, Tx } from '../../platform/db/client.ts';
import { events, massRefundOrders, massRefunds, orderItems, orders } from '../../platform/db/schema/index.ts';
import { MASS_REFUND_QUEUE } from '../../platform/jobs/catalog.ts';
import { finishClaimedRefund, giveTicketBack, isProviderError, paidAmount, type TicketDeps } from './ticket-actions.service.ts';
import { loadRecords, writeTicketEvent } from './ticket-records.ts';
import { mailCancellation } from './mass-refund.mails.ts';

/**
 * The mass refund of a cancelled event (issue 34, docs/decisions/events.md). Each order is a row of
 * mass_refund_orders that goes from pending to refunded (or failed after MASS_REFUND_MAX_ATTEMPTS provider calls);
 * the job works them in batches and sends itself again until none is pending. Kill the worker anywhere: a row whose
 * provider call was made but not recorded is called again with the same idempotency key, which answers the first
 * refund instead of making a second, and the row's change from pending (tickets, order, outbox events, e-mails) is
 * one transaction guarded by its state, so it happens once. A ticket's own refund in flight when the event was
 * cancelled finishes first; the mass refund then refunds what is left of the order.
 */

/** Orders per job: 25 provider calls of at most a few seconds each stay well inside the job's expiry. */
export const MASS_REFUND_BATCH = 25;
/** After a batch whose calls mostly failed, or that could only wait, the next runs this much later. */
export const MASS_REFUND_RETRY_DELAY_SECONDS = 30;
/**
 * How long a ticket's own refund may stay claimed before the mass refund finishes it with the claim's key: a
 * provider call takes seconds (Stripe's client gives up after about a minute with its retries), so an older claim
 * belongs to a process that stopped between the provider's refund and its transaction.
 */
export const CLAIM_TAKEOVER_SECONDS = 300;

type Row = typeof massRefundOrders.$inferSelect;
type Outcome = 'refunded' | 'failed' | 'waiting';

/** The provider's idempotency key of one order's refund in one mass refund: the same on every attempt. */
export const massRefundKey = (row: Pick<Row, 'massRefundId' | 'orderId'>) => `mass-refund-${row.massRefundId}-${row.orderId}`;

const rowOf = (row: Pick<Row, 'massRefundId' | 'orderId'>) =>
  and(eq(massRefundOrders.massRefundId, row.massRefundId), eq(massRefundOrders.orderId, row.orderId));

/**
 * Works up to `size` pending orders; answers how many stay pending, how many it worked (not waiting for a ticket's
 * own refund), and how many provider calls it made and saw fail.
 */
export async function refundBatch(deps: TicketDeps, massRefundId: string, size = MASS_REFUND_BATCH) {
  const rows = await deps.db
    .select()
    .from(massRefundOrders)
    .where(and(eq(massRefundOrders.massRefundId, massRefundId), eq(massRefundOrders.state, 'pending')))
    .orderBy(asc(massRefundOrders.attempts), asc(massRefundOrders.orderId))
    .limit(size);
  const batch = { remaining: 0, worked: 0, calls: 0, failures: 0 };
  for (const row of rows) {
    const outcome = await settleOrder(deps, row);
    if (outcome === 'waiting') continue;
    batch.worked += 1;
    if (row.kind === 'provider') batch.calls += 1;
    if (outcome === 'failed') batch.failures += 1;
  }
  const [left] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(massRefundOrders)
    .where(and(eq(massRefundOrders.massRefundId, massRefundId), eq(massRefundOrders.state, 'pending')));
  batch.remaining = Number(left?.n ?? 0);
  if (!batch.remaining) {
    await deps.db
      .update(massRefunds)
      .set({ finishedAt: new Date() })
      .where(and(eq(massRefunds.id, massRefundId), isNull(massRefunds.finishedAt)));
  }
  return batch;
}

/** Every batch until none is pending, or only orders waiting for a ticket's own refund are (tests and the demo). */
export async function runMassRefund(deps: TicketDeps, massRefundId: string): Promise<void> {
  for (;;) {
    const batch = await refundBatch(deps, massRefundId);
    if (!batch.remaining || !batch.worked) return;
  }
}

/** The job: one batch, then the next job while orders are pending (later when this batch's calls mostly failed). */
export async function massRefundJob(deps: TicketDeps, massRefundId: string): Promise<void> {
  const batch = await refundBatch(deps, massRefundId);
  if (!batch.remaining) return;
  await deps.jobs.send(MASS_REFUND_QUEUE, { massRefundId }, massRefundBacksOff(batch) ? { startAfter: MASS_REFUND_RETRY_DELAY_SECONDS } : {});
}

/**
 * One order. Its tickets' own refunds in flight (claimed: active with refunded_at) finish first: a recent claim is
 * waited for, an old one is finished here with its key. Then the provider refunds what is left of the order (same
 * key every attempt; nothing when the tickets' own refunds took it all), then its tickets.
 */
async function settleOrder(deps: TicketDeps, row: Row): Promise<Outcome> {
  const claims = await loadRecords(
    deps.db,
    and(eq(orderItems.orderId, row.orderId), inArray(orderItems.status, ['active', 'transfer_pending']), isNotNull(orderItems.refundedAt)),
  );
  const takeover = Date.now() - CLAIM_TAKEOVER_SECONDS * 1000;
  if (claims.some((r) => r.item.refundedAt!.getTime() > takeover)) return 'waiting';
  // The attempt is counted before any call: a call whose outcome is lost still counts, and is repeated with its key.
  if (row.kind === 'provider') {
    await deps.db
      .update(massRefundOrders)
      .set({ attempts: sql`${massRefundOrders.attempts} + 1`, updatedAt: new Date() })
      .where(rowOf(row));
  }
  let refundId: string | null = null;
  let amount = 0;
  try {
    const byUserId = await requesterOf(deps.db, row.massRefundId);
    for (const r of claims) await finishClaimedRefund(deps, r, byUserId);
    amount = row.kind === 'free' ? 0 : await fixAmount(deps.db, row);
    if (row.kind === 'provider' && amount > 0) {
      const [order] = await deps.db.select({ paymentId: orders.paymentId }).from(orders).where(eq(orders.id, row.orderId)).limit(1);
      refundId = (await deps.payments.refund(order!.paymentId!, amount, massRefundKey(row))).id;
    }
  } catch (err) {
    if (row.kind !== 'provider') throw err;
    await recordFailure(deps, row, isProviderError(err) ? err.message : String((err as Error)?.message ?? err));
    return 'failed';
  }
  await finishOrder(deps, { ...row, amount }, refundId);
  return 'refunded';
}

/** Who the mass refund's outbox events name: the organizer who cancelled, else the event's owner. */
async function requesterOf(db: Queryable, massRefundId: string): Promise<string> {
  const [mass] = await db
    .select({ requestedById: massRefunds.requestedById, ownerId: events.ownerId })
    .from(massRefunds)
    .innerJoin(events, eq(events.id, massRefunds.eventId))
    .where(eq(massRefunds.id, massRefundId));
  return mass!.requestedById ?? mass!.ownerId;
}

/**
 * What goes back now: what is left of the order once its tickets' own refunds are done. Nothing else refunds the
 * order after the cancel (claims are refused then), so every attempt computes the same amount for its key.
 */
async function fixAmount(db: Db, row: Row): Promise<number> {
  const [fixed] = await db
    .update(massRefundOrders)
    .set({ amount: sql`(select greatest(${orders.total} - ${orders.refundedAmount}, 0) from ${orders} where ${orders.id} = ${row.orderId})` })
    .where(rowOf(row))
    .returning({ amount: massRefundOrders.amount });
  return fixed!.amount;
}

/** A failed attempt; the last one makes the order failed and tells its addresses, once all their orders are settled. */
async function recordFailure(deps: TicketDeps, row: Row, message: string) {
  const failed = row.attempts + 1 >= MASS_REFUND_MAX_ATTEMPTS;
  await deps.db.transaction(async (tx) => {
    const eventName = await lockMassRefund(tx, row.massRefundId);
    const [changed] = await tx
      .update(massRefundOrders)
      .set({ lastError: message.slice(0, 500), updatedAt: new Date(), ...(failed ? { state: 'failed' as const } : {}) })
      .where(and(rowOf(row), eq(massRefundOrders.state, 'pending')))
      .returning({ state: massRefundOrders.state });
    if (changed?.state === 'failed') await mailCancellation(deps, tx, { massRefundId: row.massRefundId, orderId: row.orderId, eventName });
  });
}

/** Serializes the changes of one mass refund's rows, so the last order of an address sees the others settled. */
async function lockMassRefund(tx: Tx, massRefundId: string): Promise<string> {
  const [mass] = await tx
    .select({ eventName: events.name })
    .from(massRefunds)
    .innerJoin(events, eq(events.id, massRefunds.eventId))
    .where(eq(massRefunds.id, massRefundId))
    .for('update', { of: massRefunds });
  return mass!.eventName;
}

/**
 * The order's change, once: the row leaves pending, every ticket still admitting is refunded (or cancelled, for a
 * free order) with the same outbox events a single refund writes, the order's refunded amount grows, and the
 * addresses whose orders are all settled now get their e-mail.
 */
async function finishOrder(deps: TicketDeps, row: Row, refundId: string | null) {
  await deps.db.transaction(async (tx) => {
    const eventName = await lockMassRefund(tx, row.massRefundId);
    const [won] = await tx
      .update(massRefundOrders)
      .set({ state: 'refunded', refundId, lastError: null, updatedAt: new Date() })
      .where(and(rowOf(row), eq(massRefundOrders.state, 'pending')))
      .returning({ id: massRefundOrders.orderId });
    if (!won) return;
    const byUserId = await requesterOf(tx, row.massRefundId);
    const tickets = await loadRecords(
      tx,
      and(eq(orderItems.orderId, row.orderId), inArray(orderItems.status, ['active', 'transfer_pending']), isNull(orderItems.refundedAt)),
    );
    const now = new Date();
    for (const r of tickets) {
      const refunded = row.kind !== 'free';
      const amount = refunded ? await paidAmount(tx, r.item.id) : 0;
      await tx
        .update(orderItems)
        .set({
          status: refunded ? 'refunded' : 'canceled',
          canceledAt: now,
          claimTokenHash: null,
          ...(refunded ? { refundedAt: now, refundedAmount: sql`${orderItems.refundedAmount} + ${amount}` } : {}),
        })
        .where(eq(orderItems.id, r.item.id));
      await giveTicketBack(tx, r);
      await writeTicketEvent(tx, 'ticket.cancelled', r, { by: 'organizer', byUserId, refunded });
      if (refunded) await writeTicketEvent(tx, 'ticket.refunded', r, { by: 'organizer', byUserId, amount, currency: r.order.currency, refundId });
    }
    if (row.kind !== 'free' && row.amount > 0) {
      await tx
        .update(orders)
        .set({ refundedAmount: sql`least(${orders.refundedAmount} + ${row.amount}, ${orders.total})`, updatedAt: now })
        .where(eq(orders.id, row.orderId));
    }
    await mailCancellation(deps, tx, { massRefundId: row.massRefundId, orderId: row.orderId, eventName });
  });
}
