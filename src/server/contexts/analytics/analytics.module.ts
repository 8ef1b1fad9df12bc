import { contextModule } from '../../module.ts';
import { analyticsActions, analyticsDaily, analyticsSessions, analyticsWebVitals } from '../../platform/db/schema/index.ts';
import { analyticsRoutes } from './analytics.routes.ts';

/** First-party analytics: the tracker's ingestion, the daily rollup and the pruning of raw rows after 90 days. */
export const analyticsModule = contextModule({
  name: 'analytics',
  routes: [analyticsRoutes],
  queues: [],
  tables: [analyticsSessions, analyticsActions, analyticsWebVitals, analyticsDaily],
  emits: [],
  consumes: [],
});
