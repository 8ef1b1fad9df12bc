import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { VIDEO_API_MESSAGES as M, VIDEO_MESSAGES, type CreateVideoBody, type UpdateVideoBody, type VideoView } from '../../../contracts/videos.ts';
import { commaIds, commaItems, tagsProblem } from '../../../domain/videos.ts';
import type { Config } from '../../platform/config.ts';
import type { Db, Queryable, Tx } from '../../platform/db/client.ts';
import {
  membershipTiers,
  uploads,
  videoCollaboratorInvitations,
  videoCollaborators,
  videoMembershipTiers,
  videos,
  videoUploads,
} from '../../platform/db/schema/index.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { AppError, invalid, notFound } from '../../platform/http/errors.ts';
import { RATE_RULES } from '../../platform/http/rate-rules.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { assertCollaboratorProfiles, invitedAddresses, inviterOf, inviteToVideo, type CollaboratorDeps } from './collaborators.service.ts';
import { broadcastOfReplay, findOwnedVideo, videoView } from './library.service.ts';
import { enqueueVideoProcessing } from './processing-queue.ts';
import { videoUploadStore } from './upload-store.ts';
import type { StreamSigner } from './stream-signing.ts';
import { videoPrefix } from './video-files.ts';

/** Publishing a video from a finished upload, editing it, deleting it (content-management 2.4, 3 save payload, 5). */

export type VideoSaveDeps = CollaboratorDeps & { config: Pick<Config, 'publicUrl' | 'dataDir' | 'storage'>; storage: Storage; signer: StreamSigner };

/** The checked save payload: the video's columns and its tiers. */
interface Checked {
  columns: Pick<typeof videos.$inferInsert, 'title' | 'description' | 'tags' | 'visibility' | 'posterSource' | 'thumbnailUploadId'>;
  tierIds: string[];
}

/** What the video has now (on edit): its tiers (an archived one may stay), its own thumbnail, whether it is a replay. */
interface Current {
  tierIds: string[];
  thumbnailUploadId: string | null;
  /** A broadcast's replay: members-only without tiers means its date's ticket holders only. */
  replay: boolean;
}

/** Checks the save payload's fields (tags, tiers, thumbnail); each refusal is a 422 on its field. */
async function checkedFields(db: Db, user: AuthUser, ownerId: string, body: UpdateVideoBody, current?: Current): Promise<Checked> {
  const tags = commaItems(body.tags);
  const problem = tagsProblem(tags);
  if (problem) throw invalid({ tags: problem === 'too_many' ? M.tooManyTags : M.tagTooLong });
  const thumbnailUploadId = await checkedThumbnail(db, user, body, current);
  const { title, description, visibility, posterSource } = body;
  return {
    columns: { title, description, tags, visibility, posterSource, thumbnailUploadId },
    tierIds: await checkedTiers(db, ownerId, body, current),
  };
}

/**
 * A members-only video's tiers: at least one (none for a broadcast's replay: its ticket holders only), each the
 * owner's and not archived (unless already linked). A public video has none, whatever was sent.
 */
async function checkedTiers(db: Db, ownerId: string, body: UpdateVideoBody, current?: Current): Promise<string[]> {
  if (body.visibility !== 'members_only') return [];
  const ids = commaIds(body.membershipTierIds);
  if (ids && !ids.length) {
    if (current?.replay) return [];
    throw invalid({ membershipTierIds: VIDEO_MESSAGES.tierRequired });
  }
  const found = ids?.length
    ? await db
        .select({ id: membershipTiers.id, archived: membershipTiers.archived })
        .from(membershipTiers)
        .where(and(eq(membershipTiers.ownerId, ownerId), inArray(membershipTiers.id, ids)))
    : [];
  const usable = new Set(found.filter((t) => !t.archived || current?.tierIds.includes(t.id)).map((t) => t.id));
  if (!ids || ids.some((id) => !usable.has(id))) throw invalid({ membershipTierIds: M.tierUnknown });
  return ids;
}

/**
 * The own thumbnail of a 'user-upload' poster: the image sent (a video thumbnail the signed-in user uploaded) or,
 * when none was sent on edit, the current one. The auto poster keeps none.
 */
async function checkedThumbnail(db: Db, user: AuthUser, body: UpdateVideoBody, current?: Current): Promise<string | null> {
  if (body.posterSource !== 'user-upload') return null;
  const id = body.coverImage ?? current?.thumbnailUploadId;
  if (!id) throw invalid({ coverImage: M.thumbnailUnknown });
  if (id === current?.thumbnailUploadId) return id;
  const [image] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.ownerId, user.id), eq(uploads.kind, 'video_thumbnail')))
    .limit(1);
  if (!image) throw invalid({ coverImage: M.thumbnailUnknown });
  return id;
}

async function linkTiers(tx: Tx, videoId: string, tierIds: string[]) {
  await tx.delete(videoMembershipTiers).where(eq(videoMembershipTiers.videoId, videoId));
  if (tierIds.length) await tx.insert(videoMembershipTiers).values(tierIds.map((tierId) => ({ videoId, tierId })));
}

/**
 * The finished upload a create names: the signed-in user's session for this owner. Unknown, someone else's or
 * expired: 422 (it says nothing about others' sessions); still open: 422; already a video's: 409.
 */
async function finishedUpload(db: Db, user: AuthUser, ownerId: string, passthroughUuid: string) {
  const [session] = await db.select().from(videoUploads).where(eq(videoUploads.id, passthroughUuid)).limit(1);
  if (!session || session.userId !== user.id || session.ownerId !== ownerId || session.status === 'expired' || !session.tusUploadId) {
    throw invalid({ passthroughUuid: M.uploadUnknown });
  }
  if (session.status !== 'finished') throw invalid({ passthroughUuid: M.uploadNotFinished });
  const [used] = await db.select({ id: videos.id }).from(videos).where(eq(videos.uploadId, session.id)).limit(1);
  if (used) throw new AppError('conflict', M.uploadUsed);
  return { ...session, tusUploadId: session.tusUploadId };
}

/**
 * Publishes a video from a finished upload: the video (processing), its tiers, collaborators and invitations
 * (with their e-mails) and the processing job, in one transaction. One upload makes one video, also when two
 * requests race (the unique upload id decides).
 */
export async function createVideo(deps: VideoSaveDeps, user: AuthUser, ownerId: string, body: CreateVideoBody): Promise<VideoView> {
  const { db } = deps;
  const session = await finishedUpload(db, user, ownerId, body.passthroughUuid);
  const fields = await checkedFields(db, user, ownerId, body);
  const profileIds = commaIds(body.collaboratorIds);
  if (!profileIds) throw invalid({ collaboratorIds: M.collaboratorUnknown });
  await assertCollaboratorProfiles(db, ownerId, profileIds, 'collaboratorIds');
  const emails = await invitedAddresses(db, ownerId, commaItems(body.collaboratorEmails), 'collaboratorEmails');
  for (let i = 0; i < emails.length; i += 1) await deps.limits.hit(RATE_RULES.invitation, user.id);
  const inviter = await inviterOf(db, user);

  const video = await db.transaction(async (tx) => {
    const [video] = await tx
      .insert(videos)
      .values({
        ownerId,
        ...fields.columns,
        status: 'processing',
        uploadId: session.id,
        // The file stays in the upload store under its tus id; processing reads it there.
        originalKey: session.tusUploadId,
        filename: body.filename,
        // What tus received, not what the browser claims.
        byteSize: session.declaredSize ?? body.bytesize,
        uploadedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (!video) throw new AppError('conflict', M.uploadUsed);
    await linkTiers(tx, video.id, fields.tierIds);
    if (profileIds.length) await tx.insert(videoCollaborators).values(profileIds.map((profileId) => ({ videoId: video.id, profileId })));
    for (const email of emails) await inviteToVideo(tx, deps, video, email, inviter);
    await enqueueVideoProcessing(tx, deps.jobs, video.id);
    return video;
  });
  return videoView(db, { signer: deps.signer, viewer: user }, video);
}

/** The owner edits a video's details, thumbnail, visibility and tiers (collaborators have their own calls). */
export async function updateVideo(
  deps: Pick<VideoSaveDeps, 'db' | 'signer'>,
  user: AuthUser,
  videoId: string,
  body: UpdateVideoBody,
): Promise<VideoView> {
  const { db } = deps;
  const video = await findOwnedVideo(db, videoId, body.ownerId);
  const fields = await checkedFields(db, user, body.ownerId, body, {
    tierIds: await tierIdsOf(db, video.id),
    thumbnailUploadId: video.thumbnailUploadId,
    replay: (await broadcastOfReplay(db, video.id)) !== null,
  });
  const saved = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(videos)
      .set({ ...fields.columns, updatedAt: new Date() })
      .where(and(eq(videos.id, video.id), eq(videos.ownerId, body.ownerId), isNull(videos.deletedAt)))
      .returning();
    if (!row) throw notFound(M.notFound); // deleted meanwhile
    await linkTiers(tx, row.id, fields.tierIds);
    return row;
  });
  return videoView(db, { signer: deps.signer, viewer: user }, saved);
}

async function tierIdsOf(db: Queryable, videoId: string) {
  const rows = await db.select({ id: videoMembershipTiers.tierId }).from(videoMembershipTiers).where(eq(videoMembershipTiers.videoId, videoId));
  return rows.map((r) => r.id);
}

/**
 * The owner deletes a video: it leaves every list and page at once (deletedAt; donations' orders keep pointing at
 * the row), with its tiers, collaborators and invitations. Its files go after the commit, best effort: a failure
 * is logged and leaves only unreachable bytes.
 */
export async function removeVideo(deps: Pick<VideoSaveDeps, 'db' | 'storage' | 'config'>, ownerId: string, videoId: string, log: FastifyBaseLogger) {
  const video = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(videos)
      .set({ deletedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(videos.id, videoId), eq(videos.ownerId, ownerId), isNull(videos.deletedAt)))
      .returning();
    if (!row) throw notFound(M.notFound);
    await tx.delete(videoMembershipTiers).where(eq(videoMembershipTiers.videoId, row.id));
    await tx.delete(videoCollaborators).where(eq(videoCollaborators.videoId, row.id));
    await tx.delete(videoCollaboratorInvitations).where(eq(videoCollaboratorInvitations.videoId, row.id));
    return row;
  });
  const store = videoUploadStore(deps);
  const removals = await Promise.allSettled([
    deps.storage.removePrefix(videoPrefix(video.id)),
    video.originalKey ? store.discard(video.originalKey) : Promise.resolve(),
  ]);
  for (const removal of removals) {
    if (removal.status === 'rejected') log.warn({ err: removal.reason, videoId: video.id }, "a deleted video's files were not removed");
  }
}
