/**
 * An iCalendar (RFC 5545) writer for the calendar feed: VCALENDAR with one VEVENT per date, TEXT values escaped,
 * times in UTC, lines folded at 75 octets and ended with CRLF (calendar apps refuse or garble anything else).
 */

export interface IcalEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  /** Plain text; left out when empty. */
  description: string;
  /** Left out when empty. */
  location: string;
  url: string;
}

export interface IcalCalendar {
  prodId: string;
  /** The calendar's name in calendar apps (X-WR-CALNAME). */
  name: string;
  /** When the feed was written (each VEVENT's DTSTAMP). */
  stamp: Date;
  events: IcalEvent[];
}

const MAX_OCTETS = 75;
const CRLF = '\r\n';
const encoder = new TextEncoder();

/** A TEXT value (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks escaped; other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');
}

/** A UTC DATE-TIME: 20260501T190000Z. */
export function icalDateTime(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * A content line folded (RFC 5545 3.1): no line over 75 octets, continuations start with one space; a multi-byte
 * character is never split.
 */
export function foldLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join(CRLF);
}

function vevent(e: IcalEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(e.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icalDateTime(e.start)}`,
    `DTEND:${icalDateTime(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
    ...(e.location ? [`LOCATION:${escapeText(e.location)}`] : []),
    // URI values are not TEXT: no escaping.
    `URL:${e.url}`,
    'END:VEVENT',
  ];
}

/** The feed's text: every line folded and ended with CRLF. */
export function writeCalendar(cal: IcalCalendar): string {
  const stamp = icalDateTime(cal.stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${cal.prodId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(cal.name)}`,
    ...cal.events.flatMap((e) => vevent(e, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map((l) => foldLine(l) + CRLF).join('');
}
