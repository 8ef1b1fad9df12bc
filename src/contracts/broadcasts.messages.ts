/**
 * Broadcast texts and constants (issue 30): plain values without zod, so the web app can import them. The rules
 * live in src/domain/broadcasts.ts and are re-exported here.
 */
export { BROADCAST_MODES, BROADCAST_STATUSES, EXTERNAL_URL_MAX, REPLAY_AUDIENCES, VIEWER_WINDOW_MS, WATCH_ACCESS } from '../domain/broadcasts.ts';
export type { BroadcastMode, BroadcastStatus, ReplayAudience, WatchAccess } from '../domain/broadcasts.ts';

/** The on-demand list's page size (the lists' 10). */
export const ONDEMAND_PAGE_SIZE = 10;

/** Server answers of the broadcasts API (docs/decisions/broadcasts.md). */
export const BROADCAST_API_MESSAGES = {
  /** The replay video's description (its owner edits it like any video's). */
  replayDescription: (eventName: string, date: string) => `The live stream of ${eventName} on ${date}, recorded on Ovation.`,
  notFound: 'This broadcast was not found',
  noPermission: 'Only the event’s admins can manage its broadcasts',
  externalUrlRequired: 'Please enter the link to your stream',
  externalUrlHttps: 'Please enter a secure link starting with https://',
  ended: 'This broadcast has ended',
  noReplay: 'This broadcast has no replay yet',
  tierRequired: 'Please select at least one membership tier',
  tierUnknown: 'One of the membership tiers was not found',
  signedLinkExpired: 'This stream link has expired. Please reload the page.',
  notGranted: 'Only ticket holders of this date can watch this stream',
  notLive: 'The stream is not live',
} as const;

/** Refusals a client branches on (`error.reason`), never on the message. */
export const BROADCAST_REASONS = {
  ended: 'broadcast_ended',
  noReplay: 'broadcast_no_replay',
  notLive: 'broadcast_not_live',
} as const;
export type BroadcastReason = (typeof BROADCAST_REASONS)[keyof typeof BROADCAST_REASONS];

/** The browser's ingest socket (server/contexts/broadcasts/ingest/publish-socket.ts), upgraded from a GET. */
export const broadcastPublishPath = (broadcastId: string) => `/api/v1/broadcasts/${broadcastId}/publish`;

/** What the server says on the publish socket (JSON text messages); the page sends MediaRecorder WebM chunks as binary. */
export type PublishReply = { state: 'live' | 'ended' | 'refused'; message?: string };

/** What a refused or cut publisher is told (OBS shows none of it; the browser's "Go live" page shows `message`). */
export const BROADCAST_PUBLISH_MESSAGES = {
  wrongKey: 'This stream key opens no broadcast. Copy the current key from the Broadcast tab.',
  notAllowed: 'Only the admins of this event may go live.',
  alreadyLive: 'This broadcast already has a publisher. Stop the other one first.',
  tooManyLive: 'Too many broadcasts are live on this server right now. Try again in a few minutes.',
  diskFull: 'The server is short of disk space for a new broadcast. Try again later.',
  keyRotated: 'The stream key was changed: publish again with the new key.',
  stopped: 'The broadcast was stopped.',
  tooLong: 'The broadcast reached its maximum duration and has ended.',
  live: 'You are live.',
  signIn: 'Sign in to go live.',
  useWebSocket: 'Connect to this address with a WebSocket to publish.',
  unavailable: 'Live broadcasts are not available on this server right now.',
  crossSite: 'Go live from the Broadcast tab of this site.',
} as const;
