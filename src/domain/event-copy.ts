import { timezoneOffsetMinutes } from './timezones.ts';

/** One date of an event as the copy rules see it. */
export interface CopyDate {
  startsAt: Date;
  endsAt: Date;
  doorTime: Date | null;
  timezone: string;
}

const MINUTE = 60_000;

/** The wall-clock time of an instant in a zone, as milliseconds of a naive (zone-less) clock. */
function wallClock(at: Date, zone: string): number {
  return at.getTime() + timezoneOffsetMinutes(zone, at) * MINUTE;
}

/** The instant a naive wall-clock time names in a zone (the second pass settles a guess made across a DST change). */
function fromWallClock(wall: number, zone: string): Date {
  const guess = wall - timezoneOffsetMinutes(zone, new Date(wall)) * MINUTE;
  return new Date(wall - timezoneOffsetMinutes(zone, new Date(guess)) * MINUTE);
}

/**
 * The dates of a copy whose first date starts at `firstStart` (dates sorted by start). Every date keeps its
 * wall-clock distance from the first in its own zone, so a weekly 8 pm series stays weekly at the copy's hour
 * across a DST change; each keeps its length and its doors' lead. `firstEnd` sets the end of a single-date copy
 * (ignored for a series, whose lengths stay). `offsetMs` is how far the first date moved: sales windows move by it.
 */
export function copiedDates(dates: readonly CopyDate[], firstStart: Date, firstEnd?: Date): { dates: CopyDate[]; offsetMs: number } {
  const [first] = dates;
  if (!first) return { dates: [], offsetMs: 0 };
  const firstWall = wallClock(first.startsAt, first.timezone);
  const newFirstWall = wallClock(firstStart, first.timezone);
  const copied = dates.map((d, i) => {
    const startsAt = i === 0 ? firstStart : fromWallClock(newFirstWall + (wallClock(d.startsAt, first.timezone) - firstWall), d.timezone);
    const length = d.endsAt.getTime() - d.startsAt.getTime();
    const endsAt = i === 0 && dates.length === 1 && firstEnd ? firstEnd : new Date(startsAt.getTime() + length);
    const doorTime = d.doorTime ? new Date(startsAt.getTime() - (d.startsAt.getTime() - d.doorTime.getTime())) : null;
    return { startsAt, endsAt, doorTime, timezone: d.timezone };
  });
  return { dates: copied, offsetMs: firstStart.getTime() - first.startsAt.getTime() };
}

/** A sales window's bound moved with the dates (null stays null). */
export function shiftedBy(at: Date | null, offsetMs: number): Date | null {
  return at ? new Date(at.getTime() + offsetMs) : null;
}
