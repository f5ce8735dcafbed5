import { paymentMethodLabels, paymentMethods, type MoneyCompanies } from '@painel/api-client';
import { statementFilterTypes, statementTypeLabels } from '@painel/api-client/money';
import { AmountRange, ChipSelect, FilterBar, PeriodPicker, SearchField, Select, formatMoney } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { moneyMessages } from '../../core/money/messages';
import { bankingActivityMessages } from './messages';
import { clearStatementFilters, type StatementFilterId, type StatementListState } from './statementListState';

export interface StatementFilterBarProps {
  state: StatementListState;
  today: string;
  onChange: (patch: Partial<StatementListState>) => void;
  onReplace: (state: StatementListState) => void;
  /** The merchants the caller may look at; a choice only when more than one. */
  merchants: MoneyCompanies['merchants'];
  /** The merchant whose statement is shown (its stores fill the Loja filter). */
  companyId: number | null;
}

type Store = MoneyCompanies['merchants'][number]['stores'][number];

/** The line filters in force, named as a person reads them (the bar's chips, the empty table, the PDF's note). */
export function activeStatementFilters(
  state: StatementListState,
  stores: readonly Store[],
  m: typeof bankingActivityMessages,
  money: typeof moneyMessages,
): Array<{ id: StatementFilterId; label: string }> {
  const f = m.filters;
  const label = (name: string, values: string) => money.filterLabel(name, values);
  return [
    ...(state.types.length
      ? [{ id: 'types' as const, label: label(f.type, state.types.map((t) => statementTypeLabels[t]).join(', ')) }]
      : []),
    ...(state.direction ? [{ id: 'direction' as const, label: label(f.direction, f[state.direction]) }] : []),
    ...(state.method.length
      ? [{ id: 'method' as const, label: label(f.method, state.method.map((x) => paymentMethodLabels[x]).join(', ')) }]
      : []),
    ...(state.storeId.length
      ? [
          {
            id: 'store' as const,
            label: label(
              f.store,
              state.storeId.map((id) => stores.find((s) => s.storeId === id)?.name ?? `#${id}`).join(', '),
            ),
          },
        ]
      : []),
    ...(state.minAmount !== null || state.maxAmount !== null
      ? [
          {
            id: 'amount' as const,
            label: label(
              money.amount,
              money.amountRange(
                state.minAmount === null ? null : formatMoney(state.minAmount),
                state.maxAmount === null ? null : formatMoney(state.maxAmount),
              ),
            ),
          },
        ]
      : []),
    ...(state.q ? [{ id: 'q' as const, label: label(f.search, state.q) }] : []),
  ];
}

/** Period (12 months back at most), merchant, and the line filters, all in the URL. */
export function StatementFilterBar({
  state,
  today,
  onChange,
  onReplace,
  merchants,
  companyId,
}: StatementFilterBarProps) {
  const m = useMessages('bankingActivity', bankingActivityMessages);
  const money = useMessages('money', moneyMessages);
  const f = m.filters;
  const stores = merchants.find((merchant) => merchant.companyId === companyId)?.stores ?? [];
  const active = activeStatementFilters(state, stores, m, money);
  return (
    <FilterBar
      activeFilters={active}
      onRemoveFilter={(id) => onReplace(clearStatementFilters(state, id as StatementFilterId))}
      onClearFilters={() => onReplace(clearStatementFilters(state))}
    >
      <PeriodPicker
        value={{ preset: state.preset, from: state.from, to: state.to }}
        today={today}
        onChange={(period) => onChange(period)}
      />
      {merchants.length > 1 && (
        <Select
          label={m.merchant}
          value={companyId === null ? '' : String(companyId)}
          placeholder={false}
          options={merchants.map((merchant) => ({ value: String(merchant.companyId), label: merchant.name }))}
          onChange={(event) => onChange({ companyId: Number(event.target.value) })}
        />
      )}
      <Select
        label={f.direction}
        value={state.direction ?? ''}
        placeholder={false}
        options={[
          { value: '', label: f.allDirections },
          { value: 'in', label: f.in },
          { value: 'out', label: f.out },
        ]}
        onChange={(event) => onChange({ direction: (event.target.value || null) as 'in' | 'out' | null })}
      />
      <ChipSelect
        label={f.type}
        options={statementFilterTypes.map((value) => ({ value, label: statementTypeLabels[value] }))}
        value={state.types}
        onChange={(types) => onChange({ types })}
      />
      <ChipSelect
        label={f.method}
        options={paymentMethods.map((value) => ({ value, label: paymentMethodLabels[value] }))}
        value={state.method}
        onChange={(method) => onChange({ method })}
      />
      {stores.length > 1 && (
        <ChipSelect
          label={f.store}
          options={stores.map((store) => ({ value: String(store.storeId), label: store.name }))}
          value={state.storeId.map(String)}
          onChange={(ids) => onChange({ storeId: ids.map(Number) })}
        />
      )}
      <AmountRange
        value={{ min: state.minAmount, max: state.maxAmount }}
        onChange={({ min, max }) => onChange({ minAmount: min, maxAmount: max })}
      />
      <SearchField label={f.search} hint={f.searchHint} value={state.q} onSearch={(q) => onChange({ q })} />
    </FilterBar>
  );
}
