import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Novo total do link: R$ 120,00', 'aria-live': 'polite' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read by a screen reader, one pixel on screen: nothing a sighted person sees, nothing that moves the layout. */
export const ReadNotSeen: Story = {
  play: async ({ canvas }) => {
    const text = canvas.getByText('Novo total do link: R$ 120,00');
    await expect(text).toHaveAttribute('aria-live', 'polite');
    const box = text.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(text).position).toBe('absolute');
  },
};
