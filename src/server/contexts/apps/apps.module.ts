import { contextModule } from '../../module.ts';
import { appSuggestions, weeklyReportSends, weeklySalesReports } from '../../platform/db/schema/index.ts';
import { WEEKLY_SALES_REPORT_OWNERS_QUEUE, WEEKLY_SALES_REPORT_QUEUE } from '../../platform/jobs/catalog.ts';
import { appsRoutes } from './apps.routes.ts';
import { registerAppJobs } from './apps.jobs.ts';

/** Apps an owner turns on (the weekly sales report) and app suggestions. */
export const appsModule = contextModule({
  name: 'apps',
  routes: [appsRoutes],
  jobs: registerAppJobs,
  queues: [WEEKLY_SALES_REPORT_QUEUE, WEEKLY_SALES_REPORT_OWNERS_QUEUE],
  tables: [weeklySalesReports, weeklyReportSends, appSuggestions],
  emits: [],
  consumes: [],
});
