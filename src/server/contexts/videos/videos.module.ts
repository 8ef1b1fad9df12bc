import { contextModule } from '../../module.ts';
import {
  uploadLocks,
  videoCollaboratorInvitations,
  videoCollaborators,
  videoFavorites,
  videoMembershipTiers,
  videoUploads,
  videoViews,
  videos,
} from '../../platform/db/schema/index.ts';
import {
  VIDEO_BLUR_POSTERS_QUEUE,
  VIDEO_ENCODE_QUEUE,
  VIDEO_PROCESSING_FAILED_QUEUE,
  VIDEO_PROCESS_QUEUE,
  VIDEO_UPLOADS_SWEEP_QUEUE,
} from '../../platform/jobs/catalog.ts';
import { videosRoutes } from './videos.routes.ts';
import { videoPlaybackRoutes } from './playback.routes.ts';
import { videoDonationsRoutes } from './donations.routes.ts';
import { tusUploads } from './tus-uploads.ts';
import { registerVideoJobs } from './videos.jobs.ts';

/** Videos: resumable uploads, processing with ffmpeg, playback, collaborators and donations. */
export const videosModule = contextModule({
  name: 'videos',
  routes: [videosRoutes, videoPlaybackRoutes, videoDonationsRoutes, tusUploads],
  jobs: registerVideoJobs,
  queues: [VIDEO_UPLOADS_SWEEP_QUEUE, VIDEO_PROCESS_QUEUE, VIDEO_ENCODE_QUEUE, VIDEO_PROCESSING_FAILED_QUEUE, VIDEO_BLUR_POSTERS_QUEUE],
  tables: [videos, videoMembershipTiers, videoCollaborators, videoCollaboratorInvitations, videoViews, videoFavorites, videoUploads, uploadLocks],
  emits: [],
  consumes: [],
});
