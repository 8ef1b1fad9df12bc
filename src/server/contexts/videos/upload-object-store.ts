import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type stream from 'node:stream';
import { DataStore, ERRORS, Upload } from '@tus/server';
import type { Storage } from '../../platform/storage/storage.ts';

/** A tus id or a staged recording's name: letters, digits, '-' and '_' only, so it never leaves its folder. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Where an upload lives in Storage: `uploads/videos/<id>/info.json` and its parts `uploads/videos/<id>/parts/<offset>`. */
export const uploadPrefix = (id: string) => {
  if (!SAFE_ID.test(id)) throw ERRORS.FILE_NOT_FOUND;
  return `uploads/videos/${id}/`;
};
const infoKey = (id: string) => `${uploadPrefix(id)}info.json`;
/** Offsets padded to 13 digits (5 GiB has 10), so the parts list in key order is the byte order. */
const partKey = (id: string, offset: number) => `${uploadPrefix(id)}parts/${String(offset).padStart(13, '0')}`;

interface UploadInfo {
  size?: number;
  metadata?: Upload['metadata'];
  creation_date?: string;
}

/**
 * The tus store on object storage (STORAGE=s3), through the Storage port: S3 cannot append to an object, so each
 * PATCH's bytes become one part object named by the offset it starts at, and the upload's offset is the sum of its
 * parts. A PATCH cut short keeps what arrived, as a file store's does, so the client resumes from there. Every
 * process and machine sees the same parts, so a resumed upload may land on any of them. Processing joins the parts
 * into a local file for ffmpeg (`localCopy`).
 */
export class ObjectUploadStore extends DataStore {
  constructor(
    private readonly storage: Storage,
    /** Where a PATCH's body waits on local disk before it goes to the bucket as one part. */
    private readonly tempDirectory: string,
  ) {
    super();
    this.extensions = ['creation', 'creation-with-upload', 'creation-defer-length', 'termination'];
  }

  override async create(upload: Upload): Promise<Upload> {
    await this.putInfo(upload.id, { size: upload.size, metadata: upload.metadata, creation_date: upload.creation_date });
    upload.storage = { type: 'object', path: uploadPrefix(upload.id) };
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const info = await this.info(id);
    const offset = (await this.parts(id)).reduce((sum, part) => sum + part.size, 0);
    return new Upload({
      id,
      size: info.size,
      offset,
      metadata: info.metadata,
      creation_date: info.creation_date,
      storage: { type: 'object', path: uploadPrefix(id) },
    });
  }

  override async declareUploadLength(id: string, size: number): Promise<void> {
    await this.putInfo(id, { ...(await this.info(id)), size });
  }

  override async remove(id: string): Promise<void> {
    await this.storage.removePrefix(uploadPrefix(id));
  }

  override async write(readable: stream.Readable, id: string, offset: number): Promise<number> {
    await fs.mkdir(this.tempDirectory, { recursive: true });
    const temporary = path.join(this.tempDirectory, `${id}.${offset}`);
    const file = createWriteStream(temporary);
    let failed = false;
    await pipeline(readable, file).catch(() => (failed = true));
    try {
      if (file.bytesWritten > 0) await this.storage.putFile(partKey(id, offset), temporary);
    } finally {
      await fs.rm(temporary, { force: true });
    }
    if (failed) throw ERRORS.FILE_WRITE_ERROR;
    return offset + file.bytesWritten;
  }

  /** The first `length` bytes of the upload (fewer when it is shorter), read across its parts. */
  async head(id: string, length: number): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    let have = 0;
    for (const part of await this.parts(id)) {
      if (have >= length) break;
      const body = await this.storage.read(part.key, { start: 0, end: Math.min(part.size, length - have) - 1 });
      for await (const chunk of body ?? []) chunks.push(chunk as Buffer);
      have = chunks.reduce((sum, c) => sum + c.length, 0);
    }
    return new Uint8Array(Buffer.concat(chunks).subarray(0, length));
  }

  /**
   * Joins the upload's parts into `target`, a local file; false when the upload has no bytes (or a part is gone).
   * One pipeline from the parts in order to one file stream, which closes the file however it ends (a write stream
   * on a FileHandle with autoClose off never emits 'close', so a pipeline into it never settles).
   */
  async joinInto(id: string, target: string): Promise<boolean> {
    const parts = await this.parts(id).catch(() => []);
    if (!parts.length) return false;
    await fs.mkdir(path.dirname(target), { recursive: true });
    const storage = this.storage;
    async function* bytes() {
      for (const part of parts) {
        const body = await storage.read(part.key);
        if (!body) throw ERRORS.FILE_NO_LONGER_EXISTS;
        yield* body;
      }
    }
    try {
      await pipeline(bytes, createWriteStream(target));
    } catch (error) {
      await fs.rm(target, { force: true });
      if (error === ERRORS.FILE_NO_LONGER_EXISTS) return false;
      throw error;
    }
    return true;
  }

  /** Stores a finished file under `name` as one complete upload (a staged recording, the demo clip). */
  async adopt(name: string, sourcePath: string): Promise<number> {
    const { size } = await fs.stat(sourcePath);
    await this.storage.putFile(partKey(name, 0), sourcePath);
    await this.putInfo(name, { size, creation_date: new Date().toISOString() });
    return size;
  }

  private async parts(id: string) {
    return this.storage.list(`${uploadPrefix(id)}parts/`);
  }

  private async info(id: string): Promise<UploadInfo> {
    const text = await this.storage.get(infoKey(id));
    if (!text) throw ERRORS.FILE_NOT_FOUND;
    return JSON.parse(text.toString('utf8')) as UploadInfo;
  }

  private putInfo(id: string, info: UploadInfo) {
    return this.storage.put(infoKey(id), Buffer.from(JSON.stringify(info)));
  }
}
