import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icalDateTime, writeCalendar, type IcalEvent } from './ical.ts';

const octets = (s: string) => new TextEncoder().encode(s).length;
/** Undoes folding (RFC 5545 3.1): a CRLF followed by one space joins the lines. */
const unfold = (s: string) => s.replaceAll('\r\n ', '');

describe('escapeText', () => {
  it.each([
    ['plain', 'plain'],
    ['Rock, paper; scissors', 'Rock\\, paper\\; scissors'],
    ['back\\slash', 'back\\\\slash'],
    ['two\nlines\r\nand\rthree', 'two\\nlines\\nand\\nthree'],
    ['tab\tkept, bell\u0007 dropped', 'tab\tkept\\, bell dropped'],
    ['\\;,', '\\\\\\;\\,'],
  ])('%j -> %j', (input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe('foldLine', () => {
  it.each([
    ['short', 'SUMMARY:Jazz night'],
    ['exactly 75 octets', `X:${'a'.repeat(73)}`],
    ['ASCII over 75', `DESCRIPTION:${'a'.repeat(300)}`],
    ['two-byte letters', `SUMMARY:${'é'.repeat(120)}`],
    ['three-byte letters', `SUMMARY:${'音楽'.repeat(60)}`],
    ['emoji (four bytes, surrogate pairs)', `SUMMARY:${'🎷'.repeat(50)}`],
    ['mixed', `LOCATION:${'Café 🎺 Zürich, 東京 '.repeat(10)}`],
  ])('%s: no line over 75 octets, continuation lines start with a space, unfolds to the input', (_, line) => {
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    for (const l of lines) expect(octets(l)).toBeLessThanOrEqual(75);
    for (const l of lines.slice(1)) expect(l.startsWith(' ')).toBe(true);
    expect(unfold(folded)).toBe(line);
    // No replacement characters: a multi-byte character is never cut.
    expect(lines.join('')).not.toContain('\uFFFD');
    if (octets(line) <= 75) expect(lines).toHaveLength(1);
  });

  it('fills lines up to the limit', () => {
    const lines = foldLine(`X:${'a'.repeat(200)}`).split('\r\n');
    expect(lines.slice(0, -1).map(octets)).toEqual(lines.slice(0, -1).map(() => 75));
  });
});

describe('writeCalendar', () => {
  const event: IcalEvent = {
    uid: '0b0e9c7e-7c55-4b9e-9d4c-1f4b3c2a1d00@ovation',
    start: new Date('2026-05-01T19:00:00.000Z'),
    end: new Date('2026-05-01T22:30:00.000Z'),
    summary: 'Rock, paper; scissors \\ live',
    description: 'Doors at 7.\nBring friends.',
    location: 'Lovelace Hall, London',
    url: 'https://ovation.test/event/abc',
  };
  const text = writeCalendar({
    prodId: '-//Ovation//Calendar//EN',
    name: 'Ada; Hall',
    stamp: new Date('2026-04-01T08:05:09.123Z'),
    events: [event, { ...event, description: '', location: '' }],
  });

  it('writes UTC times', () => {
    expect(icalDateTime(new Date('2026-05-01T19:00:00.123Z'))).toBe('20260501T190000Z');
  });

  it('is CRLF lines with one VEVENT per event and escaped TEXT values', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = unfold(text).split('\r\n').slice(0, -1);
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Ovation//Calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Ada\\; Hall',
    ]);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines).toContain('SUMMARY:Rock\\, paper\\; scissors \\\\ live');
    expect(lines).toContain('DESCRIPTION:Doors at 7.\\nBring friends.');
    expect(lines).toContain('LOCATION:Lovelace Hall\\, London');
    expect(lines).toContain('DTSTAMP:20260401T080509Z');
    expect(lines).toContain('DTSTART:20260501T190000Z');
    expect(lines).toContain('DTEND:20260501T223000Z');
    expect(lines).toContain('URL:https://ovation.test/event/abc');
    // The second event has no description or location: the properties are left out, not empty.
    expect(lines.filter((l) => l.startsWith('DESCRIPTION:'))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith('LOCATION:'))).toHaveLength(1);
  });
});
