import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray } from 'drizzle-orm';
import { VIDEO_API_MESSAGES as M } from '../../../contracts/videos.messages.ts';
import type { VideoVisibility } from '../../../domain/videos.ts';
import type { Config } from '../../platform/config.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { membershipTiers, videoMembershipTiers, videos } from '../../platform/db/schema/index.ts';
import { invalid } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { enqueueVideoProcessing } from './processing-queue.ts';
import { videoUploadStore } from './upload-store.ts';

/**
 * Videos made from a recording rather than an upload (a broadcast's replay, issue 30). The recording is copied
 * beside the uploads, where processing reads an upload's file and a deleted video's original is removed, so the
 * replay goes through the very processing (poster, HLS renditions) and deletion an uploaded video does.
 */

/** The upload store's name of a recording's copy: `recording-<id>` (never a tus id, which has no dash prefix). */
export const recordingName = (id: string) => `recording-${id}`;

/** Copies a stored recording into the upload store under `name`; its size, or null when the recording is gone. */
export async function stageRecording(deps: { storage: Storage; config: Pick<Config, 'dataDir' | 'storage'> }, storageKey: string, name: string) {
  const source = await deps.storage.read(storageKey);
  if (!source) return null;
  const staged = path.join(deps.config.dataDir, 'tmp', 'recordings', name);
  await fs.mkdir(path.dirname(staged), { recursive: true });
  try {
    await pipeline(source, createWriteStream(staged));
    return await videoUploadStore(deps).adopt(name, staged);
  } finally {
    await fs.rm(staged, { force: true });
  }
}

export interface RecordedVideo {
  ownerId: string;
  title: string;
  /** Required by the video editor, so a recording never arrives without one. */
  description: string;
  /** The staged copy's name (stageRecording). */
  name: string;
  byteSize: number;
  visibility: VideoVisibility;
}

/** A video of the owner's library from a staged recording, its processing queued in the same transaction. */
export async function publishRecording(tx: Tx, jobs: Jobs, r: RecordedVideo): Promise<string> {
  const [video] = await tx
    .insert(videos)
    .values({
      ownerId: r.ownerId,
      title: r.title,
      description: r.description,
      visibility: r.visibility,
      status: 'processing',
      originalKey: r.name,
      filename: r.name,
      byteSize: r.byteSize,
      uploadedAt: new Date(),
    })
    .returning({ id: videos.id });
  await enqueueVideoProcessing(tx, jobs, video!.id);
  return video!.id;
}

/** The owner's usable tiers among `ids` (not archived, or already the video's); 422 on `field` for any other. */
async function checkedTierIds(db: Queryable, ownerId: string, videoId: string, ids: readonly string[], field: string): Promise<string[]> {
  if (!ids.length) return [];
  const [found, current] = await Promise.all([
    db
      .select({ id: membershipTiers.id, archived: membershipTiers.archived })
      .from(membershipTiers)
      .where(and(eq(membershipTiers.ownerId, ownerId), inArray(membershipTiers.id, [...ids]))),
    db.select({ id: videoMembershipTiers.tierId }).from(videoMembershipTiers).where(eq(videoMembershipTiers.videoId, videoId)),
  ]);
  const linked = new Set(current.map((t) => t.id));
  const usable = new Set(found.filter((t) => !t.archived || linked.has(t.id)).map((t) => t.id));
  if (ids.some((id) => !usable.has(id))) throw invalid({ [field]: M.tierUnknown });
  return [...new Set(ids)];
}

/**
 * Who may watch a video besides those a rule of its own admits (a replay's ticket holders): everyone (public), or
 * members of `tierIds` (members-only; no tiers: nobody else). `field` names the request's tiers field in a 422.
 */
export async function setVideoAudience(
  tx: Tx,
  video: { id: string; ownerId: string },
  visibility: VideoVisibility,
  tierIds: readonly string[],
  field: string,
): Promise<void> {
  const ids = visibility === 'public' ? [] : await checkedTierIds(tx, video.ownerId, video.id, tierIds, field);
  await tx.update(videos).set({ visibility, updatedAt: new Date() }).where(eq(videos.id, video.id));
  await tx.delete(videoMembershipTiers).where(eq(videoMembershipTiers.videoId, video.id));
  if (ids.length) await tx.insert(videoMembershipTiers).values(ids.map((tierId) => ({ videoId: video.id, tierId })));
}
