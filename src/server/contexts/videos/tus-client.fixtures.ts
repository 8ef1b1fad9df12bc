import * as tus from 'tus-js-client';
import { VIDEO_LIMITS } from '../../../domain/videos.ts';
import { TUS_PATH } from './upload-sessions.service.ts';

export interface TusClientOptions {
  /** Bytes a PATCH: the web's chunk size unless a test shows the same with smaller chunks. */
  chunkSize?: number;
  onProgress?: (sent: number) => void;
}

/** Uploads `file` with tus-js-client as a signed-in person; answers the upload's URL. */
export function uploadWithTusClient(base: string, cookie: string, passthroughUuid: string, file: Buffer, options: TusClientOptions = {}) {
  return new Promise<string>((resolve, reject) => {
    const upload = new tus.Upload(file, {
      endpoint: `${base}${TUS_PATH}`,
      chunkSize: options.chunkSize ?? VIDEO_LIMITS.chunkBytes,
      metadata: { passthroughUuid, filename: 'clip.mp4', filetype: 'video/mp4' },
      headers: { cookie },
      retryDelays: [],
      onProgress: options.onProgress,
      onError: reject,
      onSuccess: () => resolve(upload.url!),
    });
    upload.start();
  });
}
