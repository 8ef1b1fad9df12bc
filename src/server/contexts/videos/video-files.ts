import { MAIN, MASTER_FILE } from './hls-playlists.ts';
import type { StreamPath } from './stream-signing.ts';

/**
 * Where a video's files live behind the Storage port, all under `videos/<id>/` (removing that prefix removes them):
 * the auto poster, the HLS files as ffmpeg wrote them (`hls/master.m3u8`, `hls/<rendition>/...`), and the original
 * when there are no renditions to play (no ffmpeg on the server).
 */
export const videoPrefix = (videoId: string) => `videos/${videoId}/`;
export const posterKey = (videoId: string) => `${videoPrefix(videoId)}poster.jpg`;
/** The poster blurred, for those who may not play a members-only video (issue 26). */
export const blurredPosterKey = (videoId: string) => `${videoPrefix(videoId)}poster-blurred.jpg`;
export const hlsKey = (videoId: string, relative: string) => `${videoPrefix(videoId)}hls/${relative}`;
export const masterKey = (videoId: string) => hlsKey(videoId, MASTER_FILE);
export const originalCopyKey = (videoId: string) => `${videoPrefix(videoId)}original`;

/**
 * What a signed poster URL signs: a path no stream URL names (the stream route plays only the master and the
 * original at `main`), so a poster's signature opens nothing else, and a stream's no poster.
 */
export const POSTER_STREAM_PATH: StreamPath = { rendition: MAIN, file: 'poster.jpg' };

/** The Storage key of a stream path (isStreamPath checked it). */
export function keyOfStream(videoId: string, at: StreamPath): string {
  if (at.rendition !== MAIN) return hlsKey(videoId, `${at.rendition}/${at.file}`);
  return at.file === MASTER_FILE ? masterKey(videoId) : originalCopyKey(videoId);
}
