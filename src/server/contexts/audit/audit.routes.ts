import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_ENDPOINTS as E } from '../../../contracts/audit.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { serve } from '../../platform/http/serve.ts';
import { accountState, markEmailVerified, sendPasswordReset, setDeveloperZoneAllowed, setSignInDisabled } from '../accounts/index.ts';
import { listAuditLog } from './audit-log.service.ts';

/** Site administration (404 to everyone but site admins): the audit log, account actions, the developer zone switch. */
export const auditRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;
  await serve(app, E.auditLog, (request) => listAuditLog(db, request.query));
  await serve(app, E.account, (request) => accountState(db, request.params.id));
  await serve(app, E.verifyEmail, (request) => markEmailVerified(db, request.params.id));
  await serve(app, E.disableSignIn, (request) => setSignInDisabled(db, request.params.id, true));
  await serve(app, E.enableSignIn, (request) => setSignInDisabled(db, request.params.id, false));
  await serve(app, E.sendPasswordReset, (request) => sendPasswordReset(db, deps, request.params.id));
  await serve(app, E.developerZone, (request) => setDeveloperZoneAllowed(db, request.params.id, request.body.allowed));
};
