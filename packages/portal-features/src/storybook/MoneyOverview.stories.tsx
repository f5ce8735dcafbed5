import { todayInSaoPaulo } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sandboxFor, storyUsers } from './fixtures';
import { MoneyOverview } from './MoneyOverview';

const sandbox = sandboxFor(storyUsers.client);

const meta = {
  title: 'Money/Overview',
  component: MoneyOverview,
  args: { token: storyUsers.client.accessToken ?? '', today: todayInSaoPaulo() },
  parameters: { layout: 'fullscreen', msw: { handlers: sandbox.handlers } },
  beforeEach: () => {
    sandbox.reset();
    sandbox.db.update((state) => {
      state.sessions[storyUsers.client.accessToken ?? ''] = {
        email: storyUsers.client.email,
        expires: Date.now() + 3_600_000,
      };
    });
  },
} satisfies Meta<typeof MoneyOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

const money = (text: string | null | undefined) => Number((text ?? '').replace(/[^\d-]/g, ''));

export const OnGeneratedData: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: undefined }, { timeout: 60_000 });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'), { timeout: 60_000 });
    // The list's totals row and the cards say the same numbers: one query, one ledger.
    const volume = canvas.getByRole('region', { name: 'Volume transacionado' });
    const footer = within(table).getAllByRole('row').at(-1) as HTMLElement;
    const cells = within(footer).getAllByRole('cell');
    await expect(money(cells[5]?.textContent)).toBe(money(within(volume).getByText(/^R\$/).textContent));
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(2);
    // The week's chart has a bar stack per day with sales.
    await expect(canvas.getByRole('img', { name: /^Volume por dia e forma de pagamento/ })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Histórico da transação' })).toBeVisible();
  },
};

export const FilteredByStatus: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', {}, { timeout: 60_000 });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'), { timeout: 60_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Recusada' }));
    await waitFor(() => expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'false'), { timeout: 60_000 });
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1, -1);
    for (const row of rows) await expect(row).toHaveTextContent('Recusada');
    // Refused sales move no money: the net total of the filtered set is zero.
    await expect(canvas.getByRole('region', { name: 'Valor líquido' })).toHaveTextContent('R$ 0,00');
  },
};

export const Phone: Story = {
  ...OnGeneratedData,
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const PartnerBrand: Story = { ...OnGeneratedData, globals: { brand: 'sol' } };

const failing = sandboxFor(storyUsers.client);

export const WhenTheApiFails: Story = {
  parameters: { msw: { handlers: failing.handlers } },
  beforeEach: () => {
    failing.force('GET transactions', 'server-error');
    return () => failing.force('GET transactions', null);
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert', {}, { timeout: 60_000 })).toHaveTextContent(
      'Não foi possível carregar os dados.',
    );
    // Nothing stale stands in for the figures.
    await expect(canvas.getByRole('region', { name: 'Volume transacionado' })).toHaveTextContent('–');
    failing.force('GET transactions', null);
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'false'), { timeout: 60_000 });
  },
};
