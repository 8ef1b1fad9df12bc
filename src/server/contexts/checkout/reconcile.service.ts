import { processLog, type Logger } from '../../platform/logger.ts';
import { and, asc, between, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { PROCESSING_STATUSES } from '../../../domain/checkout.ts';
import { orders, sandboxPayments } from '../../platform/db/schema/index.ts';
import type { CompletionDeps } from './checkout-deps.ts';
import { completeOrder } from './completion.service.ts';
import { settlementPorts } from './settlements.ts';

/**
 * Reconciliation: the backstop for a provider event lost to a crash (or a webhook that never came). Every
 * minute, each paid order that is not completed is completed, or refunded when its seats are gone (completion
 * decides, idempotently). Payments younger than RECONCILE_AFTER_MS are left to the normal path.
 */
export const RECONCILE_AFTER_MS = 30_000;
/** Stripe is asked about orders changed within this window (Stripe itself retries a webhook for three days). */
const STRIPE_WINDOW_MS = 60 * 60_000;
/** Orders looked at per run; the next minute's run takes the rest. */
const BATCH = 200;

/** Orders a paid order may still be completed from (as completion's COMPLETABLE). */
const OPEN = [...PROCESSING_STATUSES, 'canceled', 'timed_out'] as const;

/**
 * Sandbox: the payments are our own table, so the candidates are exactly the succeeded (or settling) payments
 * whose order is open, or failed without its refund. Stripe: every open order with a payment, which Stripe is
 * asked about one by one.
 */
async function candidates(deps: CompletionDeps, before: Date): Promise<Candidate[]> {
  const candidate = { id: orders.id, productType: orders.productType };
  if (deps.payments.name === 'sandbox') {
    return deps.db
      .select(candidate)
      .from(orders)
      .innerJoin(sandboxPayments, eq(sandboxPayments.id, orders.paymentId))
      .where(
        and(
          eq(orders.paymentProvider, 'sandbox'),
          inArray(sandboxPayments.status, ['succeeded', 'processing']),
          lt(sandboxPayments.updatedAt, before),
          or(inArray(orders.status, [...OPEN]), and(eq(orders.status, 'failed'), eq(sandboxPayments.refundedAmount, 0))),
        ),
      )
      .orderBy(asc(sandboxPayments.updatedAt))
      .limit(BATCH);
  }
  return deps.db
    .select(candidate)
    .from(orders)
    .where(
      and(
        eq(orders.paymentProvider, deps.payments.name),
        isNotNull(orders.paymentId),
        inArray(orders.status, [...OPEN]),
        between(orders.updatedAt, new Date(before.getTime() - STRIPE_WINDOW_MS), before),
      ),
    )
    .orderBy(asc(orders.updatedAt))
    .limit(BATCH);
}

/** An order to reconcile; a membership period's goes to the memberships context's settlement, a donation to the videos' (settlements.ts). */
type Candidate = Pick<typeof orders.$inferSelect, 'id' | 'productType'>;

async function settle(deps: CompletionDeps, { id, productType }: Candidate) {
  if (productType !== 'Event') return settlementPorts().settlements[productType].settle(deps, id);
  return (await completeOrder(deps, id)).kind;
}

/**
 * Completes or refunds every paid order left open whose payment last changed before `before` (default: 30 s
 * ago). Returns how many orders it completed and how many failed (their seats were gone: refunded).
 */
export async function reconcilePayments(deps: CompletionDeps, before = new Date(Date.now() - RECONCILE_AFTER_MS), log: Logger = processLog) {
  const result = { completed: 0, failed: 0 };
  for (const candidate of await candidates(deps, before)) {
    try {
      const kind = await settle(deps, candidate);
      if (kind === 'completed') result.completed += 1;
      if (kind === 'failed') result.failed += 1;
    } catch (err) {
      // One order's provider error must not hold up the others; the next run tries it again.
      log.error({ err, orderId: candidate.id }, 'reconciling a paid order failed; the next run tries again');
    }
  }
  if (result.completed || result.failed) log.warn(result, 'reconciled paid orders left open: completed, or failed and refunded');
  return result;
}
