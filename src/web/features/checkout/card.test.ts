import { describe, expect, it } from 'vitest';
import { cardFieldOf, formatCardNumber, formatExpiry, parseExpiry } from './card.ts';

describe('card form helpers', () => {
  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242-42', '4242 4242 42'],
    ['', ''],
    ['12345678901234567890123', '1234 5678 9012 3456 789'],
  ])('formats the number %s', (input, out) => expect(formatCardNumber(input)).toBe(out));

  it.each([
    ['1', '', '1'],
    ['4', '', '04 / '],
    ['12', '1', '12 / '],
    ['12 / 3', '12 / ', '12 / 3'],
    ['1230', '', '12 / 30'],
    ['12 /', '12 / ', '12'],
  ])('formats the expiry %s (was %s)', (input, prev, out) => expect(formatExpiry(input, prev)).toBe(out));

  it.each([
    ['12 / 30', { month: 12, year: 30 }],
    ['1/2030', { month: 1, year: 2030 }],
    ['12 / 3', null],
    ['', null],
  ])('reads the expiry %s', (text, out) => expect(parseExpiry(text)).toEqual(out));

  it.each([
    ['number', 'number'],
    ['expMonth', 'expiry'],
    ['expYear', 'expiry'],
    ['cvc', 'cvc'],
    ['zip', 'zip'],
  ])('maps the server field %s', (key, field) => expect(cardFieldOf(key)).toBe(field));
});
