import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isStorableText, isWellFormedText } from '../../../contracts/common.ts';
import { AppError } from './errors.ts';

/**
 * Bad text refused at the door, before routing, so no route ever hands it to the database: a path, query or
 * cookie with a NUL character (`%00`) or broken percent-encoding (which includes encoded lone surrogates), and
 * JSON bodies with a lone surrogate (`"\ud800"`). Each answers 400. NUL characters inside JSON strings are
 * refused per field by the contracts (`text` in contracts/common.ts).
 */
export const INPUT_GUARD_MESSAGES = {
  path: 'The address contains characters that are not allowed',
  query: 'The query string contains characters that are not allowed',
  cookie: 'A cookie contains characters that are not allowed',
  body: 'The request body contains characters that are not allowed',
} as const;

/** The decoded text, or null when the percent-encoding is broken or the result is not storable text. */
function decodeStorable(raw: string, plusIsSpace: boolean): string | null {
  try {
    const decoded = decodeURIComponent(plusIsSpace ? raw.replaceAll('+', ' ') : raw);
    return isStorableText(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/** Why the request's address or cookies are refused, or null when they are fine. */
export function badRequestInput(url: string, cookieHeader: string | undefined): string | null {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (decodeStorable(path, false) === null) return INPUT_GUARD_MESSAGES.path;
  if (queryAt >= 0) {
    for (const pair of url.slice(queryAt + 1).split('&')) {
      if (pair.split('=').some((part) => decodeStorable(part, true) === null)) return INPUT_GUARD_MESSAGES.query;
    }
  }
  if (cookieHeader) {
    if (!isStorableText(cookieHeader)) return INPUT_GUARD_MESSAGES.cookie;
    // Only our own cookies are decoded: a foreign cookie on the same domain with odd encoding is never read.
    for (const pair of cookieHeader.split(';')) {
      const eq = pair.indexOf('=');
      if (eq < 0 || !pair.slice(0, eq).trim().startsWith('ovation_')) continue;
      if (decodeStorable(pair.slice(eq + 1).trim(), false) === null) return INPUT_GUARD_MESSAGES.cookie;
    }
  }
  return null;
}

/** True when a parsed JSON value holds a key or string that is not well-formed UTF-16 (a lone surrogate). */
export function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return !isWellFormedText(value);
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => !isWellFormedText(key) || hasLoneSurrogate(item));
  }
  return false;
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const problem = badRequestInput(request.url, request.headers.cookie);
    if (problem) throw new AppError('bad_request', problem);
  });

  // Fastify's own parser (prototype-poisoning protection included), then the surrogate check.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (err, value) => {
      if (err) return done(err);
      if (hasLoneSurrogate(value)) return done(new AppError('bad_request', INPUT_GUARD_MESSAGES.body));
      done(null, value);
    });
  });
}
