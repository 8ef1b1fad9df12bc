import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import { REPORT_EXPORT_FAILED_QUEUE, REPORT_EXPORT_QUEUE, REPORT_EXPORTS_SWEEP_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { failExport, runExport, sweepExports } from './export-job.ts';

/** Every hour, once across all workers: an export's file is kept for a day. */
export const REPORT_EXPORTS_SWEEP_CRON = '23 * * * *';

export async function registerReportingJobs(deps: { db: Db; jobs: Jobs; storage: Storage; config: Pick<Config, 'dataDir'> }) {
  await deps.jobs.work(REPORT_EXPORT_QUEUE, ({ exportId }) => runExport(deps, exportId));
  await deps.jobs.work(REPORT_EXPORT_FAILED_QUEUE, ({ exportId }) => failExport(deps.db, exportId));
  await deps.jobs.work(REPORT_EXPORTS_SWEEP_QUEUE, async () => {
    await sweepExports(deps);
  });
  await deps.jobs.schedule(REPORT_EXPORTS_SWEEP_QUEUE, REPORT_EXPORTS_SWEEP_CRON);
}
