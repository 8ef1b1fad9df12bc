import { instantToZonedLocal, zonedLocalToInstant } from '../../../../domain/dates.ts';
import { addDaysToLocal } from '../editor/local-dates.ts';

/**
 * The copy's suggested first date, as a wall-clock time of the event's zone: the original's, moved by whole weeks
 * (same weekday and hour) to the first one at least a week after the original and still ahead of now.
 */
export function suggestedCopyStart(startsAt: Date, timezone: string, now: Date): string {
  const local = instantToZonedLocal(startsAt, timezone);
  let weeks = 1;
  while ((zonedLocalToInstant(addDaysToLocal(local, 7 * weeks), timezone)?.getTime() ?? Infinity) <= now.getTime()) weeks += 1;
  return addDaysToLocal(local, 7 * weeks);
}

/** The end a single-date copy suggests: as long after its start as the original's. */
export function suggestedCopyEnd(startsAt: Date, endsAt: Date, copyStartLocal: string, timezone: string): string {
  const start = zonedLocalToInstant(copyStartLocal, timezone);
  if (!start) return '';
  return instantToZonedLocal(new Date(start.getTime() + endsAt.getTime() - startsAt.getTime()), timezone);
}
