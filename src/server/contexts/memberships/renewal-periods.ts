import { TZDate } from '@date-fns/tz';
import { addMonths } from 'date-fns';
import type { PriceInterval } from '../../../domain/memberships.ts';

/**
 * The end of the period that starts at `periodStart`: whole intervals from the membership's start (its anchor), so a
 * membership begun on 31 January renews on 28 February, then on 31 March, never drifting to the 28th.
 */
export function renewedPeriodEnd(anchor: Date, periodStart: Date, interval: PriceInterval): Date {
  const step = interval === 'year' ? 12 : 1;
  const months = (periodStart.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + periodStart.getUTCMonth() - anchor.getUTCMonth();
  let count = Math.max(1, Math.floor(months / step));
  let end = addMonths(new TZDate(anchor.getTime(), 'UTC'), count * step);
  while (end.getTime() <= periodStart.getTime()) end = addMonths(new TZDate(anchor.getTime(), 'UTC'), ++count * step);
  return new Date(end.getTime());
}
