import { format } from 'date-fns';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * Notification dates: under a day 'N hours ago', within 30 days 'N days ago', otherwise 'on MMM dd'.
 * One unit reads '1 hour ago' / '1 day ago' (docs/decisions.md).
 */
export function notificationDate(date: Date, now: Date = new Date()): string {
  const diff = Math.max(0, now.getTime() - date.getTime());
  if (diff < DAY) {
    const hours = Math.floor(diff / HOUR);
    return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  }
  if (diff < 30 * DAY) {
    const days = Math.floor(diff / DAY);
    return days === 1 ? '1 day ago' : `${days} days ago`;
  }
  return `on ${format(date, 'MMM dd')}`;
}

/** Order dates in lists and details: 'd MMM y • h:mm a'. */
export function formatOrderDate(date: Date): string {
  return format(date, 'd MMM y • h:mm a');
}
