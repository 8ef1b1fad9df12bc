import { contextModule } from '../../module.ts';
import { profilesRoutes } from './profiles.routes.ts';

/** Public profile pages, their events and followers; following and unfollowing (the follows context's table). */
export const profilesModule = contextModule({
  name: 'profiles',
  routes: [profilesRoutes],
  queues: [],
  tables: [],
  emits: [],
  consumes: [],
});
