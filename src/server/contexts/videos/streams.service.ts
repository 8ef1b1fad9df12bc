import type { Readable } from 'node:stream';
import { VIDEO_API_MESSAGES } from '../../../contracts/videos.messages.ts';
import { VIDEO_SNIFF_BYTES, videoContainerOf } from '../../../domain/videos.ts';
import type { Db } from '../../platform/db/client.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { byteRangeOf } from './byte-range.ts';
import { isStreamPath, signPlaylist, streamKindOf } from './hls-playlists.ts';
import { expiresIn, playbackSeconds, type StreamPath, type StreamSigner } from './stream-signing.ts';
import { findLiveVideo, videoRights, type Video } from './video-access.ts';
import { keyOfStream } from './video-files.ts';

/** The stream files behind signed URLs (issue 12): playlists signed on the way out, segments and the original streamed. */

export interface StreamDeps {
  db: Db;
  storage: Storage;
  signer: StreamSigner;
}

/** What the route sends: a status, headers, and a body streamed from storage (or a playlist's text). */
export interface StreamReply {
  status: 200 | 206 | 416;
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
  // The bytes of a URL never change: the viewer's browser may keep them while the URL lives.
  const cache = `private, max-age=${Math.max(0, signature.exp - Math.floor(Date.now() / 1000))}`;
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

/** GET the auto poster: any viewer (a members-only card shows it blurred); 404 until processing made one. */
export async function openPoster(deps: Pick<StreamDeps, 'db' | 'storage'>, videoId: string) {
  const video = await findLiveVideo(deps.db, videoId);
  const stat = video.posterKey ? await deps.storage.stat(video.posterKey) : null;
  const body = stat && video.posterKey ? await deps.storage.read(video.posterKey) : null;
  if (!stat || !body) throw notFound(VIDEO_API_MESSAGES.notFound);
  return { body, size: stat.size };
}
