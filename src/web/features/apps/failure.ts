import { CLIENT_REASONS, errorMessage, isApiError } from '../../app/http.ts';

/**
 * What a failed Apps call says (content-management 8): the server's message, or the action's failure text when the
 * reply carried none; the exception text when no reply came at all (a network failure, a bug).
 */
export function failureMessage(error: unknown, texts: { failed: string; error: string }): string {
  if (!isApiError(error) || error.status === 0) return texts.error;
  return error.reason === CLIENT_REASONS.noErrorBody ? texts.failed : errorMessage(error, texts.failed);
}
