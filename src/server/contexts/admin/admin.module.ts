import { contextModule } from '../../module.ts';
import { adminRoutes } from './admin.routes.ts';

/** The site admins' console: search, platform figures, failed deliveries, the organizers list. Owns no table. */
export const adminModule = contextModule({
  name: 'admin',
  routes: [adminRoutes],
  queues: [],
  tables: [],
  emits: [],
  consumes: [],
});
