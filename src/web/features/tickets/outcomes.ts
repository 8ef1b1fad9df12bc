import { ApiError, CLIENT_REASONS } from '../../app/http.ts';
import { CANCEL_MESSAGES, cancelStatusMessage, refundStatusMessage } from './texts.ts';

/** What a notification says after a ticket action: a title and, when the server gave one, the reason. */
export interface Outcome {
  ok: boolean;
  title: string;
  reason?: string;
}

/** The HTTP status of a failed call: 0 for network failures and for anything that is not an API answer. */
const statusOf = (error: unknown) => (error instanceof ApiError ? error.status : 0);

/** The server's own message, unless the answer had no JSON body (http.ts then makes up 'Request failed (n)'). */
export function serverMessageOf(error: unknown): string | string[] | undefined {
  if (!(error instanceof ApiError) || error.status === 0) return undefined;
  if (error.reason === CLIENT_REASONS.noErrorBody) return undefined;
  return error.messages.length > 1 ? error.messages : error.message || undefined;
}

/** The reason the server gives beside a 422 (fieldErrors.registration: 'This event does not allow cancellations'). */
export function reasonOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.fieldErrors.registration ?? undefined;
}

/**
 * After a cancel (the holder's on the ticket page, the organizer's on the guests page): 200 'Registration
 * cancelled'; a failure reads 'Error: {status text}. Please try again.' (buyer-side 8) with the server's reason
 * ('Something went wrong, please try again' for other statuses, without the repeated request).
 * An answer without a JSON body is 'Something went wrong while canceling the ticket.'
 */
export function cancelOutcome(result: { error?: unknown }): Outcome {
  if (result.error === undefined) return { ok: true, title: cancelStatusMessage(200) };
  const status = statusOf(result.error);
  if (status > 0 && serverMessageOf(result.error) === undefined) {
    return { ok: false, title: CANCEL_MESSAGES.failure(CANCEL_MESSAGES.unparsable.replace(/\.$/, '')) };
  }
  const text = cancelStatusMessage(status);
  // 'Something went wrong, please try again' already asks to try again: not 'Error: …, please try again. Please try again.'
  const title = text === CANCEL_MESSAGES.other ? text : CANCEL_MESSAGES.failure(text);
  return { ok: false, title, reason: reasonOf(result.error) };
}

/**
 * After an organizer's refund: 200 'Registration refunded'; otherwise the server's message when present (lists
 * comma-joined, an empty list 'Please try again later'), else the text of the status (accounts-and-reporting 8).
 */
export function refundOutcome(result: { error?: unknown }): Outcome {
  if (result.error === undefined) return { ok: true, title: refundStatusMessage(200) };
  const title = refundStatusMessage(statusOf(result.error) || 500, serverMessageOf(result.error));
  const reason = reasonOf(result.error);
  return { ok: false, title, reason: reason && reason !== title ? reason : undefined };
}
