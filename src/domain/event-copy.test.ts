import { describe, expect, it } from 'vitest';
import { copiedDates, shiftedBy, type CopyDate } from './event-copy.ts';

const NY = 'America/New_York';
const d = (startsAt: string, endsAt: string, doorTime: string | null = null, timezone = NY): CopyDate => ({
  startsAt: new Date(startsAt),
  endsAt: new Date(endsAt),
  doorTime: doorTime ? new Date(doorTime) : null,
  timezone,
});
const iso = (r: CopyDate[]) => r.map((x) => [x.startsAt.toISOString(), x.endsAt.toISOString(), x.doorTime?.toISOString() ?? null]);

describe('copiedDates', () => {
  const cases: { name: string; dates: CopyDate[]; first: string; end?: string; want: (string | null)[][]; offsetH: number }[] = [
    {
      name: 'single date keeps its length and door lead',
      dates: [d('2026-03-01T01:00:00Z', '2026-03-01T03:00:00Z', '2026-03-01T00:30:00Z')],
      first: '2026-04-10T23:00:00Z',
      want: [['2026-04-10T23:00:00.000Z', '2026-04-11T01:00:00.000Z', '2026-04-10T22:30:00.000Z']],
      offsetH: 40 * 24 + 22,
    },
    {
      name: 'single date takes the end chosen in the dialog',
      dates: [d('2026-03-01T01:00:00Z', '2026-03-01T03:00:00Z')],
      first: '2026-04-10T23:00:00Z',
      end: '2026-04-11T04:00:00Z',
      want: [['2026-04-10T23:00:00.000Z', '2026-04-11T04:00:00.000Z', null]],
      offsetH: 40 * 24 + 22,
    },
    {
      // 8 pm New York weekly before the March 8 DST change, copied to 7 pm across it: still weekly at 7 pm local.
      name: 'weekly series keeps wall-clock spacing across DST',
      dates: [d('2026-02-24T01:00:00Z', '2026-02-24T03:00:00Z'), d('2026-03-03T01:00:00Z', '2026-03-03T03:00:00Z')],
      first: '2026-03-04T00:00:00Z',
      end: '2026-03-04T09:00:00Z',
      want: [
        ['2026-03-04T00:00:00.000Z', '2026-03-04T02:00:00.000Z', null],
        ['2026-03-10T23:00:00.000Z', '2026-03-11T01:00:00.000Z', null],
      ],
      offsetH: 8 * 24 - 1,
    },
    { name: 'no dates: none copied', dates: [], first: '2026-04-10T23:00:00Z', want: [], offsetH: 0 },
  ];
  it.each(cases)('$name', ({ dates, first, end, want, offsetH }) => {
    const r = copiedDates(dates, new Date(first), end ? new Date(end) : undefined);
    expect(iso(r.dates)).toEqual(want);
    expect(r.offsetMs).toBe(offsetH * 3_600_000);
  });
});

describe('shiftedBy', () => {
  it.each([
    [null, 1000, null],
    ['2026-01-01T00:00:00.000Z', 3_600_000, '2026-01-01T01:00:00.000Z'],
  ])('%s + %d', (at, offset, want) => {
    expect(shiftedBy(at ? new Date(at) : null, offset)?.toISOString() ?? null).toBe(want);
  });
});
