import { Upload, defaultOptions, type PreviousUpload, type UploadOptions } from 'tus-js-client';
import { useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { VIDEO_FORM_TEXTS as T, VIDEO_LIMITS } from '../../../contracts/videos.messages.ts';
import { isApiError } from '../../app/http.ts';
import { notifyError, showToast } from '../../app/notify.ts';
import { readAccessToken } from '../../app/token.ts';
import { requestUploadUrl } from './api.ts';
import {
  IDLE_UPLOAD,
  RECONNECT_NOTICE_MS,
  UPLOAD_RETRY_DELAYS,
  isStaleResume,
  latestUpload,
  uploadAddressProblem,
  uploadErrorMessage,
  uploadReducer,
  uploadUrlErrorMessage,
  videoFileProblem,
  videoFingerprint,
  whatFailed,
} from './upload.ts';

const notifyInfo = (message: string) => showToast({ color: 'blue', message, autoClose: 5000 });

/**
 * A video file's resumable upload (content-management 4, 8 Videos) by tus: checks the file, resumes an upload of the
 * same file the browser remembers (after a reload; its passthrough id is in the remembered metadata) or opens a new
 * session, then sends it in chunks of 5120 KiB with progress. Going offline pauses it, coming back resumes it;
 * cancel (or leaving the page while it runs) aborts it and deletes it on the server.
 */
export function useVideoUpload(ownerId: string) {
  const [state, dispatch] = useReducer(uploadReducer, IDLE_UPLOAD);
  /** The file name of an unfinished upload the browser remembers for this owner (choose it again to resume). */
  const [remembered, setRemembered] = useState<string | null>(null);
  const upload = useRef<Upload | null>(null);
  /** Bumped by every start and cancel: callbacks of an older attempt do nothing. */
  const attempt = useRef(0);
  const running = useRef(false);
  const noticeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    let live = true;
    defaultOptions.urlStorage
      .findAllUploads()
      .then((all) => {
        if (live) setRemembered(latestUpload(all, ownerId)?.metadata.filename ?? null);
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [ownerId]);

  const fail = (message: string) => {
    running.current = false;
    dispatch({ type: 'failed', message });
    notifyError(message);
  };

  const options = (): UploadOptions => {
    const token = readAccessToken();
    return {
      chunkSize: VIDEO_LIMITS.chunkBytes,
      retryDelays: UPLOAD_RETRY_DELAYS,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: (file) => Promise.resolve(videoFingerprint(ownerId, file)),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      // The session cookie goes along when the upload URL is on another origin (PUBLIC_URL) too.
      onBeforeRequest: (req) => {
        const xhr = req.getUnderlyingObject() as XMLHttpRequest;
        xhr.withCredentials = true;
      },
    };
  };

  const send = (mine: number, file: File, extra: Pick<UploadOptions, 'endpoint' | 'metadata'>, previous?: PreviousUpload) => {
    const passthroughUuid = extra.metadata!.passthroughUuid!;
    const current = () => mine === attempt.current;
    const tus = new Upload(file, {
      ...options(),
      ...extra,
      onProgress: (sent, total) => {
        if (current()) dispatch({ type: 'progress', sent, total });
      },
      onSuccess: () => {
        if (!current()) return;
        running.current = false;
        dispatch({ type: 'finished', passthroughUuid });
      },
      onError: (error) => {
        if (!current()) return;
        const failure = whatFailed(error);
        // The remembered upload is gone on the server (its session expired): start over with a new one.
        if (previous && isStaleResume(failure.method, failure.status)) return void openSession(mine, file);
        if (!navigator.onLine) return pause();
        fail(uploadErrorMessage({ ...failure, online: navigator.onLine }));
      },
    });
    upload.current = tus;
    if (previous) tus.resumeFromPreviousUpload(previous);
    tus.start();
  };

  const openSession = async (mine: number, file: File) => {
    try {
      const session = await requestUploadUrl(ownerId);
      if (mine !== attempt.current) return;
      const elsewhere = uploadAddressProblem(session.url, window.location.origin);
      if (elsewhere) return fail(elsewhere);
      const metadata = { passthroughUuid: session.passthroughUuid, filename: file.name, filetype: file.type, ownerId };
      send(mine, file, { endpoint: session.url, metadata });
    } catch (error) {
      if (mine === attempt.current) fail(uploadUrlErrorMessage(isApiError(error) ? error.status : 0));
    }
  };

  /** Starts (or resumes) the upload of a chosen file. */
  const choose = async (file: File) => {
    const problem = videoFileProblem(file) ?? (navigator.onLine ? null : T.offlineAtStart);
    if (problem) return fail(problem);
    const mine = ++attempt.current;
    running.current = true;
    setRemembered(null);
    dispatch({ type: 'started', fileName: file.name, size: file.size });
    const previous = latestUpload(await new Upload(file, options()).findPreviousUploads().catch(() => []), ownerId);
    if (mine !== attempt.current) return;
    if (previous) send(mine, file, { metadata: previous.metadata }, previous);
    else await openSession(mine, file);
  };

  /** Stops the upload and deletes it on the server (cancel, remove, leaving the page). */
  const stop = () => {
    attempt.current++;
    running.current = false;
    clearTimeout(noticeTimer.current);
    const tus = upload.current;
    upload.current = null;
    if (tus) void tus.abort(true).catch(() => undefined);
  };

  const pause = () => {
    void upload.current?.abort();
    dispatch({ type: 'paused' });
    notifyError(T.offlinePaused);
  };

  const onOffline = useEffectEvent(() => {
    if (state.phase === 'uploading' && !state.paused) pause();
  });
  const onOnline = useEffectEvent(() => {
    if (state.phase !== 'uploading' || !state.paused) return;
    notifyInfo(T.onlineResuming);
    dispatch({ type: 'resumed' });
    upload.current?.start();
    clearTimeout(noticeTimer.current);
    noticeTimer.current = setTimeout(() => {
      if (running.current) notifyInfo(T.stillUploading);
    }, RECONNECT_NOTICE_MS);
  });

  useEffect(() => {
    const offline = () => onOffline();
    const online = () => onOnline();
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);

  // Leaving the page (after 'Leave anyway') stops an upload still running; a finished one stays for its video.
  const onLeave = useEffectEvent(() => {
    if (running.current) stop();
  });
  useEffect(() => () => onLeave(), []);

  return {
    state,
    remembered,
    uploading: state.phase === 'uploading',
    choose: (file: File) => void choose(file),
    /** Cancel upload / Remove video: back to no file. */
    reset: () => {
      stop();
      dispatch({ type: 'reset' });
    },
  };
}

export type VideoUpload = ReturnType<typeof useVideoUpload>;
