import type { Dispute } from '@painel/api-client';
import { useDisputes } from '@painel/api-client/react';
import {
  disputeKinds,
  disputeStateLabels,
  disputeStates,
  type DisputeKind,
  type DisputeState,
} from '@painel/api-client/money';
import {
  Button,
  Card,
  ChipSelect,
  DataTable,
  FilterBar,
  Money,
  StatCard,
  StatusBadge,
  formatMoney,
  type DataColumn,
} from '@painel/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import {
  CsvDownloadButton,
  DisputeDeadline,
  FigureGrid,
  MoneyStack,
  SectionTitle,
  ToneNotice,
  UrlPeriodPicker,
  urlPeriodOf,
  useSearchPatch,
  disputeStateTone,
  useSaoPauloToday,
  listStatusOf,
} from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { knownValues } from '../../core/money/urlValues';
import { useApi, usePortalLink } from '../../core/runtime/hooks';
import { DisputeDialog } from './DisputeDialog';
import { disputesMessages } from './messages';
import { Actions, KindAndReason } from './styles';

/**
 * /dashboard/transfers/chargebacks: chargebacks and Pix MEDs in scope with the value held, the deadline counting
 * down (alerts at 48, 24 and 6 hours), and the one answer each allows. Filters and the open dispute live in the
 * URL, so the transaction detail links straight to a dispute's answer.
 */
export function DisputesScreen() {
  const m = useMessages('disputes', disputesMessages);
  const money = useMessages('money', moneyMessages);
  const today = useSaoPauloToday();
  const { search, write } = useSearchPatch();
  const period = urlPeriodOf(search, today);
  const stateKey = search.get('situacao');
  const kindKey = search.get('tipo');
  const state = useMemo(() => knownValues(stateKey, disputeStates), [stateKey]);
  const kind = useMemo(() => knownValues(kindKey, disputeKinds), [kindKey]);
  const page = Math.max(1, Number(search.get('pagina')) || 1);
  const opened = search.get('disputa');
  const filters = useMemo(
    () => ({ from: period.from, to: period.to, state, kind, page, pageSize: 20 as const }),
    [period.from, period.to, state, kind, page],
  );
  const list = useDisputes(filters);
  const api = useApi();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const c = m.columns;
  const withCompany = (list.data?.items ?? []).some((d) => d.companyId !== list.data?.items[0]?.companyId);
  const columns: DataColumn<Dispute>[] = [
    { id: 'transaction', label: c.transaction, cell: (d) => d.transactionId, hideable: false },
    {
      id: 'kind',
      label: c.kind,
      cell: (d) => (
        <KindAndReason>
          <span>{m.kinds[d.kind]}</span>
          <small>{d.reason}</small>
        </KindAndReason>
      ),
    },
    ...(withCompany ? [{ id: 'company', label: c.company, cell: (d: Dispute) => d.companyName }] : []),
    { id: 'amount', label: c.amount, align: 'end', cell: (d) => <Money cents={d.amount} /> },
    {
      id: 'deadline',
      label: c.deadline,
      cell: (d) => (d.state === 'open' ? <DisputeDeadline deadline={d.deadline} /> : '—'),
    },
    {
      id: 'state',
      label: c.state,
      cell: (d) => <StatusBadge tone={disputeStateTone[d.state]}>{disputeStateLabels[d.state]}</StatusBadge>,
    },
    {
      id: 'actions',
      label: c.actions,
      hideable: false,
      cell: (d) => (
        <Actions>
          <Button
            size="sm"
            variant={d.canAnswer ? 'primary' : 'secondary'}
            aria-label={d.canAnswer ? m.answer(d.transactionId) : m.view(d.transactionId)}
            onClick={() => write({ disputa: d.transactionId }, true)}
          >
            {d.canAnswer ? m.answerShort : m.viewShort}
          </Button>
        </Actions>
      ),
    },
  ];
  const error: unknown = list.error;
  const data = error ? undefined : list.data;
  const totals = data?.totals;
  const active = [
    ...(state.length ? [money.filterLabel(m.filters.state, state.map((s) => disputeStateLabels[s]).join(', '))] : []),
    ...(kind.length ? [money.filterLabel(m.filters.kind, kind.map((k) => m.kinds[k]).join(', '))] : []),
  ];
  const clear = () => write({ situacao: null, tipo: null });
  return (
    <MoneyStack>
      <p>{m.intro}</p>
      {totals && totals.dueSoon > 0 && (
        <ToneNotice $tone="warning" role="status">
          <p>{m.dueSoonAlert(totals.dueSoon)}</p>
        </ToneNotice>
      )}
      <FigureGrid aria-labelledby="disputas-resumo">
        <SectionTitle id="disputas-resumo">{m.summaryLabel}</SectionTitle>
        <StatCard
          label={m.summary.open}
          loading={!totals}
          value={totals ? String(totals.open) : '–'}
          {...(totals ? { detail: m.summary.dueSoon(totals.dueSoon) } : {})}
        />
        <StatCard
          label={m.summary.held}
          loading={!totals}
          value={totals ? formatMoney(totals.held) : '–'}
          detail={m.summary.heldDetail}
        />
        <StatCard
          label={m.summary.lost}
          loading={!totals}
          value={totals ? formatMoney(totals.lost) : '–'}
          {...(totals ? { detail: m.summary.fines(formatMoney(totals.fines)) } : {})}
        />
      </FigureGrid>
      <Card title={m.cardTitle}>
        <FilterBar
          activeFilters={active.map((label, index) => ({ id: String(index), label }))}
          onRemoveFilter={clear}
          onClearFilters={clear}
        >
          <UrlPeriodPicker today={today} />
          <ChipSelect
            label={m.filters.state}
            options={disputeStates.map((value) => ({ value, label: disputeStateLabels[value] }))}
            value={state}
            onChange={(next: DisputeState[]) => write({ situacao: next.join(',') })}
          />
          <ChipSelect
            label={m.filters.kind}
            options={disputeKinds.map((value) => ({ value, label: m.kinds[value] }))}
            value={kind}
            onChange={(next: DisputeKind[]) => write({ tipo: next.join(',') })}
          />
        </FilterBar>
        <DataTable
          label={m.table}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(d) => d.transactionId}
          status={listStatusOf(error, Boolean(data))}
          total={data?.total ?? 0}
          page={page}
          pageSize={20}
          onPageChange={(next) => write({ pagina: next > 1 ? String(next) : null }, true)}
          rowLink={(d) => ({
            href: href(`/dashboard/transactions/preview/${d.transactionId}`),
            label: m.openTransaction(d.transactionId),
          })}
          onNavigate={(target) => void navigate(target)}
          activeFilters={active}
          onClearFilters={clear}
          onRetry={() => void list.mutate()}
          actions={
            <CsvDownloadButton
              filename={m.listFile(period.from, period.to)}
              disabled={!data?.total}
              build={() => import('./disputesExport').then((module) => module.exportDisputes(api, filters))}
            />
          }
        />
      </Card>
      {opened && (
        <DisputeDialog
          transactionId={opened}
          onClose={() => write({ disputa: null }, true)}
          onAnswered={() => void list.mutate()}
        />
      )}
    </MoneyStack>
  );
}
