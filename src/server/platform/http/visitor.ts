import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Who a visitor is without an account: the browser's id cookie (a random UUID), shared by the checkout (holds per
 * client) and the waiting room (one place per visitor). A signed-in visitor is their account.
 */
export const CLIENT_COOKIE = 'ovation_client';
const CLIENT_COOKIE_MAX_AGE_S = 30 * 86_400;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface Visitor {
  /** `u:<account>` signed in, else `c:<browser id>`. */
  key: string;
  /** The browser's own key (`c:<id>`) when it has the cookie: a visitor who signs in keeps what the browser had. */
  browserKey: string | null;
  /** A new browser id: set the cookie on the reply. */
  fresh: boolean;
}

export function visitorOf(request: FastifyRequest): Visitor {
  const cookie = request.cookies[CLIENT_COOKIE];
  const known = typeof cookie === 'string' && UUID.test(cookie);
  const browserKey = known ? `c:${cookie.toLowerCase()}` : null;
  const key = request.user ? `u:${request.user.id}` : (browserKey ?? `c:${randomUUID()}`);
  return { key, browserKey, fresh: !request.user && !known };
}

/** Sets a fresh browser's id cookie on the reply (its next requests are the same visitor). */
export function rememberVisitor(reply: FastifyReply, visitor: Pick<Visitor, 'key' | 'fresh'>, config: Pick<Config, 'env'>) {
  if (!visitor.fresh) return;
  reply.setCookie(CLIENT_COOKIE, visitor.key.slice(2), {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    path: '/',
    maxAge: CLIENT_COOKIE_MAX_AGE_S,
  });
}
