import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGES } from '../../../../shared/messages.ts';
import { loadQrDetector, type QrDetector } from '../lib/qr-detector.ts';

/** How often a frame is read: a few times a second finds a code held up at once without heating the phone. */
export const SCAN_EVERY_MS = 250;
/** A code read again within this time (held in front of the camera, say) is not scanned again. */
export const SAME_CODE_QUIET_MS = 4_000;

/**
 * How soon after the door opens the QR reader is loaded (the ponyfill and its WebAssembly, where the browser has no
 * reader of its own), so that a door that loses its signal later can still start its camera.
 */
export const PRELOAD_AFTER_MS = 1_000;

export type CameraState = { kind: 'off' } | { kind: 'starting' } | { kind: 'on' } | { kind: 'failed'; message: string };

interface Session {
  stream: MediaStream | null;
  timer: ReturnType<typeof setTimeout> | undefined;
  stopped: boolean;
  /** When each code was last in view. */
  seen: Map<string, number>;
}

function end(session: Session): void {
  session.stopped = true;
  clearTimeout(session.timer);
  session.stream?.getTracks().forEach((track) => track.stop());
}

/**
 * The door's camera: `start` opens the environment-facing camera into the video element and reads it a few times a
 * second; each code seen is handed to `onCode` once, and not again while it stays in view or for a few seconds after.
 */
export function useCameraScanner(onCode: (text: string) => void) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>({ kind: 'off' });
  const session = useRef<Session | null>(null);
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  });

  const stop = useCallback(() => {
    if (session.current) end(session.current);
    session.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState({ kind: 'off' });
  }, []);

  const start = useCallback(async () => {
    if (session.current) return;
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ kind: 'failed', message: MESSAGES.cameraUnsupported });
      return;
    }
    const current: Session = { stream: null, timer: undefined, stopped: false, seen: new Map() };
    session.current = current;
    setState({ kind: 'starting' });
    const detecting = loadQrDetector();
    detecting.catch(() => undefined);
    let detector: QrDetector;
    try {
      current.stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    } catch {
      if (session.current === current) session.current = null;
      setState({ kind: 'failed', message: MESSAGES.cameraDenied });
      return;
    }
    try {
      detector = await detecting;
    } catch {
      end(current);
      if (session.current === current) session.current = null;
      setState({ kind: 'failed', message: MESSAGES.scannerFailed });
      return;
    }
    const video = videoRef.current;
    // Stopped (or the screen left) while the camera opened.
    if (current.stopped || !video) {
      end(current);
      return;
    }
    video.srcObject = current.stream;
    await video.play().catch(() => undefined);
    setState({ kind: 'on' });

    const read = async () => {
      if (current.stopped) return;
      if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        try {
          const now = Date.now();
          for (const text of await detector.detect(video)) {
            const last = current.seen.get(text);
            current.seen.set(text, now);
            if (last === undefined || now - last > SAME_CODE_QUIET_MS) onCodeRef.current(text);
          }
          for (const [text, at] of current.seen) if (now - at > SAME_CODE_QUIET_MS) current.seen.delete(text);
        } catch {
          // A frame the detector could not read: the next one.
        }
      }
      if (!current.stopped) current.timer = setTimeout(() => void read(), SCAN_EVERY_MS);
    };
    void read();
  }, []);

  useEffect(() => {
    const timer = setTimeout(() => void loadQrDetector().catch(() => undefined), PRELOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  // Leaving the door turns the camera off.
  useEffect(
    () => () => {
      if (session.current) end(session.current);
      session.current = null;
    },
    [],
  );

  return { videoRef, state, start, stop };
}
