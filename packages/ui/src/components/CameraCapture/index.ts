export { CameraCapture } from './CameraCapture';
export type { CameraCaptureProps, CameraCaptureState } from './CameraCapture';
export { CAPTURE_HEIGHT, JPEG_QUALITY, PREVIEW_HEIGHT, captureWidth } from './captureFrame';
export type { MediaDevicesLike } from './useCameraStream';
