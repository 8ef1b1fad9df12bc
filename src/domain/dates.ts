import { format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { EVENT_DATE_FORMAT } from './zoned-format.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Notification dates: under a day 'N hours ago', within 30 days 'N days ago', otherwise 'on MMM dd'.
 * One unit reads '1 hour ago' / '1 day ago'; under an hour reads 'just now' / 'N minutes ago' rather than
 * '0 hours ago' (docs/decisions/).
 */
export function notificationDate(date: Date, now: Date = new Date()): string {
  const diff = Math.max(0, now.getTime() - date.getTime());
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) {
    const minutes = Math.floor(diff / MINUTE);
    return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  }
  if (diff < DAY) {
    const hours = Math.floor(diff / HOUR);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  if (diff < 30 * DAY) {
    const days = Math.floor(diff / DAY);
    return days === 1 ? '1 day ago' : `${days} days ago`;
  }
  return `on ${format(date, 'MMM dd')}`;
}

/** Order dates in lists and details: 'd MMM y • h:mm a'. */
export function formatOrderDate(date: Date): string {
  return format(date, 'd MMM y • h:mm a');
}

// The event date format lives with the Intl formatter of the public pages, which must not import this module.
export { EVENT_DATE_FORMAT } from './zoned-format.ts';

/** Formats an instant in an IANA zone (event dates are always shown in the event's zone). */
export function formatInZone(instant: Date, timeZone: string, pattern: string = EVENT_DATE_FORMAT): string {
  return format(new TZDate(instant.getTime(), timeZone), pattern);
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A wall-clock time typed in a form ('2026-04-05T19:00') in a zone -> the instant; null when malformed. */
export function zonedLocalToInstant(local: string, timeZone: string): Date | null {
  const m = LOCAL_PATTERN.exec(local);
  if (!m) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new TZDate(y, mo - 1, d, h, mi, timeZone);
  return Number.isNaN(date.getTime()) ? null : new Date(date.getTime());
}

/** The instant as the wall-clock time of a zone, in the form's format ('2026-04-05T19:00'). */
export function instantToZonedLocal(instant: Date, timeZone: string): string {
  return format(new TZDate(instant.getTime(), timeZone), "yyyy-MM-dd'T'HH:mm");
}
