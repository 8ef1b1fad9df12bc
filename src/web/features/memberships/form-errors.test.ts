import { describe, expect, it } from 'vitest';
import { ApiError, CLIENT_REASONS } from '../../app/http.ts';
import { errorMessages, isConflict, isNotFound, serverErrorList } from './form-errors.ts';

const api = (
  status: number,
  message: string,
  fieldErrors: Record<string, string> = {},
  messages = [message],
  reason?: typeof CLIENT_REASONS.noErrorBody,
) => new ApiError(status, 'x', message, fieldErrors, undefined, messages, reason);

describe('errorMessages', () => {
  it('lists each message once, in order', () => {
    expect(errorMessages({ amount: 'Both', percentageValue: 'Both', name: 'Name is required', x: null, y: '' })).toEqual([
      'Both',
      'Name is required',
    ]);
  });
});

describe('serverErrorList', () => {
  it.each<[string, unknown, string[]]>([
    ['field errors', api(422, 'Invalid', { name: 'Name is required', 'prices.0': 'Locked' }), ['Name is required', 'Locked']],
    ['a refusal without fields', api(409, 'Taken', {}, ['Taken', 'Also this']), ['Taken', 'Also this']],
    ['a server error', api(500, 'Something went wrong'), ['Failed']],
    ['a reply without a body', api(400, 'Request failed (400)', {}, undefined, CLIENT_REASONS.noErrorBody), ['Failed']],
    ['a network failure', api(0, 'Network'), ['Failed']],
    ['anything else', new Error('boom'), ['Failed']],
  ])('%s', (_label, error, expected) => expect(serverErrorList(error, 'Failed')).toEqual(expected));
});

describe('status checks', () => {
  it('tells a missing record and a conflict by status', () => {
    expect(isNotFound(api(404, 'x'))).toBe(true);
    expect(isNotFound(api(403, 'x'))).toBe(false);
    expect(isConflict(api(409, 'x'))).toBe(true);
    expect(isConflict(new Error('x'))).toBe(false);
  });
});
