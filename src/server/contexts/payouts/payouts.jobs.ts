import type { Db } from '../../platform/db/client.ts';
import { SANDBOX_PAYOUTS_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import type { PaymentProvider } from '../../platform/payments/provider.ts';
import { runSandboxPayouts } from './sandbox-payouts.service.ts';

export interface PayoutJobDeps {
  db: Db;
  jobs: Jobs;
  payments: PaymentProvider;
}

/** 03:00 UTC, once across all workers. */
export const SANDBOX_PAYOUTS_CRON = '0 3 * * *';

/** Stripe pays out by itself (payout.paid webhooks record them); only the sandbox needs the daily job. */
export async function registerPayoutJobs(deps: PayoutJobDeps) {
  await deps.jobs.work(SANDBOX_PAYOUTS_QUEUE, async () => {
    // A schedule left from a sandbox run does nothing once Stripe is configured.
    if (deps.payments.name === 'sandbox') await runSandboxPayouts(deps.db);
  });
  if (deps.payments.name === 'sandbox') await deps.jobs.schedule(SANDBOX_PAYOUTS_QUEUE, SANDBOX_PAYOUTS_CRON);
}
