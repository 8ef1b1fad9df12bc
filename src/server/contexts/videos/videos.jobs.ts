import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/client.ts';
import {
  VIDEO_BLUR_POSTERS_QUEUE,
  VIDEO_ENCODE_QUEUE,
  VIDEO_PROCESS_QUEUE,
  VIDEO_PROCESSING_FAILED_QUEUE,
  VIDEO_UPLOADS_SWEEP_QUEUE,
} from '../../platform/jobs/catalog.ts';
import type { Jobs } from '../../platform/jobs/queue.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { BLUR_POSTERS_CRON, blurMissingPosters } from './poster-backfill.ts';
import { expireUploads } from './upload-sessions.service.ts';
import { videoUploadStore } from './upload-store.ts';
import { encodeVideo, failVideo, GAVE_UP, probeUploadedVideo } from './video-processing.service.ts';

/** Every 10 minutes, once across all workers: an expired upload holds its disk space at most that much longer. */
export const VIDEO_UPLOADS_SWEEP_CRON = '*/10 * * * *';

/** Deletes the files of unfinished uploads past their session's expiry and closes the sessions. */
export function sweepExpiredUploads(deps: { db: Db; storage: Storage; config: Pick<Config, 'dataDir' | 'storage'> }) {
  const store = videoUploadStore(deps);
  return expireUploads(deps.db, (id) => store.discard(id));
}

export async function registerVideoJobs(deps: { db: Db; jobs: Jobs; storage: Storage; config: Pick<Config, 'dataDir' | 'storage'> }) {
  await deps.jobs.work(VIDEO_UPLOADS_SWEEP_QUEUE, async () => {
    await sweepExpiredUploads(deps);
  });
  await deps.jobs.schedule(VIDEO_UPLOADS_SWEEP_QUEUE, VIDEO_UPLOADS_SWEEP_CRON);
  await deps.jobs.work(VIDEO_PROCESS_QUEUE, ({ videoId }) => probeUploadedVideo(deps, videoId));
  await deps.jobs.work(VIDEO_ENCODE_QUEUE, ({ videoId }) => encodeVideo(deps, videoId));
  await deps.jobs.work(VIDEO_BLUR_POSTERS_QUEUE, async () => {
    await blurMissingPosters(deps);
  });
  await deps.jobs.schedule(VIDEO_BLUR_POSTERS_QUEUE, BLUR_POSTERS_CRON);
  await deps.jobs.work(VIDEO_PROCESSING_FAILED_QUEUE, ({ videoId }) => failVideo(deps.db, videoId, GAVE_UP));
}
