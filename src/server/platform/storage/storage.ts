import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A byte range of a stored file, both ends included (as HTTP's Range header counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a signed URL's reply says about the file (S3 sets these headers on the download from the query). */
export interface SignedUrlOptions {
  /** Seconds the URL works for: keep it short, as anyone holding it may read the file until then. */
  expiresInSeconds: number;
  contentType?: string;
  /** A Content-Disposition to reply with ('attachment; filename=...'). */
  contentDisposition?: string;
  /** A Cache-Control to reply with (the one the API would have sent with the bytes). */
  cacheControl?: string;
}

/**
 * The Storage port: local disk under DATA_DIR/files (localStorage) or an S3-compatible bucket (s3Storage in
 * s3-storage.ts), chosen by STORAGE. Keys are relative paths ('uploads/<id>', 'videos/<id>/poster.jpg'); a key naming
 * a place outside the store is refused by both.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Stores a local file under `key` without reading it into memory; the source stays where it is. */
  putFile(key: string, sourcePath: string): Promise<void>;
  /** The stored file's size in bytes, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** A stream of the stored file (or of one range of it), or null when there is none. */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Removes every file whose key starts with `prefix`, which names a folder ('videos/<id>/'). */
  removePrefix(prefix: string): Promise<void>;
  /** Every stored file whose key starts with `prefix` (a folder, ending with /), with its size, in key order. */
  list(prefix: string): Promise<{ key: string; size: number }[]>;
  /**
   * A URL the storage itself serves the file at for a short while, or null when it cannot (local disk, or a bucket
   * browsers cannot reach: S3_REDIRECTS=false; the API streams the file). Hand it only to whom the file belongs,
   * after the same checks as a streamed reply (redirects.ts).
   */
  signedUrl(key: string, options: SignedUrlOptions): Promise<string | null>;
}

/** A key is a relative path without '.' or '..' segments, empty segments or backslashes; anything else throws. */
export function checkedKey(key: string): string {
  const segments = key.split('/');
  const bad = key.includes('\\') || segments.some((s, i) => s === '.' || s === '..' || (s === '' && i < segments.length - 1)) || !segments[0];
  if (bad) throw new Error('bad storage key');
  return key;
}

/** A prefix names a folder: a key ending with '/'. */
export function checkedPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error('a storage prefix names a folder and ends with /');
  return checkedKey(prefix);
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function localStorage(root: string): Storage {
  const base = path.resolve(root);
  const file = (key: string) => {
    const p = path.resolve(base, checkedKey(key));
    if (!p.startsWith(base + path.sep)) throw new Error('bad storage key');
    return p;
  };
  /**
   * Writes go to a fresh name beside the target, then take its place by a rename: a reader never sees half a file,
   * and a key that shares its inode with another file (putFile's hard link) is replaced, never written through.
   */
  const replace = async (key: string, write: (temporary: string) => Promise<void>) => {
    const target = file(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await write(temporary);
      await fs.rename(temporary, target);
    } catch (error) {
      await fs.rm(temporary, { force: true });
      throw error;
    }
  };
  return {
    async put(key, data) {
      await replace(key, (temporary) => fs.writeFile(temporary, data));
    },
    async get(key) {
      try {
        return await fs.readFile(file(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await fs.rm(file(key), { force: true });
    },
    async putFile(key, sourcePath) {
      // A hard link costs no copy on the same disk (DATA_DIR's uploads and files); another disk gets a copy.
      await replace(key, (temporary) => fs.link(sourcePath, temporary).catch(() => fs.copyFile(sourcePath, temporary)));
    },
    async stat(key) {
      try {
        const stats = await fs.stat(file(key));
        return stats.isFile() ? { size: stats.size } : null;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file(key), 'r');
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
      // The stream owns the open file from here and closes it when it ends or is destroyed.
      return createReadStream('', { fd: handle, ...(range ? { start: range.start, end: range.end } : {}) });
    },
    async removePrefix(prefix) {
      await fs.rm(file(checkedPrefix(prefix)), { recursive: true, force: true });
    },
    async list(prefix) {
      const folder = file(checkedPrefix(prefix));
      const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
        if (missing(error)) return [];
        throw error;
      });
      const files = entries.filter((e) => e.isFile() && !e.name.endsWith('.partial'));
      const found = await Promise.all(
        files.map(async (e) => {
          const full = path.join(e.parentPath, e.name);
          return { key: prefix + path.relative(folder, full).split(path.sep).join('/'), size: (await fs.stat(full)).size };
        }),
      );
      return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async signedUrl(key) {
      checkedKey(key);
      return null;
    },
  };
}
