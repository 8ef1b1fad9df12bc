import { contextModule } from '../../module.ts';
import { analyticsActions, analyticsDaily, analyticsSalts, analyticsSessions, analyticsWebVitals } from '../../platform/db/schema/index.ts';
import { ANALYTICS_PRUNE_QUEUE, ANALYTICS_ROLLUP_QUEUE } from '../../platform/jobs/catalog.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { registerAnalyticsJobs } from './analytics.jobs.ts';

/** First-party analytics: the tracker's ingestion, the daily rollup and the pruning of raw rows after 90 days. */
export const analyticsModule = contextModule({
  name: 'analytics',
  routes: [analyticsRoutes],
  jobs: registerAnalyticsJobs,
  queues: [ANALYTICS_ROLLUP_QUEUE, ANALYTICS_PRUNE_QUEUE],
  tables: [analyticsSessions, analyticsActions, analyticsWebVitals, analyticsDaily, analyticsSalts],
  emits: [],
  consumes: [],
});
