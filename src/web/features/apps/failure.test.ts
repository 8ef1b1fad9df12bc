import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_REASONS } from '../../app/http.ts';
import { failureMessage } from './failure.ts';

const texts = { failed: 'Failed to save configuration', error: 'An error occurred while saving. Please try again.' };

describe('failureMessage', () => {
  it.each([
    [
      "the server's refusal",
      new ApiError(422, 'validation_failed', 'Please enter at least one email address'),
      'Please enter at least one email address',
    ],
    ["the server's own failure", new ApiError(403, 'forbidden', 'You do not have access to this page'), 'You do not have access to this page'],
    [
      'a reply without an error body',
      new ApiError(502, 'bad_gateway', 'Request failed (502)', {}, undefined, undefined, CLIENT_REASONS.noErrorBody),
      texts.failed,
    ],
    ['no reply (network)', new ApiError(0, 'network', 'Network error'), texts.error],
    ['an exception', new TypeError('boom'), texts.error],
  ])('%s', (_label, error, message) => expect(failureMessage(error, texts)).toBe(message));
});
