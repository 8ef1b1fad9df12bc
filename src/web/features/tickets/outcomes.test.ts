import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_REASONS } from '../../app/http.ts';
import { cancelOutcome, refundOutcome } from './outcomes.ts';

const err = (status: number, message: string, fieldErrors: Record<string, string> = {}, messages?: string[]) =>
  new ApiError(status, 'x', message, fieldErrors, undefined, messages ?? [message]);
/** A failed reply without an error body: http.ts makes up the message and marks it (CLIENT_REASONS.noErrorBody). */
const bodyless = (status: number) =>
  new ApiError(status, 'x', `Request failed (${status})`, {}, undefined, [`Request failed (${status})`], CLIENT_REASONS.noErrorBody);

describe('cancelOutcome', () => {
  it.each([
    [undefined, { ok: true, title: 'Registration cancelled' }],
    [
      err(422, 'Registration cannot be cancelled', { registration: 'This event does not allow cancellations' }),
      { ok: false, title: 'Error: Registration cannot be cancelled. Please try again.', reason: 'This event does not allow cancellations' },
    ],
    [err(404, 'Registration not found'), { ok: false, title: 'Error: Registration not found. Please try again.', reason: undefined }],
    [err(403, 'whatever'), { ok: false, title: 'Error: User not authorized to cancel registration. Please try again.', reason: undefined }],
    [err(500, 'boom'), { ok: false, title: 'Something went wrong, please try again', reason: undefined }],
    [bodyless(502), { ok: false, title: 'Error: Something went wrong while canceling the ticket. Please try again.' }],
    [err(0, 'Network error'), { ok: false, title: 'Something went wrong, please try again', reason: undefined }],
  ])('%#', (error, expected) => {
    expect(cancelOutcome(error === undefined ? {} : { error })).toEqual(expected);
  });
});

describe('refundOutcome', () => {
  it.each([
    [undefined, { ok: true, title: 'Registration refunded' }],
    [
      err(422, 'Registration cannot be refunded', { registration: 'Nothing was paid for this ticket' }),
      { ok: false, title: 'Registration cannot be refunded', reason: 'Nothing was paid for this ticket' },
    ],
    [
      err(422, 'Your card was declined.', { registration: 'Your card was declined.' }),
      { ok: false, title: 'Your card was declined.', reason: undefined },
    ],
    [bodyless(404), { ok: false, title: 'Registration not found', reason: undefined }],
    [bodyless(403), { ok: false, title: 'User not authorized to refund registration', reason: undefined }],
    [bodyless(422), { ok: false, title: 'Registration cannot be refunded', reason: undefined }],
    [bodyless(500), { ok: false, title: 'Something went wrong, please try again', reason: undefined }],
    [err(0, 'Network error'), { ok: false, title: 'Something went wrong, please try again', reason: undefined }],
    [err(422, 'a', {}, ['a', 'b']), { ok: false, title: 'a, b', reason: undefined }],
  ])('%#', (error, expected) => {
    expect(refundOutcome(error === undefined ? {} : { error })).toEqual(expected);
  });
});
