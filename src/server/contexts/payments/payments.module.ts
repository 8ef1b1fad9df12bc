import { contextModule } from '../../module.ts';
import { processedWebhooks } from '../../platform/db/schema/index.ts';
import { paymentsRoutes } from './payments.routes.ts';

/** The payment provider's webhooks and the sandbox's own pages. */
export const paymentsModule = contextModule({
  name: 'payments',
  routes: [paymentsRoutes],
  queues: [],
  tables: [processedWebhooks],
  emits: [],
  consumes: [],
});
