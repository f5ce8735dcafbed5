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
  Select,
  formatMoney,
  type ActiveFilter,
} from '@painel/ui';
import { useMessages } from '../copy/MessagesContext';
import { moneyMessages } from './messages';
import { clearTransactionFilters, type TransactionListState } from './transactionListState';

type Filter = 'status' | 'method' | 'brand' | 'amount' | 'q' | 'partner' | 'company';

/** The partners and merchants a caller may look at (from GET money/companies), for its scope filters. */
export interface MoneyScopeOptions {
  partners: ReadonlyArray<{ companyId: number; name: string }>;
  merchants: ReadonlyArray<{ companyId: number; partnerId: number; name: string }>;
}

const options = <V extends string>(values: readonly V[], labels: Record<V, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The filters in force, named as a person reads them (for the bar's chips and a list's empty state). */
export function activeTransactionFilters(
  state: TransactionListState,
  scope?: MoneyScopeOptions,
  messages: typeof moneyMessages = moneyMessages,
): Array<ActiveFilter & { id: Filter }> {
  const names = (ids: number[], list: MoneyScopeOptions['partners'] | undefined) =>
    ids.map((id) => list?.find((item) => item.companyId === id)?.name ?? `#${id}`).join(', ');
  const scoped = [
    ...(state.partnerId.length
      ? [
          {
            id: 'partner' as const,
            label: messages.filterLabel(messages.partner, names(state.partnerId, scope?.partners)),
          },
        ]
      : []),
    ...(state.companyId.length
      ? [
          {
            id: 'company' as const,
            label: messages.filterLabel(messages.merchant, names(state.companyId, scope?.merchants)),
          },
        ]
      : []),
  ];
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
    ...scoped,
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
  /** Administrators and partners: filter by partner (administrators) and merchant. */
  scope?: MoneyScopeOptions;
  /** 'period': only the period and the scope (a dashboard); 'all' by default (a list). */
  fields?: 'all' | 'period';
}

const idOptions = (items: ReadonlyArray<{ companyId: number; name: string }>) =>
  items.map((item) => ({ value: String(item.companyId), label: item.name }));

/** The transaction filters every money list and dashboard shares, driven by the URL's state. */
export function TransactionFilterBar({
  state,
  today,
  onChange,
  onReplace,
  disabled,
  scope,
  fields = 'all',
}: TransactionFilterBarProps) {
  const messages = useMessages('money', moneyMessages);
  const merchants = scope?.merchants.filter(
    (merchant) => !state.partnerId.length || state.partnerId.includes(merchant.partnerId),
  );
  return (
    <FilterBar
      activeFilters={activeTransactionFilters(state, scope, messages)}
      onRemoveFilter={(id) => onReplace(clearTransactionFilters(state, id as Filter))}
      onClearFilters={() => onReplace(clearTransactionFilters(state))}
    >
      <PeriodPicker
        value={{ preset: state.preset, from: state.from, to: state.to }}
        today={today}
        disabled={disabled}
        onChange={(period) => onChange(period)}
      />
      {scope && scope.partners.length > 1 && (
        <Select
          label={messages.partner}
          value={state.partnerId.length === 1 ? String(state.partnerId[0]) : ''}
          placeholder={false}
          options={[{ value: '', label: messages.allPartners }, ...idOptions(scope.partners)]}
          onChange={(event) =>
            onChange({ partnerId: event.target.value ? [Number(event.target.value)] : [], companyId: [] })
          }
        />
      )}
      {merchants && merchants.length > 1 && (
        <Select
          label={messages.merchant}
          value={state.companyId.length === 1 ? String(state.companyId[0]) : ''}
          placeholder={false}
          options={[{ value: '', label: messages.allMerchants }, ...idOptions(merchants)]}
          onChange={(event) => onChange({ companyId: event.target.value ? [Number(event.target.value)] : [] })}
        />
      )}
      {fields === 'all' && (
        <>
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
        </>
      )}
    </FilterBar>
  );
}
