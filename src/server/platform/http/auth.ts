import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../../contracts/accounts.ts';
import { normalizeEmail } from '../../../domain/people.ts';
import { unauthenticated } from './errors.ts';

/** The signed-in person, as every guard needs it. */
export interface AuthUser {
  id: string;
  username: string;
  email: string;
  /** Whether the owner opened the link mailed to `email`; no right comes from the address before. */
  emailVerified: boolean;
  admin: boolean;
  managedOrganizations: string[];
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
  }
}

export type SessionResolver = (token: string) => Promise<AuthUser | null>;

/** The session token from the cookie, or a bearer token (preview login keeps it in local storage). */
function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

export function registerAuth(app: FastifyInstance, resolve: SessionResolver) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    const token = readToken(request);
    if (!token) return;
    request.sessionToken = token;
    if (request.routeOptions.config?.ownSession) return;
    request.user = await resolve(token);
  });
}

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
