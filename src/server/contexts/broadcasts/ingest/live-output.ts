import type { StorageRedirect } from '../../../platform/storage/redirects.ts';
import type { SignedUrlOptions } from '../../../platform/storage/storage.ts';

/** What the broadcasts' watch and management routes ask of the ingest; the packager implements it. */
export interface LiveOutput {
  /** The live HLS playlist's text for a broadcast (media playlist, segments named as `segmentPath` expects), or null. */
  playlist(broadcastId: string): Promise<string | null>;
  /** A segment's bytes by its file name from the playlist, or null. */
  segment(broadcastId: string, file: string): Promise<Buffer | null>;
  /** A 302 to a segment's presigned URL in storage (redirects.ts), or null where the storage serves none. */
  segmentRedirect(broadcastId: string, file: string, options: SignedUrlOptions): Promise<StorageRedirect | null>;
  /** Ask the publisher of a broadcast to stop (the organizer pressed Stop, or the key was rotated). */
  stop(broadcastId: string, why: 'stopped' | 'key-rotated'): Promise<void>;
}
