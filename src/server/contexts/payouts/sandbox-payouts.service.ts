import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { DAY_MS, previousUtcDay, sandboxPayoutsDue, startOfUtcDay } from '../../../domain/payouts.ts';
import type { Db } from '../../platform/db/client.ts';
import { orders, payouts, profiles } from '../../platform/db/schema/index.ts';
import { lockFor } from '../../platform/db/locks.ts';

/**
 * The sandbox's daily payout: each connected owner gets, per currency, the net of the orders completed on
 * `day` (UTC): order totals minus the platform fees minus the card provider's fees. Nothing is paid when the
 * net is not positive. Paying a day twice pays it once. Returns the payouts made.
 */
export async function runSandboxPayouts(db: Db, day: Date = previousUtcDay(), now = new Date()): Promise<number> {
  const start = startOfUtcDay(day);
  const end = new Date(start.getTime() + DAY_MS);
  const rows = await db
    .select({ ownerId: orders.ownerId, currency: orders.currency, total: orders.total, feeTotal: orders.feeTotal })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.ownerId))
    .where(
      and(
        inArray(orders.status, ['completed', 'transferred']),
        inArray(orders.paymentMethod, ['card', 'terminal', 'express']),
        gte(orders.completedAt, start),
        lt(orders.completedAt, end),
        isNotNull(profiles.paymentAccountId),
      ),
    );
  const due = sandboxPayoutsDue(rows, start);
  if (!due.length) return 0;
  return db.transaction(async (tx) => {
    await lockFor(tx, 'payouts');
    const paid = await tx
      .select({ id: payouts.providerPayoutId })
      .from(payouts)
      .where(
        inArray(
          payouts.providerPayoutId,
          due.map((p) => p.providerPayoutId),
        ),
      );
    const done = new Set(paid.map((p) => p.id));
    const fresh = due.filter((p) => !done.has(p.providerPayoutId));
    if (fresh.length) {
      await tx
        .insert(payouts)
        .values(
          fresh.map((p) => ({ ownerId: p.ownerId, amount: p.amount, currency: p.currency, paidAt: now, providerPayoutId: p.providerPayoutId })),
        );
    }
    return fresh.length;
  });
}
