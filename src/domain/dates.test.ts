import { describe, expect, it } from 'vitest';
import { formatOrderDate, notificationDate } from './dates.ts';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const H = 3_600_000;
const D = 24 * H;

describe('notificationDate', () => {
  it.each([
    [0, '0 hours ago'],
    [30 * 60_000, '0 hours ago'],
    [H, '1 hour ago'],
    [5 * H + 59 * 60_000, '5 hours ago'],
    [23 * H, '23 hours ago'],
    [D, '1 day ago'],
    [3 * D, '3 days ago'],
    [29 * D, '29 days ago'],
    [30 * D, 'on Oct 22'],
    [200 * D, 'on May 05'],
  ])('%d ms ago -> %s', (ms, text) => expect(notificationDate(ago(ms), now)).toBe(text));

  it('treats a future date as now', () => expect(notificationDate(new Date(now.getTime() + H), now)).toBe('0 hours ago'));
});

describe('formatOrderDate', () => {
  it('uses d MMM y • h:mm a', () => {
    const d = new Date(2025, 3, 5, 19, 0);
    expect(formatOrderDate(d)).toBe('5 Apr 2025 • 7:00 PM');
  });
});
