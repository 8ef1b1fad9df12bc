import { MAP_DEFAULT_ZOOM } from '../../../contracts/events.messages.ts';
import { currencyInfo } from '../../../domain/money.ts';

// The server's first HTML shows dates and places as the page does: one source for both.
export {
  addressLines,
  CARD_DATE_FORMAT,
  eventDateRange,
  EVENT_TIME_FORMAT,
  placeLine,
  zoneCity,
  type LocationLike,
} from '../../../domain/event-display.ts';

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
