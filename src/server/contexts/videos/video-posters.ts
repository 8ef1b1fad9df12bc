import type { AuthUser } from '../../platform/http/auth.ts';
import { uploadUrl } from '../accounts/index.ts';
import type { StreamSigner } from './stream-signing.ts';
import { POSTER_STREAM_PATH } from './video-files.ts';
import type { Video } from './video-access.ts';

/**
 * The poster and thumbnail URLs a viewer is given (issue 26). A public video's poster is one plain URL for all. A
 * members-only video's plain URL serves the blurred poster (streams.service.ts openPoster); those who may play it
 * get the real one by a URL signed for them, as its streams are, and the owner's own thumbnail. Nobody who may not
 * play it is handed an address of an unblurred image.
 */

/** Who the URLs are for, and the key that signs them. */
export interface PosterLinks {
  signer: StreamSigner;
  viewer: AuthUser | null;
}

type PosterVideo = Pick<Video, 'id' | 'visibility' | 'posterKey' | 'posterSource' | 'thumbnailUploadId'>;

const HOUR = 3600;

/**
 * A signed poster URL lives until the end of the next hour (1 to 2 hours): a viewer gets the same URL all hour,
 * so the browser's cache keeps the image from page to page, and a copied URL dies soon after.
 */
export const posterExpiry = (now = Date.now()) => (Math.floor(now / 1000 / HOUR) + 2) * HOUR;

const posterPath = (videoId: string) => `/api/v1/videos/${videoId}/poster`;

/** The poster made from the video, for this viewer; null until processing made one. */
export function autoPosterUrl(links: PosterLinks, video: PosterVideo, canPlay: boolean): string | null {
  if (!video.posterKey) return null;
  if (video.visibility === 'public' || !canPlay || !links.viewer) return posterPath(video.id);
  return `${posterPath(video.id)}?${links.signer.signature(video.id, POSTER_STREAM_PATH, posterExpiry(), links.viewer.id)}`;
}

/** The thumbnail shown to this viewer: the owner's own image when they chose one and the viewer may see it, else the auto poster. */
export function thumbnailUrl(links: PosterLinks, video: PosterVideo, canPlay: boolean): string | null {
  const ownImage = video.posterSource === 'user-upload' ? video.thumbnailUploadId : null;
  if (ownImage && (video.visibility === 'public' || canPlay)) return uploadUrl(ownImage);
  return autoPosterUrl(links, video, canPlay);
}
