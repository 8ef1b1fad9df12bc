/**
 * Why processing failed, in words for the organizer (the video's 'failed' status shows one). They live here until
 * the job is wired; then they move to src/contracts/videos.messages.ts with the rest of the videos texts.
 */
export const PROCESSING_FAILURES = {
  'ffmpeg-missing': 'Video processing is not available on this server',
  unreadable: 'The file is not a readable MP4 or MOV video',
  'no-video-stream': 'The file has no video stream',
  timeout: 'Processing the video took too long',
  aborted: 'Processing the video was stopped',
  'poster-failed': 'The poster could not be made from the video',
  'renditions-failed': 'The streaming versions of the video could not be made',
} as const;

export type ProcessingFailure = keyof typeof PROCESSING_FAILURES;
