/**
 * Video texts and constants (content-management 5 Video, 9): plain values without zod, so the web app can import
 * them. One copy of each text, in src/domain/videos.ts.
 */
export { POSTER_SOURCES, VIDEO_LIMITS, VIDEO_MESSAGES, VIDEO_VISIBILITIES } from '../domain/videos.ts';
export type { PosterSource, VideoVisibility } from '../domain/videos.ts';
