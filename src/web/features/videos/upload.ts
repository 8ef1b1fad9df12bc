import { DetailedError } from 'tus-js-client';
import { VIDEO_FORM_TEXTS as T, VIDEO_LIMITS, VIDEO_MESSAGES } from '../../../contracts/videos.messages.ts';

/**
 * The pure parts of a video upload (content-management 4, 5 Video, 8 Videos): the upload's states, the checks made
 * before a file is sent, and the words for each way it can fail. useVideoUpload.ts runs tus-js-client around them.
 */

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; size: number; percent: number; paused: boolean }
  | { phase: 'uploaded'; fileName: string; size: number; passthroughUuid: string }
  | { phase: 'error'; message: string };

export type UploadEvent =
  | { type: 'started'; fileName: string; size: number }
  | { type: 'progress'; sent: number; total: number }
  | { type: 'paused' }
  | { type: 'resumed' }
  | { type: 'finished'; passthroughUuid: string }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

export const IDLE_UPLOAD: UploadState = { phase: 'idle' };

/** tus retries a failed request after these delays (a lock wait, a dropped connection) before giving up. */
export const UPLOAD_RETRY_DELAYS = [0, 1000, 3000, 5000, 10000, 20000];

/** After the connection returns, the second notice ('Video is still uploading...') follows this much later. */
export const RECONNECT_NOTICE_MS = 3000;

/** Bytes sent as a whole percent (0..100). */
export function uploadPercent(sent: number, total: number): number {
  if (!(total > 0) || !(sent > 0)) return 0;
  return Math.min(100, Math.floor((sent / total) * 100));
}

/** The next state of an upload; events that do not fit the current state (a late progress report) change nothing. */
export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'started':
      return { phase: 'uploading', fileName: event.fileName, size: event.size, percent: 0, paused: false };
    case 'failed':
      return { phase: 'error', message: event.message };
    case 'reset':
      return IDLE_UPLOAD;
    default:
      break;
  }
  if (state.phase !== 'uploading') return state;
  switch (event.type) {
    case 'progress':
      return { ...state, percent: uploadPercent(event.sent, event.total) };
    case 'paused':
      return { ...state, paused: true };
    case 'resumed':
      return { ...state, paused: false };
    case 'finished':
      return { phase: 'uploaded', fileName: state.fileName, size: state.size, passthroughUuid: event.passthroughUuid };
  }
}

/** The client's checks before anything is sent: at most 5 GB, and an MP4 or MOV type (the server checks the bytes). */
export function videoFileProblem(file: { size: number; type: string }): string | null {
  if (file.size > VIDEO_LIMITS.fileBytes) return VIDEO_MESSAGES.fileTooLarge;
  if (!(VIDEO_LIMITS.fileTypes as readonly string[]).includes(file.type)) return VIDEO_MESSAGES.wrongFileType;
  return null;
}

/** How an upload request failed: the answer's status and body, or `status` null when no answer came back. */
export interface UploadFailure {
  status: number | null;
  body: string;
  online: boolean;
}

/**
 * What a tus error says about the request behind it: its method, and the answer's status and body (status null: the
 * request got no answer; 0: no request was made, a local failure).
 */
export function whatFailed(error: Error): Omit<UploadFailure, 'online'> & { method: string | null } {
  if (!(error instanceof DetailedError)) return { method: null, status: 0, body: '' };
  const answer = error.originalResponse;
  return { method: error.originalRequest?.getMethod() ?? null, status: answer ? answer.getStatus() : null, body: answer?.getBody() ?? '' };
}

/** The longest plain-text answer shown as it is (tus answers its refusals in plain text). */
const PLAIN_ANSWER_MAX = 300;

/** A server's words in an answer body: the API's JSON error message, or a short plain-text line (not an HTML page). */
export function answerMessage(body: string): string {
  const text = body.trim();
  if (!text) return '';
  try {
    const parsed: unknown = JSON.parse(text);
    const message = parsed && typeof parsed === 'object' ? (parsed as { message?: unknown }).message : undefined;
    return typeof message === 'string' ? message : '';
  } catch {
    return text.length <= PLAIN_ANSWER_MAX && !text.startsWith('<') ? text : '';
  }
}

/**
 * The upload's error message: the spec's file messages for the server's 413 and 415 (it checks the size and the
 * content too), the network message when offline or when no answer came back (a dropped connection), otherwise the
 * server's words or 'Upload failed. Please try again.'.
 */
export function uploadErrorMessage(failure: UploadFailure): string {
  if (failure.status === 413) return VIDEO_MESSAGES.fileTooLarge;
  if (failure.status === 415) return VIDEO_MESSAGES.wrongFileType;
  if (!failure.online || failure.status === null) return T.networkErrorUpload;
  return answerMessage(failure.body) || T.uploadFailed;
}

/** direct_upload_url failed: a network failure (status 0) or anything else. */
export const uploadUrlErrorMessage = (status: number): string => (status === 0 ? T.networkErrorUrl : T.uploadUrlFailed);

/**
 * The page's upload address is on another origin than the page (opened at 127.0.0.1 while PUBLIC_URL says
 * localhost): its policy, CORS and the session cookie of another site would all stop the upload, which tus would
 * report as a failure without an answer ('check your internet'). Said plainly instead, before anything is sent.
 */
export function uploadAddressProblem(uploadUrl: string, pageOrigin: string): string | null {
  const { origin } = new URL(uploadUrl, pageOrigin);
  return origin === pageOrigin ? null : T.uploadAddressElsewhere(origin);
}

/**
 * The key an unfinished upload is remembered under in the browser: the owner and the file (name, type, size, date),
 * not the upload URL, so the same file chosen again after a reload finds its upload before a new session is opened.
 */
export function videoFingerprint(ownerId: string, file: { name: string; type: string; size: number; lastModified: number }): string {
  return ['ovation-video', ownerId, file.name, file.type, file.size, file.lastModified].join('-');
}

/** An upload tus remembers in the browser: its URL and the metadata it was created with. */
export interface RememberedUpload {
  uploadUrl: string | null;
  metadata: Record<string, string>;
  creationTime: string;
}

/** The latest remembered upload of an owner that can be resumed (it has its URL and its session's passthrough id). */
export function latestUpload<U extends RememberedUpload>(uploads: readonly U[], ownerId: string): U | null {
  const time = (u: U) => Date.parse(u.creationTime) || 0;
  const usable = uploads.filter((u) => u.uploadUrl && u.metadata.passthroughUuid && u.metadata.ownerId === ownerId);
  return usable.reduce<U | null>((latest, u) => (latest === null || time(u) > time(latest) ? u : latest), null);
}

/**
 * A remembered upload the server no longer knows (its session expired, was refused, or is another account's): the
 * HEAD that resumes it was refused. A new session and upload replace it. 423 is a busy lock, which tus retries.
 */
export function isStaleResume(method: string | null, status: number | null): boolean {
  return method === 'HEAD' && status !== null && status >= 400 && status < 500 && status !== 423;
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people: '512 B', '4.2 MB', '1.5 GB'. */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const shown = unit === 0 || value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${shown} ${UNITS[unit]}`;
}

/** A custom thumbnail before it is sent: an image (by its type; the server checks the bytes) of at most 8 MB. */
export function thumbnailFileProblem(file: { size: number; type: string }): string | null {
  if (!file.type.startsWith('image/')) return VIDEO_MESSAGES.thumbnailNotImage;
  if (file.size > VIDEO_LIMITS.thumbnailBytes) return VIDEO_MESSAGES.thumbnailTooLarge;
  return null;
}

/** A thumbnail the server refused: too large (413), otherwise the format message. */
export const thumbnailUploadMessage = (status: number): string =>
  status === 413 ? VIDEO_MESSAGES.thumbnailTooLarge : VIDEO_MESSAGES.thumbnailNotImage;
