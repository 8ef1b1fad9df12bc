import { contextModule } from '../../module.ts';
import { affiliations, collaboratorInvitations } from '../../platform/db/schema/index.ts';
import { teamRoutes } from './team.routes.ts';

/** An organization's team and the invitation links of teams and event collaborators. */
export const teamModule = contextModule({
  name: 'team',
  routes: [teamRoutes],
  queues: [],
  tables: [affiliations, collaboratorInvitations],
  emits: [],
  consumes: [],
});
