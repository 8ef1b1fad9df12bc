import type { Tx } from '../../platform/db/client.ts';
import { VIDEO_PROCESS_QUEUE } from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';

/** Starts a video's processing in the caller's transaction: the job exists exactly when the video does. */
export async function enqueueVideoProcessing(tx: Tx, jobs: Jobs, videoId: string) {
  await jobs.send(VIDEO_PROCESS_QUEUE, { videoId }, { tx });
}
