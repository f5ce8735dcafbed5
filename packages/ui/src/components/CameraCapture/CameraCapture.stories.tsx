import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CameraCapture, type CameraCaptureProps } from './CameraCapture';
import type { MediaDevicesLike } from './useCameraStream';

type HarnessProps = Pick<
  CameraCaptureProps,
  'mode' | 'mediaDevices' | 'onCapture' | 'onStateChange' | 'allowFile' | 'cameraAllowed'
>;

/** Holds the photo the way a wizard step does. */
function CameraStep({ onCapture, ...props }: HarnessProps) {
  const [photo, setPhoto] = useState<string | null>(null);
  return (
    <CameraCapture
      {...props}
      photo={photo}
      onCapture={(captured) => {
        setPhoto(captured);
        onCapture(captured);
      }}
      onRetake={() => setPhoto(null)}
    />
  );
}

function imageHeight(dataUrl: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image.naturalHeight);
    image.onerror = reject;
    image.src = dataUrl;
  });
}

const denied: MediaDevicesLike = {
  getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
};
const noCamera: MediaDevicesLike = {
  getUserMedia: () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')),
};
const neverAnswers: MediaDevicesLike = { getUserMedia: () => new Promise<MediaStream>(() => undefined) };

/** 'Tirar foto' once the first frame is there (before that it shows the camera starting). */
async function readyToCapture(canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) {
  const button = canvas.getByRole('button', { name: 'Tirar foto' });
  await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'), { timeout: 30_000 });
  return button;
}

const meta = {
  title: 'Components/CameraCapture',
  component: CameraStep,
  args: { mode: 'document', onCapture: fn(), onStateChange: fn() },
} satisfies Meta<typeof CameraStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskingPermission: Story = {
  args: { mediaDevices: neverAnswers },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Permita o acesso à câmera para continuar.')).toHaveAttribute('role', 'status');
    await expect(args.onStateChange).toHaveBeenLastCalledWith('requesting');
  },
};

/** Allowed on an earlier step (the wizard's first): while the camera opens it is starting, nobody is asked again. */
export const AllowedAlreadySaysStarting: Story = {
  args: { mediaDevices: neverAnswers, cameraAllowed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Iniciando a câmera…')).toHaveAttribute('role', 'status');
    await expect(canvas.queryByText('Permita o acesso à câmera para continuar.')).toBeNull();
  },
};

/** Chromium's fake camera (test flags) answers: a real frame is captured. */
export const CapturesADocument: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await waitFor(() => expect(args.onStateChange).toHaveBeenLastCalledWith('live'), { timeout: 30_000 });
    const video = canvasElement.querySelector('video');
    if (!video) throw new Error('no video');
    await waitFor(() => expect(video.videoWidth).toBeGreaterThan(0), { timeout: 30_000 });
    const stream = video.srcObject as MediaStream;
    await expect(canvasElement.querySelector('[data-overlay="document"]')).not.toBeNull();
    await userEvent.click(await readyToCapture(canvas));
    await expect(args.onCapture).toHaveBeenCalledTimes(1);
    const photo = args.onCapture.mock.calls[0]?.[0] as string;
    await expect(photo.startsWith('data:image/jpeg;base64,')).toBe(true);
    await expect(await imageHeight(photo)).toBe(500);
    // The camera is closed once the photo is taken.
    await waitFor(() => expect(stream.getTracks().every((track) => track.readyState === 'ended')).toBe(true));
    const preview = canvas.getByRole('img', { name: 'Foto do documento' });
    await expect(preview.getBoundingClientRect().height).toBe(300);
    // The capture is said, and focus stays on the button that took it, now 'Tirar novamente' (A14).
    await expect(
      canvas.getByText('Foto do documento tirada. Confira se está nítida e legível antes de seguir.'),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('button', { name: 'Tirar novamente' })).toHaveFocus();
  },
};

export const Retake: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('video')?.videoWidth).toBeGreaterThan(0), {
      timeout: 30_000,
    });
    await userEvent.click(await readyToCapture(canvas));
    await userEvent.click(canvas.getByRole('button', { name: 'Tirar novamente' }));
    // The camera opens anew: asked again, never 'live' on the stream the first photo stopped.
    const calls = () => (args.onStateChange as unknown as { mock: { calls: unknown[][] } }).mock.calls;
    const states = () => calls().map(([state]) => state);
    await waitFor(() => expect(states().slice(states().lastIndexOf('captured'))).toContain('requesting'));
    await waitFor(() => expect(args.onStateChange).toHaveBeenLastCalledWith('live'), { timeout: 30_000 });
    await expect(canvas.queryByRole('img', { name: 'Foto do documento' })).toBeNull();
    // One press takes the second photo.
    await userEvent.click(await readyToCapture(canvas));
    await expect(await canvas.findByRole('button', { name: 'Tirar novamente' })).toBeVisible();
    await expect(args.onCapture).toHaveBeenCalledTimes(2);
  },
};

export const Selfie: Story = {
  args: { mode: 'selfie' },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onStateChange).toHaveBeenLastCalledWith('live'), { timeout: 30_000 });
    const video = canvasElement.querySelector('video');
    if (!video) throw new Error('no video');
    await expect(getComputedStyle(video).transform).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    await expect(canvasElement.querySelector('[data-overlay="selfie"]')).not.toBeNull();
  },
};

export const PermissionDenied: Story = {
  args: { mediaDevices: denied },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('abra as permissões do navegador');
    await expect(args.onStateChange).toHaveBeenLastCalledWith('denied');
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Escolher imagem' })).toBeVisible();
  },
};

export const NoCamera: Story = {
  args: { mediaDevices: noCamera },
  play: async ({ canvas, args, canvasElement }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não encontramos uma câmera');
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    // Choosing an image instead gives the same 500 px JPEG.
    const canvasEl = document.createElement('canvas');
    canvasEl.width = 800;
    canvasEl.height = 1000;
    canvasEl.getContext('2d')?.fillRect(0, 0, 800, 1000);
    const blob = await new Promise<Blob>((resolve) => canvasEl.toBlob((b) => resolve(b as Blob), 'image/png'));
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File([blob], 'documento.png', { type: 'image/png' }));
    await waitFor(() => expect(args.onCapture).toHaveBeenCalledTimes(1));
    const photo = args.onCapture.mock.calls[0]?.[0] as string;
    await expect(await imageHeight(photo)).toBe(500);
  },
};

export const Unsupported: Story = {
  args: { mediaDevices: null },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não encontramos uma câmera');
    await expect(args.onStateChange).toHaveBeenLastCalledWith('unavailable');
  },
};

function ClosableCamera(props: HarnessProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      {open && <CameraStep {...props} />}
      <button type="button" onClick={() => setOpen(false)}>
        Fechar câmera
      </button>
    </>
  );
}

export const ClosedOnUnmount: Story = {
  render: (args) => <ClosableCamera {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const video = await waitFor(
      () => {
        const element = canvasElement.querySelector('video');
        if (!element?.srcObject) throw new Error('the camera is not open yet');
        return element;
      },
      { timeout: 30_000 },
    );
    const stream = video.srcObject as MediaStream;
    await expect(stream.getTracks().some((track) => track.readyState === 'live')).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Fechar câmera' }));
    // The camera light goes off: every track is stopped.
    await waitFor(() => expect(stream.getTracks().every((track) => track.readyState === 'ended')).toBe(true));
  },
};

/** A camera that is allowed but has not sent a frame yet: the button says so instead of doing nothing. */
const silentCamera: MediaDevicesLike = { getUserMedia: () => Promise.resolve(new MediaStream()) };

export const StartingCamera: Story = {
  args: { mediaDevices: silentCamera },
  play: async ({ canvas }) => {
    const button = await canvas.findByRole('button', { name: 'Tirar foto' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Iniciando a câmera…')).toHaveAttribute('role', 'status');
    await userEvent.click(button);
    await expect(canvas.queryByRole('img', { name: 'Foto do documento' })).toBeNull();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const NoCameraWithoutFileChoice: Story = {
  args: { allowFile: false, mediaDevices: noCamera },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Não encontramos uma câmera');
    await expect(canvas.queryByRole('button', { name: 'Escolher imagem' })).toBeNull();
  },
};
