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
