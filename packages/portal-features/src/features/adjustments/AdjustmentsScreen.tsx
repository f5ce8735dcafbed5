import type { Adjustment } from '@painel/api-client';
import { useAdjustments, useMoneyCompanies } from '@painel/api-client/react';
import {
  Button,
  Card,
  DataTable,
  DateTime,
  FilterBar,
  Money,
  Select,
  StatCard,
  formatMoney,
  type DataColumn,
} from '@painel/ui';
import { useMemo } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import {
  FigureGrid,
  MoneyStack,
  SectionTitle,
  UrlPeriodPicker,
  urlPeriodOf,
  useSaoPauloToday,
  useSearchPatch,
  listStatusOf,
} from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { RetentionsCard } from './RetentionsCard';
import { adjustmentsMessages } from './messages';
import { dialogOnDemand } from '../../core/page/dialogOnDemand';

// The form loads with the first click on "Novo ajuste".
const NewAdjustmentDialog = dialogOnDemand(() =>
  import('./NewAdjustmentDialog').then((module) => module.NewAdjustmentDialog),
);

type Direction = 'credit' | 'debit';

/**
 * /dashboard/transfers/adjustment: manual credits and debits in scope with their reason and who made them; platform
 * staff (create_adjustments) make new ones, confirmed with the password or 2FA.
 */
export function AdjustmentsScreen() {
  const m = useMessages('adjustments', adjustmentsMessages);
  const money = useMessages('money', moneyMessages);
  const today = useSaoPauloToday();
  const { search, write } = useSearchPatch();
  const period = urlPeriodOf(search, today);
  const directionKey = search.get('tipo');
  const direction: Direction | null = directionKey === 'credit' || directionKey === 'debit' ? directionKey : null;
  const page = Math.max(1, Number(search.get('pagina')) || 1);
  const filters = useMemo(
    () => ({ from: period.from, to: period.to, direction, page, pageSize: 20 as const }),
    [period.from, period.to, direction, page],
  );
  const list = useAdjustments(filters);
  const companies = useMoneyCompanies();
  const c = m.columns;
  const columns: DataColumn<Adjustment>[] = [
    { id: 'id', label: c.id, cell: (a) => a.id, hideable: false },
    { id: 'createdAt', label: c.createdAt, cell: (a) => <DateTime value={a.createdAt} /> },
    { id: 'company', label: c.company, cell: (a) => a.companyName },
    { id: 'amount', label: c.amount, align: 'end', cell: (a) => <Money cents={a.amount} /> },
    { id: 'reason', label: c.reason, cell: (a) => a.reason },
    { id: 'createdBy', label: c.createdBy, cell: (a) => a.createdBy.name },
  ];
  const error: unknown = list.error;
  const data = error ? undefined : list.data;
  const active = direction ? [money.filterLabel(m.direction, m.directions[direction])] : [];
  const clear = () => write({ tipo: null });
  return (
    <MoneyStack>
      <p>{m.intro}</p>
      {data?.canCreate && (
        <NewAdjustmentDialog
          trigger={<Button>{m.create.open}</Button>}
          merchants={companies.data?.merchants ?? []}
          confirmWith={data.confirmWith}
          onDone={() => void list.mutate()}
        />
      )}
      <FigureGrid aria-labelledby="ajustes-resumo">
        <SectionTitle id="ajustes-resumo">{m.summaryLabel}</SectionTitle>
        <StatCard label={m.credits} loading={!data} value={data ? formatMoney(data.totals.credits) : '–'} />
        <StatCard label={m.debits} loading={!data} value={data ? formatMoney(-data.totals.debits) : '–'} />
      </FigureGrid>
      <Card title={m.cardTitle}>
        <FilterBar
          activeFilters={active.map((label, index) => ({ id: String(index), label }))}
          onRemoveFilter={clear}
          onClearFilters={clear}
        >
          <UrlPeriodPicker today={today} />
          <Select
            label={m.direction}
            value={direction ?? ''}
            placeholder={false}
            options={[
              { value: '', label: `${m.directions.credit} e ${m.directions.debit.toLowerCase()}` },
              { value: 'credit', label: m.directions.credit },
              { value: 'debit', label: m.directions.debit },
            ]}
            onChange={(event) => write({ tipo: event.target.value || null })}
          />
        </FilterBar>
        <DataTable
          label={m.table}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(a) => a.id}
          status={listStatusOf(error, Boolean(data))}
          total={data?.total ?? 0}
          page={page}
          pageSize={20}
          onPageChange={(next) => write({ pagina: next > 1 ? String(next) : null }, true)}
          activeFilters={active}
          onClearFilters={clear}
          onRetry={() => void list.mutate()}
        />
      </Card>
      <RetentionsCard />
    </MoneyStack>
  );
}
