/**
 * Live broadcasts (issue 30): one per online date of an event. Pure rules: the modes and statuses, which dates and
 * tickets are online, who may manage and who may watch, the external link's embed, and the replay's title. The
 * server's broadcasts context does the I/O; contracts/broadcasts.messages.ts re-exports what the web needs.
 */

/** 'ovation': streamed here (RTMP or the browser) and watched at /b/:id; 'external': a link to a stream elsewhere. */
export const BROADCAST_MODES = ['ovation', 'external'] as const;
export type BroadcastMode = (typeof BROADCAST_MODES)[number];

/** idle -> live -> ended; ended is final (a new stream needs a new date). */
export const BROADCAST_STATUSES = ['idle', 'live', 'ended'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/** Who may watch a replay besides the event's ticket holders of its date (who always may). */
export const REPLAY_AUDIENCES = ['ticket-holders', 'members', 'everyone'] as const;
export type ReplayAudience = (typeof REPLAY_AUDIENCES)[number];

/** What /b/:id tells a viewer: watch, sign in first, or buy a ticket. */
export const WATCH_ACCESS = ['granted', 'sign-in', 'no-ticket'] as const;
export type WatchAccess = (typeof WATCH_ACCESS)[number];

/** The external link's longest accepted length. */
export const EXTERNAL_URL_MAX = 2000;

/** A viewer counts as watching while their player polled the playlist within this window. */
export const VIEWER_WINDOW_MS = 30_000;

/** The stream key's random bytes: 192 bits, base64url (32 characters). */
export const STREAM_KEY_BYTES = 24;

/**
 * The one rule of "online": a date of an online event has a broadcast, and an online ticket type of an online event
 * opens it (View Stream). An in-person ticket of a hybrid event does not.
 */
export const isOnlineEvent = (event: { online: boolean }) => event.online;
export const isOnlineTicket = (event: { online: boolean }, ticketType: { attendanceType: string }) =>
  isOnlineEvent(event) && ticketType.attendanceType === 'online';

/** Admin access (owner, organization manager, site admin, or an 'admin' collaborator) manages broadcasts and sees keys. */
export const canManageBroadcasts = (accessSetting: string | null) => accessSetting === 'admin';

export interface WatchFacts {
  signedIn: boolean;
  /** The event's team (any collaborator access, or its owner's managers) or a site admin. */
  team: boolean;
  /** Holds an active online ticket of the broadcast's date. */
  holder: boolean;
}

/** Who may watch a broadcast (and its replay through the date's ticket): holders, the team, site admins. */
export function watchAccess(f: WatchFacts): WatchAccess {
  if (f.team || f.holder) return 'granted';
  return f.signedIn ? 'no-ticket' : 'sign-in';
}

/** A status change the organizer or the ingest may make; anything else is refused. */
export function canMove(from: BroadcastStatus, to: BroadcastStatus): boolean {
  if (from === 'idle') return to === 'live' || to === 'ended';
  if (from === 'live') return to === 'ended';
  return false;
}

/**
 * Whether a broadcast's publisher may go on, asked by the ingest at admission and once per new segment: 'stopped'
 * when the broadcast is gone, ended, in external mode or its Stop was asked (the ingest ends it as Stop does);
 * 'key-rotated' when the publisher came in with a key that is no longer the broadcast's (cut, it may come back with
 * the new one); else 'on'. A browser publisher has no key (`streamKey` null).
 */
export type PublisherState = 'on' | 'stopped' | 'key-rotated';

export interface PublisherFacts {
  mode: BroadcastMode;
  status: BroadcastStatus;
  streamKey: string;
  stopRequestedAt: Date | null;
}

export function publisherState(broadcast: PublisherFacts | null, streamKey: string | null): PublisherState {
  if (!broadcast || broadcast.status === 'ended' || broadcast.mode === 'external' || broadcast.stopRequestedAt) return 'stopped';
  return streamKey !== null && streamKey !== broadcast.streamKey ? 'key-rotated' : 'on';
}

/** The external link must be https (a page served over https may not embed or link a plain http stream safely). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && !!url.hostname;
  } catch {
    return false;
  }
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const NUMERIC = /^\d{1,20}$/;
const TWITCH_CHANNEL = /^[A-Za-z0-9_]{2,30}$/;

/**
 * The embeddable player of a stream hosted elsewhere, for the hosts that allow embedding (YouTube, Vimeo, Twitch);
 * null for any other link (Zoom and the like open in a new tab). `parentHost` is our site's host, which Twitch's
 * player requires.
 */
export function embedUrlOf(externalUrl: string, parentHost: string): string | null {
  let url: URL;
  try {
    url = new URL(externalUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const parts = url.pathname.split('/').filter(Boolean);
  if (host === 'youtube.com') {
    const id = parts[0] === 'watch' ? url.searchParams.get('v') : parts[0] === 'live' || parts[0] === 'embed' ? parts[1] : null;
    return id && YOUTUBE_ID.test(id) ? `https://www.youtube.com/embed/${id}` : null;
  }
  if (host === 'youtu.be') return parts[0] && YOUTUBE_ID.test(parts[0]) ? `https://www.youtube.com/embed/${parts[0]}` : null;
  if (host === 'vimeo.com') {
    if (parts[0] === 'event' && parts[1] && NUMERIC.test(parts[1])) return `https://vimeo.com/event/${parts[1]}/embed`;
    return parts[0] && NUMERIC.test(parts[0]) ? `https://player.vimeo.com/video/${parts[0]}` : null;
  }
  if (host === 'player.vimeo.com')
    return parts[0] === 'video' && parts[1] && NUMERIC.test(parts[1]) ? `https://player.vimeo.com/video/${parts[1]}` : null;
  if (host === 'twitch.tv') {
    return parts.length === 1 && TWITCH_CHANNEL.test(parts[0]!)
      ? `https://player.twitch.tv/?channel=${parts[0]}&parent=${encodeURIComponent(parentHost)}`
      : null;
  }
  return null;
}

/** The replay video's title: "<event name> (<date in the event's zone>)", within the videos' title limit. */
export function replayTitle(eventName: string, formattedDate: string, max: number): string {
  const suffix = ` (${formattedDate})`;
  const name = eventName.length + suffix.length > max ? `${eventName.slice(0, Math.max(0, max - suffix.length - 1))}…` : eventName;
  return `${name}${suffix}`;
}

/** The replay's date in its title, as the tickets show dates: 'Sat, 5 Apr 2025'. */
export const REPLAY_DATE_FORMAT = 'EEE, d MMM yyyy';

/** The broadcast page, where View Stream leads (buyer-side 2.8). */
export const broadcastPagePath = (broadcastId: string) => `/b/${broadcastId}`;
