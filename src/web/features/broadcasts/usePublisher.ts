import { useCallback, useEffect, useRef, useState } from 'react';
import { CHUNK_MS, captureFailure, parsePublishMessage, publishSocketUrl, recorderMimeType, type CaptureFailure } from './publish.ts';

export type PublishSource = 'camera' | 'screen';
export type PublisherPhase = 'idle' | 'preview' | 'connecting' | 'live' | 'ended';
export type PublisherError = { kind: CaptureFailure | 'connection' | 'refused'; message?: string };

export interface CaptureChoice {
  source: PublishSource;
  /** A camera's deviceId, or '' for the default one. */
  cameraId: string;
  /** A microphone's deviceId, '' for the default one, or 'none' for no sound. */
  microphoneId: string;
}

export interface Devices {
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
}

const NO_MIC = 'none';
const device = (id: string): MediaTrackConstraints | boolean => (id ? { deviceId: { exact: id } } : true);

/** The camera and microphone, or the screen with the microphone's sound mixed in as its audio track. */
async function capture(choice: CaptureChoice): Promise<MediaStream> {
  const media = navigator.mediaDevices;
  if (typeof media?.getUserMedia !== 'function') throw Object.assign(new Error('no media devices'), { name: 'NotSupportedError' });
  const audio = choice.microphoneId === NO_MIC ? false : device(choice.microphoneId);
  if (choice.source === 'camera') return media.getUserMedia({ video: device(choice.cameraId), audio });
  if (typeof media.getDisplayMedia !== 'function') throw Object.assign(new Error('no screen capture'), { name: 'NotSupportedError' });
  const screen = await media.getDisplayMedia({ video: true, audio: false });
  if (!audio) return screen;
  try {
    const mic = await media.getUserMedia({ audio });
    return new MediaStream([...screen.getVideoTracks(), ...mic.getAudioTracks()]);
  } catch (error) {
    screen.getTracks().forEach((t) => t.stop());
    throw error;
  }
}

/**
 * "Go live from this browser": a preview of the camera (or the screen), then MediaRecorder's webm chunks, one about
 * every second, sent as binary messages on the broadcast's publish socket (s-common-30). The server answers `live`
 * once it has packaged the first bytes, `ended` when the broadcast ends and `refused` (with its words) when it will
 * not take the stream; a socket closed under a live stream is an error the organizer answers by going live again
 * (the ingest keeps the broadcast open for a reconnect).
 */
export function usePublisher(broadcastId: string) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const socketRef = useRef<WebSocket | null>(null);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const [phase, setPhase] = useState<PublisherPhase>('idle');
  const [error, setError] = useState<PublisherError | null>(null);
  const [devices, setDevices] = useState<Devices>({ cameras: [], microphones: [] });

  const releaseCamera = useCallback(() => {
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  /**
   * Ends the recorder and the socket; `then` is the phase (and error) to show after. The preview stays for another
   * try (a refusal, a lost connection), and the camera is let go once the broadcast ended or the capture stopped.
   */
  const hangUp = useCallback(
    (then: PublisherPhase, failure: PublisherError | null = null) => {
      const recorder = recorderRef.current;
      recorderRef.current = null;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      const socket = socketRef.current;
      socketRef.current = null;
      if (socket) {
        socket.onclose = null;
        socket.onmessage = null;
        if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close(1000);
      }
      if (then === 'ended' || then === 'idle') releaseCamera();
      setPhase(then);
      setError(failure);
    },
    [releaseCamera],
  );

  useEffect(() => () => hangUp('idle'), [hangUp]);

  const startPreview = useCallback(
    async (choice: CaptureChoice) => {
      releaseCamera();
      setError(null);
      try {
        const stream = await capture(choice);
        streamRef.current = stream;
        if (videoRef.current) videoRef.current.srcObject = stream;
        // Labels are only given once the page may use a device.
        const all = await navigator.mediaDevices.enumerateDevices();
        setDevices({ cameras: all.filter((d) => d.kind === 'videoinput'), microphones: all.filter((d) => d.kind === 'audioinput') });
        // Sharing stopped from the browser's own bar ends the stream as Stop would.
        stream.getVideoTracks()[0]?.addEventListener('ended', () => hangUp('idle'));
        setPhase('preview');
      } catch (failure) {
        setPhase('idle');
        setError({ kind: captureFailure(failure) });
      }
    },
    [hangUp, releaseCamera],
  );

  const goLive = useCallback(() => {
    const stream = streamRef.current;
    const mimeType = typeof MediaRecorder === 'undefined' ? null : recorderMimeType((t) => MediaRecorder.isTypeSupported(t));
    if (!stream || !mimeType) {
      setError({ kind: 'unsupported' });
      return;
    }
    setError(null);
    setPhase('connecting');
    const socket = new WebSocket(publishSocketUrl(window.location, broadcastId));
    socketRef.current = socket;
    socket.onopen = () => {
      const recorder = new MediaRecorder(stream, { mimeType });
      recorderRef.current = recorder;
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0 && socket.readyState === WebSocket.OPEN) socket.send(event.data);
      };
      recorder.start(CHUNK_MS);
    };
    socket.onmessage = (event) => {
      const message = parsePublishMessage(event.data);
      if (message?.state === 'live') setPhase('live');
      else if (message?.state === 'ended') hangUp('ended');
      else if (message?.state === 'refused') hangUp('preview', { kind: 'refused', ...(message.message ? { message: message.message } : {}) });
    };
    socket.onclose = () => hangUp('preview', { kind: 'connection' });
  }, [broadcastId, hangUp]);

  /**
   * Stops sending (the last chunk flushes first); the caller ends the broadcast through the API. The server may close
   * the socket before the API answers: from here that is the end, not a lost connection.
   */
  const stopSending = useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (socketRef.current) socketRef.current.onclose = () => hangUp('ended');
        const recorder = recorderRef.current;
        if (!recorder || recorder.state === 'inactive') return resolve();
        recorder.addEventListener('stop', () => resolve(), { once: true });
        recorder.stop();
      }),
    [hangUp],
  );

  return { videoRef, phase, error, devices, startPreview, goLive, stopSending, finish: () => hangUp('ended'), releaseCamera };
}
