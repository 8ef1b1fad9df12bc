import { processLog, type Logger } from '../../platform/logger.ts';
import { and, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { DonationState } from '../../../contracts/videos.messages.ts';
import { statusGroup } from '../../../domain/checkout.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { enqueueMail } from '../../platform/mail/mail.jobs.ts';
import type { Payment, ProviderEvent } from '../../platform/payments/provider.ts';
import { type CompletionDeps, type PaymentSettlement, stopOpenPayment } from '../checkout/index.ts';
import { donationReceipt } from './donations-receipt.ts';

/**
 * A donation's payment and completion: the provider payment made once per order, the provider's word applied from
 * its events (payment-events.service.ts), the pay page and reconciliation (reconcile.service.ts), and the sweep
 * ending donations never paid (checkout.jobs.ts). Money taken is a donation made: a payment that succeeds completes
 * its order whatever became of it meanwhile, exactly once.
 */

type OrderRow = typeof orders.$inferSelect;
export type DonationOrder = OrderRow & { productType: 'ArtistVideo'; videoId: string };

/** Open statuses a donation's payment may move it between. */
const OPEN = ['pending', 'processing'] as const;

/**
 * The donation's provider payment, created on first need with the order's id as idempotency key (so a retry after a
 * crash between the order's commit and here finds the same payment), stored on the order while it is still open.
 * Answers the order's payment id, or null when the order closed first (the new payment is cancelled then).
 */
export async function ensureDonationPayment(deps: CompletionDeps, order: DonationOrder, accountId: string): Promise<string | null> {
  if (order.paymentId) return order.paymentId;
  const payment = await deps.payments.createPayment({
    amount: order.total,
    currency: order.currency,
    accountId,
    applicationFee: order.feeTotal,
    method: 'card',
    idempotencyKey: order.id,
    metadata: { orderId: order.id, videoId: order.videoId },
  });
  const [stored] = await deps.db
    .update(orders)
    .set({ paymentId: payment.id, paymentProvider: deps.payments.name, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.paymentId), inArray(orders.status, [...OPEN])))
    .returning({ id: orders.id });
  if (stored) return payment.id;
  const [current] = await deps.db.select({ paymentId: orders.paymentId }).from(orders).where(eq(orders.id, order.id)).limit(1);
  // A racing caller stored the same payment (same key); else the order closed and this payment must never take money.
  if (current?.paymentId === payment.id) return payment.id;
  await deps.payments.cancelPayment(payment.id).catch(() => undefined);
  return current?.paymentId ?? null;
}

export type DonationOutcome = 'completed' | 'already_completed' | 'not_paid';

/**
 * Completes a donation once its payment succeeded: one conditional UPDATE (racing callers wait on the row and find
 * it completed), and the donor's receipt queued in the same transaction, so it goes out exactly once.
 */
export async function settleDonation(deps: CompletionDeps, orderId: string, opts: { payment?: Payment; now?: Date } = {}): Promise<DonationOutcome> {
  const [order] = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.productType, 'ArtistVideo')))
    .limit(1);
  if (!order) return 'not_paid';
  if (order.status === 'completed') return 'already_completed';
  if (!order.paymentId) return 'not_paid';
  const payment = opts.payment?.id === order.paymentId ? opts.payment : await deps.payments.retrievePayment(order.paymentId);
  if (payment.status !== 'succeeded') return 'not_paid';
  const now = opts.now ?? new Date();
  return deps.db.transaction(async (tx) => {
    const [won] = await tx
      .update(orders)
      .set({ status: 'completed', completedAt: now, canceledAt: null, updatedAt: now, transactionId: payment.id })
      .where(and(eq(orders.id, order.id), ne(orders.status, 'completed')))
      .returning();
    if (!won) return 'already_completed';
    const receipt = await donationReceipt(tx, won);
    if (receipt) await enqueueMail(deps.jobs, receipt, tx);
    return 'completed';
  });
}

/** Moves an open donation to `status` only from `from` (a later word of the provider may have moved it already). */
async function moveDonation(deps: CompletionDeps, orderId: string, status: 'pending' | 'processing' | 'failed', from: readonly OrderRow['status'][]) {
  await deps.db
    .update(orders)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), inArray(orders.status, [...from])));
}

/**
 * A provider event about a donation's payment, read from the provider's current word (events arrive out of order):
 * succeeded completes it; processing marks it in flight (the sweep leaves it alone); a decline puts it back to
 * pending (the donor may try another card while its time runs); a cancelled payment fails it.
 */
export async function handleDonationEvent(deps: CompletionDeps, order: OrderRow, event: ProviderEvent & { paymentId: string }) {
  if (order.status === 'completed') return;
  if (event.type === 'other' && !(event.raw as { settle?: boolean } | null)?.settle) return;
  const payment = await deps.payments.retrievePayment(event.paymentId);
  if (payment.status === 'succeeded') await settleDonation(deps, order.id, { payment });
  else if (payment.status === 'processing') await moveDonation(deps, order.id, 'processing', ['pending']);
  else if (payment.status === 'canceled') await moveDonation(deps, order.id, 'failed', OPEN);
  else if (event.type === 'payment.failed') await moveDonation(deps, order.id, 'pending', ['processing']);
}

/**
 * Ends a pending donation past its time, only once its payment can no longer succeed: a payment waiting for a card
 * is cancelled first; one that went through completes the donation instead; one in flight is left to settle.
 * Answers whether it timed the donation out.
 */
export async function endExpiredDonation(deps: CompletionDeps, order: OrderRow, now = new Date()): Promise<boolean> {
  const payment = await stopOpenPayment(deps, order);
  if (payment?.status === 'succeeded') {
    await settleDonation(deps, order.id, { payment, now });
    return false;
  }
  if (payment && payment.status !== 'canceled') return false;
  const [closed] = await deps.db
    .update(orders)
    .set({ status: 'timed_out', canceledAt: now, updatedAt: now })
    // Only while that is still its payment: a payment stored meanwhile was not stopped.
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending'), sql`${orders.paymentId} is not distinct from ${order.paymentId}`))
    .returning({ id: orders.id });
  return Boolean(closed);
}

/** Donations ended per sweep run (each asks the provider); the next minute takes the rest. */
const SWEEP_BATCH = 100;

/** The sweep's part for donations: pending ones past their time end (endExpiredDonation). Returns the timed-out ids. */
export async function timeOutDonations(deps: CompletionDeps, log: Logger = processLog, now = new Date()): Promise<string[]> {
  const due = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.productType, 'ArtistVideo'), eq(orders.status, 'pending'), lte(orders.holdExpiresAt, now)))
    .limit(SWEEP_BATCH);
  const timedOut: string[] = [];
  for (const order of due) {
    try {
      if (await endExpiredDonation(deps, order, now)) timedOut.push(order.id);
    } catch (err) {
      // A provider error is tried again next minute; the other donations go on.
      log.error({ err, orderId: order.id }, 'timing out a donation failed; the next sweep tries again');
    }
  }
  return timedOut;
}

/** Where a donation stands for its pay page, from its order and (while open) its payment. */
export function donationStateOf(order: Pick<OrderRow, 'status'>, payment: Pick<Payment, 'status'> | null): DonationState {
  const group = statusGroup(order.status);
  if (group === 'success') return 'completed';
  if (group === 'failed') return 'closed';
  if (payment?.status === 'requires_payment_method') return 'awaiting_payment';
  if (payment && payment.status !== 'canceled') return 'processing';
  // Nothing to pay with: the owner stopped taking payments before the payment was made.
  return 'closed';
}

/** The videos side of checkout's settlement port: a donation settles, follows its payment's events and times out. */
export const donationSettlement: PaymentSettlement = {
  settle: (deps, orderId) => settleDonation(deps, orderId),
  onPaymentEvent: (deps, order, event) => handleDonationEvent(deps, order, event),
  timeOut: (deps, log) => timeOutDonations(deps, log),
};
