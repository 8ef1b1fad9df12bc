import { MESSAGE_SEND_QUEUE, SALE_NOTICES_QUEUE } from '../../platform/jobs/catalog.ts';
import type { JobDeps } from '../../module.ts';
import { recordSaleNotices, sendSaleDigests } from './sale-notices.ts';
import { sendBatch } from './send-batches.ts';

/** Every minute, once across all workers: new sales become notices, due digests go out. */
export const SALE_NOTICES_CRON = '* * * * *';

export async function registerMessageJobs(deps: JobDeps) {
  await deps.jobs.work(MESSAGE_SEND_QUEUE, async ({ messageId }) => {
    await sendBatch(deps, messageId, new Date());
  });
  await deps.jobs.work(SALE_NOTICES_QUEUE, async () => {
    const now = new Date();
    await recordSaleNotices(deps.db, now);
    await sendSaleDigests(deps, now);
  });
  await deps.jobs.schedule(SALE_NOTICES_QUEUE, SALE_NOTICES_CRON);
}
