import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { sandboxFor, storyUsers } from '../../storybook/fixtures';
import { PortalStory } from '../../storybook/PortalStory';

const meta = {
  title: 'Screens/Portal/AccessControl',
  component: PortalStory,
  args: { path: '/access-control' },
  globals: { viewport: { value: 'desktop' } },
  // The shell reads the session policy: the users' sessions are the sandbox's.
  parameters: { layout: 'fullscreen', msw: { handlers: sandboxFor(storyUsers.admin, storyUsers.operator).handlers } },
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAnalytics: Story = {
  args: { user: storyUsers.admin },
  play: async ({ canvas }) => {
    const common = await canvas.findByRole('region', { name: 'Cartão comum' });
    // Visible once the page transition has run.
    await waitFor(() => expect(common).toBeVisible());
    await expect(canvas.getByRole('region', { name: 'Analytics' })).toBeVisible();
  },
};

export const WithoutAnalytics: Story = {
  args: { user: storyUsers.operator },
  play: async ({ canvas }) => {
    const common = await canvas.findByRole('region', { name: 'Cartão comum' });
    await waitFor(() => expect(common).toBeVisible());
    await expect(canvas.queryByRole('region', { name: 'Analytics' })).toBeNull();
  },
};
