import { contextModule } from '../../module.ts';
import { follows } from '../../platform/db/schema/index.ts';
import { profilesRoutes } from './profiles.routes.ts';

/** Public profile pages, their events and followers, and follows. */
export const profilesModule = contextModule({
  name: 'profiles',
  routes: [profilesRoutes],
  queues: [],
  tables: [follows],
  emits: [],
  consumes: [],
});
