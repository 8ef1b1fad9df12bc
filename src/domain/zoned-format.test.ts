import { describe, expect, it } from 'vitest';
import { EVENT_DATE_FORMAT, formatInZone } from './dates.ts';
import { CARD_DATE_FORMAT, EVENT_TIME_FORMAT } from './event-display.ts';
import { formatZoned } from './zoned-format.ts';

/**
 * formatZoned (Intl, no date library) must read exactly as date-fns's formatInZone for every pattern the public
 * pages use, in zones with odd offsets and around daylight-saving changes.
 */
const PATTERNS = [
  EVENT_DATE_FORMAT,
  EVENT_TIME_FORMAT,
  CARD_DATE_FORMAT,
  'EEEE, d MMM y',
  'yyyy-MM-dd',
  "yyyy-MM-dd'T'HH:mm",
  'd',
  'MMM',
  'dd MMM yyyy',
  'MMMM d, y',
  'h:mm:ss a',
  'hh:mm a',
  "d MMM 'at' h a",
];
const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'America/St_Johns',
  'Pacific/Kiritimati',
];
const INSTANTS = [
  '2025-04-05T19:00:00Z',
  '2025-01-01T00:00:00Z',
  '2024-12-31T23:59:59Z',
  '2025-03-09T06:59:00Z', // New York, a minute before the clocks go forward
  '2025-03-09T07:00:00Z',
  '2025-10-26T00:30:00Z', // London, the hour that repeats
  '2025-10-26T01:30:00Z',
  '2025-06-15T12:00:00Z', // noon in UTC
  '2026-02-28T11:05:09Z',
  '2028-02-29T23:45:00Z',
];

describe('formatZoned reads as date-fns in the zone', () => {
  it.each(PATTERNS)('%s', (pattern) => {
    for (const zone of ZONES) {
      for (const iso of INSTANTS) {
        const instant = new Date(iso);
        expect(formatZoned(instant, zone, pattern), `${iso} in ${zone}`).toBe(formatInZone(instant, zone, pattern));
      }
    }
  });

  it('defaults to the event date format', () => {
    const instant = new Date('2025-04-05T19:00:00Z');
    expect(formatZoned(instant, 'Europe/London')).toBe('Sat, 5 Apr 2025, 8:00 PM');
  });

  it.each(['zzz', 'Q', 'yyyy-ww', 'EEEEE'])('refuses a token it does not know: %s', (pattern) => {
    expect(() => formatZoned(new Date(), 'UTC', pattern)).toThrow(/not supported/);
  });
});
