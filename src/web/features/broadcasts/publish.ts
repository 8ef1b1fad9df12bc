/**
 * The pure parts of "Go live from this browser": the publish socket's address, the server's messages on it, the
 * recorder's format and what a capture failure means. The hook that drives the camera, MediaRecorder and the socket
 * is usePublisher.ts.
 */

/** What the ingest says on the publish socket (s-common-30: JSON text messages). */
export type PublishState = 'live' | 'ended' | 'refused';
export interface PublishMessage {
  state: PublishState;
  message?: string;
}

/** MediaRecorder's timeslice: a chunk about every second keeps the server's packager a second behind the camera. */
export const CHUNK_MS = 1000;

/** The WebSocket address of a broadcast's browser ingest, on this page's own host (the session cookie goes with it). */
export function publishSocketUrl(location: Pick<Location, 'protocol' | 'host'>, broadcastId: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/v1/broadcasts/${encodeURIComponent(broadcastId)}/publish`;
}

const STATES: readonly string[] = ['live', 'ended', 'refused'];

/** A text message of the socket as the server's word, or null for anything else (binary, broken JSON, unknown state). */
export function parsePublishMessage(data: unknown): PublishMessage | null {
  if (typeof data !== 'string') return null;
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { state, message } = value as { state?: unknown; message?: unknown };
  if (typeof state !== 'string' || !STATES.includes(state)) return null;
  return typeof message === 'string' && message ? { state: state as PublishState, message } : { state: state as PublishState };
}

/** The webm flavours the ingest takes, best first (the server's ffmpeg reads each). */
const RECORDER_TYPES = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm;codecs=vp8', 'video/webm'];

/** The first webm type this browser records, or null (Safari records mp4 only: the page says it cannot go live). */
export function recorderMimeType(isTypeSupported: (type: string) => boolean): string | null {
  return RECORDER_TYPES.find((type) => isTypeSupported(type)) ?? null;
}

/** Why the camera, microphone or screen could not be used. */
export type CaptureFailure = 'denied' | 'no-device' | 'in-use' | 'unsupported' | 'failed';

/** A getUserMedia / getDisplayMedia refusal by its DOMException name. */
export function captureFailure(error: unknown): CaptureFailure {
  const name = error instanceof Error || (error && typeof error === 'object' && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-device';
  if (name === 'NotReadableError' || name === 'AbortError') return 'in-use';
  if (name === 'TypeError' || name === 'NotSupportedError') return 'unsupported';
  return 'failed';
}
