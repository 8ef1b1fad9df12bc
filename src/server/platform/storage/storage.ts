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

/**
 * The Storage port: local disk under DATA_DIR by default; an S3-compatible adapter can stand in. Keys are relative
 * paths ('uploads/<id>', 'videos/<id>/poster.jpg'); a key naming a place outside the store is refused.
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
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export function localStorage(root: string): Storage {
  const base = path.resolve(root);
  const file = (key: string) => {
    const p = path.resolve(base, key);
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
      if (!prefix.endsWith('/')) throw new Error('a storage prefix names a folder and ends with /');
      await fs.rm(file(prefix), { recursive: true, force: true });
    },
  };
}
