import { EVENT_CREATOR_MESSAGES as M } from '../../../contracts/event-creator.messages.ts';
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
