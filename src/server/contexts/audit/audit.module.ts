import { contextModule } from '../../module.ts';
import { auditRoutes } from './audit.routes.ts';

/**
 * Site administration's own routes: reading the audit log (the platform writes it: platform/access/admin-acts.ts)
 * and the account actions (the accounts context's services do the changes).
 */
export const auditModule = contextModule({
  name: 'audit',
  routes: [auditRoutes],
  queues: [],
  tables: [],
  emits: [],
  consumes: [],
});
