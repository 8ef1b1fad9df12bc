import { contextModule } from '../../module.ts';

/** The e-mail and checks every invitation kind shares (team, event and video collaborators); no tables of its own. */
export const invitationsModule = contextModule({
  name: 'invitations',
  routes: [],
  queues: [],
  tables: [],
  emits: [],
  consumes: [],
});
