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
import { AmountRange, ChipSelect, FilterBar, PeriodPicker, SearchField, Select } from '@painel/ui';
import { useMessages } from '../copy/MessagesContext';
import { chipLabels, filterChips, type FilterName } from '../list';
import { moneyMessages } from './messages';
import type { TransactionListState, transactionListView } from './transactionListState';

type Filter = FilterName<typeof transactionListView.fields>;

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
) {
  const chip = chipLabels(messages);
  const nameIn = (list: MoneyScopeOptions['partners'] | undefined) => (id: number) =>
    list?.find((item) => item.companyId === id)?.name;
  return filterChips(state, {
    partnerId: chip.ids(messages.partner, nameIn(scope?.partners)),
    companyId: chip.ids(messages.merchant, nameIn(scope?.merchants)),
    status: chip.values(messages.status, transactionStatusLabels),
    method: chip.values(messages.method, paymentMethodLabels),
    brand: chip.values(messages.brand, cardBrandLabels),
    amount: chip.amount(messages.amount),
    q: chip.text(messages.search),
  });
}

export interface TransactionFilterBarProps {
  state: TransactionListState;
  today: string;
  /** A change of view (page back to 1); the screen writes it to the URL. */
  onChange: (patch: Partial<TransactionListState>) => void;
  /** One filter removed, or all of them. */
  onClear: (only?: Filter) => void;
  disabled?: boolean;
  /** Administrators and partners: filter by partner (administrators) and merchant. */
  scope?: MoneyScopeOptions;
  /** 'period': only the period and the scope (a dashboard); 'all' by default (a list). */
  fields?: 'all' | 'period';
}

const idOptions = (items: ReadonlyArray<{ companyId: number; name: string }>) =>
  items.map((item) => ({ value: String(item.companyId), label: item.name }));

/** The transaction filters' controls, driven by the URL's state (inside a list's or a dashboard's filter bar). */
export function TransactionFilterControls({
  state,
  today,
  onChange,
  disabled,
  scope,
  fields = 'all',
}: Omit<TransactionFilterBarProps, 'onClear'>) {
  const messages = useMessages('money', moneyMessages);
  const merchants = scope?.merchants.filter(
    (merchant) => !state.partnerId.length || state.partnerId.includes(merchant.partnerId),
  );
  return (
    <>
      <PeriodPicker
        value={state.period}
        today={today}
        disabled={disabled}
        onChange={(period) => onChange({ period })}
      />
      {scope && scope.partners.length > 1 && (
        <Select
          label={messages.partner}
          value={state.partnerId.length === 1 ? String(state.partnerId[0]) : ''}
          placeholder={false}
          options={[{ value: '', label: messages.allPartners }, ...idOptions(scope.partners)]}
          onChange={(event) => onChange({ partnerId: event.target.value ? [Number(event.target.value)] : [] })}
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
          <AmountRange value={state.amount} onChange={(amount) => onChange({ amount })} />
          <SearchField
            value={state.q}
            onSearch={(q) => onChange({ q })}
            recognise={(text) => searchKindLabels[searchKindOf(text)]}
          />
        </>
      )}
    </>
  );
}

/** The transaction filters every money dashboard shares, with their chips: the controls in a filter bar. */
export function TransactionFilterBar({ onClear, ...props }: TransactionFilterBarProps) {
  const messages = useMessages('money', moneyMessages);
  return (
    <FilterBar
      activeFilters={activeTransactionFilters(props.state, props.scope, messages)}
      onRemoveFilter={(id) => onClear(id as Filter)}
      onClearFilters={() => onClear()}
    >
      <TransactionFilterControls {...props} />
    </FilterBar>
  );
}
