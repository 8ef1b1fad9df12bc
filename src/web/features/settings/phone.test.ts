import { describe, expect, it } from 'vitest';
import { applyPhoneMask, formatPhone, parsePhone, phoneCountry } from './phone.ts';

describe('phone masks', () => {
  it.each([
    ['2025550123', '(999) 999-9999', '(202) 555-0123'],
    ['202', '(999) 999-9999', '(202'],
    ['2025', '(999) 999-9999', '(202) 5'],
    ['91123456789', '9 99 9999-9999', '9 11 2345-6789'],
    ['123456789012345678', null, '123456789012345'],
  ])('%s in %s reads %s', (digits, mask, expected) => {
    expect(applyPhoneMask(digits, mask)).toBe(expected);
  });

  it('round-trips a stored number, keeping the country', () => {
    const stored = formatPhone(phoneCountry('AR'), '91123456789');
    expect(stored).toBe('+54 9 11 2345-6789');
    expect(parsePhone(stored)).toEqual({ country: phoneCountry('AR'), digits: '91123456789' });
  });

  it('defaults to the US', () => {
    expect(parsePhone(null).country.code).toBe('US');
    expect(parsePhone('').digits).toBe('');
    expect(parsePhone('+1 (202) 555-0123', 'CA').country.code).toBe('CA');
  });
});
