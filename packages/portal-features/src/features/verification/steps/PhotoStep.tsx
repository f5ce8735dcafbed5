import { CameraCapture, type MediaDevicesLike } from '@painel/ui';

export interface PhotoStepProps {
  text: string;
  mode: 'document' | 'selfie';
  photo: string | null;
  onCapture: (photo: string) => void;
  onRetake: () => void;
  mediaDevices: MediaDevicesLike | null;
  /** Whether an image file may stand in for the camera (PortalOptions.captureFallback). */
  allowFile: boolean;
  /** The camera was allowed on step 1. */
  cameraAllowed: boolean;
}

/** Steps 4, 5 and 7 (spec 4.1): live capture, then a preview with 'Tirar novamente'. */
export function PhotoStep({
  text,
  mode,
  photo,
  onCapture,
  onRetake,
  mediaDevices,
  allowFile,
  cameraAllowed,
}: PhotoStepProps) {
  return (
    <>
      <p>{text}</p>
      <CameraCapture
        mode={mode}
        photo={photo}
        onCapture={onCapture}
        onRetake={onRetake}
        mediaDevices={mediaDevices}
        allowFile={allowFile}
        cameraAllowed={cameraAllowed}
      />
    </>
  );
}
