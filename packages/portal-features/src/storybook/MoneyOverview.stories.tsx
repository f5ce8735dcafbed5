import { todayInSaoPaulo } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { sandboxFor, storyUsers } from './fixtures';
import { MoneyOverview } from './MoneyOverview';

/** The address bar and the browser's Back, for the stories of filters kept in the URL. */
function Address() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <p style={{ display: 'flex', gap: 8, alignItems: 'center', margin: 0 }}>
      <button type="button" onClick={() => void navigate(-1)}>
        Voltar (navegador)
      </button>
      <output aria-label="Endereço atual">{pathname + search}</output>
    </p>
  );
}

const sandbox = sandboxFor(storyUsers.client);

const meta = {
  title: 'Money/Overview',
  component: MoneyOverview,
  args: { token: storyUsers.client.accessToken ?? '', today: todayInSaoPaulo() },
  parameters: { layout: 'fullscreen', msw: { handlers: sandbox.handlers }, initialAddress: '/dashboard/transactions' },
  decorators: [
    (Story, { parameters }) => (
      <MemoryRouter initialEntries={[String(parameters.initialAddress)]}>
        <Address />
        <Story />
      </MemoryRouter>
    ),
  ],
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
    await expect(canvas.getByRole('application', { name: /^Volume por dia e forma de pagamento/ })).toBeVisible();
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

/** On a phone the list is cards, its totals first and the same as the cards': no table to scroll sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const list = await canvas.findByRole('region', { name: 'Transações' }, { timeout: 60_000 });
    await waitFor(() => expect(list).toHaveAttribute('aria-busy', 'false'), { timeout: 60_000 });
    await expect(within(list).queryByRole('table')).toBeNull();
    const totals = within(list).getByRole('region', { name: 'Totais' });
    const volume = canvas.getByRole('region', { name: 'Volume transacionado' });
    await expect(money(within(totals).getByText('Valor').nextElementSibling?.textContent)).toBe(
      money(within(volume).getByText(/^R\$/).textContent),
    );
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
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

const address = (canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement }) =>
  canvas.getByRole('status', { name: 'Endereço atual' }).textContent ?? '';
const settled = async (canvas: { getByRole: (role: string) => HTMLElement }) =>
  waitFor(() => expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'false'), { timeout: 60_000 });

export const FiltersInTheUrl: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('table', {}, { timeout: 60_000 });
    await settled(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Paga' }));
    await settled(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(address(canvas)).toBe('/dashboard/transactions?status=paid&pagina=2'));
    await settled(canvas);
    // Any other change goes back to page 1.
    await userEvent.click(canvas.getByRole('button', { name: 'Pix' }));
    await waitFor(() => expect(address(canvas)).toBe('/dashboard/transactions?status=paid&forma=pix'));
    await settled(canvas);
    // Back restores the previous view: the filters and the page.
    await userEvent.click(canvas.getByRole('button', { name: 'Voltar (navegador)' }));
    await waitFor(() => expect(address(canvas)).toBe('/dashboard/transactions?status=paid&pagina=2'));
    await expect(canvas.getByRole('button', { name: 'Pix' })).toHaveAttribute('aria-pressed', 'false');
    await settled(canvas);
    await expect(canvas.getAllByText(/^Página 2 de/)[0]).toBeInTheDocument();
    // Removing one filter keeps the others.
    await userEvent.click(canvas.getByRole('button', { name: 'Remover filtro Status: Paga' }));
    await waitFor(() => expect(address(canvas)).toBe('/dashboard/transactions'));
  },
};

export const OpenedFromALink: Story = {
  parameters: { initialAddress: '/dashboard/transactions?periodo=last30&status=refused&forma=credit&ordem=valor' },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', {}, { timeout: 60_000 });
    await settled(canvas);
    await expect(canvas.getByRole('combobox', { name: 'Período' })).toHaveValue('last30');
    await expect(canvas.getByRole('button', { name: 'Recusada' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Crédito' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('columnheader', { name: /Valor$/ })).toHaveAttribute('aria-sort', 'descending');
    const rows = within(canvas.getByRole('table')).getAllByRole('row').slice(1, -1);
    for (const row of rows) await expect(row).toHaveTextContent('Recusada');
  },
};
