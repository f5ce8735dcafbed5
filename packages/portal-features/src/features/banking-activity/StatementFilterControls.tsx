import { paymentMethodLabels, paymentMethods, type MoneyCompanies } from '@painel/api-client';
import { statementFilterTypes, statementTypeLabels } from '@painel/api-client/money';
import { AmountRange, ChipSelect, PeriodPicker, SearchField, Select } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { chipLabels, filterChips } from '../../core/list';
import { type moneyMessages } from '../../core/money/messages';
import { bankingActivityMessages } from './messages';
import type { StatementListState } from './statementListState';

export interface StatementFilterControlsProps {
  state: StatementListState;
  today: string;
  onChange: (patch: Partial<StatementListState>) => void;
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
) {
  const f = m.filters;
  const chip = chipLabels(money);
  return filterChips(state, {
    types: chip.values(f.type, statementTypeLabels),
    direction: chip.option(f.direction, { in: f.in, out: f.out }),
    method: chip.values(f.method, paymentMethodLabels),
    storeId: chip.ids(f.store, (id) => stores.find((s) => s.storeId === id)?.name),
    amount: chip.amount(money.amount),
    q: chip.text(f.search),
  });
}

/** Period (12 months back at most), merchant, and the line filters, all in the URL. */
export function StatementFilterControls({
  state,
  today,
  onChange,
  merchants,
  companyId,
}: StatementFilterControlsProps) {
  const m = useMessages('bankingActivity', bankingActivityMessages);
  const f = m.filters;
  const stores = merchants.find((merchant) => merchant.companyId === companyId)?.stores ?? [];
  return (
    <>
      <PeriodPicker value={state.period} today={today} onChange={(period) => onChange({ period })} />
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
      <AmountRange value={state.amount} onChange={(amount) => onChange({ amount })} />
      <SearchField label={f.search} hint={f.searchHint} value={state.q} onSearch={(q) => onChange({ q })} />
    </>
  );
}
