import { ADMIN_LIMITS } from '../../../contracts/admin.messages.ts';

const DAY_MS = 86_400_000;
const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** The Monday (UTC) of the ISO week holding the day 'YYYY-MM-DD'. */
function mondayOf(day: string): Date {
  const d = new Date(`${day}T00:00:00Z`);
  return new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY_MS);
}

/**
 * The figures' range: the address's, else the last ADMIN_LIMITS.defaultWeeks whole ISO weeks up to today (UTC days):
 * the server rounds a range out to whole weeks, so a default of so many days would show one week more.
 */
export function figuresRange(from: string | undefined, to: string | undefined, now = new Date()): { from: string; to: string } {
  const end = to ?? dayKey(now);
  const start = from ?? dayKey(new Date(mondayOf(end).getTime() - (ADMIN_LIMITS.defaultWeeks - 1) * 7 * DAY_MS));
  return { from: start, to: end };
}
