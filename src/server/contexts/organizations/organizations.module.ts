import { contextModule } from '../../module.ts';
import { organizationsRoutes } from './organizations.routes.ts';

/** Organizations (schools) a person creates and manages. */
export const organizationsModule = contextModule({
  name: 'organizations',
  routes: [organizationsRoutes],
  queues: [],
  tables: [],
  emits: [],
  consumes: [],
});
