import { createWriteStream, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type stream from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ERRORS, Upload } from '@tus/server';
import { FileStore } from '@tus/file-store';
import { VIDEO_MESSAGES, VIDEO_SNIFF_BYTES, videoContainerOf } from '../../../domain/videos.ts';
import type { Config } from '../../platform/config.ts';

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

/**
 * The tus file store (bytes and their info on disk, nothing in memory) that looks at a file's first bytes as soon
 * as they are written and refuses anything but MP4 or MOV: the file is deleted, `onRefused` closes its session,
 * and the client gets 415 with the spec's message.
 */
export class VideoFileStore extends FileStore {
  constructor(
    directory: string,
    private readonly onRefused: (tusUploadId: string) => Promise<void>,
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
    if (offset < VIDEO_SNIFF_BYTES && end >= VIDEO_SNIFF_BYTES) await this.assertVideo(id);
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

  /** Refuses the upload unless its first bytes are an MP4 or MOV header (also for files shorter than a header). */
  async assertVideo(id: string): Promise<void> {
    const file = await fs.open(path.join(this.directory, id), 'r');
    const head = new Uint8Array(VIDEO_SNIFF_BYTES);
    const { bytesRead } = await file.read(head, 0, VIDEO_SNIFF_BYTES, 0).finally(() => file.close());
    if (videoContainerOf(head.subarray(0, bytesRead))) return;
    await this.discard(id);
    await this.onRefused(id);
    throw NOT_A_VIDEO;
  }

  /** Frees an upload's bytes and its info; nothing to do when they are gone already. */
  async discard(id: string): Promise<void> {
    await this.remove(id).catch(() => fs.rm(path.join(this.directory, `${id}.json`), { force: true }));
  }
}
