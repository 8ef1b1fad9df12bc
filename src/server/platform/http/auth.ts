import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../../contracts/accounts.ts';
import { SESSION_IDLE_SECONDS } from '../../../domain/sessions.ts';
import { API_KEY_MESSAGES, API_KEY_PREFIX, WEBHOOK_REASONS, type ApiKeyAccess } from '../../../contracts/webhooks.messages.ts';
import { apiKeyRefusal } from '../../../domain/access.ts';
import { normalizeEmail } from '../../../domain/people.ts';
import { refusal, unauthenticated } from './errors.ts';

/** The signed-in person, as every guard needs it. */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  /** Whether the owner opened the link mailed to `email`; no right comes from the address before. */
  emailVerified: boolean;
  admin: boolean;
  managedOrganizations: string[];
  /**
   * Set when the call came with a personal API key: the person is the key's maker acting for `ownerId` only
   * (domain/access.ts `managementAccess`), never with site-admin power.
   */
  apiKey?: { id: string; ownerId: string; access: ApiKeyAccess };
}

/** The account's e-mail when verified, else null: the only address rights may be matched on (guest tickets, invitations). */
export const verifiedEmail = (user: Pick<AuthUser, 'email' | 'emailVerified'>): string | null =>
  user.emailVerified ? normalizeEmail(user.email) : null;

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    sessionToken: string | null;
  }
  interface FastifyContextConfig {
    /** The route reads the session itself, in the one query it needs anyway (`request.user` stays null). */
    ownSession?: boolean;
    /** The route is part of the open API: the access a personal API key needs (absent: keys are refused). */
    apiKey?: ApiKeyAccess;
  }
}

/** A live session's user; `renewedUntil` is set when this request renewed it (at most once a day). */
export interface ResolvedSession {
  user: AuthUser;
  renewedUntil: Date | null;
}
/** `read`: the request is a GET or HEAD, which may be answered from a short-lived cache of the session. */
export type SessionResolver = (token: string, read: boolean) => Promise<ResolvedSession | null>;

/** Drops what this process keeps of a user's sessions (contexts/accounts/session-cache.ts). */
export type SessionForgetter = (userId: string) => void;

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * Sends the session cookie: strict, HTTP-only, and as long as the session's idle lifetime (30 days), so the
 * browser forgets it when the server does. Sent again each time the session is renewed.
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', secure, maxAge: SESSION_IDLE_SECONDS });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** The key's maker with `apiKey` set; throws 401 for an unknown, revoked or orphaned key, 403 or 429 as it must. */
export type ApiKeyResolver = (key: string) => Promise<AuthUser & { apiKey: NonNullable<AuthUser['apiKey']> }>;

/** The bearer header's token ('' for an empty one), or undefined without the header. */
function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
}

/** A call made with a personal API key (scripts send it; no browser adds it on its own, unlike a cookie). */
export function isApiKeyRequest(request: FastifyRequest): boolean {
  return bearerToken(request)?.startsWith(API_KEY_PREFIX) ?? false;
}

const SCOPE_MESSAGES = { not_open_api: API_KEY_MESSAGES.notOpenApi, read_only: API_KEY_MESSAGES.readOnly } as const;

/**
 * Who calls: a personal API key (`Authorization: Bearer ovk_…`) alone when one is sent, so a session cookie beside it
 * adds nothing; otherwise the session token from a bearer header (preview login keeps it in local storage) or the
 * cookie. A key passes only routes that declare the access it needs (serve.ts `apiKey`).
 */
export function registerAuth(
  app: FastifyInstance,
  resolve: { session: SessionResolver; forgetSessions: SessionForgetter; apiKey: ApiKeyResolver; secureCookie: boolean },
) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request, reply) => {
    const bearer = bearerToken(request);
    if (bearer?.startsWith(API_KEY_PREFIX)) {
      const user = await resolve.apiKey(bearer);
      const refused = apiKeyRefusal(user.apiKey.access, request.routeOptions.config?.apiKey);
      if (refused) throw refusal('forbidden', WEBHOOK_REASONS.apiKeyScope, SCOPE_MESSAGES[refused]);
      request.user = user;
      return;
    }
    const token = (bearer ?? request.cookies[SESSION_COOKIE]) || null;
    if (!token) return;
    request.sessionToken = token;
    if (request.routeOptions.config?.ownSession) return;
    const session = await resolve.session(token, isRead(request));
    request.user = session?.user ?? null;
    // A renewed cookie session gets its cookie again with the new lifetime; a bearer token has no cookie to renew.
    if (session?.renewedUntil && bearer === undefined) setSessionCookie(reply, token, resolve.secureCookie);
  });
  // A person's own write may change what their session carries (a new organization, a verified address) or what is
  // kept beside it (the event page's reply with their follow): their next read goes to the database. onSend, not
  // onResponse: it runs before the reply leaves, so the client's next request cannot come first.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.user && !request.user.apiKey && !isRead(request)) resolve.forgetSessions(request.user.id);
    return payload;
  });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
