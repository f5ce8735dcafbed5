import { useBalances, useLedgerStatement, useMoneyCompanies } from '@painel/api-client/react';
import { Button, Card, StatCard, formatInteger, formatMoney, usePainelTheme } from '@painel/ui';
import { useMemo } from 'react';
import { useMessages } from '../../core/copy/MessagesContext';
import { ListScreen, useListView } from '../../core/list';
import { FigureGrid, SectionTitle, useSaoPauloToday } from '../../core/money';
import { BalanceCards } from './BalanceCards';
import { Equation } from './styles';
import { bankingActivityMessages } from './messages';
import { statementColumns } from './statementColumns';
import { StatementDownloads } from './StatementDownloads';
import { StatementFilterControls, activeStatementFilters } from './StatementFilterControls';
import { moneyMessages } from '../../core/money/messages';
import { statementFiltersOf, statementListView } from './statementListState';

/**
 * Extrato Bancário (spec 2.6, view_bank_statement): today's balances with every hold explained, the period's
 * summary that reconciles (saldo inicial + entradas − saídas = saldo final), each line with its fees, the
 * running balance and each day's closing, filters in the URL, the CSV and a PDF for the accountant.
 */
export function BankingActivityScreen() {
  const m = useMessages('bankingActivity', bankingActivityMessages);
  const money = useMessages('money', moneyMessages);
  const today = useSaoPauloToday();
  const { brand } = usePainelTheme();
  const list = useListView(statementListView, { today });
  const { state, change } = list;

  const companies = useMoneyCompanies();
  const merchants = companies.data?.merchants ?? [];
  // A merchant's people see its own statement; administrators and partners one merchant at a time.
  const companyId = state.companyId ?? (merchants.length > 1 ? (merchants[0]?.companyId ?? null) : null);
  const known = companies.data !== undefined;
  const filters = useMemo(() => (known ? statementFiltersOf(state, companyId) : null), [known, state, companyId]);
  const statement = useLedgerStatement(filters);
  const balances = useBalances(known ? (companyId ?? undefined) : null);
  const columns = useMemo(() => statementColumns(m), [m]);

  const error: unknown = statement.error ?? companies.error;
  const data = error ? undefined : statement.data;
  const loading = !data && !error;
  const figure = (value: number | undefined) => (value === undefined ? '–' : formatMoney(value));
  const stores = merchants.find((merchant) => merchant.companyId === companyId)?.stores ?? [];
  const chips = activeStatementFilters(state, stores, m, money);
  const filtered = chips.length > 0;

  return (
    <ListScreen
      list={list}
      query={{ data: statement.data, error, mutate: statement.mutate }}
      chips={chips}
      filters={
        <StatementFilterControls
          state={state}
          today={today}
          onChange={change}
          merchants={merchants}
          companyId={companyId}
        />
      }
      beforeTable={
        <>
          <BalanceCards
            balances={balances.error ? undefined : balances.data}
            loading={!balances.data && !balances.error}
          />
          <FigureGrid aria-labelledby="extrato-resumo">
            <SectionTitle id="extrato-resumo">{m.summaryLabel}</SectionTitle>
            <StatCard label={m.summary.opening} loading={loading} value={figure(data?.openingBalance)} />
            <StatCard label={m.summary.credits} loading={loading} value={figure(data?.credits)} />
            <StatCard label={m.summary.debits} loading={loading} value={figure(data && -data.debits)} />
            <StatCard
              label={m.summary.closing}
              loading={loading}
              value={figure(data?.closingBalance)}
              detail={data ? `${m.summary.fees}: ${formatMoney(-data.fees)}` : undefined}
            />
            {data && (
              <Equation>
                {m.summary.equation(
                  formatMoney(data.openingBalance),
                  formatMoney(data.credits),
                  formatMoney(data.debits),
                  formatMoney(data.closingBalance),
                )}
                {filtered &&
                  ` ${m.summary.filtered(formatInteger(data.matched.count), formatMoney(data.matched.credits), formatMoney(data.matched.debits))}`}
              </Equation>
            )}
          </FigureGrid>
          {companies.error !== undefined && (
            <Card>
              <p role="alert">{m.loadFailed}</p>
              <Button variant="secondary" onClick={() => void companies.mutate()}>
                {m.retry}
              </Button>
            </Card>
          )}
        </>
      }
      table={{
        label: m.tableLabel,
        columns,
        rowKey: (line) => line.id,
        rows: (d) => d.lines,
        total: (d) => d.total,
        columnsKey: 'statement',
        sort: { columnId: 'date', direction: state.order },
        onSortChange: (sort) => change({ order: sort.direction }),
      }}
      actions={
        filters && <StatementDownloads filters={filters} filtered={filtered} issuer={brand.name} disabled={!data} />
      }
    />
  );
}
