import { formatZoned } from './zoned-format.ts';

/**
 * The dates of an event. Every event with a date has one or more occurrences; a recurring event has several,
 * each with its own sales. An occurrence counts as future until it ends, so tickets still sell at the door.
 */
export interface OccurrenceLike {
  id: string;
  startsAt: Date;
  endsAt: Date;
}

const byStart = <T extends OccurrenceLike>(a: T, b: T) => a.startsAt.getTime() - b.startsAt.getTime();

export function futureOccurrences<T extends OccurrenceLike>(occurrences: readonly T[], now: Date): T[] {
  return occurrences.filter((o) => o.endsAt.getTime() > now.getTime()).sort(byStart);
}

/** The next date to sell: the earliest one that has not ended. */
export function nextOccurrence<T extends OccurrenceLike>(occurrences: readonly T[], now: Date): T | null {
  return futureOccurrences(occurrences, now)[0] ?? null;
}

/** The last date of the event. */
export function finalOccurrence<T extends OccurrenceLike>(occurrences: readonly T[]): T | null {
  return [...occurrences].sort(byStart).at(-1) ?? null;
}

/** The span the events row stores: first start and last end (null without dates). */
export function occurrenceSpan(occurrences: readonly Omit<OccurrenceLike, 'id'>[]): { startsAt: Date; endsAt: Date } | null {
  if (!occurrences.length) return null;
  let startsAt = occurrences[0]!.startsAt;
  let endsAt = occurrences[0]!.endsAt;
  for (const o of occurrences) {
    if (o.startsAt < startsAt) startsAt = o.startsAt;
    if (o.endsAt > endsAt) endsAt = o.endsAt;
  }
  return { startsAt, endsAt };
}

/** Event list filters: Upcoming while any date has not ended, Past after the last one ended. */
export const DATE_FILTERS = ['upcoming', 'past'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];

export function dateFilterOf(endsAt: Date | null, now: Date): DateFilter {
  return endsAt && endsAt.getTime() <= now.getTime() ? 'past' : 'upcoming';
}

/** Groups occurrences by their calendar date in their own time zone (the recurring dates page). */
export function groupByLocalDate<T extends OccurrenceLike & { timezone: string }>(occurrences: readonly T[]): { date: string; occurrences: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const o of [...occurrences].sort(byStart)) {
    const date = localDate(o.startsAt, o.timezone);
    groups.set(date, [...(groups.get(date) ?? []), o]);
  }
  return [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, occurrences: list }));
}

/**
 * yyyy-MM-dd of an instant in a time zone, through zoned-format's formatter kept per zone: a new Intl.DateTimeFormat
 * for each call was most of the event page's first HTML (two a page).
 */
export function localDate(instant: Date, timeZone: string): string {
  return formatZoned(instant, timeZone, 'yyyy-MM-dd');
}
