import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../platform/config.ts';
import { keptSecret } from '../../platform/kept-secret.ts';

/**
 * Signed stream URLs (issue 12): `/api/v1/video_streams/<video>/<rendition>/<file>?exp=<unix seconds>&sig=<HMAC>`.
 * The HMAC-SHA256 covers the video, the file's path, the expiry and the viewer it is bound to: a members-only
 * video's URLs are bound to the signed-in viewer (the stream route signs with the caller's own account, so a copied
 * URL fails for anyone else), a public video's to nobody. A live broadcast's playlist and segments (issue 30) are
 * signed the same way in a scope of their own (`StreamScope`): its key differs, so neither opens the other's files.
 */

/** Where a stream file sits: `main` holds the master playlist and the original; a rendition ('360p') the rest. */
export interface StreamPath {
  rendition: string;
  file: string;
}

/** The master playlist is only needed to start playing. */
export const MASTER_URL_SECONDS = 5 * 60;
/** Variant playlists, segments and the original must outlast the viewing: the video's length plus this. */
export const PLAYBACK_GRACE_SECONDS = 15 * 60;
/** How long the original's URL lives when the video's length is unknown (no ffprobe to measure it). */
export const UNKNOWN_LENGTH_SECONDS = 4 * 3600;

/** How long the URLs a playlist hands out live, from the video's length in seconds. */
export const playbackSeconds = (durationSeconds: number | null) => Math.ceil(durationSeconds ?? UNKNOWN_LENGTH_SECONDS) + PLAYBACK_GRACE_SECONDS;

export const STREAMS_PATH = '/api/v1/video_streams';

/** What a signer signs for: the words its key is derived with, and the URL path of a file. */
export interface StreamScope {
  purpose: string;
  path(id: string, at: StreamPath): string;
}

export const VIDEO_STREAMS: StreamScope = {
  purpose: 'ovation video streams v1',
  path: (videoId, at) => `${STREAMS_PATH}/${videoId}/${at.rendition}/${at.file}`,
};

/** STREAM_SIGNING_SECRET, else a random key kept in DATA_DIR/secrets (platform/kept-secret.ts). */
export async function streamSigningSecret(config: Pick<Config, 'dataDir' | 'streamSigningSecret'>): Promise<string> {
  return config.streamSigningSecret ?? keptSecret(config.dataDir, 'stream-signing.key');
}

export type StreamVerdict = 'valid' | 'expired' | 'invalid';

export interface StreamSigner {
  /** The signed URL of a stream file for `viewer` (an account id, or '' for a public video), valid until `exp`. */
  url(videoId: string, at: StreamPath, exp: number, viewer: string): string;
  /** The query that signs a file of the video for `viewer` (`exp=...&sig=...`): the stream URLs' and the poster's. */
  signature(videoId: string, at: StreamPath, exp: number, viewer: string): string;
  verify(videoId: string, at: StreamPath, exp: number, viewer: string, sig: string, now?: number): StreamVerdict;
}

export function streamSigner(secret: string, scope: StreamScope = VIDEO_STREAMS): StreamSigner {
  // A key of its own per scope, so the configured secret signs several things without two of them meaning the same.
  const key = createHmac('sha256', secret).update(scope.purpose).digest();
  const sign = (videoId: string, at: StreamPath, exp: number, viewer: string) =>
    createHmac('sha256', key).update(`${videoId}\n${at.rendition}/${at.file}\n${exp}\n${viewer}`).digest('base64url');
  const signature = (videoId: string, at: StreamPath, exp: number, viewer: string) => `exp=${exp}&sig=${sign(videoId, at, exp, viewer)}`;
  return {
    url: (videoId, at, exp, viewer) => `${scope.path(videoId, at)}?${signature(videoId, at, exp, viewer)}`,
    signature,
    verify(videoId, at, exp, viewer, sig, now = Date.now()) {
      const expected = Buffer.from(sign(videoId, at, exp, viewer));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return exp * 1000 <= now ? 'expired' : 'valid';
    },
  };
}

/** Unix seconds `seconds` from now. */
export const expiresIn = (seconds: number, now = Date.now()) => Math.floor(now / 1000) + seconds;
