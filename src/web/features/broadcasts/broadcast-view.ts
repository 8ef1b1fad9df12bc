import type { BroadcastWatchView } from '../../../contracts/broadcasts.ts';
import { EVENT_DATE_FORMAT, formatZoned } from '../../../domain/zoned-format.ts';

/**
 * What /b/:id shows: the sign-in or 'no ticket' gate to those refused, the external stream (embedded or linked),
 * the wait before the stream begins, the live player, or the end with its replay.
 */
export type WatchStage = 'sign-in' | 'no-ticket' | 'external' | 'not-started' | 'live' | 'ended';

export function watchStage(view: Pick<BroadcastWatchView, 'access' | 'broadcast' | 'playlistUrl' | 'externalUrl'>): WatchStage {
  if (view.access !== 'granted') return view.access;
  if (view.broadcast.mode === 'external') return 'external';
  if (view.broadcast.status === 'ended') return 'ended';
  // Live without a playlist yet (the packager's first segment is seconds away): still waiting, polled again.
  return view.broadcast.status === 'live' && view.playlistUrl ? 'live' : 'not-started';
}

/** The start in the viewer's zone, and in the event's when its wall clock reads otherwise (null when the same). */
export function startTimes(startsAt: string, eventZone: string, viewerZone: string): { viewer: string; event: string | null } {
  const instant = new Date(startsAt);
  const viewer = formatZoned(instant, viewerZone, EVENT_DATE_FORMAT);
  const event = formatZoned(instant, eventZone, EVENT_DATE_FORMAT);
  return { viewer, event: event === viewer ? null : event };
}

/** The browser's own zone (UTC when it will not say). */
export function viewerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** A stream key shown as dots until the organizer asks to see it (same length, so the field does not jump). */
export function maskedKey(key: string): string {
  return '•'.repeat(Math.min(key.length, 32));
}

/**
 * The address hls.js should ask for `requested`: the newest signed playlist address when `requested` is the same
 * playlist (another signature), else `requested` itself (segments carry their own signatures, renewed with each
 * playlist). Relative addresses are read against `base` (the page's).
 */
export function freshPlaylistUrl(requested: string, latest: string | undefined, base: string): string {
  if (!latest) return requested;
  const a = new URL(requested, base);
  const b = new URL(latest, base);
  return a.origin === b.origin && a.pathname === b.pathname ? b.href : requested;
}
