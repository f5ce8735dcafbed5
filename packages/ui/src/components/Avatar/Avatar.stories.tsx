import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SkinGallery } from '../../storybook/SkinGallery';
import { Avatar } from './Avatar';

// A 1×1 PNG, so the story needs no network.
const photo =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'Maria da Silva' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Maria da Silva' })).toHaveTextContent('MS');
    const root = canvasElement.querySelector('[data-component="Avatar"]') as HTMLElement;
    await expect(root.getBoundingClientRect().width).toBe(32);
  },
};

export const Photo: Story = {
  args: { src: photo },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Maria da Silva' }).tagName).toBe('IMG'));
  },
};

export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,quebrada' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Maria da Silva' })).toHaveTextContent('MS'));
  },
};

export const Large: Story = {
  args: { size: 64 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-component="Avatar"]') as HTMLElement;
    await expect(root.getBoundingClientRect().width).toBe(64);
  },
};

export const Skins: Story = {
  render: (args) => (
    <SkinGallery>
      <Avatar {...args} />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img', { name: 'Maria da Silva' })).toHaveLength(4);
  },
};
