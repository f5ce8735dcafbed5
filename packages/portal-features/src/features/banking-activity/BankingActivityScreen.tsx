import { useBalances, useLedgerStatement, useMoneyCompanies } from '@painel/api-client/react';
import { Button, Card, DataTable, StatCard, formatInteger, formatMoney, usePainelTheme } from '@painel/ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import {
  FigureGrid,
  MoneyStack,
  SectionTitle,
  useColumnPreferences,
  useSaoPauloToday,
  listStatusOf,
} from '../../core/money';
import { BalanceCards } from './BalanceCards';
import { Equation } from './styles';
import { bankingActivityMessages } from './messages';
import { statementColumns } from './statementColumns';
import { StatementDownloads } from './StatementDownloads';
import { StatementFilterBar, activeStatementFilters } from './StatementFilterBar';
import { moneyMessages } from '../../core/money/messages';
import {
  changeStatementListState,
  clearStatementFilters,
  readStatementListState,
  statementFiltersOf,
  writeStatementListState,
  type StatementListState,
} from './statementListState';

/**
 * Extrato Bancário (spec 2.6, view_bank_statement): today's balances with every hold explained, the period's
 * summary that reconciles (saldo inicial + entradas − saídas = saldo final), each line with its fees, the
 * running balance and each day's closing, filters in the URL, the CSV and a PDF for the accountant.
 */
export function BankingActivityScreen() {
  const m = useMessages('bankingActivity', bankingActivityMessages);
  const today = useSaoPauloToday();
  const { brand } = usePainelTheme();
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readStatementListState(search, today), [search, today]);
  const change = useCallback(
    (patch: Partial<StatementListState>) => setSearch(writeStatementListState(changeStatementListState(state, patch))),
    [setSearch, state],
  );
  const replace = useCallback((next: StatementListState) => setSearch(writeStatementListState(next)), [setSearch]);

  const companies = useMoneyCompanies();
  const merchants = companies.data?.merchants ?? [];
  // A merchant's people see its own statement; administrators and partners one merchant at a time.
  const companyId = state.companyId ?? (merchants.length > 1 ? (merchants[0]?.companyId ?? null) : null);
  const known = companies.data !== undefined;
  const filters = useMemo(() => (known ? statementFiltersOf(state, companyId) : null), [known, state, companyId]);
  const statement = useLedgerStatement(filters);
  const balances = useBalances(known ? (companyId ?? undefined) : null);
  const columns = useMemo(() => statementColumns(m), [m]);
  const [preferences, setPreferences] = useColumnPreferences('statement');

  const error: unknown = statement.error ?? companies.error;
  const data = error ? undefined : statement.data;
  const loading = !data && !error;
  const figure = (value: number | undefined) => (value === undefined ? '–' : formatMoney(value));
  const money = useMessages('money', moneyMessages);
  const stores = merchants.find((merchant) => merchant.companyId === companyId)?.stores ?? [];
  const active = activeStatementFilters(state, stores, m, money);
  const filtered = active.length > 0;

  return (
    <MoneyStack>
      <StatementFilterBar
        state={state}
        today={today}
        onChange={change}
        onReplace={replace}
        merchants={merchants}
        companyId={companyId}
      />
      <BalanceCards balances={balances.error ? undefined : balances.data} loading={!balances.data && !balances.error} />
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
      <Card>
        <DataTable
          label={m.tableLabel}
          columns={columns}
          rows={data?.lines ?? []}
          rowKey={(line) => line.id}
          status={listStatusOf(error, !loading)}
          total={data?.total ?? 0}
          page={state.page}
          pageSize={state.pageSize}
          onPageChange={(page) => change({ page })}
          onPageSizeChange={(pageSize) => change({ pageSize: pageSize as 20 | 50 | 100 })}
          sort={{ columnId: 'date', direction: state.order }}
          onSortChange={(sort) => change({ order: sort.direction })}
          activeFilters={active.map((filter) => filter.label)}
          onClearFilters={() => replace(clearStatementFilters(state))}
          onRetry={() => void statement.mutate()}
          columnPreferences={preferences}
          onColumnPreferencesChange={setPreferences}
          actions={
            filters && <StatementDownloads filters={filters} filtered={filtered} issuer={brand.name} disabled={!data} />
          }
        />
      </Card>
    </MoneyStack>
  );
}
