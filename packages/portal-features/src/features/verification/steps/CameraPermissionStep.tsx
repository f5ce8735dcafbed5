import { Button, uiMessages, type MediaDevicesLike } from '@painel/ui';
import { useEffect, useRef, useState } from 'react';
import { verificationMessages } from '../messages';
import { useMessages } from '../../../core/copy/MessagesContext';

export type CameraPermission = 'unknown' | 'requesting' | 'granted' | 'denied' | 'unavailable';

/** Asks for the camera once and lets it go: the photo steps open it again when they need it. */
export async function requestCamera(mediaDevices: MediaDevicesLike | null): Promise<CameraPermission> {
  if (!mediaDevices) return 'unavailable';
  try {
    const stream = await mediaDevices.getUserMedia({ video: true });
    stream.getTracks().forEach((track) => track.stop());
    return 'granted';
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    return name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable';
  }
}

export interface CameraPermissionStepProps {
  permission: CameraPermission;
  onPermission: (permission: CameraPermission) => void;
  mediaDevices: MediaDevicesLike | null;
}

/** Step 1 (spec 4.1): 'Próximo' waits for the camera; a refusal says how to allow it again. */
export function CameraPermissionStep({ permission, onPermission, mediaDevices }: CameraPermissionStepProps) {
  const m = useMessages('verification', verificationMessages).camera;
  // 'Permitir câmera' goes away once allowed: focus moves to what says so, and the next Tab reaches 'Próximo'.
  const granted = useRef<HTMLParagraphElement>(null);
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (asked && permission === 'granted') granted.current?.focus();
  }, [asked, permission]);
  const ask = async () => {
    setAsked(true);
    onPermission('requesting');
    onPermission(await requestCamera(mediaDevices));
  };

  return (
    <>
      <p>{m.text}</p>
      {permission === 'granted' ? (
        <p ref={granted} role="status" tabIndex={-1}>
          {m.granted}
        </p>
      ) : (
        <div>
          <Button variant="secondary" loading={permission === 'requesting'} onClick={() => void ask()}>
            {m.allow}
          </Button>
        </div>
      )}
      {permission === 'denied' ? <p role="alert">{uiMessages.camera.denied}</p> : null}
      {permission === 'unavailable' ? <p role="alert">{uiMessages.camera.unavailable}</p> : null}
    </>
  );
}
