/** Spec 9: photos are JPEG at quality 1, 500 px high (width by aspect); previews are 300 px high. */
export const CAPTURE_HEIGHT = 500;
export const PREVIEW_HEIGHT = 300;
export const JPEG_QUALITY = 1;

/** Width that keeps the source's aspect at the capture height. */
export function captureWidth(sourceWidth: number, sourceHeight: number, height = CAPTURE_HEIGHT): number {
  if (sourceWidth <= 0 || sourceHeight <= 0) throw new Error('[@painel/ui CameraCapture] the source has no size yet');
  return Math.round((height * sourceWidth) / sourceHeight);
}

/** Draws a video frame or an image at 500 px high and returns it as a JPEG data URL (base64). */
export function captureFrame(source: CanvasImageSource, sourceWidth: number, sourceHeight: number): string {
  const canvas = document.createElement('canvas');
  canvas.height = CAPTURE_HEIGHT;
  canvas.width = captureWidth(sourceWidth, sourceHeight);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('[@painel/ui CameraCapture] no 2D canvas');
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

/** The same for an image file chosen instead of the camera. */
export async function captureFile(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    return captureFrame(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
