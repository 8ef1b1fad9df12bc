import { contextModule } from '../../module.ts';
import { uploads } from '../../platform/db/schema/index.ts';
import { settingsRoutes } from './settings.routes.ts';

/** A managed profile's account settings, the currency list and image uploads. */
export const settingsModule = contextModule({
  name: 'settings',
  routes: [settingsRoutes],
  queues: [],
  tables: [uploads],
  emits: [],
  consumes: [],
});
