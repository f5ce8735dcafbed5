import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChipSelect, Money, SearchField, StatusBadge, formatInteger, formatMoney, type DataColumn } from '@painel/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LONG } from '../../storybook/patience';
import { PatternStory } from '../../storybook/PatternStory';
import { phoneList } from '../../storybook/phoneList';
import { chipLabels, filterChips } from './filterChips';
import { defineListView, textField, valuesField } from './listView';
import { ListScreen } from './ListScreen';
import { moneyMessages } from '../money/messages';
import { useListView } from './useListView';

const statuses = ['paid', 'pending', 'refused'] as const;
type Status = (typeof statuses)[number];
const statusLabels: Record<Status, string> = { paid: 'Pago', pending: 'Pendente', refused: 'Recusado' };
const tones = { paid: 'success', pending: 'warning', refused: 'danger' } as const;

interface Order {
  id: string;
  customer: string;
  amount: number;
  status: Status;
}

const customers = ['Ana Lima', 'Bruno Souza', 'Carla Dias', 'Diego Rocha', 'Elisa Prado', 'Fábio Nunes'];
/** 240 orders, so the list has pages to move through. */
const allOrders: Order[] = Array.from({ length: 240 }, (_, index) => ({
  id: `PED${String(index + 1).padStart(4, '0')}`,
  customer: customers[index % customers.length] ?? '',
  amount: 1_000 + ((index * 7_919) % 90_000),
  status: statuses[index % 3] ?? 'paid',
}));

const orderView = defineListView({
  status: valuesField('status', statuses),
  q: textField('busca'),
});

type Mode = 'ready' | 'empty' | 'loading' | 'failsOnce' | 'forbidden';

/** An endpoint in the page: what a list's SWR hook gives, from the orders above. */
function useOrders(filters: { status: Status[]; q: string; page: number; pageSize: number }, mode: Mode) {
  const [answer, setAnswer] = useState<{ key: string; data?: Page; error?: unknown }>({ key: '' });
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify({ filters, attempt });
  useEffect(() => {
    if (mode === 'loading') return undefined;
    let current = true;
    void Promise.resolve().then(() => {
      if (!current) return;
      if (mode === 'forbidden') return setAnswer({ key, error: { status: 403 } });
      if (mode === 'failsOnce' && attempt === 0) return setAnswer({ key, error: { status: 500 } });
      const matching = (mode === 'empty' ? [] : allOrders).filter(
        (order) =>
          (!filters.status.length || filters.status.includes(order.status)) &&
          (!filters.q || order.customer.toLowerCase().includes(filters.q.toLowerCase()) || order.id === filters.q),
      );
      const start = (filters.page - 1) * filters.pageSize;
      setAnswer({
        key,
        data: {
          items: matching.slice(start, start + filters.pageSize),
          total: matching.length,
          amount: matching.reduce((sum, order) => sum + order.amount, 0),
        },
      });
    });
    return () => {
      current = false;
    };
  }, [key, mode, attempt, filters]);
  const mutate = useCallback(() => setAttempt((previous) => previous + 1), []);
  return answer.key === key ? { data: answer.data, error: answer.error, mutate } : { mutate };
}

interface Page {
  items: Order[];
  total: number;
  amount: number;
}

const columns: DataColumn<Order>[] = [
  { id: 'id', label: 'Pedido', cell: (order) => order.id, hideable: false },
  { id: 'customer', label: 'Cliente', cell: (order) => order.customer, wrap: true },
  { id: 'amount', label: 'Valor', align: 'end', cell: (order) => <Money cents={order.amount} /> },
  {
    id: 'status',
    label: 'Status',
    cell: (order) => <StatusBadge tone={tones[order.status]}>{statusLabels[order.status]}</StatusBadge>,
  },
];

/** A list screen as the back-office writes one: its view, its endpoint, its filters, columns and figures. */
function OrderList({ mode }: { mode: Mode }) {
  const list = useListView(orderView, { today: '2026-11-26' });
  const { state, change } = list;
  const chip = chipLabels(moneyMessages);
  const filters = useMemo(
    () => ({ status: state.status, q: state.q, page: state.page, pageSize: state.pageSize }),
    [state],
  );
  return (
    <ListScreen
      list={list}
      query={useOrders(filters, mode)}
      header={<p>Os pedidos da loja, do mais novo ao mais antigo.</p>}
      chips={filterChips(state, { status: chip.values('Status', statusLabels), q: chip.text('Busca') })}
      filters={
        <>
          <ChipSelect
            label="Status"
            options={statuses.map((value) => ({ value, label: statusLabels[value] }))}
            value={state.status}
            onChange={(status) => change({ status })}
          />
          <SearchField label="Cliente ou pedido" value={state.q} onSearch={(q) => change({ q })} />
        </>
      }
      figures={{
        title: 'Totais do filtro',
        id: 'pedidos-totais',
        items: [
          { label: 'Número de pedidos', value: (d) => formatInteger(d.total) },
          { label: 'Valor dos pedidos', value: (d) => formatMoney(d.amount) },
        ],
      }}
      table={{
        label: 'Pedidos',
        columns,
        rowKey: (order) => order.id,
        rows: (d) => d.items,
        total: (d) => d.total,
        emptyMessage: 'Nenhum pedido ainda. Compartilhe um link de pagamento para vender.',
        rowLink: (order) => ({ href: '/outra-pagina', label: `Abrir pedido ${order.id}` }),
      }}
    />
  );
}

/**
 * `core/list`'s `ListScreen` (with `defineListView` and `useListView`): how every list screen loads, filters,
 * pages, fails and empties, shown on a list of orders in the page.
 */
const meta = {
  title: 'Core/List/ListScreen',
  component: OrderList,
  args: { mode: 'ready' },
  decorators: [
    (Story, context) => (
      <PatternStory path={String(context.parameters.path ?? '/pedidos')}>
        <Story />
      </PatternStory>
    ),
  ],
  globals: { viewport: { value: 'laptop', isRotated: false } },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

const address = (canvas: { getByLabelText: (text: string) => HTMLElement }) => canvas.getByLabelText('Endereço atual');

/** A long list at 1280 px: the page, the next one in the URL, and every filter kept in it. */
export const LongListAtLaptopWidth: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Pedidos' }, LONG);
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'), LONG);
    await expect(within(table).getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByRole('region', { name: 'Pedidos' }).parentElement).toHaveTextContent('240');
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima página' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/pedidos?pagina=2'));
    await expect(await within(table).findByText('PED0021')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Itens por página' }), '50');
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/^\/pedidos\?itens=50$/));
  },
};

/** A filter goes back to page 1, each chip removes its own filter, and Back restores the view before. */
export const FiltersInTheAddress: Story = {
  parameters: { path: '/pedidos?pagina=3' },
  play: async ({ canvas }) => {
    await canvas.findByRole('table', { name: 'Pedidos' }, LONG);
    await userEvent.click(canvas.getByRole('button', { name: 'Recusado' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/^\/pedidos\?status=refused$/));
    const search = canvas.getByRole('searchbox', { name: 'Cliente ou pedido' });
    await userEvent.type(search, 'Carla{Enter}');
    await waitFor(() => expect(address(canvas)).toHaveTextContent('/pedidos?status=refused&busca=Carla'));
    await expect(await canvas.findByRole('region', { name: 'Pedidos' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover filtro Status: Recusado' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/^\/pedidos\?busca=Carla$/));
    await expect(canvas.getByRole('button', { name: 'Remover filtro Busca: Carla' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { mode: 'loading' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Pedidos' }, LONG);
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('region', { name: 'Pedidos' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Valor dos pedidos' })).toHaveTextContent('–');
    await expect(canvas.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
  },
};

/** Nothing yet, no filter on: the screen's own words and what to do next. */
export const Empty: Story = {
  args: { mode: 'empty' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Nenhum pedido ainda/, {}, LONG)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Limpar filtros' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Número de pedidos' })).toHaveTextContent('0');
  },
};

/** Filters that keep nothing: they are named, and one button clears them all. */
export const FilteredEmpty: Story = {
  parameters: { path: '/pedidos?status=refused&busca=Ninguém' },
  play: async ({ canvas }) => {
    const said = await canvas.findByText('Nenhum resultado para os filtros aplicados:', {}, LONG);
    const message = said.parentElement as HTMLElement;
    await expect(within(message).getByText('Status: Recusado')).toBeVisible();
    await userEvent.click(within(message).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(address(canvas)).toHaveTextContent(/^\/pedidos$/));
    await expect(await canvas.findByText('PED0001', {}, LONG)).toBeVisible();
  },
};

/** A failed load says so and offers to try again; the retry loads the list. */
export const FailedThenRetried: Story = {
  args: { mode: 'failsOnce' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Não foi possível carregar');
    await expect(canvas.getByRole('region', { name: 'Valor dos pedidos' })).toHaveTextContent('–');
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect(await canvas.findByText('PED0001', {}, LONG)).toBeVisible();
  },
};

/** A 403: said plainly, with no retry that could not work. */
export const PermissionDenied: Story = {
  args: { mode: 'forbidden' },
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert', {}, LONG);
    await expect(alert).toHaveTextContent('Acesso não autorizado: seu perfil não pode ver estes dados.');
    await expect(within(alert).queryByRole('button')).toBeNull();
  },
};

/** The same long list on a phone: cards with the amount first, the filters folded. */
export const LongListOnAPhone: Story = { ...phoneList('Pedidos'), args: { mode: 'ready' } };
