import { contextModule } from '../../module.ts';
import { emailVerifications, passwordResets, profiles, sessions, users } from '../../platform/db/schema/index.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { sessionsRoutes } from './sessions.routes.ts';

/** People and their sign-in: sign-up, e-mail verification, log-in, sessions, passwords. */
export const accountsModule = contextModule({
  name: 'accounts',
  routes: [accountsRoutes, sessionsRoutes],
  queues: [],
  tables: [profiles, users, emailVerifications, sessions, passwordResets],
  emits: [],
  consumes: [],
});
