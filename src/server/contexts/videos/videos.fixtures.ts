import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db/client.ts';
import { videos, videoUploads } from '../../platform/db/schema/index.ts';

/**
 * Test fixtures of the videos context: rows written directly, for tests that need an upload or a video without
 * sending a file through tus or running the processing job.
 */

export type VideoRow = typeof videos.$inferSelect;

/** A finished upload session of `userId` for `ownerId`, as tus leaves it once the last byte arrived. */
export async function insertFinishedUpload(
  db: Db,
  { ownerId, userId, declaredSize = 1_048_576 }: { ownerId: string; userId: string; declaredSize?: number },
) {
  const [session] = await db
    .insert(videoUploads)
    .values({
      ownerId,
      userId,
      tusUploadId: randomUUID().replaceAll('-', ''),
      declaredSize,
      status: 'finished',
      expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
    })
    .returning();
  return session!;
}

let made = 0;

/** A video of `ownerId` (ready and public unless overridden), without files behind it. */
export async function insertVideo(db: Db, { ownerId, ...overrides }: Partial<typeof videos.$inferInsert> & { ownerId: string }): Promise<VideoRow> {
  made += 1;
  const [video] = await db
    .insert(videos)
    .values({
      ownerId,
      title: `Video ${made}`,
      description: 'A video for the tests',
      status: 'ready',
      progress: 1,
      filename: `video-${made}.mp4`,
      byteSize: 1_048_576,
      uploadedAt: new Date(),
      ...overrides,
    })
    .returning();
  return video!;
}
