import type { Adjustment } from '@painel/api-client';
import { useAdjustments, useMoneyCompanies } from '@painel/api-client/react';
import { Button, DateTime, Money, PeriodPicker, Select, formatMoney, type DataColumn } from '@painel/ui';
import { useMemo } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import {
  ListScreen,
  chipLabels,
  defineListView,
  filterChips,
  optionField,
  periodField,
  useListView,
} from '../../core/list';
import { useSaoPauloToday } from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { RetentionsCard } from './RetentionsCard';
import { adjustmentsMessages } from './messages';
import { dialogOnDemand } from '../../core/page/dialogOnDemand';

// The form loads with the first click on "Novo ajuste".
const NewAdjustmentDialog = dialogOnDemand(() =>
  import('./NewAdjustmentDialog').then((module) => module.NewAdjustmentDialog),
);

/** The adjustments' view in the URL. */
export const adjustmentListView = defineListView({
  period: periodField('last30'),
  direction: optionField('tipo', { credit: 'credit', debit: 'debit' }),
});

/**
 * /dashboard/transfers/adjustment: manual credits and debits in scope with their reason and who made them; platform
 * staff (create_adjustments) make new ones, confirmed with the password or 2FA.
 */
export function AdjustmentsScreen() {
  const m = useMessages('adjustments', adjustmentsMessages);
  const chip = chipLabels(useMessages('money', moneyMessages));
  const today = useSaoPauloToday();
  const list = useListView(adjustmentListView, { today });
  const { state, change } = list;
  const filters = useMemo(
    () => ({
      from: state.period.from,
      to: state.period.to,
      direction: state.direction,
      page: state.page,
      pageSize: state.pageSize,
    }),
    [state],
  );
  const query = useAdjustments(filters);
  const companies = useMoneyCompanies();
  const data = query.error ? undefined : query.data;
  const c = m.columns;
  const columns: DataColumn<Adjustment>[] = [
    { id: 'id', label: c.id, cell: (a) => a.id, hideable: false },
    { id: 'createdAt', label: c.createdAt, cell: (a) => <DateTime value={a.createdAt} /> },
    { id: 'company', label: c.company, cell: (a) => a.companyName },
    { id: 'amount', label: c.amount, align: 'end', cell: (a) => <Money cents={a.amount} /> },
    { id: 'reason', label: c.reason, cell: (a) => a.reason },
    { id: 'createdBy', label: c.createdBy, cell: (a) => a.createdBy.name },
  ];
  const chips = filterChips(state, { direction: chip.option(m.direction, m.directions) });
  return (
    <ListScreen
      list={list}
      query={query}
      header={
        <>
          <p>{m.intro}</p>
          {data?.canCreate && (
            <NewAdjustmentDialog
              trigger={<Button>{m.create.open}</Button>}
              merchants={companies.data?.merchants ?? []}
              confirmWith={data.confirmWith}
              onDone={() => void query.mutate()}
            />
          )}
        </>
      }
      chips={chips}
      filters={
        <>
          <PeriodPicker value={state.period} today={today} onChange={(period) => change({ period })} />
          <Select
            label={m.direction}
            value={state.direction ?? ''}
            placeholder={false}
            options={[
              { value: '', label: `${m.directions.credit} e ${m.directions.debit.toLowerCase()}` },
              { value: 'credit', label: m.directions.credit },
              { value: 'debit', label: m.directions.debit },
            ]}
            onChange={(event) =>
              change({ direction: event.target.value === '' ? null : (event.target.value as 'credit' | 'debit') })
            }
          />
        </>
      }
      figures={{
        title: m.summaryLabel,
        id: 'ajustes-resumo',
        items: [
          { label: m.credits, value: (d) => formatMoney(d.totals.credits) },
          { label: m.debits, value: (d) => formatMoney(-d.totals.debits) },
        ],
      }}
      title={m.cardTitle}
      table={{
        label: m.table,
        columns,
        rowKey: (a) => a.id,
        rows: (d) => d.items,
        total: (d) => d.total,
      }}
      afterTable={<RetentionsCard />}
    />
  );
}
