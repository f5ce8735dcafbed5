import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, fn, userEvent, within } from 'storybook/test';
import { SkinGallery, skinGalleryA11y } from '../../storybook/SkinGallery';
import { AmountRange, type AmountRangeValue } from './AmountRange';
import { ChipSelect } from './ChipSelect';
import { FilterBar } from './FilterBar';
import { PeriodPicker } from './PeriodPicker';
import { SearchField } from './SearchField';
import { presetPeriod, type Period } from './period';

const TODAY = '2026-11-26';
const statusOptions = [
  { value: 'paid', label: 'Paga' },
  { value: 'refused', label: 'Recusada' },
  { value: 'refunded', label: 'Estornada' },
  { value: 'chargeback', label: 'Chargeback' },
];
const recognise = (text: string) =>
  /^TX\d{14}$/i.test(text)
    ? 'ID da transação'
    : /^\d{9}$/.test(text)
      ? 'NSU'
      : /^\d{4}$/.test(text)
        ? 'últimos 4 dígitos'
        : text.includes('@')
          ? 'e-mail'
          : 'nome';

interface Filters {
  period: Period;
  status: string[];
  amount: AmountRangeValue;
  q: string;
}

/** The bar as a list screen holds it; `onFiltersChange` sees every change. */
function Filters({ onFiltersChange }: { onFiltersChange: (filters: Filters) => void }) {
  const [filters, setFilters] = useState<Filters>({
    period: presetPeriod('last7', TODAY),
    status: [],
    amount: { min: null, max: null },
    q: '',
  });
  const update = (patch: Partial<Filters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    onFiltersChange(next);
  };
  const active = [
    ...(filters.status.length
      ? [
          {
            id: 'status',
            label: `Status: ${statusOptions
              .filter((o) => filters.status.includes(o.value))
              .map((o) => o.label)
              .join(', ')}`,
          },
        ]
      : []),
    ...(filters.q ? [{ id: 'q', label: `Busca: ${filters.q}` }] : []),
  ];
  return (
    <FilterBar
      activeFilters={active}
      onRemoveFilter={(id) => update(id === 'status' ? { status: [] } : { q: '' })}
      onClearFilters={() => update({ status: [], q: '', amount: { min: null, max: null } })}
    >
      <PeriodPicker value={filters.period} today={TODAY} onChange={(period) => update({ period })} />
      <ChipSelect
        label="Status"
        options={statusOptions}
        value={filters.status}
        onChange={(status) => update({ status })}
      />
      <AmountRange value={filters.amount} onChange={(amount) => update({ amount })} />
      <SearchField value={filters.q} onSearch={(q) => update({ q })} recognise={recognise} />
    </FilterBar>
  );
}

const meta = {
  title: 'Money/FilterBar',
  component: Filters,
  args: { onFiltersChange: fn() },
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastCall = (spy: unknown) => (spy as { mock: { lastCall: [Filters] } }).mock.lastCall[0];

export const Presets: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/20\/11\/2026 – 26\/11\/2026/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Período' }), 'lastMonth');
    await expect(lastCall(args.onFiltersChange).period).toEqual({
      preset: 'lastMonth',
      from: '2026-10-01',
      to: '2026-10-31',
    });
    await expect(canvas.getByText(/01\/10\/2026 – 31\/10\/2026/)).toBeVisible();
  },
};

export const CustomPeriod: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Período' }), 'custom');
    // The date fields come with 'Personalizado' (their code is not part of a list's first visit).
    const from = await canvas.findByLabelText('De');
    const to = canvas.getByLabelText('Até');
    // dd/mm/aaaa whatever the browser's language (D19).
    await expect(from).toHaveValue('20/11/2026');
    await userEvent.clear(from);
    await userEvent.type(from, '01012024');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar período' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('A data inicial deve ser a partir de 26/11/2025.');
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await userEvent.clear(from);
    await userEvent.type(from, '01112026');
    await userEvent.clear(to);
    await userEvent.type(to, '10112026');
    await userEvent.click(canvas.getByRole('button', { name: 'Aplicar período' }));
    await expect(lastCall(args.onFiltersChange).period).toEqual({
      preset: 'custom',
      from: '2026-11-01',
      to: '2026-11-10',
    });
  },
};

export const ChipsAndActiveFilters: Story = {
  play: async ({ canvas, args }) => {
    const paid = canvas.getByRole('button', { name: 'Paga' });
    await userEvent.click(paid);
    await userEvent.click(canvas.getByRole('button', { name: 'Chargeback' }));
    await expect(paid).toHaveAttribute('aria-pressed', 'true');
    await expect(lastCall(args.onFiltersChange).status).toEqual(['paid', 'chargeback']);
    await expect(canvas.getByText('1 filtro ativo:')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover filtro Status: Paga, Chargeback' }));
    await expect(lastCall(args.onFiltersChange).status).toEqual([]);
    await expect(paid).toHaveAttribute('aria-pressed', 'false');
    // The chip that had focus is gone, and no filter is left: focus is on the filter bar, not the page's body (A4).
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Filtros' })).toHaveFocus());
  },
};

/** On a phone the controls fold behind 'Filtros (n)'; the filters in force stay in sight. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('button', { name: 'Filtros' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Paga' })).toBeNull();
    await userEvent.click(toggle);
    await userEvent.click(canvas.getByRole('button', { name: 'Paga' }));
    await expect(lastCall(args.onFiltersChange).status).toEqual(['paid']);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtros (1)', expanded: true }));
    await expect(canvas.queryByRole('button', { name: 'Paga' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Remover filtro Status: Paga' })).toBeVisible();
  },
};

export const SearchRecognises: Story = {
  play: async ({ canvas, args }) => {
    const search = canvas.getByRole('searchbox', { name: 'Buscar' });
    await userEvent.type(search, '330000123');
    await expect(canvas.getByText('Buscando por NSU')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(lastCall(args.onFiltersChange).q).toBe('330000123');
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar filtros' }));
    await expect(search).toHaveValue('');
    // Typing and pausing searches too, so the count never belongs to an earlier query.
    await userEvent.type(search, 'Gustavo');
    await waitFor(() => expect(lastCall(args.onFiltersChange).q).toBe('Gustavo'));
  },
};

export const AmountRangeChecked: Story = {
  play: async ({ canvas, args }) => {
    const min = canvas.getByRole('textbox', { name: 'Valor mínimo' });
    const max = canvas.getByRole('textbox', { name: 'Valor máximo' });
    // Letters never enter, and a field left empty sets no bound.
    await userEvent.type(min, 'abc');
    await expect(min).toHaveValue('');
    await userEvent.tab();
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    // A bound is applied when its field is left, and shown as money.
    await userEvent.type(min, '500');
    await userEvent.tab();
    await expect(min).toHaveValue('R$ 500,00');
    await expect(lastCall(args.onFiltersChange).amount).toEqual({ min: 50_000, max: null });
    // A maximum under the minimum is refused, and nothing is applied.
    await userEvent.type(max, '10');
    await userEvent.tab();
    await expect(canvas.getByRole('alert')).toHaveTextContent('O valor mínimo deve ser menor ou igual ao máximo.');
    await expect(args.onFiltersChange).toHaveBeenCalledTimes(1);
    await userEvent.clear(max);
    await userEvent.type(max, '1.000,5');
    await userEvent.tab();
    await expect(max).toHaveValue('R$ 1.000,50');
    await expect(lastCall(args.onFiltersChange).amount).toEqual({ min: 50_000, max: 100_050 });
  },
};

export const Skins: Story = {
  parameters: { a11y: skinGalleryA11y },
  render: (args) => (
    <SkinGallery>
      <Filters {...args} />
    </SkinGallery>
  ),
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('region', { name: 'Filtros' });
    await expect(bars).toHaveLength(4);
    await userEvent.click(within(bars[2] as HTMLElement).getByRole('button', { name: 'Recusada' }));
    await expect(within(bars[2] as HTMLElement).getByRole('button', { name: 'Recusada' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const PartnerBrand: Story = { ...Skins, globals: { brand: 'sol' } };
