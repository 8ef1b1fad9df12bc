import { contextModule } from '../../module.ts';
import { gettingStarted } from '../../platform/db/schema/index.ts';
import { gettingStartedRoutes } from './getting-started.routes.ts';

/** The new organizer's first-run checklist (issue 34): reads the user's profiles and events, owns its dismissal and share. */
export const gettingStartedModule = contextModule({
  name: 'getting-started',
  routes: [gettingStartedRoutes],
  queues: [],
  tables: [gettingStarted],
  emits: [],
  consumes: [],
});
