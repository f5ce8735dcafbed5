import {
  cardBrandLabels,
  cardBrands,
  paymentMethodLabels,
  paymentMethods,
  searchKindLabels,
  searchKindOf,
  transactionStatusLabels,
  transactionStatuses,
} from '@painel/api-client';
import {
  AmountRange,
  ChipSelect,
  FilterBar,
  PeriodPicker,
  SearchField,
  formatMoney,
  type ActiveFilter,
} from '@painel/ui';
import { moneyMessages as messages } from './messages';
import { clearTransactionFilters, type TransactionListState } from './transactionListState';

type Filter = 'status' | 'method' | 'brand' | 'amount' | 'q';

const options = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The filters in force, named as a person reads them (for the bar's chips and a list's empty state). */
export function activeTransactionFilters(state: TransactionListState): Array<ActiveFilter & { id: Filter }> {
  const named = <V extends string>(id: Filter, name: string, values: V[], labels: Record<V, string>) =>
    values.length ? [{ id, label: messages.filterLabel(name, values.map((value) => labels[value]).join(', ')) }] : [];
  const amount =
    state.minAmount !== null || state.maxAmount !== null
      ? [
          {
            id: 'amount' as const,
            label: messages.filterLabel(
              messages.amount,
              messages.amountRange(
                state.minAmount === null ? null : formatMoney(state.minAmount),
                state.maxAmount === null ? null : formatMoney(state.maxAmount),
              ),
            ),
          },
        ]
      : [];
  return [
    ...named('status', messages.status, state.status, transactionStatusLabels),
    ...named('method', messages.method, state.method, paymentMethodLabels),
    ...named('brand', messages.brand, state.brand, cardBrandLabels),
    ...amount,
    ...(state.q ? [{ id: 'q' as const, label: messages.filterLabel(messages.search, state.q) }] : []),
  ];
}

export interface TransactionFilterBarProps {
  state: TransactionListState;
  today: string;
  /** A change of view (page back to 1); the screen writes it to the URL. */
  onChange: (patch: Partial<TransactionListState>) => void;
  /** The whole state replaced (clearing filters). */
  onReplace: (state: TransactionListState) => void;
  disabled?: boolean;
}

/** The transaction filters every money list and dashboard shares, driven by the URL's state. */
export function TransactionFilterBar({ state, today, onChange, onReplace, disabled }: TransactionFilterBarProps) {
  return (
    <FilterBar
      activeFilters={activeTransactionFilters(state)}
      onRemoveFilter={(id) => onReplace(clearTransactionFilters(state, id as Filter))}
      onClearFilters={() => onReplace(clearTransactionFilters(state))}
    >
      <PeriodPicker
        value={{ preset: state.preset, from: state.from, to: state.to }}
        today={today}
        disabled={disabled}
        onChange={(period) => onChange(period)}
      />
      <ChipSelect
        label={messages.status}
        options={options(transactionStatuses, transactionStatusLabels)}
        value={state.status}
        onChange={(status) => onChange({ status })}
      />
      <ChipSelect
        label={messages.method}
        options={options(paymentMethods, paymentMethodLabels)}
        value={state.method}
        onChange={(method) => onChange({ method })}
      />
      <ChipSelect
        label={messages.brand}
        options={options(cardBrands, cardBrandLabels)}
        value={state.brand}
        onChange={(brand) => onChange({ brand })}
      />
      <AmountRange
        value={{ min: state.minAmount, max: state.maxAmount }}
        onChange={({ min, max }) => onChange({ minAmount: min, maxAmount: max })}
      />
      <SearchField
        value={state.q}
        onSearch={(q) => onChange({ q })}
        recognise={(text) => searchKindLabels[searchKindOf(text)]}
      />
    </FilterBar>
  );
}
