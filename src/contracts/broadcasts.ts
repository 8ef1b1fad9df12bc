import { z } from 'zod';
import { BROADCAST_MODES, BROADCAST_STATUSES, EXTERNAL_URL_MAX, REPLAY_AUDIENCES, WATCH_ACCESS } from '../domain/broadcasts.ts';
import { VIDEO_STATUSES, VIDEO_VISIBILITIES } from '../domain/videos.ts';
import { paged, profileSummary, text } from './common.ts';
import { streamQuery } from './videos.ts';

/** Broadcasts (issue 30): the event's Broadcast tab, /b/:broadcastId and /videos/ondemand. */

export const eventBroadcastsParams = z.object({ eventId: z.uuid() });
export const broadcastParams = z.object({ id: z.uuid() });

/** The date a broadcast streams. */
export const broadcastOccurrence = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  timezone: z.string(),
});

/** The replay, once the recording became a video: its processing state and who may watch it. */
export const replayView = z.object({
  videoId: z.uuid(),
  status: z.enum(VIDEO_STATUSES),
  visibility: z.enum(VIDEO_VISIBILITIES),
  /** Who may watch it besides the date's ticket holders. */
  audience: z.enum(REPLAY_AUDIENCES),
  /** The tiers of a 'members' replay. */
  tierIds: z.array(z.uuid()),
});
export type ReplayView = z.infer<typeof replayView>;

/** One broadcast on the event's Broadcast tab. */
export const broadcastView = z.object({
  id: z.uuid(),
  eventId: z.uuid(),
  occurrence: broadcastOccurrence,
  mode: z.enum(BROADCAST_MODES),
  externalUrl: z.string().nullable(),
  status: z.enum(BROADCAST_STATUSES),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  /** Viewers seen in the last 30 seconds (by this process). */
  viewers: z.number().int(),
  /** The publisher's address and secret key: the event's admins only (null for door and basic access). rtmpUrl is
   * null when the server's RTMP ingest is off (RTMP_PORT=0): then only the browser can go live. */
  ingest: z.object({ rtmpUrl: z.string().nullable(), streamKey: z.string() }).nullable(),
  replay: replayView.nullable(),
  /** Edit the mode and link, rotate the key, stop, go live from the browser, manage the replay. */
  canManage: z.boolean(),
});
export type BroadcastView = z.infer<typeof broadcastView>;

export const eventBroadcastsReply = z.object({ data: z.array(broadcastView) });
export type EventBroadcastsReply = z.infer<typeof eventBroadcastsReply>;

/** Mode and link; the link is required in external mode (https only), and kept (not shown) in ovation mode. */
export const updateBroadcastBody = z.object({
  mode: z.enum(BROADCAST_MODES),
  externalUrl: text(EXTERNAL_URL_MAX).trim().nullable().optional(),
});
export type UpdateBroadcastBody = z.input<typeof updateBroadcastBody>;

export const updateReplayBody = z.object({
  audience: z.enum(REPLAY_AUDIENCES),
  /** Required (at least one) for 'members'. */
  tierIds: z.array(z.uuid()).max(100).optional(),
});
export type UpdateReplayBody = z.input<typeof updateReplayBody>;

/** /b/:broadcastId: what anyone sees, and what only those granted get. */
export const broadcastWatchView = z.object({
  broadcast: z.object({
    id: z.uuid(),
    status: z.enum(BROADCAST_STATUSES),
    mode: z.enum(BROADCAST_MODES),
    startsAt: z.string(),
    endsAt: z.string(),
    timezone: z.string(),
    event: z.object({ id: z.uuid(), name: z.string(), owner: profileSummary }),
  }),
  access: z.enum(WATCH_ACCESS),
  /** The live HLS playlist, signed for this viewer for a few minutes: granted, ovation mode, live. */
  playlistUrl: z.string().optional(),
  /** The stream elsewhere: granted, external mode. */
  externalUrl: z.string().optional(),
  /** Its embeddable player where the host allows it (YouTube, Vimeo, Twitch). */
  embedUrl: z.string().optional(),
  viewers: z.number().int(),
  /** The recording as a video (granted only); `ready` once it plays at /watch/:videoId. */
  replay: z.object({ videoId: z.uuid(), ready: z.boolean() }).optional(),
});
export type BroadcastWatchView = z.infer<typeof broadcastWatchView>;

/** The live playlist's and segments' signature: the videos' streams' (expiry in unix seconds and the HMAC). */
export const broadcastStreamQuery = streamQuery;
/** A live segment's file name, as the packager writes it. */
export const BROADCAST_SEGMENT_PATTERN = /^[A-Za-z0-9_-]{1,64}\.(ts|m4s|mp4)$/;
export const broadcastSegmentParams = z.object({
  id: z.uuid(),
  file: z.string().regex(BROADCAST_SEGMENT_PATTERN, 'Unknown file'),
});

export const ondemandQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** An on-demand video the viewer may watch: a broadcast's replay. */
export const ondemandItem = z.object({
  videoId: z.uuid(),
  title: z.string(),
  durationSeconds: z.number().nullable(),
  broadcastId: z.uuid(),
  event: z.object({ id: z.uuid(), name: z.string() }),
  owner: profileSummary,
  /** The date it was streamed. */
  startsAt: z.string(),
  timezone: z.string(),
  /** The viewer holds a ticket of that date (these come first). */
  viaTicket: z.boolean(),
});
export type OndemandItem = z.infer<typeof ondemandItem>;
export const ondemandReply = paged(ondemandItem);
export type OndemandReply = z.infer<typeof ondemandReply>;
