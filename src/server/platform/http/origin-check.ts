import type { FastifyInstance } from 'fastify';
import { CROSS_SITE_REFUSED } from '../../../contracts/errors.messages.ts';
import { isApiKeyRequest } from './auth.ts';
import { forbidden } from './errors.ts';

/**
 * A second line behind SameSite cookies: a state-changing request whose browser names another site as its Origin
 * is refused before its body is read. Requests without an Origin (servers, scripts, tests) pass; browsers send
 * one on every cross-site POST, PUT, PATCH and DELETE.
 */
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Paths other servers call with their own Origin: Stripe's webhook proves itself with its signature. */
export const ORIGIN_EXEMPT_PATHS: readonly string[] = ['/api/webhooks/stripe'];

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null; // 'null' (sandboxed frames, privacy redirects) and garbage are nobody's origin
  }
}

export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const publicHost = new URL(publicUrl).host;
  app.addHook('onRequest', async (request) => {
    const origin = request.headers.origin;
    if (origin === undefined || !STATE_CHANGING.has(request.method)) return;
    if (ORIGIN_EXEMPT_PATHS.includes(request.url.split('?')[0] ?? '')) return;
    // An API key call is authorized by its header alone (auth.ts ignores any cookie then), which no other site's page
    // can make a browser send.
    if (isApiKeyRequest(request)) return;
    const host = hostOf(origin);
    if (host !== null && (host === publicHost || host === request.host)) return;
    throw forbidden(CROSS_SITE_REFUSED);
  });
}
