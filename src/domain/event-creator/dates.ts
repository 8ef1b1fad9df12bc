import * as chrono from 'chrono-node';
import { EVENT_LIMITS } from '../events.ts';
import { timezoneOffsetMinutes } from '../timezones.ts';
import type { DraftDate } from './draft.ts';
import { type Clock, readClocks } from './clock.ts';
import { type WallTime, addDays, instantToWall, isoInZone, wallToInstant, weekdayOf } from './wall-clock.ts';

/** What one message says about when the event is; every part null or empty when not said. */
export interface DateParts {
  /** Calendar days (several for "every Tuesday in March"). */
  days: Day[];
  start: Clock | null;
  end: Clock | null;
  doors: Clock | null;
  /** "last Friday", "yesterday": a date already gone. */
  past: boolean;
}

export type Day = Pick<WallTime, 'year' | 'month' | 'day'>;

/** An event with a start and no end lasts this long (said in the summary). */
export const DEFAULT_DURATION_HOURS = 3;

/**
 * Zones where "12/03" is 3 December (month first); everywhere else it is 12 March. The United States' zones, by
 * their IANA names in the settings list and the common aliases.
 */
const MONTH_FIRST_ZONES = new Set([
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Detroit',
  'America/Boise',
  'America/Indiana/Indianapolis',
  'America/Puerto_Rico',
  'Pacific/Honolulu',
]);

export const monthFirst = (zone: string) => MONTH_FIRST_ZONES.has(zone) || zone.startsWith('US/');

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const EVERY = new RegExp(
  String.raw`\bevery\s+(${WEEKDAYS.join('|')})s?\b(?:\s+(?:in|of|during|through(?:out)?)\s+(${MONTHS.map((m) => m.slice(0, 3) + '(?:' + m.slice(3) + ')?').join('|')})\b|\s+for\s+(\d{1,2})\s+weeks?\b)?`,
  'i',
);
const CLAUSE = /[,;\n]|\.(?:\s|$)/;
/** "Jazz night on Friday": chrono reads "night on Friday" as a time with the weekday only implied, and drops it. */
const PART_OF_DAY = /\b(?:night|morning|afternoon|evening)\b/gi;
const PAST = /\b(last\s+(?:week|month|year|mon|tue|wed|thu|fri|sat|sun)\w*|yesterday|ago)\b/i;

function today(now: Date, zone: string): Day {
  const w = instantToWall(now, zone);
  return { year: w.year, month: w.month, day: w.day };
}

/** Every `weekday` of a month (the next such month from today), or `weeks` of them from the next one. */
function recurring(m: RegExpExecArray, now: Date, zone: string): Day[] {
  const weekday = WEEKDAYS.indexOf(m[1]!.toLowerCase());
  const from = today(now, zone);
  if (m[2]) {
    const month = MONTHS.findIndex((name) => name.startsWith(m[2]!.toLowerCase().slice(0, 3))) + 1;
    const year = month < from.month ? from.year + 1 : from.year;
    const days: Day[] = [];
    for (let d: Day = { year, month, day: 1 }; d.month === month; d = addDays(d, 1))
      if (weekdayOf(d) === weekday && (d.year > from.year || d.month > from.month || d.day >= from.day)) days.push(d);
    return days;
  }
  let first = addDays(from, 1);
  while (weekdayOf(first) !== weekday) first = addDays(first, 1);
  const weeks = Math.min(Number(m[3] ?? 4), EVENT_LIMITS.occurrences);
  return Array.from({ length: weeks }, (_, i) => addDays(first, i * 7));
}

/** Reads the day(s) and times of a message, relative to `now` in `zone` (the draft's). */
export function readDateParts(text: string, zone: string, now: Date): DateParts {
  const clocks = readClocks(text);
  const every = EVERY.exec(clocks.rest);
  let days: Day[] = [];
  if (every) days = recurring(every, now, zone);
  else {
    const parser = monthFirst(zone) ? chrono.en : chrono.en.GB;
    const ref = { instant: now, timezone: timezoneOffsetMinutes(zone, now) };
    // clause by clause: across a comma chrono glues "December, 15 dollars" into 15 December
    const found = clocks.rest
      .replace(PART_OF_DAY, ',')
      .split(CLAUSE)
      .flatMap((clause) => parser.parse(clause, ref, { forwardDate: true }));
    // a day of the month beats a weekday ("Saturday, 6 December" is the 6th); a month alone is not a date
    const dated = found.find((r) => r.start.isCertain('day')) ?? found.find((r) => r.start.isCertain('weekday'));
    if (dated) days = [{ year: dated.start.get('year')!, month: dated.start.get('month')!, day: dated.start.get('day')! }];
  }
  return { days, ...clocks, past: PAST.test(text) };
}

export type DateProblem = 'past' | 'endBeforeStart' | 'noTime' | null;

/**
 * The draft's dates from days and times, each instant computed in `zone` (DST-correct). An end earlier than the
 * start before 6 am is the next morning ("10pm to 2am"); later than that, it is a mistake to ask about.
 */
export function buildDates(
  days: readonly Day[],
  start: Clock | null,
  end: Clock | null,
  doors: Clock | null,
  zone: string,
  now: Date,
): { dates: DraftDate[]; problem: DateProblem; assumedEnd: boolean } {
  if (!start) return { dates: [], problem: 'noTime', assumedEnd: false };
  const dates: DraftDate[] = [];
  for (const day of days.slice(0, EVENT_LIMITS.occurrences)) {
    const begins = wallToInstant({ ...day, ...start }, zone);
    let ends = end ? wallToInstant({ ...day, ...end }, zone) : new Date(begins.getTime() + DEFAULT_DURATION_HOURS * 3_600_000);
    if (end && ends <= begins) {
      if (end.hour >= 6) return { dates: [], problem: 'endBeforeStart', assumedEnd: false };
      ends = wallToInstant({ ...addDays(day, 1), ...end }, zone);
    }
    if (begins <= now) return { dates: [], problem: 'past', assumedEnd: false };
    const opens = doors ? wallToInstant({ ...day, ...doors }, zone) : null;
    dates.push({
      startsAt: isoInZone(begins, zone),
      endsAt: isoInZone(ends, zone),
      doorTime: opens && opens <= begins ? isoInZone(opens, zone) : null,
    });
  }
  return { dates, problem: null, assumedEnd: !end };
}

/** The clock of an ISO instant in a zone (to keep a time when only the day changes, or the reverse). */
export function clockOf(iso: string, zone: string): Clock {
  const w = instantToWall(new Date(iso), zone);
  return { hour: w.hour, minute: w.minute };
}

export function dayOf(iso: string, zone: string): Day {
  const w = instantToWall(new Date(iso), zone);
  return { year: w.year, month: w.month, day: w.day };
}
