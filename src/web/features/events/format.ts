import { MAP_DEFAULT_ZOOM } from '../../../contracts/events.messages.ts';
import { formatInZone } from '../../../domain/dates.ts';
import { localDate } from '../../../domain/occurrences.ts';
import { currencyInfo } from '../../../domain/money.ts';

/** How event dates read on pages and cards, always in the event's own zone. */
export const EVENT_TIME_FORMAT = 'h:mm a';
export const CARD_DATE_FORMAT = 'EEE, d MMM · h:mm a';

/** 'Sat, 5 Apr 2025, 7:00 PM – 10:00 PM' (same day) or both full dates; null without a start. */
export function eventDateRange(startsAt: string | null, endsAt: string | null, timeZone: string): string | null {
  if (!startsAt) return null;
  const start = new Date(startsAt);
  const from = formatInZone(start, timeZone);
  if (!endsAt) return from;
  const end = new Date(endsAt);
  const sameDay = localDate(start, timeZone) === localDate(end, timeZone);
  return `${from} – ${sameDay ? formatInZone(end, timeZone, EVENT_TIME_FORMAT) : formatInZone(end, timeZone)}`;
}

/** 'London' from 'Europe/London', 'New York' from 'America/New_York'. */
export function zoneCity(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}

/** A price typed in major units (12.5) as integer minor units of the currency (1250); null when empty or not a number. */
export function toMinorUnits(major: number | string | null | undefined, currency: string): number | null {
  if (major === '' || major === null || major === undefined) return null;
  const value = typeof major === 'number' ? major : Number(String(major).replace(',', '.'));
  if (!Number.isFinite(value)) return null;
  return Math.round(value * 10 ** currencyInfo(currency).minorUnits);
}

/** Minor units as the major-unit number a price field shows (1250 -> 12.5). */
export function toMajorUnits(minor: number | null | undefined, currency: string): number | '' {
  if (minor === null || minor === undefined) return '';
  return minor / 10 ** currencyInfo(currency).minorUnits;
}

/** The embeddable player address of a YouTube or Vimeo link; null for any other link. */
export function videoEmbedUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, '').replace(/^m\./, '');
  const id = (value: string | null | undefined, pattern: RegExp) => (value && pattern.test(value) ? value : null);
  const youtubeId = /^[A-Za-z0-9_-]{6,20}$/;
  if (host === 'youtu.be') {
    const v = id(parsed.pathname.split('/')[1], youtubeId);
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const parts = parsed.pathname.split('/').filter(Boolean);
    const v =
      parts[0] === 'watch'
        ? id(parsed.searchParams.get('v'), youtubeId)
        : parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live'
          ? id(parts[1], youtubeId)
          : null;
    return v ? `https://www.youtube-nocookie.com/embed/${v}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const parts = parsed.pathname.split('/').filter(Boolean);
    const v = (host === 'player.vimeo.com' ? parts[1] : parts.find((p) => /^\d+$/.test(p))) ?? null;
    return v && /^\d+$/.test(v) ? `https://player.vimeo.com/video/${v}` : null;
  }
  return null;
}

/** An OpenStreetMap link centred on a point at the map's default zoom (works without any map library). */
export function openStreetMapUrl(latitude: number, longitude: number, zoom: number = MAP_DEFAULT_ZOOM): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=${zoom}/${lat}/${lon}`;
}

/** A search link for an address without coordinates. */
export function openStreetMapSearchUrl(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
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
