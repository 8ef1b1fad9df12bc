import { WEEKLY_SALES_REPORT_OWNERS_QUEUE, WEEKLY_SALES_REPORT_QUEUE } from '../../platform/jobs/catalog.ts';
import { queueWeeklyReports, sendWeeklyReports, type WeeklyReportDeps } from './weekly-reports.service.ts';

/** Mondays 08:00 UTC (content-management 9: the report goes out on Mondays), once across all workers. */
export const WEEKLY_SALES_REPORT_CRON = '0 8 * * 1';

export async function registerAppJobs(deps: WeeklyReportDeps) {
  await deps.jobs.work(WEEKLY_SALES_REPORT_QUEUE, async () => {
    await queueWeeklyReports(deps);
  });
  await deps.jobs.work(WEEKLY_SALES_REPORT_OWNERS_QUEUE, async ({ ownerIds, at }, job) => {
    await sendWeeklyReports(deps, ownerIds, new Date(at), job.log);
  });
  await deps.jobs.schedule(WEEKLY_SALES_REPORT_QUEUE, WEEKLY_SALES_REPORT_CRON);
}
