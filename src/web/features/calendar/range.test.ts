import { describe, expect, it } from 'vitest';
import { defaultRange, rangeQuery } from './range.ts';

describe('defaultRange', () => {
  it('runs from today to three months ahead in the viewer’s zone', () => {
    expect(defaultRange(new Date('2026-11-26T12:00:00Z'), 'Europe/London')).toEqual({ from: '2026-11-26', to: '2027-02-26' });
  });

  it('takes today from the zone, not from UTC', () => {
    // 23:30 UTC is already the next day in Tokyo and still the same day in New York.
    expect(defaultRange(new Date('2026-11-26T23:30:00Z'), 'Asia/Tokyo').from).toBe('2026-11-27');
    expect(defaultRange(new Date('2026-11-26T23:30:00Z'), 'America/New_York').from).toBe('2026-11-26');
  });

  it('keeps a month-end day within the shorter month', () => {
    expect(defaultRange(new Date('2026-11-30T12:00:00Z'), 'UTC')).toEqual({ from: '2026-11-30', to: '2027-02-28' });
  });
});

describe('rangeQuery', () => {
  it('sends the start of From and the end of To in the viewer’s zone', () => {
    expect(rangeQuery({ from: '2026-11-26', to: '2026-12-01' }, 'America/New_York')).toEqual({
      startDate: '2026-11-26T05:00:00.000Z',
      endDate: '2026-12-02T04:59:59.999Z',
    });
  });

  it('follows a daylight-saving change inside the range', () => {
    expect(rangeQuery({ from: '2026-03-28', to: '2026-03-29' }, 'Europe/London')).toEqual({
      startDate: '2026-03-28T00:00:00.000Z',
      endDate: '2026-03-29T22:59:59.999Z',
    });
  });

  it('leaves out a cleared or malformed day', () => {
    expect(rangeQuery({ from: '', to: '2026-12-01' }, 'UTC')).toEqual({ startDate: undefined, endDate: '2026-12-01T23:59:59.999Z' });
    expect(rangeQuery({ from: '2026-11-26', to: 'soon' }, 'UTC')).toEqual({ startDate: '2026-11-26T00:00:00.000Z', endDate: undefined });
  });

  it('reads a To before From as From’s day alone', () => {
    expect(rangeQuery({ from: '2026-11-26', to: '2026-11-20' }, 'UTC')).toEqual({
      startDate: '2026-11-26T00:00:00.000Z',
      endDate: '2026-11-26T23:59:59.999Z',
    });
  });
});
