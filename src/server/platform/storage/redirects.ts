import type { SignedUrlOptions, Storage } from './storage.ts';

/**
 * Large files leave by the storage's own URL where it has one (issue 35): once a route's access check has passed, it
 * answers a 302 to a presigned GET of the object instead of streaming the bytes through the API. Only that reply
 * carries the URL, and no cache keeps it: anyone holding it may read the file until it expires.
 */

/**
 * How long a presigned URL lives when the browser follows the redirect at once (a segment, a download): S3 checks the
 * expiry when the request starts, so a minute covers a loaded client and a slow start; a long transfer may go on.
 */
export const REDIRECT_URL_SECONDS = 60;

/** The lifetime of a presigned URL followed at once: a minute, and never past the signed URL of ours it stands for. */
export const followedAtOnce = (secondsLeft: number) => Math.max(1, Math.min(REDIRECT_URL_SECONDS, secondsLeft));

/** The 302 to a file of the storage. */
export interface StorageRedirect {
  status: 302;
  headers: { location: string; 'cache-control': string };
}

/** A 302 to the file's presigned URL, or null when the storage serves none (local disk, S3_REDIRECTS=false). */
export async function storageRedirect(storage: Storage, key: string, options: SignedUrlOptions): Promise<StorageRedirect | null> {
  const location = await storage.signedUrl(key, options);
  return location ? { status: 302, headers: { location, 'cache-control': 'private, no-store' } } : null;
}

/**
 * The origin browsers fetch redirected files from, which the pages' policy must allow (security-headers.ts), or
 * undefined when files never leave by the storage. Taken from a signed URL, so it is the one the redirects name.
 */
export async function redirectOrigin(storage: Storage): Promise<string | undefined> {
  const url = await storage.signedUrl('origin-probe', { expiresInSeconds: REDIRECT_URL_SECONDS });
  return url ? new URL(url).origin : undefined;
}
