import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** The week a Monday's Weekly Sales Report covers, in the owner's timezone (docs/decisions/reporting.md 'Apps'). */
export interface ReportWeek {
  /** Monday 00:00, inclusive. */
  start: Date;
  /** The next Monday 00:00, exclusive. */
  end: Date;
  /** The Monday (yyyy-mm-dd, the owner's calendar): the week's key in weekly_report_sends. */
  weekStart: string;
  /** The zone the week is counted in (UTC for a zone the runtime does not know). */
  timeZone: string;
}

const zoneOrUtc = (timeZone: string) => (Number.isNaN(new TZDate(0, timeZone).getTime()) ? 'Etc/UTC' : timeZone);

/**
 * The last whole Monday-to-Sunday week before `now` in `timeZone`. The reporting pages group dates in the same zone,
 * so the e-mail's figures equal the sum of that week's rows of revenue by date.
 */
export function lastWeekIn(now: Date, timeZone: string): ReportWeek {
  const zone = zoneOrUtc(timeZone);
  const local = new TZDate(now.getTime(), zone);
  const monday = local.getDate() - ((local.getDay() + 6) % 7);
  const end = new TZDate(local.getFullYear(), local.getMonth(), monday, zone);
  const start = new TZDate(local.getFullYear(), local.getMonth(), monday - 7, zone);
  return { start: new Date(start.getTime()), end: new Date(end.getTime()), weekStart: format(start, 'yyyy-MM-dd'), timeZone: zone };
}

/** 'Nov 16, 2026': the week's Monday as the e-mail names it. */
export function weekLabel(week: ReportWeek): string {
  return format(new TZDate(week.start.getTime(), week.timeZone), 'MMM d, y');
}
