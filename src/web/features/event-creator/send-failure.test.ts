import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_REASONS } from '../../app/http.ts';
import { sendFailureText } from './send-failure.ts';

describe("sendFailureText: the server's own refusal, else 'Failed to send message'", () => {
  it.each([
    [
      'a refusal the organizer can act on',
      new ApiError(422, 'validation', 'This conversation is full. Start a new one.'),
      'This conversation is full. Start a new one.',
    ],
    [
      'too many messages',
      new ApiError(429, 'rate_limited', 'Too many messages. Try again in a minute.'),
      'Too many messages. Try again in a minute.',
    ],
    ['the network', new ApiError(0, 'network', 'Check your connection'), 'Failed to send message'],
    ['a server error', new ApiError(500, 'internal', 'Internal error'), 'Failed to send message'],
    [
      'a proxy page',
      new ApiError(404, 'internal', 'Request failed (404)', {}, undefined, undefined, CLIENT_REASONS.noErrorBody),
      'Failed to send message',
    ],
    ['not an API error', new Error('boom'), 'Failed to send message'],
  ])('%s', (_, error, expected) => expect(sendFailureText(error)).toBe(expected));
});
