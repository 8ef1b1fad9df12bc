import { createWriteStream, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type stream from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type DataStore, ERRORS, Upload } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { VIDEO_MESSAGES, VIDEO_SNIFF_BYTES, videoContainerOf } from '../../../domain/videos.ts';
import type { Config } from '../../platform/config.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { ObjectUploadStore } from './upload-object-store.ts';

/** Where unfinished and finished uploads live: DATA_DIR/uploads/videos/<tus id> (+ <tus id>.json, its tus info). */
export const uploadsDirectory = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'uploads', 'videos');

/**
 * How much of an upload's body the file stream takes before it waits for the disk. Large enough to gather the
 * socket's 64 KiB chunks into few writes, small enough that the last write, which each PATCH waits for before it
 * answers, is short: bench/upload.ts measured a median round ratio of 0.88 with 512 KiB and 0.78 with 1 MiB (ten
 * rounds each).
 */
const WRITE_BUFFER_BYTES = 512 * 1024;

/** What a refused file answers the tus client. */
export const NOT_A_VIDEO = { status_code: 415, body: VIDEO_MESSAGES.wrongFileType };

/** The tus store of video files, on local disk or on object storage (STORAGE), and what the rest of videos asks of it. */
export interface VideoUploadStore extends DataStore {
  /** Refuses the upload unless its first bytes are an MP4 or MOV header (also for files shorter than a header). */
  assertVideo(id: string): Promise<void>;
  /** Frees an upload's bytes and its info; nothing to do when they are gone already. */
  discard(id: string): Promise<void>;
  /** A local file holding the upload's bytes for ffmpeg: the upload itself on disk, else joined into `workPath`. */
  localCopy(id: string, workPath: string): Promise<string | null>;
  /** Stores a finished local file under `name` as a complete upload (a staged recording, the demo clip); its size. */
  adopt(name: string, sourcePath: string): Promise<number>;
}

type RefusalHandler = (tusUploadId: string) => Promise<void>;

export interface UploadStoreDeps {
  config: Pick<Config, 'dataDir' | 'storage'>;
  storage: Storage;
}

/** The store STORAGE chooses: parts through the Storage port on s3, the file store under DATA_DIR/uploads on local. */
export function videoUploadStore(deps: UploadStoreDeps, onRefused: RefusalHandler = async () => {}): VideoUploadStore {
  if (deps.config.storage.kind === 's3') {
    return new VideoObjectStore(deps.storage, path.join(deps.config.dataDir, 'tmp', 'uploads'), onRefused);
  }
  return new VideoFileStore(uploadsDirectory(deps.config), onRefused);
}

/** Refuses a file whose head is not a video: discarded, its session closed, 415 for the client. */
async function refuseUnlessVideo(store: VideoUploadStore, id: string, head: Uint8Array, onRefused: RefusalHandler): Promise<void> {
  if (videoContainerOf(head)) return;
  await store.discard(id);
  await onRefused(id);
  throw NOT_A_VIDEO;
}

/** Whether a write from `offset` to `end` completed the bytes a video's type is read from. */
const completesHead = (offset: number, end: number) => offset < VIDEO_SNIFF_BYTES && end >= VIDEO_SNIFF_BYTES;

class VideoObjectStore extends ObjectUploadStore implements VideoUploadStore {
  constructor(
    storage: Storage,
    tempDirectory: string,
    private readonly onRefused: RefusalHandler,
  ) {
    super(storage, tempDirectory);
  }

  override async write(readable: stream.Readable, id: string, offset: number): Promise<number> {
    const end = await super.write(readable, id, offset);
    if (completesHead(offset, end)) await this.assertVideo(id);
    return end;
  }

  async assertVideo(id: string): Promise<void> {
    await refuseUnlessVideo(this, id, await this.head(id, VIDEO_SNIFF_BYTES), this.onRefused);
  }

  async discard(id: string): Promise<void> {
    await this.remove(id);
  }

  async localCopy(id: string, workPath: string): Promise<string | null> {
    return (await this.joinInto(id, workPath)) ? workPath : null;
  }
}

/**
 * The tus file store (bytes and their info on disk, nothing in memory) that looks at a file's first bytes as soon
 * as they are written and refuses anything but MP4 or MOV: the file is deleted, `onRefused` closes its session,
 * and the client gets 415 with the spec's message.
 */
export class VideoFileStore extends FileStore implements VideoUploadStore {
  constructor(
    directory: string,
    private readonly onRefused: RefusalHandler,
  ) {
    super({ directory });
  }

  /**
   * FileStore's getUpload (its info file and the bytes' length), read synchronously: two small reads of files the
   * page cache holds take microseconds, while their asynchronous round trips through libuv's thread pool took
   * milliseconds per 5 MiB PATCH under an upload's load (a fifth of its throughput in bench/upload.ts).
   */
  override async getUpload(id: string): Promise<Upload> {
    const file = this.pathOf(id);
    let info: { size?: number; metadata?: Upload['metadata']; creation_date?: string };
    let size: number;
    try {
      info = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as typeof info;
    } catch {
      throw ERRORS.FILE_NOT_FOUND;
    }
    try {
      size = statSync(file).size;
    } catch {
      throw ERRORS.FILE_NO_LONGER_EXISTS;
    }
    return new Upload({
      id,
      size: info.size,
      offset: size,
      metadata: info.metadata,
      creation_date: info.creation_date,
      storage: { type: 'file', path: file },
    });
  }

  /** Where an upload's bytes are; an id that leads out of the directory is not found (as FileStore answers). */
  private pathOf(id: string): string {
    const file = path.resolve(this.directory, id);
    if (path.dirname(file) !== path.resolve(this.directory)) throw ERRORS.FILE_NOT_FOUND;
    return file;
  }

  override async write(readable: stream.Readable, id: string, offset: number): Promise<number> {
    const end = await this.append(readable, id, offset);
    if (completesHead(offset, end)) await this.assertVideo(id);
    return end;
  }

  /**
   * FileStore's write, with a larger write buffer: its default (16 KiB) flushes every incoming 64 KiB socket chunk
   * on its own and waits for it, which costs more than the disk.
   */
  private async append(readable: stream.Readable, id: string, offset: number): Promise<number> {
    const file = createWriteStream(this.pathOf(id), { flags: 'r+', start: offset, highWaterMark: WRITE_BUFFER_BYTES });
    try {
      await pipeline(readable, file);
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + file.bytesWritten;
  }

  async assertVideo(id: string): Promise<void> {
    const file = await fs.open(this.pathOf(id), 'r');
    const head = new Uint8Array(VIDEO_SNIFF_BYTES);
    const { bytesRead } = await file.read(head, 0, VIDEO_SNIFF_BYTES, 0).finally(() => file.close());
    await refuseUnlessVideo(this, id, head.subarray(0, bytesRead), this.onRefused);
  }

  async discard(id: string): Promise<void> {
    await this.remove(id).catch(() => fs.rm(path.join(this.directory, `${id}.json`), { force: true }));
  }

  async localCopy(id: string): Promise<string | null> {
    if (path.basename(id) !== id || id.startsWith('.')) return null;
    const file = this.pathOf(id);
    return (await fs.stat(file).catch(() => null))?.isFile() ? file : null;
  }

  /** A hard link where the source is on the same disk (the work folders under DATA_DIR), else a copy. */
  async adopt(name: string, sourcePath: string): Promise<number> {
    const target = this.pathOf(name);
    await fs.mkdir(this.directory, { recursive: true });
    await fs.rm(target, { force: true });
    await fs.link(sourcePath, target).catch(() => fs.copyFile(sourcePath, target));
    return (await fs.stat(target)).size;
  }
}
