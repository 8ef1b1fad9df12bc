import { formatZoned } from './zoned-format.ts';
import { localDate } from './occurrences.ts';

/** How event dates read on pages and cards, always in the event's own zone. */
export const EVENT_TIME_FORMAT = 'h:mm a';
export const CARD_DATE_FORMAT = 'EEE, d MMM · h:mm a';

/** 'Sat, 5 Apr 2025, 7:00 PM – 10:00 PM' (same day) or both full dates; null without a start. */
export function eventDateRange(startsAt: string | null, endsAt: string | null, timeZone: string): string | null {
  if (!startsAt) return null;
  const start = new Date(startsAt);
  const from = formatZoned(start, timeZone);
  if (!endsAt) return from;
  const end = new Date(endsAt);
  const sameDay = localDate(start, timeZone) === localDate(end, timeZone);
  return `${from} – ${sameDay ? formatZoned(end, timeZone, EVENT_TIME_FORMAT) : formatZoned(end, timeZone)}`;
}

/** 'London' from 'Europe/London', 'New York' from 'America/New_York'. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

export interface LocationLike {
  name: string | null;
  address?: string | null;
  city: string | null;
  state?: string | null;
}

/** The one-line place of a card: 'Blue Note, New York'. */
export function placeLine(location: LocationLike): string {
  return [location.name, location.city].filter((p): p is string => Boolean(p && p.trim())).join(', ');
}

/** The address lines of the event page: street, then 'City, State'. */
export function addressLines(location: LocationLike): string[] {
  const cityState = [location.city, location.state].filter((p): p is string => Boolean(p && p.trim())).join(', ');
  return [location.address ?? null, cityState].filter((p): p is string => Boolean(p && p.trim()));
}
