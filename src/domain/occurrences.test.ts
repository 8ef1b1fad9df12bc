import { describe, expect, it } from 'vitest';
import { dateFilterOf, finalOccurrence, futureOccurrences, groupByLocalDate, localDate, nextOccurrence, occurrenceSpan } from './occurrences.ts';

const d = (iso: string) => new Date(iso);
const occ = (id: string, start: string, end: string, timezone = 'Europe/London') => ({ id, startsAt: d(start), endsAt: d(end), timezone });
const past = occ('past', '2026-04-01T19:00:00Z', '2026-04-01T22:00:00Z');
const ongoing = occ('ongoing', '2026-05-01T11:00:00Z', '2026-05-01T13:00:00Z');
const soon = occ('soon', '2026-05-02T19:00:00Z', '2026-05-02T22:00:00Z');
const later = occ('later', '2026-06-01T19:00:00Z', '2026-06-01T22:00:00Z');
const now = d('2026-05-01T12:00:00Z');

describe('occurrences', () => {
  it.each([
    [[later, soon, past], ['soon', 'later'], 'soon', 'later'],
    [[ongoing, later], ['ongoing', 'later'], 'ongoing', 'later'],
    [[past], [], null, 'past'],
    [[], [], null, null],
  ])('%#: future, next and final', (list, future, next, final) => {
    expect(futureOccurrences(list, now).map((o) => o.id)).toEqual(future);
    expect(nextOccurrence(list, now)?.id ?? null).toBe(next);
    expect(finalOccurrence(list)?.id ?? null).toBe(final);
  });

  it('an occurrence ending exactly now is over', () => {
    expect(nextOccurrence([occ('x', '2026-05-01T10:00:00Z', '2026-05-01T12:00:00Z')], now)).toBeNull();
  });

  it('spans the first start to the last end', () => {
    expect(occurrenceSpan([later, past, soon])).toEqual({ startsAt: past.startsAt, endsAt: later.endsAt });
    expect(occurrenceSpan([])).toBeNull();
  });

  it.each([
    [null, 'upcoming'],
    [d('2026-05-01T12:00:01Z'), 'upcoming'],
    [d('2026-05-01T12:00:00Z'), 'past'],
    [d('2026-04-01T00:00:00Z'), 'past'],
  ] as const)('dateFilterOf(%s) -> %s', (end, filter) => expect(dateFilterOf(end, now)).toBe(filter));

  it('groups dates by their local calendar day in their own zone', () => {
    const lateLondon = occ('a', '2026-05-02T23:30:00Z', '2026-05-03T01:00:00Z'); // 00:30 on 3 May in London
    const early = occ('b', '2026-05-03T09:00:00Z', '2026-05-03T10:00:00Z');
    const ny = occ('c', '2026-05-03T02:00:00Z', '2026-05-03T03:00:00Z', 'America/New_York'); // 22:00 on 2 May in New York
    expect(groupByLocalDate([early, lateLondon, ny]).map((g) => [g.date, g.occurrences.map((o) => o.id)])).toEqual([
      ['2026-05-02', ['c']],
      ['2026-05-03', ['a', 'b']],
    ]);
    expect(localDate(d('2026-05-02T23:30:00Z'), 'Europe/London')).toBe('2026-05-03');
  });
});

describe('localDate', () => {
  /** What Intl itself reads for the calendar day, built afresh each time. */
  const intlDate = (instant: Date, timeZone: string) => {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)!.value;
    return `${part('year')}-${part('month')}-${part('day')}`;
  };

  it.each([
    ['2026-05-02T23:30:00Z', 'Europe/London', '2026-05-03'],
    ['2026-05-03T02:00:00Z', 'America/New_York', '2026-05-02'],
    ['2026-12-31T23:59:59Z', 'Etc/UTC', '2026-12-31'],
    ['2026-12-31T10:00:00Z', 'Pacific/Kiritimati', '2027-01-01'],
    ['2026-01-01T05:00:00Z', 'Pacific/Pago_Pago', '2025-12-31'],
    ['2026-03-29T00:30:00Z', 'Europe/Berlin', '2026-03-29'],
    ['2026-10-04T13:45:00Z', 'Asia/Kathmandu', '2026-10-04'],
    ['2024-02-29T12:00:00Z', 'Australia/Adelaide', '2024-02-29'],
    ['9999-12-31T12:00:00Z', 'Etc/UTC', '9999-12-31'],
  ])('%s in %s is %s', (at, zone, expected) => {
    expect(localDate(new Date(at), zone)).toBe(expected);
  });

  it('reads as Intl does, the same zone asked again and zones in turn', () => {
    const zones = ['Europe/London', 'America/Los_Angeles', 'Asia/Tokyo', 'Australia/Lord_Howe', 'America/St_Johns'];
    for (let hour = 0; hour < 24 * 40; hour += 7) {
      const instant = new Date(Date.UTC(2026, 2, 1) + hour * 3_600_000 + 17 * 60_000);
      for (const zone of zones) expect(localDate(instant, zone), `${instant.toISOString()} ${zone}`).toBe(intlDate(instant, zone));
    }
  });
});
