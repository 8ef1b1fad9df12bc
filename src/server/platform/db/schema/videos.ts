import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { POSTER_SOURCES, VIDEO_STATUSES, VIDEO_VISIBILITIES } from '../../../../domain/videos.ts';
import { at, createdAt } from './columns.ts';
import { profiles, uploads } from './accounts.ts';
import { membershipTiers } from './memberships.ts';

export const VIDEO_UPLOAD_STATUSES = ['open', 'finished', 'expired'] as const;

/** An owner's videos (content-management 3 Video). Storage keys name files behind the Storage port. */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    visibility: text('visibility', { enum: VIDEO_VISIBILITIES }).notNull().default('public'),
    posterSource: text('poster_source', { enum: POSTER_SOURCES }).notNull().default('auto-generated'),
    status: text('status', { enum: VIDEO_STATUSES }).notNull().default('uploading'),
    /** Why processing failed, shown to the owner. */
    failureReason: text('failure_reason'),
    /** The upload session the file came from. */
    uploadId: uuid('upload_id').references(() => videoUploads.id, { onDelete: 'set null' }),
    originalKey: text('original_key'),
    /** The file's name and size as the browser reported them (the edit page shows them). */
    filename: text('filename').notNull().default(''),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull().default(0),
    /** The owner's own thumbnail (an image upload), shown when posterSource is 'user-upload'. */
    thumbnailUploadId: uuid('thumbnail_upload_id').references(() => uploads.id, { onDelete: 'set null' }),
    /** The poster made from the video (Storage key). */
    posterKey: text('poster_key'),
    /** The same poster blurred (Storage key): what those who may not play a members-only video see. */
    blurredPosterKey: text('blurred_poster_key'),
    /** The HLS master playlist's Storage key; null on a ready video means the original plays (no renditions). */
    hlsMasterKey: text('hls_master_key'),
    /** Encoding progress 0..1 while processing. */
    progress: real('progress').notNull().default(0),
    durationSeconds: real('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    viewCount: integer('view_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    uploadedAt: at('uploaded_at'),
    /** Deleted by its owner: gone from every list and page, its files removed; the row stays while donations
     * (orders) point at it. */
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('videos_owner_idx').on(t.ownerId, t.createdAt),
    uniqueIndex('videos_upload_idx').on(t.uploadId),
    check('videos_counts_check', sql`${t.viewCount} >= 0 and ${t.likeCount} >= 0`),
  ],
);

/**
 * The tiers whose members may watch a members-only video. Restrict: a tier with videos behind it is archived, not
 * deleted, so no members-only video silently loses its audience (or becomes watchable by nobody).
 */
export const videoMembershipTiers = pgTable(
  'video_membership_tiers',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => membershipTiers.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.tierId] }), index('video_membership_tiers_tier_idx').on(t.tierId)],
);

/** People (users or organizations) who share a video: it shows on their videos list, and they may remove themselves. */
export const videoCollaborators = pgTable(
  'video_collaborators',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.profileId] }), index('video_collaborators_profile_idx').on(t.profileId)],
);

/**
 * Collaborators invited by e-mail. Accepting, signed in with that verified address (/invitations/:token), turns the
 * invitation into a video_collaborators row.
 */
export const videoCollaboratorInvitations = pgTable(
  'video_collaborator_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    invitedById: uuid('invited_by_id').references(() => profiles.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    sendCount: integer('send_count').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('video_invitations_video_email_idx').on(t.videoId, t.email), uniqueIndex('video_invitations_token_idx').on(t.tokenHash)],
);

/** When a viewer's view of a video was last counted: one view per viewer per 30 minutes (a conditional upsert). */
export const videoViews = pgTable(
  'video_views',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    /** `u:<profile id>` signed in, else `a:<digest of the anonymous viewer cookie>`. */
    viewerKey: text('viewer_key').notNull(),
    countedAt: at('counted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.viewerKey] })],
);

/** Signed-in viewers' favorites; videos.like_count follows them in the same statement. */
export const videoFavorites = pgTable(
  'video_favorites',
  {
    videoId: uuid('video_id')
      .notNull()
      .references(() => videos.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.profileId] }), index('video_favorites_profile_idx').on(t.profileId)],
);

/**
 * Upload sessions (content-management 3, Upload session): made by `direct_upload_url`, bound to the user who asked;
 * `id` is the passthrough uuid. The tus store keeps the bytes and the offset; this row says who may send them.
 */
export const videoUploads = pgTable(
  'video_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** The tus upload's id (its file name in the store), set by the one creation the session allows. */
    tusUploadId: text('tus_upload_id'),
    declaredSize: bigint('declared_size', { mode: 'number' }),
    status: text('status', { enum: VIDEO_UPLOAD_STATUSES }).notNull().default('open'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('video_uploads_tus_idx').on(t.tusUploadId),
    index('video_uploads_expiry_idx').on(t.status, t.expiresAt),
    index('video_uploads_owner_idx').on(t.ownerId),
  ],
);

/**
 * Leases on tus uploads (the tus Locker), shared by every API process: one PATCH writes an upload at a time. A
 * holder renews its lease while it writes; a crashed holder's lease runs out. `releaseRequested` asks the holder
 * to let go (a client resuming while its old request still hangs).
 */
export const uploadLocks = pgTable('upload_locks', {
  id: text('id').primaryKey(),
  holder: text('holder').notNull(),
  releaseRequested: boolean('release_requested').notNull().default(false),
  expiresAt: at('expires_at').notNull(),
});
