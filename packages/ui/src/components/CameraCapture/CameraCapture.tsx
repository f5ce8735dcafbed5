import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { useUiMessageGroup } from '../../messages';
import { cameraMessages } from '../../messages/camera';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { Spinner } from '../Spinner';
import { captureFile, captureFrame, PREVIEW_HEIGHT } from './captureFrame';
import { CameraCaptureOverlay } from './CameraCaptureOverlay';
import { useCameraStream, type CameraState, type MediaDevicesLike } from './useCameraStream';

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
`;

const Stage = styled.div`
  position: relative;
  height: ${PREVIEW_HEIGHT}px;
  aspect-ratio: 4 / 3;
  max-width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: #000;
`;

const Video = styled.video<{ $mirrored: boolean }>`
  width: 100%;
  height: 100%;
  object-fit: cover;
  transform: ${({ $mirrored }) => ($mirrored ? 'scaleX(-1)' : 'none')};
`;

const Preview = styled.img`
  height: ${PREVIEW_HEIGHT}px;
  max-width: 100%;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Message = styled.p`
  margin: 0;
  max-width: 32rem;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export type CameraCaptureState = CameraState | 'captured';

export interface CameraCaptureProps {
  /** `document`: rear camera and a document frame. `selfie`: front camera, mirrored, with a face outline. */
  mode: 'document' | 'selfie';
  /** The captured photo as a JPEG data URL (controlled); null while capturing. */
  photo: string | null;
  /** A JPEG data URL, 500 px high, quality 1 (base64 after the comma). */
  onCapture: (photo: string) => void;
  /** 'Tirar novamente': the parent clears `photo` and the camera opens again. */
  onRetake: () => void;
  /** Permission and camera states, e.g. to enable a wizard's 'Próximo' once the camera is allowed. */
  onStateChange?: (state: CameraCaptureState) => void;
  /** Defaults to the browser's `navigator.mediaDevices` (null where there is none). */
  mediaDevices?: MediaDevicesLike | null;
  /** Without a camera (or its permission), offer an image file instead; true by default. */
  allowFile?: boolean;
  /**
   * The camera was allowed already (a wizard's first step): while it opens, say it is starting rather than ask for a
   * permission the user gave.
   */
  cameraAllowed?: boolean;
}

function browserMediaDevices(): MediaDevicesLike | null {
  // Undefined outside secure contexts (plain http), whatever the types say.
  return typeof navigator !== 'undefined' ? (navigator.mediaDevices ?? null) : null;
}

/**
 * Takes a photo with the camera: asks permission, shows the live picture with a guide, captures a
 * frame, and shows it with 'Tirar novamente'. Without a camera (or without permission) the user can
 * choose an image file instead. The camera is closed after capture and on unmount.
 */
export function CameraCapture({
  mode,
  photo,
  onCapture,
  onRetake,
  onStateChange,
  mediaDevices = browserMediaDevices(),
  allowFile = true,
  cameraAllowed = false,
}: CameraCaptureProps) {
  const messages = useUiMessageGroup('camera', cameraMessages);
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState(false);
  // 'Tirar foto' waits for the picture: a press before the first frame would capture nothing.
  const [framedStream, setFramedStream] = useState<MediaStream | null>(null);
  const [pressedEarly, setPressedEarly] = useState(false);
  // Said once a photo is taken here (not for a photo the parent hands back on a return to the step).
  const [justCaptured, setJustCaptured] = useState(false);
  if (justCaptured && photo === null) setJustCaptured(false);
  const captured = (taken: string) => {
    setJustCaptured(true);
    onCapture(taken);
  };
  const { state, stream, retry } = useCameraStream(
    mode === 'selfie' ? 'user' : 'environment',
    photo === null,
    mediaDevices,
  );
  const shownState: CameraCaptureState = photo ? 'captured' : state;
  const framed = stream !== null && framedStream === stream;

  useEffect(() => {
    onStateChange?.(shownState);
  }, [shownState, onStateChange]);

  useEffect(() => {
    const video = videoRef.current;
    if (video && stream) {
      video.srcObject = stream;
      void video.play().catch(() => undefined);
    }
  }, [stream]);

  const canCapture = (video: HTMLVideoElement | null): video is HTMLVideoElement =>
    video !== null && video.videoWidth > 0 && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA;

  const capture = () => {
    const video = videoRef.current;
    if (!canCapture(video)) {
      // Honoured as soon as a frame arrives.
      setPressedEarly(true);
      return;
    }
    setPressedEarly(false);
    captured(captureFrame(video, video.videoWidth, video.videoHeight));
  };

  const onFrame = () => {
    const video = videoRef.current;
    if (!canCapture(video)) return;
    setFramedStream(stream);
    if (pressedEarly) capture();
  };

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setFileError(false);
      captured(await captureFile(file));
    } catch {
      setFileError(true);
    }
  };

  const fileFallback = (
    <>
      <Button variant="secondary" onClick={() => fileRef.current?.click()}>
        {messages.chooseImage}
      </Button>
      <input
        ref={fileRef}
        type="file"
        accept="image/png,image/jpeg"
        capture={mode === 'selfie' ? 'user' : 'environment'}
        hidden
        onChange={(event) => {
          void chooseFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </>
  );

  return (
    <Root data-component="CameraCapture" data-state={shownState} data-mode={mode}>
      {photo ? (
        <>
          <Preview src={photo} alt={mode === 'selfie' ? messages.selfiePreview : messages.documentPreview} />
          <Actions>
            <Button variant="secondary" onClick={onRetake}>
              {messages.retake}
            </Button>
          </Actions>
        </>
      ) : state === 'live' || state === 'requesting' ? (
        <>
          <Stage role="img" aria-label={mode === 'selfie' ? messages.selfieLive : messages.documentLive}>
            <Video
              ref={videoRef}
              $mirrored={mode === 'selfie'}
              autoPlay
              playsInline
              muted
              onLoadedData={onFrame}
              onPlaying={onFrame}
            />
            <CameraCaptureOverlay mode={mode} />
          </Stage>
          {state === 'requesting' ? (
            <Message role="status">
              <Spinner size="sm" decorative /> {cameraAllowed ? messages.starting : messages.requesting}
            </Message>
          ) : (
            <Actions>
              <Button onClick={capture} loading={!framed || pressedEarly}>
                {messages.capture}
              </Button>
              {framed ? null : (
                <Message role="status" aria-live="polite">
                  {messages.starting}
                </Message>
              )}
            </Actions>
          )}
        </>
      ) : (
        <>
          <Message role="alert">{state === 'denied' ? messages.denied : messages.unavailable}</Message>
          <Actions>
            {state === 'denied' && <Button onClick={retry}>{messages.retry}</Button>}
            {allowFile ? fileFallback : null}
          </Actions>
        </>
      )}
      {fileError && <Message role="alert">{messages.imageError}</Message>}
      <VisuallyHidden role="status">
        {justCaptured && photo ? (mode === 'selfie' ? messages.selfieCaptured : messages.documentCaptured) : ''}
      </VisuallyHidden>
    </Root>
  );
}
