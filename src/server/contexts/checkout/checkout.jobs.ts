import { processLog, type Logger } from '../../platform/logger.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { PAYMENT_EVENTS_QUEUE, RECONCILE_QUEUE, SWEEP_HOLDS_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { CompletionDeps } from './checkout-deps.ts';
import { releaseExpiredHolds } from './inventory.service.ts';
import { tidyEndedSeatHolds } from './seat-holds.ts';
import { timeOutExpiredOrders } from './order-release.service.ts';
import { handleProviderEvent } from './payment-events.service.ts';
import { reconcilePayments } from './reconcile.service.ts';
import { timeOutSettledElsewhere } from './settlements.ts';

export interface CheckoutJobDeps {
  config: Config;
  db: Db;
  jobs: Jobs;
  payments: PaymentProvider;
  storage: Storage;
}

/**
 * Releases expired holds and times out the orders that were still choosing or paying, and the donations to videos
 * never paid. Expired holds already stop counting the moment they expire (inventory.service.ts); the sweep tidies
 * the counters and statuses. Returns the orders it timed out.
 */
export async function sweepExpiredHolds(deps: CompletionDeps, log: Logger = processLog): Promise<string[]> {
  await releaseExpiredHolds(deps.db);
  const timedOut = [...(await timeOutExpiredOrders(deps, log)), ...(await timeOutSettledElsewhere(deps, log))];
  // After the time-outs, so the seats of the orders just timed out go too.
  await tidyEndedSeatHolds(deps.db);
  return timedOut;
}

export async function registerCheckoutJobs(deps: CheckoutJobDeps) {
  await deps.jobs.work(SWEEP_HOLDS_QUEUE, async (_data, job) => {
    await sweepExpiredHolds(deps, job.log);
  });
  await deps.jobs.schedule(SWEEP_HOLDS_QUEUE, '* * * * *');
  // Every minute, and once at start for the payments of before the start (a crash may have lost their events).
  await deps.jobs.work(RECONCILE_QUEUE, async (data, job) => {
    await reconcilePayments(deps, data.before ? new Date(data.before) : undefined, job.log);
  });
  await deps.jobs.schedule(RECONCILE_QUEUE, '* * * * *');
  await deps.jobs.send(RECONCILE_QUEUE, { before: new Date().toISOString() });
  // Provider events (the sandbox's, and webhooks queued by the payments context): a failure retries the job.
  await deps.jobs.work(PAYMENT_EVENTS_QUEUE, (event) => handleProviderEvent(deps, event));
}
