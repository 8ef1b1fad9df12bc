import { describe, expect, it } from 'vitest';
import { TIMEZONES, isKnownTimezone, timezoneOffsetLabel, timezoneOptions } from './timezones.ts';

const JANUARY_2026 = new Date('2026-01-15T12:00:00Z');
const JULY_2026 = new Date('2026-07-15T12:00:00Z');

describe('TIMEZONES', () => {
  it('holds the classic list of about 150 entries plus UTC', () => {
    expect(TIMEZONES.length).toBeGreaterThanOrEqual(140);
    expect(TIMEZONES.find((t) => t.label === 'UTC')?.zone).toBe('Etc/UTC');
    expect(TIMEZONES[0]).toEqual({ label: 'International Date Line West', zone: 'Etc/GMT+12' });
    expect(TIMEZONES.find((t) => t.label === 'Tokelau Is.')?.zone).toBe('Pacific/Fakaofo');
  });

  it('has unique labels', () => {
    expect(new Set(TIMEZONES.map((t) => t.label)).size).toBe(TIMEZONES.length);
  });

  it.each(TIMEZONES.map((t) => [t.label, t.zone]))('%s -> %s is a zone Intl knows', (_label, zone) => {
    expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
    expect(isKnownTimezone(zone)).toBe(true);
  });
});

describe('timezoneOffsetLabel', () => {
  it.each([
    ['Etc/GMT+12', JANUARY_2026, '(GMT-12:00)'],
    ['America/Los_Angeles', JANUARY_2026, '(GMT-08:00)'],
    ['America/Los_Angeles', JULY_2026, '(GMT-07:00)'],
    ['America/New_York', JANUARY_2026, '(GMT-05:00)'],
    ['America/St_Johns', JANUARY_2026, '(GMT-03:30)'],
    ['Europe/London', JANUARY_2026, '(GMT+00:00)'],
    ['Etc/UTC', JANUARY_2026, '(GMT+00:00)'],
    ['Europe/Paris', JANUARY_2026, '(GMT+01:00)'],
    ['Asia/Kolkata', JANUARY_2026, '(GMT+05:30)'],
    ['Asia/Kathmandu', JANUARY_2026, '(GMT+05:45)'],
    ['Asia/Tokyo', JANUARY_2026, '(GMT+09:00)'],
    ['Pacific/Auckland', JANUARY_2026, '(GMT+13:00)'],
    ['Pacific/Chatham', JANUARY_2026, '(GMT+13:45)'],
    ['Pacific/Fakaofo', JANUARY_2026, '(GMT+13:00)'],
  ] as const)('%s at %s reads %s', (zone, at, expected) => {
    expect(timezoneOffsetLabel(zone, at)).toBe(expected);
  });
});

describe('timezoneOptions', () => {
  const options = timezoneOptions(JANUARY_2026);

  it('has one option per zone, labelled with the offset', () => {
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
    expect(options.find((o) => o.value === 'America/Los_Angeles')?.label).toBe('(GMT-08:00) Pacific Time (US & Canada)');
    expect(options.find((o) => o.value === 'Europe/London')?.label).toBe('(GMT+00:00) Edinburgh, London');
  });

  it('is sorted by offset, then label', () => {
    expect(options[0]?.label).toBe('(GMT-12:00) International Date Line West');
    expect(options.at(-1)?.label).toBe('(GMT+13:45) Chatham Is.');
    const offsets = options.map((o) => o.label.slice(4, 10));
    const minutes = offsets.map((o) => (o.startsWith('-') ? -1 : 1) * (Number(o.slice(1, 3)) * 60 + Number(o.slice(4, 6))));
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });

  it('rejects unknown zones', () => {
    expect(isKnownTimezone('Mars/Olympus_Mons')).toBe(false);
  });
});
