import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '../../../contracts/errors.ts';

/** Services throw AppError; the HTTP edge maps its code to a status and the one error body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    readonly messages?: string[],
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const forbidden = (message = 'You do not have access to this page') => new AppError('forbidden', message);
export const unauthenticated = () => new AppError('unauthenticated', 'Please log in to continue');
export const invalid = (fieldErrors: Record<string, string>, message?: string) =>
  new AppError('validation_failed', message ?? Object.values(fieldErrors)[0] ?? 'Invalid input', fieldErrors);

/** Postgres unique violations surface as a conflict, not a 500. */
function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string } }).cause;
  return (err as { code?: string }).code === '23505' || cause?.code === '23505';
}

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
    const send = (code: ErrorCode, message: string, fieldErrors?: Record<string, string>, messages?: string[]) => {
      const body: ErrorBody = {
        code,
        message,
        requestId: String(request.id),
        ...(fieldErrors ? { fieldErrors } : {}),
        ...(messages ? { messages } : {}),
      };
      return reply.status(ERROR_STATUS[code]).send(body);
    };
    if (err instanceof AppError) return send(err.code, err.message, err.fieldErrors, err.messages);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fieldErrors = describeIssues(
        err.validation.map((v) => ({ instancePath: v.instancePath, message: v.message ?? 'Invalid value' })),
      );
      const [field, message] = Object.entries(fieldErrors)[0] ?? ['', 'Invalid input'];
      return send('validation_failed', field && field !== '_' ? `${field}: ${message}` : message, fieldErrors);
    }
    if (isUniqueViolation(err)) return send('conflict', 'This already exists');
    const status = (err as FastifyError).statusCode ?? 500;
    if (status === 429) return send('rate_limited', err.message);
    if (status === 413) return send('payload_too_large', err.message);
    if (status === 415) return send('unsupported_media_type', err.message);
    if (status >= 400 && status < 500) return send(status === 404 ? 'not_found' : 'bad_request', err.message);
    request.log.error({ err }, 'unhandled error');
    return send('internal', 'Something went wrong, please try again');
  });
}

/** Adapts the web app's page to the URL asked for (meta tags of shared links); null keeps it as it is. */
export type PageDecorator = (html: string, url: string) => Promise<string | null>;

/**
 * Unknown API paths get the error body; other GETs get the web app's page (`spaHtml`) when it is served,
 * passed through `decorate` first.
 */
export function registerNotFound(app: FastifyInstance, spaHtml: string | null, decorate?: PageDecorator) {
  app.setNotFoundHandler(async (request, reply) => {
    if (spaHtml && request.method === 'GET' && !request.url.startsWith('/api/')) {
      let html = spaHtml;
      try {
        html = (await decorate?.(spaHtml, request.url)) ?? spaHtml;
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
