import { contextModule } from '../../module.ts';
import { promoCodes } from '../../platform/db/schema/index.ts';
import { promoCodesRoutes } from './promo-codes.routes.ts';

/** Promo codes and their uses. */
export const promoCodesModule = contextModule({
  name: 'promo-codes',
  routes: [promoCodesRoutes],
  queues: [],
  tables: [promoCodes],
  emits: [],
  consumes: [],
});
