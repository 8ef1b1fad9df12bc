import { z } from 'zod';
import { paged, profileSummary, text } from './common.ts';
import {
  DONATION_LIMITS,
  DONATION_STATES,
  POSTER_SOURCES,
  VIDEO_FIELD_LIMITS,
  VIDEO_SORTS,
  VIDEO_STATUSES,
  VIDEO_VISIBILITIES,
} from './videos.messages.ts';
export * from './videos.messages.ts';

/** The videos area (content-management 2.4, 3 Video, 7 Videos): upload sessions, the library, collaborators, playback. */

export const ownerQuery = z.object({ ownerId: z.uuid() });

/** Upload session (content-management 3): where the tus client creates the upload, and the id that binds it. */
export const directUploadUrlReply = z.object({
  /** The tus creation URL: POST there with `passthroughUuid` in Upload-Metadata. */
  url: z.string(),
  passthroughUuid: z.uuid(),
});
export type DirectUploadUrl = z.infer<typeof directUploadUrlReply>;

/** A comma-separated list as the spec's save payload sends it ('a, b'); empty items are dropped. */
const commaList = (max: number) => text(max).optional();

/** Videos list (accounts-and-reporting 4): the owner's videos and those shared with them, 10 a page. */
export const videoListQuery = z.object({
  ownerId: z.uuid(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(10),
  query: text(200).optional(),
  sort: z.enum(VIDEO_SORTS).default('uploadedAt'),
  direction: z.enum(['asc', 'desc']).default('desc'),
});
export type VideoListQuery = z.infer<typeof videoListQuery>;

/** A collaborator of a video: an account (`invitation` false) or an e-mail invited and not yet accepted. */
export const collaboratorView = z.object({
  /** The profile id, or the invitation's id when `invitation` is true. */
  uuid: z.uuid(),
  /** The username, or the invited e-mail address. */
  identifier: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  type: z.enum(['user', 'school']).nullable(),
  invitation: z.boolean(),
});
export type CollaboratorView = z.infer<typeof collaboratorView>;

const statusFields = {
  status: z.enum(VIDEO_STATUSES),
  /** Encoding progress 0..1 while processing. */
  progress: z.number(),
  /** Why processing failed (status 'failed'). */
  failureReason: z.string().nullable(),
};

/** A row of the videos list (content-management 2.4 columns). */
export const videoRow = z.object({
  id: z.uuid(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  membersOnly: z.boolean(),
  uploadedAt: z.string().nullable(),
  /** Completed donations in minor units of `currency`, or 'N/A' where the owner takes no payments. */
  donationsSum: z.union([z.number().int(), z.literal('N/A')]),
  currency: z.string(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  owner: z.object({ id: z.uuid(), username: z.string(), name: z.string() }),
  /** True for the list's owner's own videos: only they see 'Edit'; a collaborator sees 'Remove me'. */
  isOwner: z.boolean(),
  hasCollaborators: z.boolean(),
  ...statusFields,
});
export type VideoRow = z.infer<typeof videoRow>;
export const videosReply = paged(videoRow);

/** The edit page's video (content-management 3 Video edit form). */
export const videoView = z.object({
  id: z.uuid(),
  ownerId: z.uuid(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  visibility: z.enum(VIDEO_VISIBILITIES),
  membersOnly: z.boolean(),
  membershipTierIds: z.array(z.uuid()),
  posterSource: z.enum(POSTER_SOURCES),
  /** The thumbnail shown now (the owner's upload or the auto poster). */
  thumbnail: z.string().nullable(),
  /** The poster made from the video, which 'auto-generated' restores. */
  autoThumbnail: z.string().nullable(),
  /** The owner's uploaded thumbnail's id, when there is one. */
  coverImage: z.uuid().nullable(),
  filename: z.string(),
  size: z.number().int(),
  uploadedAt: z.string().nullable(),
  collaborators: z.array(collaboratorView),
  /**
   * The event whose live broadcast this video is the replay of (issue 30), or null. Its date's ticket holders always
   * watch it, so a replay may be members-only without tiers: for those ticket holders only.
   */
  replayOf: z.object({ eventId: z.uuid(), eventName: z.string() }).nullable(),
  ...statusFields,
});
export type VideoView = z.infer<typeof videoView>;

/** The save payload (content-management 3 Video save payload); lists are comma strings as the spec sends them. */
const videoFields = {
  ownerId: z.uuid(),
  title: text(VIDEO_FIELD_LIMITS.title).trim().min(1, 'Title is required'),
  description: text(VIDEO_FIELD_LIMITS.description).trim().min(1, 'Description is required'),
  /** An image upload (POST /api/v1/file_uploads, kind video_thumbnail) when posterSource is 'user-upload'. */
  coverImage: z.uuid().optional(),
  coverImageFileName: text(255).optional(),
  tags: commaList(VIDEO_FIELD_LIMITS.tags),
  visibility: z.enum(VIDEO_VISIBILITIES),
  /** Tier ids, comma separated; only for members_only. */
  membershipTierIds: commaList(2000),
  posterSource: z.enum(POSTER_SOURCES).default('auto-generated'),
  /** Profile ids, comma separated (create only; on edit collaborators have their own calls). */
  collaboratorIds: commaList(2000),
  /** E-mail addresses to invite, comma separated (create only). */
  collaboratorEmails: commaList(2000),
};
export const createVideoBody = z.object({
  ...videoFields,
  passthroughUuid: z.uuid(),
  filename: text(255),
  bytesize: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type CreateVideoBody = z.infer<typeof createVideoBody>;
export const updateVideoBody = z.object(videoFields).omit({ collaboratorIds: true, collaboratorEmails: true });
export type UpdateVideoBody = z.infer<typeof updateVideoBody>;

/** POST collaborators: an existing account (collaboratorId) or an e-mail to invite, never both. */
export const addCollaboratorBody = z
  .object({
    ownerId: z.uuid(),
    collaboratorId: z.uuid().optional(),
    email: text(254).trim().optional(),
  })
  .refine((b) => Boolean(b.collaboratorId) !== Boolean(b.email), {
    message: 'Choose an account or enter an e-mail address',
    path: ['collaboratorId'],
  });
export const collaboratorParams = z.object({ id: z.uuid(), collaboratorId: z.uuid() });
export const invitationParams = z.object({ id: z.uuid(), invitationId: z.uuid() });

/** Playback (/watch/:id): what anyone may see, and the signed stream URLs for those entitled. */
export const watchView = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  poster: z.string().nullable(),
  owner: profileSummary,
  collaborators: z.array(profileSummary),
  membersOnly: z.boolean(),
  uploadedAt: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  /** Signed in and favorited; null signed out. */
  favorited: z.boolean().nullable(),
  /** Owner, collaborator, admin, or (members-only) a member of one of its tiers. */
  canPlay: z.boolean(),
  /** Owner, collaborator or admin: sees processing states and the edit link. */
  canManage: z.boolean(),
  status: z.enum(VIDEO_STATUSES),
  failureReason: z.string().nullable(),
  /** Short-lived signed URLs, only when canPlay and the video is ready. `hls` is null when renditions are
   * unavailable (no ffmpeg on the server): then `original` plays with range requests. */
  playback: z
    .object({
      hls: z.string().nullable(),
      original: z.string().nullable(),
      expiresAt: z.string(),
    })
    .nullable(),
  /** Donations go through the owner's payment account; false where the owner takes no payments. */
  donationsEnabled: z.boolean(),
  currency: z.string(),
});
export type WatchView = z.infer<typeof watchView>;

/** A stream file: `main` holds the master playlist and the original, a rendition ('360p') its playlist and segments. */
export const STREAM_RENDITION_PATTERN = /^(main|\d{1,5}p)$/;
export const STREAM_FILE_PATTERN = /^(master\.m3u8|original|index\.m3u8|segment_\d{1,6}\.ts)$/;
export const streamParams = z.object({
  id: z.uuid(),
  rendition: z.string().regex(STREAM_RENDITION_PATTERN, 'Unknown rendition'),
  file: z.string().regex(STREAM_FILE_PATTERN, 'Unknown file'),
});
/** The signature of a stream URL: its expiry (unix seconds) and the HMAC over the video, the file, the expiry and the viewer. */
export const streamQuery = z.object({
  exp: z.coerce.number().int().min(0).max(99_999_999_999),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid signature'),
});
/** A poster's URL: plain (public videos; the blurred poster of a members-only one) or signed for its viewer. */
export const posterQuery = streamQuery.partial();

export const viewReply = z.object({ counted: z.boolean(), viewCount: z.number().int() });
export const favoriteReply = z.object({ favorited: z.boolean(), likeCount: z.number().int() });

/** A donation to a video: an ArtistVideo order paid through the owner's payment provider. */
export const donationBody = z.object({
  /** Minor units of the video owner's currency. */
  amount: z.number().int().min(DONATION_LIMITS.min).max(DONATION_LIMITS.max),
});
export const donationReply = z.object({
  orderId: z.uuid(),
  /** The donor's pay page on this site (/donations/:orderId), where the card is entered. */
  redirectUrl: z.string(),
});
export type DonationReply = z.infer<typeof donationReply>;

/** The pay page of a donation (/donations/:orderId): its donor's only. */
export const donationView = z.object({
  id: z.uuid(),
  state: z.enum(DONATION_STATES),
  amount: z.number().int(),
  currency: z.string(),
  video: z.object({ id: z.uuid(), title: z.string() }),
  ownerName: z.string(),
  /** The provider payment the card form confirms, while it waits for a card (state 'awaiting_payment'). */
  payment: z.object({ id: z.string(), clientSecret: z.string() }).nullable(),
});
export type DonationView = z.infer<typeof donationView>;

/** A card of the profile's videos tab and All tab (members-only ones blurred for those who may not play them). */
export const profileVideoCard = z.object({
  id: z.uuid(),
  title: z.string(),
  thumbnail: z.string().nullable(),
  membersOnly: z.boolean(),
  /** False: the card is blurred and opens the Membership tab. */
  canPlay: z.boolean(),
  durationSeconds: z.number().nullable(),
  viewCount: z.number().int(),
  uploadedAt: z.string().nullable(),
});
export type ProfileVideoCard = z.infer<typeof profileVideoCard>;
export const profileVideosQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
export const profileVideosReply = paged(profileVideoCard);
