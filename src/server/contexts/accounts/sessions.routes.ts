import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSIONS_ENDPOINTS as E } from '../../../contracts/sessions.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { clearSessionCookie, requireUser } from '../../platform/http/auth.ts';
import { serve } from '../../platform/http/serve.ts';
import { endOtherSessions, endSession, listSessions } from './sessions.service.ts';

/** The account's signed-in devices (Settings > Account, Security). */
export const sessionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db } = deps;

  await serve(app, E.list, async (request) => ({ sessions: await listSessions(db, requireUser(request).id, request.sessionToken) }));

  await serve(app, E.signOut, async (request, reply) => {
    const { wasCurrent } = await endSession(db, requireUser(request).id, request.params.id, request.sessionToken);
    if (wasCurrent) clearSessionCookie(reply);
    return { ok: true as const };
  });

  await serve(app, E.signOutOthers, async (request) => {
    await endOtherSessions(db, requireUser(request).id, request.sessionToken);
    return { ok: true as const };
  });
};
