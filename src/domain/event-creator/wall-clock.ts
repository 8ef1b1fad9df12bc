import { timezoneOffsetMinutes } from '../timezones.ts';

/** A wall-clock moment in some zone; month is 1-12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/**
 * The instant a wall clock in `zone` shows `t`. Two passes over the zone's offset make it DST-correct: the first
 * guess uses the offset at the UTC reading, the second the offset at the guess (a time in a spring-forward gap
 * lands an hour later, as the editor's own zoned inputs do).
 */
export function wallToInstant(t: WallTime, zone: string): Date {
  const utc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute);
  const first = utc - timezoneOffsetMinutes(zone, new Date(utc)) * 60_000;
  return new Date(utc - timezoneOffsetMinutes(zone, new Date(first)) * 60_000);
}

/** The wall clock of `instant` in `zone`. */
export function instantToWall(instant: Date, zone: string): WallTime {
  const shifted = new Date(instant.getTime() + timezoneOffsetMinutes(zone, instant) * 60_000);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO 8601 with the zone's offset at that instant: '2027-03-28T19:00:00+01:00' (what draftSchema takes). */
export function isoInZone(instant: Date, zone: string): string {
  const w = instantToWall(instant, zone);
  const offset = timezoneOffsetMinutes(zone, instant);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** Moves an ISO instant to the same wall clock in another zone (when the organizer changes the time zone). */
export function rezone(iso: string, from: string, to: string): string {
  return isoInZone(wallToInstant(instantToWall(new Date(iso), from), to), to);
}

/** Whole days added to a wall date (calendar arithmetic, no zone involved); other fields are kept. */
export function addDays<T extends Pick<WallTime, 'year' | 'month' | 'day'>>(t: T, days: number): T {
  const d = new Date(Date.UTC(t.year, t.month - 1, t.day + days));
  return { ...t, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** 0 = Sunday. */
export const weekdayOf = (t: Pick<WallTime, 'year' | 'month' | 'day'>) => new Date(Date.UTC(t.year, t.month - 1, t.day)).getUTCDay();
