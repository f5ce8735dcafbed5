import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { formatMoney } from '../../format/format';
import { SkinGallery, skinGalleryA11y } from '../../storybook/SkinGallery';
import { saleRows, type SaleRow } from '../../storybook/moneyFixtures';
import { DateTime, Money } from '../Money';
import { StatusBadge } from '../StatusBadge';
import { DataTable, type DataColumn, type DataTableProps, type TableSort } from './DataTable';
import type { ColumnPreferences } from './columnPreferences';

const columns: DataColumn<SaleRow>[] = [
  { id: 'id', label: 'ID', cell: (row) => row.id, hideable: false },
  { id: 'status', label: 'Status', cell: (row) => <StatusBadge tone={row.tone}>{row.status}</StatusBadge> },
  { id: 'createdAt', label: 'Data/hora', cell: (row) => <DateTime value={row.createdAt} />, sortable: true },
  { id: 'customer', label: 'Cliente', cell: (row) => row.customer },
  { id: 'method', label: 'Forma de pagamento', cell: (row) => row.method },
  { id: 'nsu', label: 'NSU', cell: (row) => row.nsu, defaultHidden: true },
  { id: 'gross', label: 'Valor bruto', cell: (row) => <Money cents={row.gross} />, align: 'end', sortable: true },
  { id: 'fees', label: 'Taxas', cell: (row) => <Money cents={-row.fees} />, align: 'end' },
  { id: 'net', label: 'Valor líquido', cell: (row) => <Money cents={row.net} />, align: 'end' },
];

const all = saleRows(137);
const sum = (rows: SaleRow[], key: 'gross' | 'fees' | 'net') => rows.reduce((total, row) => total + row[key], 0);

type ServerTableProps = Partial<DataTableProps<SaleRow>> & {
  rowsInSet?: SaleRow[];
  onNavigateSpy?: (href: string) => void;
};

/** The table as a screen drives it: page, size and sort held outside, one page "from the server" at a time. */
function ServerTable({ rowsInSet = all, onNavigateSpy, ...overrides }: ServerTableProps) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [sort, setSort] = useState<TableSort>({ columnId: 'createdAt', direction: 'desc' });
  const [preferences, setPreferences] = useState<ColumnPreferences | null>(null);
  const sorted = [...rowsInSet].sort((a, b) => {
    const key = sort.columnId === 'gross' ? 'gross' : 'createdAt';
    const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <DataTable
      label="Transações"
      columns={columns}
      rows={sorted.slice((page - 1) * pageSize, page * pageSize)}
      rowKey={(row) => row.id}
      status="ready"
      total={rowsInSet.length}
      page={page}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(1);
      }}
      totals={{
        gross: formatMoney(sum(rowsInSet, 'gross')),
        fees: formatMoney(-sum(rowsInSet, 'fees')),
        net: formatMoney(sum(rowsInSet, 'net')),
      }}
      rowLink={(row) => ({ href: `/dashboard/transactions/preview/${row.id}`, label: `Ver transação ${row.id}` })}
      onNavigate={onNavigateSpy}
      columnPreferences={preferences}
      onColumnPreferencesChange={setPreferences}
      {...overrides}
    />
  );
}

const meta = {
  title: 'Money/DataTable',
  component: ServerTable,
  args: { onNavigateSpy: fn() },
} satisfies Meta<typeof ServerTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent?.replace(/[▲▼↕]/g, '').trim());

export const ServerDriven: Story = {
  play: async ({ canvas, args }) => {
    const table = canvas.getByRole('table');
    await expect(canvas.getByText('137 resultados')).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 20 + 1);
    // The totals are the whole filtered set's, not the page's.
    const footer = within(table).getAllByRole('row').at(-1) as HTMLElement;
    await expect(footer).toHaveTextContent(formatMoney(sum(all, 'net')));
    await expect(canvas.getAllByText('Página 1 de 7')[0]).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await expect(canvas.getAllByText('Página 2 de 7')[0]).toBeInTheDocument();

    // The polite region says the count and the page when rows arrive; after a sort, the order first (A8, A9).
    await expect(canvas.getByText('137 resultados. Página 2 de 7.')).toHaveAttribute('aria-live', 'polite');
    // The header keeps the column's name (each cell is read with it); that it sorts is the button's description.
    const sortButton = canvas.getByRole('button', { name: 'Valor bruto' });
    await expect(sortButton).toHaveAccessibleDescription('Ordenar por Valor bruto');
    await userEvent.click(sortButton);
    await expect(canvas.getByRole('columnheader', { name: 'Valor bruto' })).toHaveAttribute('aria-sort', 'descending');
    await expect(
      await canvas.findByText('Ordenado por Valor bruto, decrescente. 137 resultados. Página 1 de 7.'),
    ).toHaveAttribute('aria-live', 'polite');
    await expect(sortButton).toHaveFocus();
    const firstGross = within(within(table).getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[5];
    await expect(firstGross).toHaveTextContent(formatMoney(Math.max(...all.map((row) => row.gross))));

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Itens por página' }), '50');
    await expect(within(table).getAllByRole('row')).toHaveLength(1 + 50 + 1);

    // The row's link opens the detail, with the keyboard too.
    const link = canvas.getAllByRole('link', { name: /^Ver transação / })[0] as HTMLElement;
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigateSpy).toHaveBeenCalledWith(
      expect.stringMatching(/^\/dashboard\/transactions\/preview\/TX/),
    );
  },
};

export const ChooseColumns: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(headers(table)).not.toContain('NSU');
    await userEvent.click(canvas.getByRole('button', { name: 'Escolher colunas' }));
    const panel = await canvas.findByRole('group', { name: 'Colunas' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'NSU' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Cliente' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Mover Valor líquido para cima' }));
    // Focus stays with the moved column and its new place is said.
    await expect(within(panel).getByRole('button', { name: 'Mover Valor líquido para cima' })).toHaveFocus();
    await expect(within(panel).getByRole('status')).toHaveTextContent('Valor líquido: coluna 8 de 9.');
    await expect(headers(table)).toEqual([
      'ID',
      'Status',
      'Data/hora',
      'Forma de pagamento',
      'NSU',
      'Valor bruto',
      'Valor líquido',
      'Taxas',
    ]);
    await expect(within(panel).getByRole('checkbox', { name: 'ID' })).toBeDisabled();
    // At the top its ↑ turns disabled: focus goes to its ↓, not to the page's body.
    for (let press = 0; press < 7; press += 1) await userEvent.keyboard('{Enter}');
    await expect(within(panel).getByRole('button', { name: 'Mover Valor líquido para cima' })).toBeDisabled();
    await expect(within(panel).getByRole('button', { name: 'Mover Valor líquido para baixo' })).toHaveFocus();
    await expect(within(panel).getByRole('status')).toHaveTextContent('Valor líquido: coluna 1 de 9.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Restaurar colunas' }));
    await expect(headers(table)).toContain('Cliente');
    await expect(headers(table)).not.toContain('NSU');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(table).toHaveAttribute('aria-busy', 'true');
    // The skeleton keeps the header and the page's rows, so nothing jumps when the answer comes.
    await expect(headers(table)).toHaveLength(8);
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  },
};

export const EmptyWithFilters: Story = {
  args: { rowsInSet: [], activeFilters: ['Status: Chargeback', 'Bandeira: Amex'], onClearFilters: fn() },
  play: async ({ canvas, args }) => {
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent('Nenhum resultado para os filtros aplicados:');
    await expect(message).toHaveTextContent('Status: Chargeback');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { rowsInSet: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhum resultado encontrado.');
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
  },
};

export const EmptyInTheScreensWords: Story = {
  args: { rowsInSet: [], emptyMessage: 'Nenhuma venda ainda. Compartilhe um link de pagamento para vender.' },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent('Nenhuma venda ainda. Compartilhe um link de pagamento para vender.');
    await expect(message).not.toHaveTextContent('Nenhum resultado encontrado.');
  },
};

export const FiltersOutrankTheScreensWords: Story = {
  args: { ...EmptyWithFilters.args, emptyMessage: 'Nenhuma venda ainda.' },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent('Nenhum resultado para os filtros aplicados:');
    await expect(message).not.toHaveTextContent('Nenhuma venda ainda.');
  },
};

export const LoadError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Não foi possível carregar os dados.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tentar novamente' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ManyRows: Story = {
  render: (args) => <ServerTable {...args} rowsInSet={saleRows(1_000)} />,
  play: async ({ canvas }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Itens por página' }), '100');
    const table = canvas.getByRole('table');
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(100));
    await expect(canvas.getByText('1.000 resultados')).toBeVisible();
    // The header stays in view while the rows scroll under it.
    const header = table.querySelector('thead th') as HTMLElement;
    await expect(getComputedStyle(header).position).toBe('sticky');
    const scroller = canvas.getByRole('region', { name: 'Transações' });
    scroller.scrollTop = 2_000;
    await waitFor(() =>
      expect(header.getBoundingClientRect().top).toBeGreaterThanOrEqual(scroller.getBoundingClientRect().top - 1),
    );
  },
};

export const Skins: Story = {
  parameters: { a11y: skinGalleryA11y },
  render: (args) => (
    <SkinGallery>
      <ServerTable {...args} rowsInSet={saleRows(7)} />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('table')).toHaveLength(4);
    await expect(canvas.getAllByText('Estorno pendente')).toHaveLength(4);
  },
};

export const PartnerBrand: Story = { ...Skins, globals: { brand: 'limao' } };

/** On a phone each row is a card: amount and status on top, each column a named line, the ID the row's link. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement, args }) => {
    // The cards' code loads on a phone only.
    const list = await canvas.findByRole('region', { name: 'Transações' });
    await expect(within(list).queryByRole('table')).toBeNull();
    const totals = within(list).getByRole('region', { name: 'Totais' });
    await expect(totals).toHaveTextContent(`Valor bruto${formatMoney(sum(all, 'gross'))}`);
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(20);
    const newest = [...all].sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0]!;
    const first = cards[0]!;
    // The amount first, then the status, then who and when.
    await expect(first.textContent?.indexOf(formatMoney(newest.gross))).toBe(0);
    await expect(first).toHaveTextContent(newest.status);
    await expect(within(first).getByText('Cliente').nextElementSibling).toHaveTextContent(newest.customer);
    // Totals come before the rows.
    await expect(totals.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await userEvent.click(within(first).getByRole('link', { name: `Ver transação ${newest.id}` }));
    await expect(args.onNavigateSpy).toHaveBeenCalledWith(`/dashboard/transactions/preview/${newest.id}`);
  },
};

/** A phone has no column headers: the order is chosen above the cards, and the first card follows it. */
export const PhoneSort: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('region', { name: 'Transações' });
    const order = within(list).getByRole('combobox', { name: 'Ordenar por' });
    await userEvent.selectOptions(order, 'Valor bruto (crescente)');
    const smallest = [...all].sort((a, b) => a.gross - b.gross)[0]!;
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]?.textContent?.indexOf(formatMoney(smallest.gross))).toBe(0),
    );
    await expect(order).toHaveDisplayValue('Valor bruto (crescente)');
    await userEvent.selectOptions(order, 'Valor bruto (decrescente)');
    const largest = [...all].sort((a, b) => b.gross - a.gross)[0]!;
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]?.textContent?.indexOf(formatMoney(largest.gross))).toBe(0),
    );
  },
};
