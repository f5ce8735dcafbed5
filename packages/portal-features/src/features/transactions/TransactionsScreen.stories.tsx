import { addDays, type TransactionFilters } from '@painel/api-client';
import { formatMoney } from '@painel/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyUsers } from '../../storybook/fixtures';
import { moneyStorySandbox, storyApi } from '../../storybook/moneyStories';
import { PortalStory } from '../../storybook/PortalStory';
import { laptopList, phoneList } from '../../storybook/phoneList';
import { LONG, visible } from '../../storybook/patience';

const story = moneyStorySandbox(storyUsers.merchant, storyUsers.admin, storyUsers.partner);

const meta = {
  title: 'Screens/Money/Transações',
  component: PortalStory,
  args: { path: '/dashboard/transactions', user: storyUsers.merchant, clock: story.clock },
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', ...story.parameters },
  beforeEach: story.reset,
} satisfies Meta<typeof PortalStory>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** Visible once the page transition has run. */
const lastDays = (days: number): TransactionFilters => ({
  from: addDays(story.today(), -(days - 1)),
  to: story.today(),
});
const tableNow = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Transações' })).getByRole('table');
const table = async (canvas: Canvas) => {
  await canvas.findByRole('region', { name: 'Transações' }, LONG);
  return tableNow(canvas);
};
/** The table once its rows have arrived (looked up again each time: a state change may replace it). */
const ready = async (canvas: Canvas) => {
  await table(canvas);
  await waitFor(() => expect(tableNow(canvas)).toHaveAttribute('aria-busy', 'false'), LONG);
  return tableNow(canvas);
};
const address = (canvas: Canvas) => canvas.getByRole('status', { name: 'Endereço atual' });

export const Merchant: Story = {
  play: async ({ canvas }) => {
    const list = await ready(canvas);
    const expected = await storyApi(story.sandbox, storyUsers.merchant).transactions(lastDays(7));
    const totals = canvas.getByRole('region', { name: 'Totais do filtro' });
    await expect(within(totals).getByRole('region', { name: 'Valor bruto' })).toHaveTextContent(
      formatMoney(expected.totals.gross),
    );
    await expect(within(totals).getByRole('region', { name: 'Valor líquido' })).toHaveTextContent(
      formatMoney(expected.totals.net),
    );
    await expect(within(list).getAllByRole('row').length).toBeGreaterThan(2);
    await visible(within(list).getByRole('link', { name: `Abrir transação ${expected.items[0]?.id}` }));
    // One total per meaning (D5): the footer gives no 'Valor' total (attempts included) beside the cards' gross,
    // and its net is the cards' net.
    const headers = within(list)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.replace(/[▲▼↕]/g, ''));
    const footer = within(list).getAllByRole('row').at(-1) as HTMLElement;
    const cells = within(footer).getAllByRole('cell');
    await expect(cells[headers.indexOf('Valor')]).toHaveTextContent(/^$/);
    await expect(cells[headers.indexOf('Valor líquido')]).toHaveTextContent(formatMoney(expected.totals.net));
  },
};

export const FilteredFromTheAddress: Story = {
  args: { path: '/dashboard/transactions?status=refused&periodo=last30' },
  play: async ({ canvas }) => {
    const list = await ready(canvas);
    const rows = within(list).getAllByRole('row').slice(1, -1);
    await expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) await visible(within(row).getByText('Recusada'));
    await visible(canvas.getByText('Status: Recusada'));
  },
};

export const Empty: Story = {
  args: { path: '/dashboard/transactions?busca=Ningu%C3%A9m%20Existe' },
  play: async ({ canvas }) => {
    // Nothing found: the empty state names the filters in force and offers to clear them.
    await visible(await canvas.findByText('Nenhum resultado para os filtros aplicados:', {}, LONG));
    await expect((await canvas.findAllByText(/Busca: Ninguém Existe/, {}, LONG)).length).toBeGreaterThan(0);
    const clear = canvas.getAllByRole('button', { name: 'Limpar filtros' }).at(-1) as HTMLElement;
    await userEvent.click(clear);
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/^\/dashboard\/transactions$/), LONG);
    await ready(canvas);
    await waitFor(() => expect(within(tableNow(canvas)).getAllByRole('row').length).toBeGreaterThan(2), LONG);
  },
};

export const ManyRows: Story = {
  args: { user: storyUsers.admin, path: '/dashboard/transactions?periodo=last30&itens=100' },
  play: async ({ canvas }) => {
    const list = await ready(canvas);
    // A header, 100 rows and the totals.
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(102), LONG);
    // The merchants' filter comes with the list of companies, which may answer after the rows.
    await visible(await canvas.findByRole('combobox', { name: 'Estabelecimento' }, LONG));
  },
};

export const Loading: Story = {
  // A period no other story asks for, so no answer cached by an earlier story shows up.
  args: { path: '/dashboard/transactions?periodo=yesterday' },
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET transactions', 'never');
  },
  play: async ({ canvas }) => {
    const list = await table(canvas);
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvas.getByRole('region', { name: 'Totais do filtro' })).getAllByText('–').length).toBe(4);
    await waitFor(() => expect(story.sandbox.received('GET transactions')).toBeGreaterThan(0), LONG);
  },
};

export const Failed: Story = {
  beforeEach: () => {
    story.reset();
    story.sandbox.force('GET transactions', 'server-error');
  },
  play: async ({ canvas }) => {
    const retry = await canvas.findByRole('button', { name: 'Tentar novamente' }, LONG);
    story.sandbox.force('GET transactions', null);
    await userEvent.click(retry);
    const list = await ready(canvas);
    await waitFor(() => expect(within(list).getAllByRole('row').length).toBeGreaterThan(2), LONG);
  },
};

/** The API refuses the list (403): the screen says so, and offers no retry that cannot work (D9). */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/transactions', () =>
          HttpResponse.json({ message: 'Você não tem permissão para ver transações.' }, { status: 403 }),
        ),
        ...story.sandbox.handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^Acesso não autorizado/, {}, LONG)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  },
};

export const ExportDownloads: Story = {
  play: async ({ canvas }) => {
    await ready(canvas);
    const expected = await storyApi(story.sandbox, storyUsers.merchant).transactions(lastDays(7));
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Exportar transações' });
    await expect(dialog).toHaveTextContent(`Todas as ${expected.total} transações`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    await visible(
      await canvas.findByText(
        `${expected.total} transações baixadas em transacoes_${lastDays(7).from}_a_${story.today()}.csv.`,
        {},
        LONG,
      ),
    );
  },
};

export const ExportBecomesAJob: Story = {
  args: {
    user: storyUsers.admin,
    path: `/dashboard/transactions?periodo=custom&de=${addDays(story.today(), -330)}&ate=${story.today()}`,
  },
  play: async ({ canvas }) => {
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Exportar CSV' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Exportar transações' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Todas as colunas' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    await visible(await canvas.findByText(/mais que 10\.000/, {}, LONG));
    await expect(canvas.getByRole('link', { name: 'Ver em Arquivos' })).toHaveAttribute(
      'href',
      '/dashboard/exported-files',
    );
    await expect(story.sandbox.db.read().exportJobs).toHaveLength(1);
    await expect(story.sandbox.db.read().exportJobs[0]?.columns).toContain('refusal');
  },
};

/** At 390 px: each row a card, its amount first, the filters folded. */
export const OnAPhone: Story = phoneList('Transações');

/** At 1280 px the status and money columns are in sight without scrolling the table. */
export const AtLaptopWidth: Story = laptopList('Transações', ['Status', 'Valor', 'Valor líquido']);

/** Staff see every merchant: whose sale each row is, with its status and amount, in sight at 1280 px. */
export const AdminAtLaptopWidth: Story = laptopList('Transações', ['Status', 'Valor', 'Estabelecimento'], {
  user: storyUsers.admin,
});

/** A partner sees its merchants' sales: the merchant column is on by default (D12). */
export const PartnerAtLaptopWidth: Story = laptopList('Transações', ['Status', 'Valor', 'Estabelecimento'], {
  user: storyUsers.partner,
});
