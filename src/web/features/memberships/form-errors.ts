import { CLIENT_REASONS, isApiError } from '../../app/http.ts';

/** The form's field errors as the list shown above it (content-management 2.2: 'shown as a list of messages'), each once. */
export function errorMessages(errors: Record<string, unknown>): string[] {
  return [...new Set(Object.values(errors).filter((m): m is string => typeof m === 'string' && m.length > 0))];
}

/**
 * The list above the form after the server refused a save: its field messages, else its own messages for a refusal
 * (4xx with a body), else `fallback` (a network failure, a server error, a reply without a body).
 */
export function serverErrorList(error: unknown, fallback: string): string[] {
  if (!isApiError(error)) return [fallback];
  const fields = errorMessages(error.fieldErrors);
  if (fields.length) return fields;
  const refusal = error.status >= 400 && error.status < 500 && error.reason !== CLIENT_REASONS.noErrorBody;
  const own = [...new Set(error.messages.filter(Boolean))];
  return refusal && own.length ? own : [fallback];
}

/** A record that is not there (the edit pages' 'Sorry! That tier wasn’t found.'). */
export const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** A refusal because of what the record holds (a tier with subscribers, a redeemed benefit). */
export const isConflict = (error: unknown) => isApiError(error) && error.status === 409;
