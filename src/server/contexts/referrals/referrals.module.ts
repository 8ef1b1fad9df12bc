import { contextModule } from '../../module.ts';
import { referralsRoutes } from './referrals.routes.ts';

/** Referrals: who signed up through whom. */
export const referralsModule = contextModule({
  name: 'referrals',
  routes: [referralsRoutes],
  queues: [],
  tables: [],
  emits: [],
  consumes: [],
});
