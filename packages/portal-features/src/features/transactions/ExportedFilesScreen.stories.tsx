import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox } from '../../storybook/moneyStories';
import { PortalStory } from '../../storybook/PortalStory';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.admin);

/** Two exports of the administrator: one ready, one that finishes while the page is open. */
const withJobs = () => {
  story.reset();
  const today = story.today();
  story.sandbox.db.update((state) => {
    const job = (id: string, createdAtMs: number) => ({
      id,
      createdAt: `${today}T09:00:00-03:00`,
      createdAtMs,
      requestedBy: storyUsers.admin.email,
      filename: `transacoes_${id}.csv`,
      rows: 23_456,
      query: { from: today, to: today },
      columns: ['id', 'amount'],
    });
    state.exportJobs = [job('EXPNOVO', Date.now()), job('EXPPRONTO', Date.now() - 60_000)];
  });
};

const meta = {
  title: 'Screens/Money/Arquivos',
  component: PortalStory,
  args: { path: '/dashboard/exported-files', user: storyUsers.admin, clock: story.clock },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', ...story.parameters },
  beforeEach: story.reset,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Visible once the page transition has run. */

export const Empty: Story = {
  play: async ({ canvas }) => {
    await visible(await canvas.findByText(/Nenhum arquivo exportado ainda/, {}, LONG));
    await expect(canvas.getByRole('link', { name: 'Ir para Transações' })).toHaveAttribute(
      'href',
      '/dashboard/transactions',
    );
  },
};

export const GeneratingThenReady: Story = {
  beforeEach: withJobs,
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Arquivos exportados' }, LONG);
    // The table shows its skeleton rows first: wait for the jobs, as a person does.
    await visible(await within(table).findByText('Gerando', {}, LONG));
    await expect(within(table).getAllByText('23.456')).toHaveLength(2);
    // The page asks again while a file is being generated, and offers it once ready.
    await waitFor(() => expect(within(table).queryByText('Gerando')).toBeNull(), LONG);
    await expect(within(table).getAllByText('Concluído')).toHaveLength(2);
    await userEvent.click(within(table).getByRole('button', { name: 'Baixar transacoes_EXPPRONTO.csv' }));
    await waitFor(() => expect(story.sandbox.received('GET exports/{id}/file')).toBe(1), LONG);
    await expect(within(table).queryByRole('alert')).toBeNull();
  },
};

export const Failed: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET exports', 'server-error');
  },
  play: async ({ canvas }) => {
    await visible(await canvas.findByText('Não foi possível carregar os arquivos.', {}, LONG));
    story.sandbox.force('GET exports', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await visible(await canvas.findByText(/Nenhum arquivo exportado ainda/, {}, LONG));
  },
};
