import { describe, expect, it } from 'vitest';
import { lastWeekIn, weekLabel } from './report-week.ts';

describe('lastWeekIn: the last whole Monday-to-Sunday week in the owner’s timezone', () => {
  it.each([
    // The job's run: Monday 08:00 UTC.
    ['2026-11-23T08:00:00Z', 'Etc/UTC', '2026-11-16', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['2026-11-23T08:00:00Z', 'America/New_York', '2026-11-16', '2026-11-16T05:00:00.000Z', '2026-11-23T05:00:00.000Z'],
    ['2026-11-23T08:00:00Z', 'Pacific/Kiritimati', '2026-11-16', '2026-11-15T10:00:00.000Z', '2026-11-22T10:00:00.000Z'],
    // Still Sunday in Honolulu: its last whole week is the one before.
    ['2026-11-23T08:00:00Z', 'Pacific/Honolulu', '2026-11-09', '2026-11-09T10:00:00.000Z', '2026-11-16T10:00:00.000Z'],
    // A retry later in the week reports the same week.
    ['2026-11-29T23:59:00Z', 'Etc/UTC', '2026-11-16', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    // A week across the end of summer time in Europe is 169 hours long.
    ['2026-10-26T08:00:00Z', 'Europe/London', '2026-10-19', '2026-10-18T23:00:00.000Z', '2026-10-26T00:00:00.000Z'],
    // Across a year end; an unknown zone counts in UTC.
    ['2027-01-04T08:00:00Z', 'Etc/UTC', '2026-12-28', '2026-12-28T00:00:00.000Z', '2027-01-04T00:00:00.000Z'],
    ['2026-11-23T08:00:00Z', 'Not/AZone', '2026-11-16', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
  ])('at %s in %s: week of %s', (now, zone, weekStart, start, end) => {
    const week = lastWeekIn(new Date(now), zone);
    expect(week).toMatchObject({ weekStart });
    expect(week.start.toISOString()).toBe(start);
    expect(week.end.toISOString()).toBe(end);
  });

  it('names the week by its Monday', () => {
    expect(weekLabel(lastWeekIn(new Date('2026-11-23T08:00:00Z'), 'America/New_York'))).toBe('Nov 16, 2026');
  });
});
