import { describe, expect, it } from 'vitest';
import { isoInZone, rezone, wallToInstant } from './wall-clock.ts';

describe('wall clock in a zone', () => {
  it.each([
    ['winter London', 'Europe/London', [2026, 12, 4, 20, 0], '2026-12-04T20:00:00+00:00'],
    ['summer London', 'Europe/London', [2027, 6, 4, 20, 0], '2027-06-04T20:00:00+01:00'],
    ['the evening BST starts', 'Europe/London', [2027, 3, 28, 19, 0], '2027-03-28T19:00:00+01:00'],
    // 01:30 does not exist on 28 March 2027 in London: an hour later, as the editor's zoned inputs do
    ['inside the spring gap', 'Europe/London', [2027, 3, 28, 1, 30], '2027-03-28T02:30:00+01:00'],
    ['the morning BST ends', 'Europe/London', [2026, 10, 25, 9, 0], '2026-10-25T09:00:00+00:00'],
    ['New York in December', 'America/New_York', [2026, 12, 3, 18, 0], '2026-12-03T18:00:00-05:00'],
    ['Sydney in summer', 'Australia/Sydney', [2026, 12, 24, 20, 0], '2026-12-24T20:00:00+11:00'],
    ['Sydney in winter', 'Australia/Sydney', [2027, 7, 1, 20, 0], '2027-07-01T20:00:00+10:00'],
    ['Kathmandu', 'Asia/Kathmandu', [2026, 12, 1, 9, 0], '2026-12-01T09:00:00+05:45'],
  ] as const)('%s', (_label, zone, [year, month, day, hour, minute], iso) => {
    expect(isoInZone(wallToInstant({ year, month, day, hour, minute }, zone), zone)).toBe(iso);
  });

  it('moves an instant to the same wall clock in another zone', () => {
    expect(rezone('2026-12-06T08:00:00+11:00', 'Australia/Sydney', 'Australia/Perth')).toBe('2026-12-06T08:00:00+08:00');
  });
});
