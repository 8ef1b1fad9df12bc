import { describe, expect, it } from 'vitest';
import { buildDates, monthFirst, readDateParts } from './dates.ts';
import { NOW } from './conversation.fixtures.ts';

const day = (year: number, month: number, d: number) => ({ year, month, day: d });

describe('readDateParts (now: Sunday 29 November 2026)', () => {
  it.each([
    ['Friday 8pm', 'Europe/London', [day(2026, 12, 4)]],
    ['next Friday', 'Europe/London', [day(2026, 12, 4)]],
    ['tomorrow', 'Europe/London', [day(2026, 11, 30)]],
    ['12/03', 'America/New_York', [day(2026, 12, 3)]],
    ['12/03', 'Europe/London', [day(2027, 3, 12)]],
    ['12/03', 'Australia/Sydney', [day(2027, 3, 12)]],
    ['Saturday, 6 December', 'Europe/London', [day(2026, 12, 6)]],
    ['13 December, £20', 'Europe/London', [day(2026, 12, 13)]],
    ['Jazz night on Friday', 'Europe/London', [day(2026, 12, 4)]],
    ['every Tuesday in March', 'Europe/London', [2, 9, 16, 23, 30].map((d) => day(2027, 3, d))],
    ['every Monday in December', 'Europe/London', [day(2026, 12, 7), day(2026, 12, 14), day(2026, 12, 21), day(2026, 12, 28)]],
    ['every Friday for 3 weeks', 'Europe/London', [day(2026, 12, 4), day(2026, 12, 11), day(2026, 12, 18)]],
    ['no date here', 'Europe/London', []],
  ])('%s in %s', (text, zone, days) => {
    expect(readDateParts(text, zone, NOW).days).toEqual(days);
  });

  it.each([
    ['last Friday 8pm', true],
    ['yesterday', true],
    ['2 weeks ago', true],
    ['Friday 8pm', false],
  ])('%s is past: %s', (text, past) => {
    expect(readDateParts(text, 'Europe/London', NOW).past).toBe(past);
  });

  it.each([
    ['America/New_York', true],
    ['America/Los_Angeles', true],
    ['Pacific/Honolulu', true],
    ['Europe/London', false],
    ['America/Toronto', false],
    ['America/Mexico_City', false],
    ['Australia/Sydney', false],
  ])('month first in %s: %s', (zone, expected) => expect(monthFirst(zone)).toBe(expected));
});

describe('buildDates', () => {
  const friday = [day(2026, 12, 4)];
  it('uses the default 3 hours without an end', () => {
    expect(buildDates(friday, { hour: 20, minute: 0 }, null, null, 'Europe/London', NOW)).toEqual({
      dates: [{ startsAt: '2026-12-04T20:00:00+00:00', endsAt: '2026-12-04T23:00:00+00:00', doorTime: null }],
      problem: null,
      assumedEnd: true,
    });
  });

  it('reads an early-morning end as the next day', () => {
    expect(buildDates(friday, { hour: 22, minute: 0 }, { hour: 2, minute: 0 }, null, 'Europe/London', NOW).dates[0]!.endsAt).toBe(
      '2026-12-05T02:00:00+00:00',
    );
  });

  it.each([
    ['an end before the start', friday, { hour: 20, minute: 0 }, { hour: 18, minute: 0 }, 'endBeforeStart'],
    ['a start already passed', [day(2026, 11, 29)], { hour: 9, minute: 0 }, null, 'past'],
    ['no start time', friday, null, null, 'noTime'],
  ] as const)('asks about %s', (_label, days, start, end, problem) => {
    expect(buildDates(days, start, end, null, 'Europe/London', NOW)).toMatchObject({ dates: [], problem });
  });

  it('keeps doors only when they open before the start', () => {
    const [date] = buildDates(friday, { hour: 20, minute: 0 }, null, { hour: 21, minute: 0 }, 'Europe/London', NOW).dates;
    expect(date!.doorTime).toBeNull();
  });
});
