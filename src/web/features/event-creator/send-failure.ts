import { EVENT_CREATOR_MESSAGES as M, EVENT_CREATOR_REASONS } from '../../../contracts/event-creator.messages.ts';
import { CLIENT_REASONS, isApiError } from '../../app/http.ts';

/**
 * What the failed send says under 'Something went wrong.': the server's refusal when it is one the organizer can act
 * on (a 4xx with our own message: the conversation is full, too many messages), else 'Failed to send message' (the
 * network, a server error, a proxy's page), never a technical text.
 */
export function sendFailureText(error: unknown): string {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return M.sendFailed;
  if (error.reason === CLIENT_REASONS.noErrorBody || !error.message) return M.sendFailed;
  return error.message;
}

/**
 * Whether Resend can help: not for a full conversation (the organizer starts a new one) nor for a message the schema
 * refuses (the same text fails the same way); a network or server failure, a rate limit or a reply still being
 * written pass with time.
 */
export function canResend(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.reason !== EVENT_CREATOR_REASONS.full && error.status !== 422;
}
