import { addMonths, format } from 'date-fns';
import { TZDate } from '@date-fns/tz';
import { CALENDAR_LIMITS } from '../../../domain/calendar.ts';

/** A From/To pair of calendar days as the date inputs hold them ('2026-11-26'); empty when cleared. */
export interface DayRange {
  from: string;
  to: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The zone the viewer's browser is in: the date inputs' days are its days. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today to three months ahead, as days of the viewer's zone (content-management 9 Calendar defaults). */
export function defaultRange(now: Date, timeZone: string): DayRange {
  const today = new TZDate(now.getTime(), timeZone);
  return { from: format(today, 'yyyy-MM-dd'), to: format(addMonths(today, CALENDAR_LIMITS.defaultRangeMonths), 'yyyy-MM-dd') };
}

/** The instant a day starts at (end: the last millisecond of it) in a zone; null for a malformed day. */
function dayBoundary(day: string, timeZone: string, end: boolean): string | null {
  const m = DAY.exec(day);
  if (!m) return null;
  const [, y, mo, d] = m.map(Number) as [number, number, number, number];
  const instant = end ? new TZDate(y, mo - 1, d, 23, 59, 59, 999, timeZone) : new TZDate(y, mo - 1, d, timeZone);
  return Number.isNaN(instant.getTime()) ? null : new Date(instant.getTime()).toISOString();
}

/**
 * The events query's range: the start of the From day and the end of the To day in the viewer's zone. A cleared day
 * is left out (the server's default applies), and a To before From reads as From's day alone rather than nothing.
 */
export function rangeQuery(range: DayRange, timeZone: string): { startDate?: string; endDate?: string } {
  const to = range.from && range.to && range.to < range.from ? range.from : range.to;
  const startDate = dayBoundary(range.from, timeZone, false) ?? undefined;
  const endDate = dayBoundary(to, timeZone, true) ?? undefined;
  return { startDate, endDate };
}
