import { BROADCAST_SEGMENT_PATTERN } from '../../../contracts/broadcasts.ts';
import type { StreamPath, StreamScope } from '../videos/index.ts';

/**
 * A live broadcast's files behind signed URLs: `/api/v1/broadcast_streams/<id>/index.m3u8` (the playlist a player
 * polls) and `/api/v1/broadcast_streams/<id>/<segment>`, signed in a scope of their own (videos' stream-signing.ts).
 */
export const LIVE_STREAMS: StreamScope = {
  purpose: 'ovation broadcast streams v1',
  path: (broadcastId, at) => `/api/v1/broadcast_streams/${broadcastId}/${at.file}`,
};

export const LIVE = 'live';
export const PLAYLIST_FILE = 'index.m3u8';
export const livePath = (file: string): StreamPath => ({ rendition: LIVE, file });
export const LIVE_PLAYLIST = livePath(PLAYLIST_FILE);

/**
 * The playlist URL /b/:id hands out lives a few minutes: the page asks for the watch view again before then and the
 * player polls the new URL (docs/decisions/broadcasts.md). Each poll checks the viewer's right again.
 */
export const PLAYLIST_URL_SECONDS = 5 * 60;
/** Segment URLs are re-signed in every playlist reply: a player fetches a listed segment within seconds. */
export const SEGMENT_URL_SECONDS = 2 * 60;

/** A segment's file name from a playlist line: the packager lists bare names, anything else is not ours to sign. */
function segmentName(uri: string): string {
  if (!BROADCAST_SEGMENT_PATTERN.test(uri)) throw new Error(`live playlist names ${JSON.stringify(uri)}, not a segment`);
  return uri;
}

/**
 * The packager's playlist with each segment (and an `URI="..."` init segment) replaced by its signed URL. A line
 * naming anything but a segment is a broken playlist: it throws rather than hand out an unsigned reference.
 */
export function signLivePlaylist(text: string, sign: (file: string) => string): string {
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (!trimmed) return line;
      if (trimmed.startsWith('#')) return line.replace(/URI="([^"]*)"/g, (_, uri: string) => `URI="${sign(segmentName(uri))}"`);
      return sign(segmentName(trimmed));
    })
    .join('\n');
}

const SEGMENT_TYPES: Record<string, string> = { ts: 'video/mp2t', m4s: 'video/iso.segment', mp4: 'video/mp4' };
export const segmentType = (file: string) => SEGMENT_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream';
