import { useCallback, useEffect, useRef, useState } from 'react';

export type CameraState = 'requesting' | 'live' | 'denied' | 'unavailable';
export type FacingMode = 'environment' | 'user';

export type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia'>;

function stop(stream: MediaStream | null) {
  stream?.getTracks().forEach((track) => track.stop());
}

interface Opened {
  /** Which request this answers; an answer to an older request counts as still asking. */
  key: string;
  state: CameraState;
  stream: MediaStream | null;
}

/**
 * Opens the camera while `active`, and closes it (every track stopped, so the camera light goes
 * off) when `active` turns false or the component unmounts.
 */
export function useCameraStream(facingMode: FacingMode, active: boolean, mediaDevices: MediaDevicesLike | null) {
  const [attempt, setAttempt] = useState(0);
  const [opened, setOpened] = useState<Opened>({ key: '', state: 'requesting', stream: null });
  const streamRef = useRef<MediaStream | null>(null);
  // Each opening is a request of its own: after a close (a photo taken, the next step), the stream answered
  // to the previous opening is stopped and must not count as live (its stale frame let 'Tirar foto' look ready).
  const [openings, setOpenings] = useState(active ? 1 : 0);
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpenings((count) => count + 1);
  }
  const key = `${facingMode}:${attempt}:${active ? openings : 'closed'}`;

  useEffect(() => {
    if (!active || !mediaDevices) return;
    let cancelled = false;
    mediaDevices
      .getUserMedia({ video: { facingMode: { ideal: facingMode }, height: { ideal: 720 } }, audio: false })
      .then((stream) => {
        if (cancelled) {
          stop(stream);
          return;
        }
        streamRef.current = stream;
        setOpened({ key, state: 'live', stream });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const name = error instanceof Error ? error.name : '';
        setOpened({
          key,
          state: name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable',
          stream: null,
        });
      });
    return () => {
      cancelled = true;
      stop(streamRef.current);
      streamRef.current = null;
    };
  }, [key, active, facingMode, mediaDevices]);

  const current = opened.key === key;
  const state: CameraState = !mediaDevices ? 'unavailable' : current ? opened.state : 'requesting';
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, stream: current ? opened.stream : null, retry };
}
