import { inArray, and, sql } from 'drizzle-orm';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { releaseExpiredHolds } from './inventory.service.ts';

export interface CheckoutJobDeps {
  config: Config;
  db: Db;
  jobs: Jobs;
  payments: PaymentProvider;
  storage: Storage;
}

export const SWEEP_HOLDS_QUEUE = 'checkout.sweep-holds';

/**
 * Releases expired holds and times out the orders that were still choosing or paying. Expired holds already
 * stop counting the moment they expire (inventory.service.ts); the sweep tidies the counters and statuses.
 */
export async function sweepExpiredHolds(db: Db): Promise<string[]> {
  const released = await releaseExpiredHolds(db);
  if (!released.length) return [];
  const timedOut = await db
    .update(orders)
    .set({ status: 'timed_out', canceledAt: new Date(), updatedAt: new Date() })
    .where(and(inArray(orders.id, released), inArray(orders.status, ['pending']), sql`${orders.holdExpiresAt} <= now()`))
    .returning({ id: orders.id });
  return timedOut.map((o) => o.id);
}

export async function registerCheckoutJobs(deps: CheckoutJobDeps) {
  await deps.jobs.work(SWEEP_HOLDS_QUEUE, async () => {
    await sweepExpiredHolds(deps.db);
  });
  await deps.jobs.schedule(SWEEP_HOLDS_QUEUE, '* * * * *');
}
