import { describe, expect, it } from 'vitest';
import { addDaysToLocal } from './local-dates.ts';

describe('addDaysToLocal', () => {
  it.each([
    ['2026-04-05T19:00', 7, '2026-04-12T19:00'],
    ['2026-12-28T09:30', 7, '2027-01-04T09:30'],
    ['2026-03-25T20:00', 7, '2026-04-01T20:00'],
    ['2028-02-26T10:00', 3, '2028-02-29T10:00'],
    ['not a date', 7, 'not a date'],
  ])('%s + %i days = %s', (local, days, expected) => expect(addDaysToLocal(local, days)).toBe(expected));
});
