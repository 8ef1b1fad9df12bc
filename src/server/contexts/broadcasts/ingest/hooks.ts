import type { PublisherState } from '../../../../domain/broadcasts.ts';

/**
 * The seam between the ingest (RTMP and browser publishers, the HLS packager) and the broadcasts table. The ingest
 * never reads the table itself: stream-server implements these over it (`../ingest-hooks.service.ts`), and the
 * ingest's tests use the in-memory fake of `hooks.fixtures.ts`.
 */
export interface IngestHooks {
  /** The broadcast a stream key opens, or null (wrong or rotated key, external mode, ended or its Stop asked). Before
   * any byte is kept. */
  authorizeKey(streamKey: string): Promise<{ broadcastId: string } | null>;
  /** A browser publisher: may this signed-in account publish this broadcast (an admin of its event)? */
  authorizeAccount(broadcastId: string, accountId: string): Promise<boolean>;
  /**
   * May this broadcast's publisher go on (`publisherState` in domain/broadcasts.ts)? Asked on admission and once per
   * new segment, so a Stop or a rotation whose notice was lost still reaches it. `streamKey`: the RTMP publisher's
   * key, null for a browser publisher.
   */
  publisherState(broadcastId: string, streamKey: string | null): Promise<PublisherState>;
  /** First bytes packaged: status idle -> live (started_at set once). */
  wentLive(broadcastId: string): Promise<void>;
  /** The organizer stopped, or the publisher was gone longer than the reconnect window, or the maximum duration
   * passed: status -> ended, and the replay job is queued in the same transaction with `recordingKey`. */
  ended(broadcastId: string, recording: { storageKey: string; durationSeconds: number }): Promise<void>;
}
