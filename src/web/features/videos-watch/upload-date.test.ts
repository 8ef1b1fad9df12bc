import { describe, expect, it } from 'vitest';
import { formatUploadDate } from './upload-date.ts';

describe('formatUploadDate', () => {
  it('day, short month and year', () => {
    expect(formatUploadDate(new Date(2026, 3, 5, 12).toISOString())).toBe('5 Apr 2026');
  });
});
