import { describe, expect, it } from 'vitest';
import { suggestedCopyEnd, suggestedCopyStart } from './copy-dates.ts';

const NY = 'America/New_York';

describe('suggestedCopyStart', () => {
  it.each([
    // A future event: one week later, same hour.
    ['2026-05-01T23:00:00Z', '2026-04-01T00:00:00Z', '2026-05-08T19:00'],
    // A past event: the first same weekday and hour ahead of now (across DST the local hour stays).
    ['2026-01-02T00:00:00Z', '2026-03-20T12:00:00Z', '2026-03-26T19:00'],
  ])('%s seen at %s -> %s', (start, now, want) => {
    expect(suggestedCopyStart(new Date(start), NY, new Date(now))).toBe(want);
  });
});

describe('suggestedCopyEnd', () => {
  it.each([
    ['2026-05-01T23:00:00Z', '2026-05-02T02:00:00Z', '2026-05-08T19:00', '2026-05-08T22:00'],
    ['2026-05-01T23:00:00Z', '2026-05-02T02:00:00Z', 'not a date', ''],
  ])('%s..%s copied to %s ends %s', (start, end, copyStart, want) => {
    expect(suggestedCopyEnd(new Date(start), new Date(end), copyStart, NY)).toBe(want);
  });
});
