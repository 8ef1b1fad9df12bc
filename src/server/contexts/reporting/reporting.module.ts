import { contextModule } from '../../module.ts';
import { reportExports } from '../../platform/db/schema/index.ts';
import { REPORT_EXPORTS_SWEEP_QUEUE, REPORT_EXPORT_FAILED_QUEUE, REPORT_EXPORT_QUEUE } from '../../platform/jobs/catalog.ts';
import { revenueRoutes } from './revenue.routes.ts';
import { recordsRoutes } from './records.routes.ts';
import { exportsRoutes } from './exports.routes.ts';
import { registerReportingJobs } from './reporting.jobs.ts';

/** Reports: revenue, records, event stats and their CSV exports. */
export const reportingModule = contextModule({
  name: 'reporting',
  routes: [revenueRoutes, recordsRoutes, exportsRoutes],
  jobs: registerReportingJobs,
  queues: [REPORT_EXPORT_QUEUE, REPORT_EXPORT_FAILED_QUEUE, REPORT_EXPORTS_SWEEP_QUEUE],
  tables: [reportExports],
  emits: [],
  consumes: ['order.completed', 'ticket.cancelled', 'ticket.checked_in', 'ticket.refunded', 'ticket.transferred'],
});
