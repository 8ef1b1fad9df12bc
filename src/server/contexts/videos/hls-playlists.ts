import path from 'node:path';
import { STREAM_FILE_PATTERN, STREAM_RENDITION_PATTERN } from '../../../contracts/videos.ts';
import type { StreamPath } from './stream-signing.ts';

/*
 * The files a video's stream URLs may name (what processing writes): the master playlist and the original at
 * `main`, and per rendition ('360p') its playlist and its MPEG-TS segments.
 */

export const MAIN = 'main';
export const MASTER_FILE = 'master.m3u8';
export const ORIGINAL_FILE = 'original';

/** Whether a stream path names one of a video's files: the master and the original only at `main`, the rest below. */
export function isStreamPath({ rendition, file }: StreamPath): boolean {
  if (!STREAM_RENDITION_PATTERN.test(rendition) || !STREAM_FILE_PATTERN.test(file)) return false;
  return (rendition === MAIN) === (file === MASTER_FILE || file === ORIGINAL_FILE);
}

export type StreamKind = 'playlist' | 'segment' | 'original';

export const streamKindOf = ({ file }: StreamPath): StreamKind =>
  file.endsWith('.m3u8') ? 'playlist' : file === ORIGINAL_FILE ? 'original' : 'segment';

/** A URI of a playlist at `from`, as the stream path it names; null for anything else (absolute, outside the video). */
export function resolveUri(from: StreamPath, uri: string): StreamPath | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith('/') || uri.includes('?') || uri.includes('#')) return null;
  const folder = from.rendition === MAIN ? '' : from.rendition;
  const parts = path.posix.normalize(path.posix.join(folder, uri)).split('/');
  const at = parts.length === 1 ? { rendition: MAIN, file: parts[0]! } : parts.length === 2 ? { rendition: parts[0]!, file: parts[1]! } : null;
  return at && isStreamPath(at) && streamKindOf(at) !== 'original' ? at : null;
}

/**
 * Rewrites a playlist so that every URI in it (the variant playlists of a master, the segments of a variant, and
 * `URI="..."` attributes) is a signed URL. A URI that names no file of the video is a broken playlist: it throws
 * rather than hand out an unsigned reference.
 */
export function signPlaylist(text: string, from: StreamPath, sign: (at: StreamPath) => string): string {
  const signed = (uri: string) => {
    const at = resolveUri(from, uri);
    if (!at) throw new Error(`playlist ${from.rendition}/${from.file} names ${JSON.stringify(uri)}, no file of the video`);
    return sign(at);
  };
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (!trimmed) return line;
      if (trimmed.startsWith('#')) return line.replace(/URI="([^"]*)"/g, (_, uri: string) => `URI="${signed(uri)}"`);
      return signed(trimmed);
    })
    .join('\n');
}
