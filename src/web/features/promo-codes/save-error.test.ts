import { describe, expect, it } from 'vitest';
import { ApiError } from '../../app/http.ts';
import { saveErrorMessage } from './save-error.ts';

const api = (status: number, message: string, fieldErrors: Record<string, string> = {}, messages = [message]) =>
  new ApiError(status, 'x', message, fieldErrors, undefined, messages);

describe('saveErrorMessage (content-management 8: messages joined with ", ")', () => {
  it.each<[string, unknown, string]>([
    ['one field', api(409, 'Taken', { code: 'Taken' }), 'Taken'],
    ['several fields', api(422, 'A', { amount: 'A', startsAt: 'B' }, ['A', 'B']), 'A, B'],
    ['a bulk import’s lines under one field', api(422, 'Line 1', { codes: 'Line 1' }, ['Line 1', 'Line 2', 'Line 3']), 'Line 1, Line 2, Line 3'],
    ['a refusal without fields', api(404, 'No promo code found'), 'No promo code found'],
    ['a server error', api(500, 'Something went wrong'), 'Unable'],
    ['a network failure', api(0, 'Network'), 'Unable'],
    ['anything else', new Error('boom'), 'Unable'],
  ])('%s', (_, error, text) => {
    expect(saveErrorMessage(error, 'Unable')).toBe(text);
  });
});
