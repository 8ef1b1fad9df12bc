import { describe, expect, it } from 'vitest';
import { formatUploadDate } from './upload-date.ts';

describe('formatUploadDate', () => {
  it.each([
    [new Date(2026, 3, 5, 12), '5 Apr 2026'],
    // en-GB writes 'Sept'; the page keeps the three-letter month.
    [new Date(2026, 8, 30, 9), '30 Sep 2026'],
    // The viewer's own day, late in the evening.
    [new Date(2025, 11, 31, 23, 59), '31 Dec 2025'],
    [new Date(2027, 0, 1, 0, 1), '1 Jan 2027'],
  ])('%s: %s', (date, expected) => {
    expect(formatUploadDate(date.toISOString())).toBe(expected);
  });
});
