import type { Readable } from 'node:stream';
import { VIDEO_API_MESSAGES } from '../../../contracts/videos.messages.ts';
import { VIDEO_SNIFF_BYTES, videoContainerOf } from '../../../domain/videos.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { followedAtOnce, storageRedirect } from '../../platform/storage/redirects.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { byteRangeOf } from './byte-range.ts';
import { isStreamPath, signPlaylist, streamKindOf } from './hls-playlists.ts';
import { expiresIn, playbackSeconds, type StreamPath, type StreamSigner } from './stream-signing.ts';
import { findLiveVideo, videoRights, type Video } from './video-access.ts';
import { keyOfStream, POSTER_STREAM_PATH } from './video-files.ts';

/** The stream files behind signed URLs (issue 12): playlists signed on the way out, segments and the original streamed. */

export interface StreamDeps {
  db: Db;
  storage: Storage;
  signer: StreamSigner;
}

/** What the route sends: a status, headers, and a body streamed from storage (or a playlist's text), or a redirect to the storage. */
export interface StreamReply {
  status: 200 | 206 | 302 | 416;
  headers: Record<string, string>;
  body: Readable | string | null;
}

/** A members-only video's URLs are bound to the signed-in viewer who got them; a public video's to nobody. */
export const streamViewer = (video: Pick<Video, 'visibility'>, viewer: AuthUser | null) => (video.visibility === 'public' ? '' : (viewer?.id ?? ''));

const PLAYLIST_TYPE = 'application/vnd.apple.mpegurl';
const SEGMENT_TYPE = 'video/mp2t';

/**
 * GET a stream file by its signed URL: 404 for an unknown or deleted video or a file it does not play, 403 for a
 * signature that does not match (tampered, or another viewer's URL) or has expired, and 403 for a members-only
 * video the caller may no longer play (checked on every file: a membership that ended stops the stream).
 */
export async function openStream(
  deps: StreamDeps,
  viewer: AuthUser | null,
  videoId: string,
  at: StreamPath,
  signature: { exp: number; sig: string },
  rangeHeader: string | undefined,
): Promise<StreamReply> {
  if (!isStreamPath(at)) throw notFound(VIDEO_API_MESSAGES.notFound);
  const video = await findLiveVideo(deps.db, videoId);
  if (deps.signer.verify(videoId, at, signature.exp, streamViewer(video, viewer), signature.sig) !== 'valid') {
    throw forbidden(VIDEO_API_MESSAGES.signedLinkExpired);
  }
  if (video.visibility !== 'public' && !(await videoRights(deps.db, viewer, video)).canPlay) throw forbidden(VIDEO_API_MESSAGES.membersOnly);
  const kind = streamKindOf(at);
  // A ready video plays its renditions, or (without them) its original: never both, nothing before it is ready.
  const plays = video.status === 'ready' && (kind === 'original') === (video.hlsMasterKey === null);
  if (!plays) throw notFound(VIDEO_API_MESSAGES.notReady);
  const key = keyOfStream(videoId, at);
  if (kind === 'playlist') return playlistReply(deps, video, viewer, at, key);
  const type = kind === 'segment' ? SEGMENT_TYPE : await originalType(deps.storage, key);
  const left = Math.max(0, signature.exp - Math.floor(Date.now() / 1000));
  // The bytes of a URL never change: the viewer's browser may keep them while the URL lives.
  const cache = `private, max-age=${left}`;
  // A segment is fetched once, at once. The original is asked for by range all through the playback, and a browser
  // may send those requests to the address the first one was redirected to: it lives as long as the signed URL.
  const expiresInSeconds = kind === 'segment' ? followedAtOnce(left) : Math.max(1, left);
  const redirect = await storageRedirect(deps.storage, key, { expiresInSeconds, contentType: type, cacheControl: cache });
  if (redirect) return { ...redirect, body: null };
  return fileReply(deps.storage, key, type, cache, rangeHeader);
}

/** The playlist with every URI in it signed for the same viewer, to live for the video's length and a margin. */
async function playlistReply(deps: StreamDeps, video: Video, viewer: AuthUser | null, at: StreamPath, key: string): Promise<StreamReply> {
  const text = await deps.storage.get(key);
  if (!text) throw notFound(VIDEO_API_MESSAGES.notReady);
  const exp = expiresIn(playbackSeconds(video.durationSeconds));
  const bound = streamViewer(video, viewer);
  const body = signPlaylist(text.toString('utf8'), at, (child) => deps.signer.url(video.id, child, exp, bound));
  return { status: 200, headers: { 'content-type': PLAYLIST_TYPE, 'cache-control': 'private, no-store' }, body };
}

/** MP4 or QuickTime, by the file's first bytes as the upload was checked. */
async function originalType(storage: Storage, key: string): Promise<string> {
  const head = await storage.read(key, { start: 0, end: VIDEO_SNIFF_BYTES - 1 });
  if (!head) throw notFound(VIDEO_API_MESSAGES.notReady);
  const chunks: Buffer[] = [];
  for await (const chunk of head) chunks.push(chunk as Buffer);
  return videoContainerOf(Buffer.concat(chunks)) === 'mov' ? 'video/quicktime' : 'video/mp4';
}

/** A stored file, whole (200) or the one range asked for (206), or 416 for a range past its end. */
async function fileReply(storage: Storage, key: string, type: string, cache: string, rangeHeader: string | undefined): Promise<StreamReply> {
  const stat = await storage.stat(key);
  if (!stat) throw notFound(VIDEO_API_MESSAGES.notReady);
  const headers = { 'content-type': type, 'cache-control': cache, 'accept-ranges': 'bytes' };
  const range = byteRangeOf(rangeHeader, stat.size);
  if (range === 'unsatisfiable') return { status: 416, headers: { ...headers, 'content-range': `bytes */${stat.size}` }, body: null };
  const body = await storage.read(key, range === 'all' ? undefined : range);
  if (!body) throw notFound(VIDEO_API_MESSAGES.notReady);
  if (range === 'all') return { status: 200, headers: { ...headers, 'content-length': String(stat.size) }, body };
  return {
    status: 206,
    headers: { ...headers, 'content-length': String(range.end - range.start + 1), 'content-range': `bytes ${range.start}-${range.end}/${stat.size}` },
    body,
  };
}

/** What the poster route sends. */
export interface PosterReply {
  type: string;
  cacheControl: string;
  body: Readable | string;
  size: number;
}

/** The same for every viewer, so shared caches may keep it for an hour. */
const SHARED_POSTER_CACHE = 'public, max-age=3600';
/**
 * A members-only video processed before blurred posters were made shows this until `videos.blur-posters` made its
 * own (poster-backfill.ts): a flat grey 16:9 image, kept by caches no longer than that job's 10 minutes.
 */
const PLACEHOLDER_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#868e96"/></svg>';
const PLACEHOLDER: PosterReply = {
  type: 'image/svg+xml',
  cacheControl: 'public, max-age=600',
  body: PLACEHOLDER_SVG,
  size: Buffer.byteLength(PLACEHOLDER_SVG),
};

/**
 * GET a video's auto poster (404 until processing made one). A public video's, to anyone. A members-only video's:
 * by a URL signed for the caller (video-posters.ts) the real one, while they may play it (403 for a signature that
 * is another viewer's, tampered or expired, as for streams); without a signature the blurred one (issue 26).
 */
export async function openPoster(
  deps: StreamDeps,
  viewer: AuthUser | null,
  videoId: string,
  signature: { exp?: number; sig?: string },
): Promise<PosterReply> {
  const video = await findLiveVideo(deps.db, videoId);
  if (signature.exp !== undefined || signature.sig !== undefined) {
    const exp = signature.exp ?? 0;
    if (deps.signer.verify(videoId, POSTER_STREAM_PATH, exp, streamViewer(video, viewer), signature.sig ?? '') !== 'valid') {
      throw forbidden(VIDEO_API_MESSAGES.signedLinkExpired);
    }
    if (video.visibility !== 'public' && !(await videoRights(deps.db, viewer, video)).canPlay) throw forbidden(VIDEO_API_MESSAGES.membersOnly);
    return storedPoster(deps.storage, video.posterKey, `private, max-age=${Math.max(0, exp - Math.floor(Date.now() / 1000))}`);
  }
  if (video.visibility === 'public') return storedPoster(deps.storage, video.posterKey, SHARED_POSTER_CACHE);
  if (!video.posterKey) throw notFound(VIDEO_API_MESSAGES.notFound);
  return video.blurredPosterKey ? storedPoster(deps.storage, video.blurredPosterKey, SHARED_POSTER_CACHE) : PLACEHOLDER;
}

async function storedPoster(storage: Storage, key: string | null, cacheControl: string): Promise<PosterReply> {
  const stat = key ? await storage.stat(key) : null;
  const body = stat && key ? await storage.read(key) : null;
  if (!stat || !body) throw notFound(VIDEO_API_MESSAGES.notFound);
  return { type: 'image/jpeg', cacheControl, body, size: stat.size };
}
