import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './sparkline.ts';

describe('sparklinePoints: the running total by date', () => {
  it.each([
    ['no earnings', {}, ''],
    ['one day: a line across at the top', { '2026-01-01': 500 }, '2,2 98,2'],
    ['two days', { '2026-01-01': 100, '2026-01-11': 100 }, '2,10 98,2'],
    ['days placed by date and added up, in date order', { '2026-01-05': 100, '2026-01-01': 100, '2026-01-02': 200 }, '2,14 26,6 98,2'],
  ])('%s', (_label, dates, points) => expect(sparklinePoints(dates, 100, 20)).toBe(points));
});
