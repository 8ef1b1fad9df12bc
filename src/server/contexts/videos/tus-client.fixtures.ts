import * as tus from 'tus-js-client';
import { VIDEO_LIMITS } from '../../../domain/videos.ts';
import { TUS_PATH } from './upload-sessions.service.ts';

/** Uploads `file` with tus-js-client in the web's chunk size, as a signed-in person; answers the upload's URL. */
export function uploadWithTusClient(base: string, cookie: string, passthroughUuid: string, file: Buffer, onProgress?: (sent: number) => void) {
  return new Promise<string>((resolve, reject) => {
    const upload = new tus.Upload(file, {
      endpoint: `${base}${TUS_PATH}`,
      chunkSize: VIDEO_LIMITS.chunkBytes,
      metadata: { passthroughUuid, filename: 'clip.mp4', filetype: 'video/mp4' },
      headers: { cookie },
      retryDelays: [],
      onProgress,
      onError: reject,
      onSuccess: () => resolve(upload.url!),
    });
    upload.start();
  });
}
