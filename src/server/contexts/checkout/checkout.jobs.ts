import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { PAYMENT_EVENTS_QUEUE } from '../../platform/payments/index.ts';
import type { PaymentProvider, ProviderEvent } from '../../platform/payments/provider.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { releaseExpiredHolds } from './inventory.service.ts';
import { timeOutExpiredOrders } from './orders.service.ts';
import { handleProviderEvent } from './payment-events.service.ts';

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
 * Returns the orders it timed out.
 */
export async function sweepExpiredHolds(db: Db): Promise<string[]> {
  await releaseExpiredHolds(db);
  return timeOutExpiredOrders(db);
}

export async function registerCheckoutJobs(deps: CheckoutJobDeps) {
  await deps.jobs.work(SWEEP_HOLDS_QUEUE, async () => {
    await sweepExpiredHolds(deps.db);
  });
  await deps.jobs.schedule(SWEEP_HOLDS_QUEUE, '* * * * *');
  // Provider events (the sandbox's, and webhooks queued by the payments context): a failure retries the job.
  await deps.jobs.work<ProviderEvent>(PAYMENT_EVENTS_QUEUE, (event) => handleProviderEvent(deps, event));
}
