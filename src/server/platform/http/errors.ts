import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DATABASE_REFUSED, ERROR_STATUS, SOMETHING_WENT_WRONG, type ErrorBody, type ErrorCode, type ErrorReason } from '../../../contracts/errors.ts';

/**
 * Services throw AppError; the HTTP edge maps its code to a status and the one error body. `reason` is the machine
 * reason (a context's *_REASONS constant) of a refusal that clients branch on; plain errors have none.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly messages?: string[],
    readonly reason?: ErrorReason,
  ) {
    super(message);
  }
}

/** An AppError with its machine reason: the web app and API clients branch on `reason`, never on the message. */
export const refusal = (code: ErrorCode, reason: ErrorReason, message: string, fieldErrors?: Record<string, string>) =>
  new AppError(code, message, fieldErrors, undefined, reason);

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const forbidden = (message = 'You do not have access to this page') => new AppError('forbidden', message);
export const unauthenticated = () => new AppError('unauthenticated', 'Please log in to continue');
export const invalid = (fieldErrors: Record<string, string>, message?: string) =>
  new AppError('validation_failed', message ?? Object.values(fieldErrors)[0] ?? 'Invalid input', fieldErrors);

/** The SQLSTATE of a database error, also when the query builder wrapped it (drizzle: `cause`). */
export function sqlState(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth += 1) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Database refusals a request can cause, as client errors: a services' own check answers first with its own
 * message; these are the last line (a race, or a check a service lacks), so they say what happened generically.
 */
const DATABASE_REFUSALS: Record<string, [ErrorCode, string]> = {
  '23505': ['conflict', DATABASE_REFUSED.duplicate], // unique_violation
  '23503': ['conflict', DATABASE_REFUSED.inUse], // foreign_key_violation
  '23001': ['conflict', DATABASE_REFUSED.inUse], // restrict_violation (ON DELETE RESTRICT keeps orders and sales)
  '23514': ['conflict', DATABASE_REFUSED.rule], // check_violation (counters below zero)
  '22P02': ['validation_failed', DATABASE_REFUSED.invalidValue], // invalid_text_representation
  '22007': ['validation_failed', DATABASE_REFUSED.invalidValue], // invalid_datetime_format
  '22008': ['validation_failed', DATABASE_REFUSED.invalidValue], // datetime_field_overflow
  '22003': ['validation_failed', DATABASE_REFUSED.invalidValue], // numeric_value_out_of_range
  '22001': ['validation_failed', DATABASE_REFUSED.invalidValue], // string_data_right_truncation
  '22021': ['validation_failed', DATABASE_REFUSED.invalidValue], // character_not_in_repertoire (NUL)
  '22P05': ['validation_failed', DATABASE_REFUSED.invalidValue], // untranslatable_character
};

function describeIssues(issues: readonly { path?: readonly PropertyKey[]; instancePath?: string; message: string }[]) {
  const fieldErrors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path?.length ? issue.path.map(String).join('.') : (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    fieldErrors[key || '_'] ??= issue.message;
  }
  return fieldErrors;
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    const send = (code: ErrorCode, message: string, fieldErrors?: Record<string, string>, messages?: string[], reason?: ErrorReason) => {
      const body: ErrorBody = {
        code,
        message,
        requestId: String(request.id),
        ...(fieldErrors ? { fieldErrors } : {}),
        ...(messages ? { messages } : {}),
        ...(reason ? { reason } : {}),
      };
      return reply.status(ERROR_STATUS[code]).send(body);
    };
    if (err instanceof AppError) return send(err.code, err.message, err.fieldErrors, err.messages, err.reason);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors = describeIssues(err.validation.map((v) => ({ instancePath: v.instancePath, message: v.message ?? 'Invalid value' })));
      const [field, message] = Object.entries(fieldErrors)[0] ?? ['', 'Invalid input'];
      return send('validation_failed', field && field !== '_' ? `${field}: ${message}` : message, fieldErrors);
    }
    const refusal = DATABASE_REFUSALS[sqlState(err) ?? ''];
    if (refusal) {
      request.log.warn({ err }, 'database refused the request');
      return send(...refusal);
    }
    const status = (err as FastifyError).statusCode ?? 500;
    if (status === 429) return send('rate_limited', err.message);
    if (status === 413) return send('payload_too_large', err.message);
    if (status === 415) return send('unsupported_media_type', err.message);
    if (status >= 400 && status < 500) return send(status === 404 ? 'not_found' : 'bad_request', err.message);
    request.log.error({ err }, 'unhandled error');
    return send('internal', SOMETHING_WENT_WRONG);
  });
}

/**
 * Adapts the web app's page to the URL asked for (meta tags of shared links, first HTML) and to the visitor's cookies
 * (a closed site alert); null keeps it as it is.
 */
export type PageDecorator = (html: string, url: string, cookies: Record<string, string | undefined>) => Promise<string | null>;

/**
 * Unknown API paths get the error body; other GETs get the web app's page (`spaHtml`) when it is served,
 * passed through `decorate` first.
 */
export function registerNotFound(app: FastifyInstance, spaHtml: string | null, decorate?: PageDecorator) {
  app.setNotFoundHandler(async (request, reply) => {
    // HEAD too (curl -I, link checkers): Node leaves the body out of a HEAD reply.
    if (spaHtml && (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/')) {
      let html = spaHtml;
      try {
        html = (await decorate?.(spaHtml, request.url, request.cookies)) ?? spaHtml;
      } catch (err) {
        // A failed lookup must never cost the visitor the page itself.
        request.log.warn({ err }, 'page decoration failed');
      }
      return reply.type('text/html').header('cache-control', 'no-cache').send(html);
    }
    const body: ErrorBody = { code: 'not_found', message: 'Not found', requestId: String(request.id) };
    return reply.status(404).send(body);
  });
}
