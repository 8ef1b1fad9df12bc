/**
 * The promo form's time picker rules (content-management 5), pure: times of day are minutes after midnight, shown
 * as 'hh:mm AM/PM' (hour 1-12, minute 0-59), offered every 30 minutes within an optional min and max, and typed
 * either way ('06:30 PM' or the 24-hour '18:30').
 */

/** The picker's step (content-management 9). */
export const TIME_STEP_MINUTES = 30;

const DAY_MINUTES = 24 * 60;

const TWELVE_HOUR = /^(\d{1,2}):(\d{2})\s*([AaPp])\.?\s*[Mm]\.?$/;
const TWENTY_FOUR_HOUR = /^(\d{1,2}):(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');

/** 'hh:mm AM/PM' of minutes after midnight: 0 is '12:00 AM', 750 is '12:30 PM', 1110 is '06:30 PM'. */
export function formatTimeOfDay(minutes: number): string {
  const hour24 = Math.floor(minutes / 60);
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return `${pad(hour12)}:${pad(minutes % 60)} ${hour24 < 12 ? 'AM' : 'PM'}`;
}

/**
 * Minutes after midnight of a typed time: 'hh:mm AM/PM' (hour 1-12; the space, case and dots are forgiven) or 24-hour
 * 'HH:mm' (hour 0-23); minutes 0-59. Anything else is null.
 */
export function parseTimeOfDay(text: string): number | null {
  const value = text.trim();
  const twelve = TWELVE_HOUR.exec(value);
  if (twelve) {
    const hour = Number(twelve[1]);
    const minute = Number(twelve[2]);
    if (hour < 1 || hour > 12 || minute > 59) return null;
    const pm = twelve[3]!.toUpperCase() === 'P';
    return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
  }
  const day = TWENTY_FOUR_HOUR.exec(value);
  if (day) {
    const hour = Number(day[1]);
    const minute = Number(day[2]);
    if (hour > 23 || minute > 59) return null;
    return hour * 60 + minute;
  }
  return null;
}

/** What a typed time becomes when the field loses focus: the 'hh:mm AM/PM' form of a valid time, else null. */
export function normalizeTimeText(text: string): string | null {
  const minutes = parseTimeOfDay(text);
  return minutes === null ? null : formatTimeOfDay(minutes);
}

/** The picker's choices: every 30 minutes of the day from `min` to `max` (both included, minutes after midnight). */
export function timeSteps({ min = 0, max = DAY_MINUTES - 1 }: { min?: number | null; max?: number | null } = {}): string[] {
  const from = Math.max(0, Math.ceil((min ?? 0) / TIME_STEP_MINUTES) * TIME_STEP_MINUTES);
  const to = Math.min(DAY_MINUTES - 1, max ?? DAY_MINUTES - 1);
  const out: string[] = [];
  for (let m = from; m <= to; m += TIME_STEP_MINUTES) out.push(formatTimeOfDay(m));
  return out;
}

/** The minutes after midnight of an instant's wall clock in the browser's zone. */
export const minutesOfDay = (date: Date): number => date.getHours() * 60 + date.getMinutes();
