/**
 * Dates in an event's zone with the browser's own Intl and no date library: the public pages (event page, cards)
 * format every date this way, so date-fns and @date-fns/tz (about 7.5 KB gzipped, and TZDate's slow set-up on a
 * phone) stay out of their first load. It reads exactly as date-fns's `formatInZone` (dates.ts, kept for the
 * patterns this does not know, such as zone names in exports) for the tokens below, in English; a test holds them
 * together.
 */

/** Event dates on tickets and event pages, in the event's zone: 'Sat, 5 Apr 2025, 7:00 PM'. */
export const EVENT_DATE_FORMAT = 'EEE, d MMM y, h:mm a';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** One formatter per zone: building an Intl.DateTimeFormat is the costly part, reading its parts is cheap. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClock(instant: Date, timeZone: string): WallClock {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(instant)) if (part.type !== 'literal') parts[part.type] = Number(part.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! % 24, minute: parts.minute!, second: parts.second! };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const hour12 = (h: number) => h % 12 || 12;

/** date-fns's tokens, as en-US reads them. */
const TOKENS: Record<string, (c: WallClock) => string> = {
  y: (c) => String(c.year),
  yyyy: (c) => pad(c.year, 4),
  M: (c) => String(c.month),
  MM: (c) => pad(c.month, 2),
  MMM: (c) => MONTHS[c.month - 1]!.slice(0, 3),
  MMMM: (c) => MONTHS[c.month - 1]!,
  d: (c) => String(c.day),
  dd: (c) => pad(c.day, 2),
  EEE: (c) => WEEKDAYS[new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay()]!.slice(0, 3),
  EEEE: (c) => WEEKDAYS[new Date(Date.UTC(c.year, c.month - 1, c.day)).getUTCDay()]!,
  h: (c) => String(hour12(c.hour)),
  hh: (c) => pad(hour12(c.hour), 2),
  H: (c) => String(c.hour),
  HH: (c) => pad(c.hour, 2),
  m: (c) => String(c.minute),
  mm: (c) => pad(c.minute, 2),
  s: (c) => String(c.second),
  ss: (c) => pad(c.second, 2),
  a: (c) => (c.hour < 12 ? 'AM' : 'PM'),
};

/** A run of one letter (a token), a quoted literal ('' is a quote), or any other character. */
const PIECE = /([A-Za-z])\1*|'(?:[^']|'')*'?|[^A-Za-z']+/g;

/** Formats an instant in an IANA zone with date-fns's pattern tokens (the event date format by default). */
export function formatZoned(instant: Date, timeZone: string, pattern: string = EVENT_DATE_FORMAT): string {
  const clock = wallClock(instant, timeZone);
  return pattern.replace(PIECE, (piece) => {
    if (piece.startsWith("'")) return piece === "''" ? "'" : piece.slice(1, piece.endsWith("'") ? -1 : undefined).replace(/''/g, "'");
    if (!/^[A-Za-z]/.test(piece)) return piece;
    const token = TOKENS[piece];
    if (!token) throw new Error(`formatZoned: the token ${piece} is not supported (use formatInZone)`);
    return token(clock);
  });
}
