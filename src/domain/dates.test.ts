import { describe, expect, it } from 'vitest';
import { formatInZone, formatOrderDate, instantToZonedLocal, notificationDate, zonedLocalToInstant } from './dates.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const H = 3_600_000;
const D = 24 * H;

describe('notificationDate', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [60_000, '1 minute ago'],
    [30 * 60_000, '30 minutes ago'],
    [59 * 60_000, '59 minutes ago'],
    [H, '1 hour ago'],
    [5 * H + 59 * 60_000, '5 hours ago'],
    [23 * H, '23 hours ago'],
    [D, '1 day ago'],
    [3 * D, '3 days ago'],
    [29 * D, '29 days ago'],
    [30 * D, 'on Oct 22'],
    [200 * D, 'on May 05'],
  ])('%d ms ago -> %s', (ms, text) => expect(notificationDate(ago(ms), now)).toBe(text));

  it('treats a future date as now', () => expect(notificationDate(new Date(now.getTime() + H), now)).toBe('just now'));
});

describe('formatOrderDate', () => {
  it('uses d MMM y • h:mm a', () => {
    const d = new Date(2025, 3, 5, 19, 0);
    expect(formatOrderDate(d)).toBe('5 Apr 2025 • 7:00 PM');
  });
});

describe('event dates in the event zone', () => {
  it.each([
    ['2025-04-05T18:00:00Z', 'Europe/London', 'Sat, 5 Apr 2025, 7:00 PM'],
    ['2025-04-05T18:00:00Z', 'America/New_York', 'Sat, 5 Apr 2025, 2:00 PM'],
    ['2025-04-05T18:00:00Z', 'Asia/Tokyo', 'Sun, 6 Apr 2025, 3:00 AM'],
  ])('formatInZone(%s, %s) -> %s', (instant, zone, text) => expect(formatInZone(new Date(instant), zone)).toBe(text));

  it.each([
    ['2026-04-05T19:00', 'Europe/London', '2026-04-05T18:00:00.000Z'],
    ['2026-01-05T19:00', 'Europe/London', '2026-01-05T19:00:00.000Z'],
    ['2026-04-05T19:00', 'America/Los_Angeles', '2026-04-06T02:00:00.000Z'],
    ['2026-04-05 19:00', 'Europe/London', null],
    ['not a date', 'Europe/London', null],
  ])('zonedLocalToInstant(%s, %s) -> %s', (local, zone, instant) => {
    expect(zonedLocalToInstant(local, zone)?.toISOString() ?? null).toBe(instant);
    if (instant) expect(instantToZonedLocal(new Date(instant), zone)).toBe(local);
  });
});
