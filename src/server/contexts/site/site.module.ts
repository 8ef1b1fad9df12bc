import { contextModule } from '../../module.ts';
import { siteAlerts } from '../../platform/db/schema/index.ts';
import { siteRoutes } from './site.routes.ts';
import { mailAdminRoutes } from './mail-admin.routes.ts';

/** The site alert, the development outbox and the admins' mail retry. */
export const siteModule = contextModule({
  name: 'site',
  routes: [siteRoutes, mailAdminRoutes],
  queues: [],
  tables: [siteAlerts],
  emits: [],
  consumes: [],
});
