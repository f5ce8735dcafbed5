import {
  cardBrandLabels,
  paymentMethodLabels,
  paymentMethods,
  refusalReasons,
  type TransactionBuckets,
} from '@painel/api-client';
import { transactionMetricsOf } from '@painel/api-client/money';
import { useMoneyCompanies } from '@painel/api-client/react';
import {
  BarChart,
  Button,
  Card,
  StatCard,
  changeInBasisPoints,
  formatDate,
  formatInteger,
  formatMoney,
  formatMoneyCompact,
  formatPercent,
} from '@painel/ui';
import { lazy, Suspense, useMemo } from 'react';
import { PortalLink } from '../../core/links/PortalLink';
import {
  MoneyStack,
  SectionTitle,
  TransactionFilterBar,
  scopeOptionsOf,
  transactionFiltersOf,
  type TransactionListState,
  useSaoPauloToday,
  useTransactionListState,
  transactionListView,
} from '../../core/money';
import { useSession } from '../../core/runtime/hooks';
import { AdminPanels } from './AdminPanels';
import { FailingSubscriptions } from './FailingSubscriptions';
import { LatestTransactions } from './LatestTransactions';
import { useMessages } from '../../core/copy/MessagesContext';
import { indicatorsMessages } from './messages';
import { ChartGrid, KpiGrid } from './styles';
import { useIndicators } from './useIndicators';

// Said only when a dispute is that close: the notice's code comes with it, not with every dashboard visit.
const DisputesDueSoon = lazy(() => import('./DisputesDueSoon').then((module) => ({ default: module.DisputesDueSoon })));

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

function dayCategories(byDay: TransactionBuckets | undefined) {
  if (!byDay) return [];
  const days = [...new Set(byDay.buckets.map((bucket) => bucket.key))].sort();
  return days.map((day) => ({
    id: day,
    label: dayLabel(day),
    name: formatDate(day),
    values: Object.fromEntries(
      paymentMethods.map((method) => [
        method,
        byDay.buckets.find((bucket) => bucket.key === day && bucket.split === method)?.gross ?? 0,
      ]),
    ),
  }));
}

/**
 * /dashboard/ecommerce — Indicadores: the period's few strong numbers, each against the previous period and
 * leading to the list it sums (the same formula as the list's totals: transactionMetricsOf), then where the
 * volume came from and why sales were refused.
 */
export function IndicatorsScreen() {
  const m = useMessages('indicators', indicatorsMessages);
  const today = useSaoPauloToday();
  const { state, change, clear } = useTransactionListState(today);
  const filters = useMemo(() => transactionFiltersOf({ ...state, page: 1 }), [state]);
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  const companies = useMoneyCompanies();
  const scope = scopeOptionsOf(companies.data);
  const merchantNames = useMemo(
    () => new Map((companies.data?.merchants ?? []).map((merchant) => [String(merchant.companyId), merchant.name])),
    [companies.data],
  );
  const data = useIndicators(filters, isAdmin);
  const current = data.byStatus.data && transactionMetricsOf(data.byStatus.data.buckets);
  const previous = data.previousByStatus.data && transactionMetricsOf(data.previousByStatus.data.buckets);
  const compare = (now: number | null | undefined, before: number | null | undefined) =>
    now == null || before == null || !previous ? undefined : changeInBasisPoints(now, before);
  const loading = !current;
  const listLink = (patch: Partial<TransactionListState> = {}, label = m.seeTransactions) => (
    <PortalLink to={`/dashboard/transactions?${transactionListView.write({ ...state, ...patch, page: 1 })}`}>
      {label}
    </PortalLink>
  );
  const disputes = data.disputes.data;
  const balances = data.balances.data;
  const severalMerchants = state.companyId.length > 1;

  return (
    <MoneyStack>
      <TransactionFilterBar
        state={state}
        today={today}
        onChange={change}
        onClear={clear}
        scope={scope}
        fields="period"
      />
      <FailingSubscriptions />
      {(data.disputes.data?.dueIn48h ?? 0) > 0 && (
        <Suspense fallback={null}>
          <DisputesDueSoon summary={data.disputes.data} />
        </Suspense>
      )}
      {data.failed && (
        <Card>
          <p role="alert">{m.loadFailed}</p>
          <Button variant="secondary" onClick={data.retry}>
            {m.retry}
          </Button>
        </Card>
      )}
      <KpiGrid aria-labelledby="indicadores-resumo">
        <SectionTitle id="indicadores-resumo">{m.kpisLabel}</SectionTitle>
        <StatCard
          label={m.kpis.volume}
          loading={loading}
          value={current ? formatMoney(current.volume) : '–'}
          change={compare(current?.volume, previous?.volume)}
          link={listLink()}
        />
        <StatCard
          label={m.kpis.count}
          loading={loading}
          value={current ? formatInteger(current.count) : '–'}
          change={compare(current?.count, previous?.count)}
          link={listLink()}
        />
        <StatCard
          label={m.kpis.averageTicket}
          loading={loading}
          value={current?.averageTicket != null ? formatMoney(current.averageTicket) : '–'}
          change={compare(current?.averageTicket, previous?.averageTicket)}
          link={listLink({ status: ['paid', 'refunded', 'pending_refund', 'chargeback'] })}
        />
        <StatCard
          label={m.kpis.approvalRate}
          loading={loading}
          value={current?.approvalRate != null ? formatPercent(current.approvalRate) : '–'}
          // A rate's change is its difference in percentage points (D21), not a share of the previous rate.
          change={
            current?.approvalRate == null || previous?.approvalRate == null
              ? undefined
              : current.approvalRate - previous.approvalRate
          }
          changeKind="points"
          detail={current ? m.refusedCount(formatInteger(current.refusedCount)) : undefined}
          link={listLink({ status: ['refused'] })}
        />
        <StatCard
          label={m.kpis.net}
          loading={loading}
          value={current ? formatMoney(current.netAfterRefunds) : '–'}
          change={compare(current?.netAfterRefunds, previous?.netAfterRefunds)}
          detail={current ? m.netOfSales(formatMoney(current.net)) : undefined}
          link={listLink()}
        />
        <StatCard
          label={m.kpis.receivable}
          loading={!balances && !severalMerchants}
          value={severalMerchants ? '–' : balances ? formatMoney(balances.receivableNext30Days) : '–'}
          detail={severalMerchants ? m.oneMerchantAtATime : undefined}
          link={<PortalLink to="/dashboard/statements">{m.seeReceivables}</PortalLink>}
        />
        <StatCard
          label={m.kpis.refunds}
          loading={loading}
          value={current ? formatMoney(current.refunds) : '–'}
          change={compare(current?.refunds, previous?.refunds)}
          goodWhen="down"
          detail={current ? m.refundCount(formatInteger(current.refundCount)) : undefined}
          link={listLink({ status: ['refunded', 'pending_refund'] }, m.seeRefunds)}
        />
        <StatCard
          label={m.kpis.disputes}
          loading={!disputes}
          value={disputes ? formatInteger(disputes.awaiting) : '–'}
          detail={
            disputes
              ? [
                  disputes.nearest
                    ? m.disputeNearest(formatDate(disputes.nearest.deadline), formatMoney(disputes.nearest.amount))
                    : m.disputeNone,
                  m.disputeOpen(formatInteger(disputes.open), formatMoney(disputes.amount)),
                ].join(' · ')
              : undefined
          }
          link={
            disputes?.nearest ? (
              <PortalLink to={`/dashboard/transactions/preview/${disputes.nearest.transactionId}`}>
                {m.seeDispute}
              </PortalLink>
            ) : undefined
          }
        />
      </KpiGrid>
      <ChartGrid>
        <Card>
          <BarChart
            title={m.charts.volumeByDay}
            series={paymentMethods.map((method) => ({ id: method, label: paymentMethodLabels[method] }))}
            categories={dayCategories(data.byDay.data)}
            format={formatMoney}
            formatAxis={formatMoneyCompact}
          />
        </Card>
        <Card title={data.refusals.data?.buckets.length === 0 ? m.charts.refusals : undefined}>
          {data.refusals.data && data.refusals.data.buckets.length === 0 ? (
            <p>{m.charts.noRefusals}</p>
          ) : (
            <BarChart
              title={m.charts.refusals}
              series={[{ id: 'count', label: m.charts.refusalsSeries }]}
              categories={[...(data.refusals.data?.buckets ?? [])]
                .sort((a, b) => b.count - a.count)
                .slice(0, 5)
                .map((bucket) => ({
                  id: bucket.key,
                  label: refusalReasons.find((reason) => reason.code === bucket.key)?.message ?? bucket.key,
                  values: { count: bucket.count },
                }))}
              format={formatInteger}
              orientation="horizontal"
            />
          )}
        </Card>
        <Card>
          <BarChart
            title={m.charts.byBrand}
            series={[{ id: 'gross', label: m.charts.volumeSeries }]}
            categories={[...(data.byBrand.data?.buckets ?? [])]
              .filter((bucket) => bucket.key in cardBrandLabels)
              .sort((a, b) => b.gross - a.gross)
              .map((bucket) => ({
                id: bucket.key,
                label: cardBrandLabels[bucket.key as keyof typeof cardBrandLabels],
                values: { gross: bucket.gross },
              }))}
            format={formatMoney}
            formatAxis={formatMoneyCompact}
            orientation="horizontal"
          />
        </Card>
        <Card>
          <BarChart
            title={m.charts.byInstallments}
            series={[{ id: 'gross', label: m.charts.volumeSeries }]}
            categories={[...(data.byInstallments.data?.buckets ?? [])]
              .sort((a, b) => Number(a.key) - Number(b.key))
              .map((bucket) => ({
                id: bucket.key,
                label: m.installmentsLabel(Number(bucket.key)),
                values: { gross: bucket.gross },
              }))}
            format={formatMoney}
            formatAxis={formatMoneyCompact}
          />
        </Card>
      </ChartGrid>
      <LatestTransactions page={data.latest.data} failed={Boolean(data.latest.error)} seeAll={listLink({}, m.seeAll)} />
      {isAdmin && (
        <AdminPanels byCompany={data.byCompany.data} cardsByCompany={data.cardsByCompany.data} names={merchantNames} />
      )}
    </MoneyStack>
  );
}
