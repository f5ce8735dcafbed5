import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sharedStorySandbox, storyUsers } from '../../storybook/fixtures';
import { PortalStory } from '../../storybook/PortalStory';

const shared = sharedStorySandbox();

/** L1: the accessibility statement of LBI 13.146/2015 art. 63, public, linked from every page's footer. */
const meta = {
  title: 'Screens/AccessibilityStatement',
  component: PortalStory,
  parameters: { layout: 'fullscreen', msw: shared.msw },
  beforeEach: shared.beforeEach,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor reads it without signing in: the standards, the status, the known limits and whom to write to. */
export const Statement: Story = {
  args: { path: '/acessibilidade' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Declaração de acessibilidade' }, { timeout: 60_000 }),
    ).toBeVisible();
    await expect(canvas.getByText(/art\. 63 da Lei Brasileira de Inclusão/)).toBeVisible();
    for (const name of ['Padrões seguidos', 'Situação', 'Como verificamos', 'Limitações conhecidas', 'Contato'])
      await expect(canvas.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(canvas.getByText(/WCAG 2\.2, nível AA, e eMAG 3\.1/)).toBeVisible();
    const limits = canvas.getByRole('heading', { level: 2, name: 'Limitações conhecidas' })
      .parentElement as HTMLElement;
    await expect(within(limits).getAllByRole('listitem').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'acessibilidade@painel.dev' })).toHaveAttribute(
      'href',
      'mailto:acessibilidade@painel.dev',
    );
    await waitFor(() => expect(document.title).toBe('Declaração de acessibilidade | Painel'));
  },
};

/** Every signed-in page links to it from its footer, with the accessibility symbol; the link opens it. */
export const LinkedFromTheFooter: Story = {
  args: { path: '/pages/account-settings', user: storyUsers.client },
  play: async ({ canvas }) => {
    const footer = await canvas.findByRole('contentinfo', {}, { timeout: 60_000 });
    const link = within(footer).getByRole('link', { name: 'Acessibilidade' });
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(link);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Declaração de acessibilidade' }, { timeout: 60_000 }),
    ).toBeVisible();
  },
};
