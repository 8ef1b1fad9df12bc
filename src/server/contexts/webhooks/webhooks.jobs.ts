import type { Logger } from '../../platform/logger.ts';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { WEBHOOK_DELIVER_QUEUE, WEBHOOK_SWEEP_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import { runDeliveryAttempt } from './delivery.ts';
import { requeueStaleDeliveries } from './delivery-queue.ts';
import { startDispatchLoop } from './dispatcher.ts';

/** Every minute, once across all workers. */
export const WEBHOOK_SWEEP_CRON = '* * * * *';

/**
 * Workers fetching delivery jobs per process. A batch waits for its slowest receiver (up to the 10 s timeout), so a
 * second worker keeps other receivers' deliveries moving meanwhile.
 */
const DELIVERY_WORKERS = 2;

/**
 * The webhook deliveries: the outbox dispatcher (a loop in worker processes), the delivery jobs and the crash
 * recovery sweep. Returns the function that stops the dispatcher.
 */
export async function registerWebhookJobs(deps: { config: Config; db: Db; jobs: Jobs; logger: Logger }): Promise<() => Promise<void>> {
  for (let i = 0; i < DELIVERY_WORKERS; i += 1) {
    await deps.jobs.work(WEBHOOK_DELIVER_QUEUE, async (job) => {
      await runDeliveryAttempt(deps, job);
    });
  }
  await deps.jobs.work(WEBHOOK_SWEEP_QUEUE, async () => {
    await requeueStaleDeliveries(deps);
  });
  await deps.jobs.schedule(WEBHOOK_SWEEP_QUEUE, WEBHOOK_SWEEP_CRON);
  if (!deps.config.runWorkers) return async () => {};
  return startDispatchLoop({ ...deps, log: deps.logger.child({ loop: 'webhooks.dispatch' }) });
}
