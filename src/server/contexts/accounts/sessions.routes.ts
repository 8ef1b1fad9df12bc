import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSIONS_ENDPOINTS as E } from '../../../contracts/sessions.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { clearSessionCookie, requireUser } from '../../platform/http/auth.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { serve } from '../../platform/http/serve.ts';
import { changePassword } from './password-change.service.ts';
import { endOtherSessions, endSession, listSessions } from './sessions.service.ts';

/** The account's signed-in devices and the password change (Settings > Account, Security). */
export const sessionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, limits } = deps;

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

  await serve(app, E.changePassword, async (request) => {
    const user = requireUser(request);
    await limits.hit(RATE_RULES.passwordChange, user.id);
    await changePassword(db, user.id, request.sessionToken, request.body);
    return { ok: true as const };
  });
};
