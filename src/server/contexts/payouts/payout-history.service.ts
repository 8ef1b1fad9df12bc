import { asc, count, desc, eq } from 'drizzle-orm';
import { PAYOUTS_PER_PAGE, type PayoutHistoryQuery, type PayoutHistoryReply } from '../../../contracts/payments.ts';
import type { Db } from '../../platform/db/client.ts';
import { payouts, profiles } from '../../platform/db/schema/index.ts';
import type { ProviderEvent } from '../../platform/payments/provider.ts';
import { lockFor } from '../../platform/db/locks.ts';

/** The payouts table: Date Paid and Amount Paid, 10 a page, sortable by either. */
export async function payoutHistory(db: Db, query: PayoutHistoryQuery): Promise<PayoutHistoryReply> {
  const where = eq(payouts.ownerId, query.ownerId);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(payouts).where(where);
  const column = query.sort === 'amount' ? payouts.amount : payouts.paidAt;
  const order = query.direction === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(payouts)
    .where(where)
    .orderBy(order(column), order(payouts.paidAt), order(payouts.id))
    .limit(PAYOUTS_PER_PAGE)
    .offset((query.page - 1) * PAYOUTS_PER_PAGE);
  return {
    data: rows.map((r) => ({ id: r.id, paidAt: r.paidAt.toISOString(), amount: r.amount, currency: r.currency })),
    page: query.page,
    perPage: PAYOUTS_PER_PAGE,
    totalCount: n,
  };
}

/** Records a provider's payout.paid for the owner whose account it is (once per provider payout id). */
export async function recordProviderPayout(db: Db, event: ProviderEvent): Promise<boolean> {
  if (event.type !== 'payout.paid' || !event.payout || !event.accountId) return false;
  const [owner] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.paymentAccountId, event.accountId)).limit(1);
  if (!owner) return false;
  const payout = event.payout;
  return db.transaction(async (tx) => {
    await lockFor(tx, 'payouts');
    const [existing] = await tx.select({ id: payouts.id }).from(payouts).where(eq(payouts.providerPayoutId, payout.id)).limit(1);
    if (existing) return false;
    await tx.insert(payouts).values({
      ownerId: owner.id,
      amount: payout.amount,
      currency: payout.currency.toLowerCase(),
      paidAt: new Date(payout.paidAt),
      providerPayoutId: payout.id,
    });
    return true;
  });
}
