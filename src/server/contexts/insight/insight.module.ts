import { contextModule } from '../../module.ts';
import { purchasePixelFires } from '../../platform/db/schema/index.ts';
import { pixelRoutes } from './insight.routes.ts';

/** The owner's purchase pixels and their once-per-order memory; the organizer's traffic and funnel. */
export const insightModule = contextModule({
  name: 'insight',
  routes: [pixelRoutes],
  queues: [],
  tables: [purchasePixelFires],
  emits: [],
  consumes: [],
});
