import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSIONS_ENDPOINTS as E } from '../../../contracts/sessions.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { clearSessionCookie } from '../../platform/http/auth.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { serve } from '../../platform/http/serve.ts';
import { changePassword } from './password-change.service.ts';
import { endOtherSessions, endSession, listSessions } from './sessions.service.ts';

/** The account's signed-in devices and the password change (Settings > Account, Security). */
export const sessionsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, limits } = deps;

  await serve(app, E.list, async (request, _reply, { user }) => ({
    sessions: await listSessions(db, user.id, request.sessionToken),
  }));

  await serve(app, E.signOut, async (request, reply, { user }) => {
    const { wasCurrent } = await endSession(db, user.id, request.params.id, request.sessionToken);
    if (wasCurrent) clearSessionCookie(reply);
    return { ok: true as const };
  });

  await serve(app, E.signOutOthers, async (request, _reply, { user }) => {
    await endOtherSessions(db, user.id, request.sessionToken);
    return { ok: true as const };
  });

  await serve(app, E.changePassword, async (request, _reply, { user }) => {
    await limits.hit(RATE_RULES.passwordChange, user.id);
    await changePassword(db, user.id, request.sessionToken, request.body);
    return { ok: true as const };
  });
};
