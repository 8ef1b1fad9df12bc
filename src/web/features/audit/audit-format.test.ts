import { describe, expect, it } from 'vitest';
import { dayBound, pageCount, stateText } from './audit-format.ts';

describe('stateText', () => {
  it.each([
    [null, '—'],
    [undefined, '—'],
    [{ status: 'refunded' }, '{"status":"refunded"}'],
    [{ note: 'x'.repeat(200) }, `${'{"note":"'}${'x'.repeat(150)}…`],
  ])('%j -> %s', (value, text) => expect(stateText(value)).toBe(text));
});

describe('dayBound', () => {
  it.each([
    ['', false, undefined],
    ['2030-13-45', false, undefined],
    ['not a day', true, undefined],
  ])('%s (end %s) -> %s', (day, end, bound) => expect(dayBound(day, end)).toBe(bound));

  it('starts and ends a real day', () => {
    expect(new Date(dayBound('2030-01-02', false)!).getDate()).toBe(2);
    expect(new Date(dayBound('2030-01-02', true)!).getTime() - new Date(dayBound('2030-01-02', false)!).getTime()).toBe(86_400_000 - 1);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 25, 1],
    [25, 25, 1],
    [26, 25, 2],
  ])('%i rows at %i a page: %i pages', (total, perPage, pages) => expect(pageCount(total, perPage)).toBe(pages));
});
