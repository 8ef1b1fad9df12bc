import { useCallback, useEffect, useRef, useState } from 'react';
import { CHECK_IN_PAGE_TEXTS } from '../tickets/index.ts';

/** The parts of the Barcode Detection API the scanner uses (not yet in TypeScript's DOM library). */
interface DetectedBarcode {
  rawValue: string;
  format: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats?: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

const detectorClass = (): BarcodeDetectorClass | null =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window
    ? ((window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector ?? null)
    : null;

/** After a read the scanner rests, so one QR code held in front of the camera is one check-in. */
export const SCAN_PAUSE_MS = 1800;
/** The same code read again within this time is ignored. */
export const SAME_CODE_MS = 5000;

export type ScannerState =
  { kind: 'idle' } | { kind: 'starting' } | { kind: 'scanning' } | { kind: 'unsupported' } | { kind: 'error'; message: string };

function cameraError(error: unknown): string {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return CHECK_IN_PAGE_TEXTS.cameraBlocked;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return CHECK_IN_PAGE_TEXTS.noCamera;
  if (name === 'NotReadableError') return CHECK_IN_PAGE_TEXTS.cameraInUse;
  return CHECK_IN_PAGE_TEXTS.cameraFailed;
}

/**
 * Scans QR codes with the device camera through the browser's BarcodeDetector (getUserMedia video, one detect per
 * animation frame, never two at once). `onCode` gets each new code; scanning rests SCAN_PAUSE_MS after a read.
 * Without the API (Firefox, older Safari) the state is 'unsupported' and the typed code is the way in.
 */
export function useQrScanner(onCode: (code: string) => void) {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const frameRef = useRef<number | null>(null);
  const pausedUntil = useRef(0);
  const last = useRef<{ code: string; at: number } | null>(null);
  const onCodeRef = useRef(onCode);
  const [state, setState] = useState<ScannerState>(() =>
    detectorClass() && typeof navigator.mediaDevices?.getUserMedia === 'function' ? { kind: 'idle' } : { kind: 'unsupported' },
  );

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  const stop = useCallback(() => {
    if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
    frameRef.current = null;
    streamRef.current?.getTracks().forEach((t) => t.stop());
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((s) => (s.kind === 'unsupported' ? s : { kind: 'idle' }));
  }, []);

  const start = useCallback(async () => {
    const Detector = detectorClass();
    if (!Detector || typeof navigator.mediaDevices?.getUserMedia !== 'function') {
      setState({ kind: 'unsupported' });
      return;
    }
    try {
      const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
      if (!formats.includes('qr_code')) {
        setState({ kind: 'unsupported' });
        return;
      }
    } catch {
      // Some browsers have no getSupportedFormats; try anyway.
    }
    setState({ kind: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    } catch (error) {
      setState({ kind: 'error', message: cameraError(error) });
      return;
    }
    streamRef.current = stream;
    const video = videoRef.current;
    if (!video) {
      stream.getTracks().forEach((t) => t.stop());
      setState({ kind: 'idle' });
      return;
    }
    video.srcObject = stream;
    video.setAttribute('playsinline', 'true');
    video.muted = true;
    try {
      await video.play();
    } catch {
      // Autoplay rules: the stream still shows once the user interacts; detection waits for frames.
    }
    const detector = new Detector({ formats: ['qr_code'] });
    let busy = false;
    const tick = () => {
      frameRef.current = requestAnimationFrame(tick);
      const now = performance.now();
      if (busy || now < pausedUntil.current || video.readyState < 2) return;
      busy = true;
      detector
        .detect(video)
        .then((codes) => {
          const code = codes.find((c) => c.rawValue)?.rawValue?.trim();
          if (!code) return;
          const at = performance.now();
          if (last.current && last.current.code === code && at - last.current.at < SAME_CODE_MS) return;
          last.current = { code, at };
          pausedUntil.current = at + SCAN_PAUSE_MS;
          onCodeRef.current(code);
        })
        .catch(() => undefined)
        .finally(() => {
          busy = false;
        });
    };
    frameRef.current = requestAnimationFrame(tick);
    setState({ kind: 'scanning' });
  }, []);

  /** Rests the scanner for `ms` (while a check-in is answered, or after a result). */
  const pause = useCallback((ms: number) => {
    pausedUntil.current = Math.max(pausedUntil.current, performance.now() + ms);
  }, []);

  useEffect(() => stop, [stop]);

  return { videoRef, state, start, stop, pause };
}
