import type { Meta, StoryObj } from '@storybook/react-vite';
import { correction, generate } from 'lean-qr';
import { expect, waitFor } from 'storybook/test';
import { QrCode } from './QrCode';

const PIX =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: { value: PIX, label: 'QR Code Pix' },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Drawn as one path whose modules match lean-qr's symbol for the value, dark on white in every skin. */
export const PixCode: Story = {
  play: async ({ canvas }) => {
    const image = await canvas.findByRole('img', { name: 'QR Code Pix' }, { timeout: 30_000 });
    const modules = generate(PIX, { minCorrectionLevel: correction.M }).size;
    await expect(image.getAttribute('viewBox')).toBe(`-4 -4 ${modules + 8} ${modules + 8}`);
    await expect(image.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(100);
    await expect(getComputedStyle(image.parentElement as HTMLElement).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

export const LinkAddress: Story = {
  args: { value: 'https://painel.dev/checkout/0123456789abcdef0123', label: 'QR Code do link', size: 160 },
  play: async ({ canvas, args }) => {
    const image = await canvas.findByRole('img', { name: 'QR Code do link' }, { timeout: 30_000 });
    await waitFor(() => expect(image.getBoundingClientRect().width).toBeLessThanOrEqual((args.size ?? 0) + 1));
  },
};
