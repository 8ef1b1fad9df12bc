import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNTS_ENDPOINTS as E } from '../../../contracts/accounts.endpoints.ts';
import type { AppDeps } from '../../app.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/http/auth.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import { serve } from '../../platform/http/serve.ts';
import { normalizeEmail } from '../../../domain/people.ts';
import { authenticate, sessionUser, signUp } from './accounts.service.ts';
import { resendVerification, verifyEmail } from './email-verification.service.ts';
import { resetPassword } from './password-reset.service.ts';
import { signInThrottle } from './sign-in-throttle.ts';
import { createSession, deleteSession } from './sessions.service.ts';

export const accountsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, limits } = deps;
  const throttle = signInThrottle(limits);
  const loginRule = { ...RATE_RULES.login, max: config.loginRateLimit };
  const signIn = async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const accessToken = await createSession(db, userId, request.headers['user-agent']);
    setSessionCookie(reply, accessToken, config.env === 'production');
    return { accessToken, user: await sessionUser(db, userId) };
  };
  const clearSession = async (token: string | null, reply: FastifyReply) => {
    if (token) await deleteSession(db, token);
    clearSessionCookie(reply);
  };

  await serve(app, E.session, async (_request, _reply, { user }) => ({ user: user ? await sessionUser(db, user.id) : null }));

  // Signs no one in: a session here would tell that the address was new (docs/decisions/accounts.md, Sign up).
  await serve(app, E.signup, async (request) => {
    await limits.request(request, RATE_RULES.signup);
    await signUp(db, deps, request.body);
    return { email: normalizeEmail(request.body.email) };
  });

  await serve(app, E.verifyEmail, async (request, _reply, { user }) => {
    await verifyEmail(db, request.body.token);
    return { user: user ? await sessionUser(db, user.id) : null };
  });

  await serve(app, E.resendVerification, async (_request, _reply, { user }) => {
    await limits.hit(RATE_RULES.verificationEmail, user.id);
    return { email: await resendVerification(db, deps, user.id) };
  });

  await serve(app, E.login, async (request, reply) => {
    await limits.request(request, loginRule);
    const { email, password } = request.body;
    await throttle.check(email, request.ip);
    const userId = await throttle.counting(email, request.ip, () => authenticate(db, email, password));
    return signIn(request, reply, userId);
  });

  // The token is the capability; attempts count against the sign-in rule of the client address, like a password.
  await serve(app, E.resetPassword, async (request) => {
    await limits.request(request, loginRule);
    await resetPassword(db, request.body.token, request.body.password);
    return { ok: true as const };
  });

  await serve(app, E.logout, async (request, reply) => {
    await clearSession(request.sessionToken, reply);
    return { ok: true as const };
  });

  // GET /auth/logout is the web app's confirm page (a GET never changes state, decisions.md): signing out is the POST above.
};
