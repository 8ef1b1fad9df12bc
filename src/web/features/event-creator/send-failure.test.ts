import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_REASONS } from '../../app/http.ts';
import { EVENT_CREATOR_REASONS } from '../../../contracts/event-creator.messages.ts';
import { canResend, sendFailureText } from './send-failure.ts';

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

describe('canResend: Resend shows unless sending the same text again cannot work', () => {
  it.each([
    ['the network', new ApiError(0, 'network', 'x'), true],
    ['a server error', new ApiError(500, 'internal', 'x'), true],
    ['too many messages for now', new ApiError(429, 'rate_limited', 'x'), true],
    ['a reply still being written', new ApiError(409, 'conflict', 'x', {}, undefined, undefined, EVENT_CREATOR_REASONS.replying), true],
    ['a full conversation', new ApiError(409, 'conflict', 'x', {}, undefined, undefined, EVENT_CREATOR_REASONS.full), false],
    ['a message the schema refuses', new ApiError(422, 'validation', 'x'), false],
  ])('%s', (_, error, expected) => expect(canResend(error)).toBe(expected));
});
