import {
  paymentLinkStatusLabels,
  paymentLinkStatuses,
  type PaymentLink,
  type PaymentLinkStatus,
} from '@painel/api-client';
import { paymentLinksCsv } from '@painel/api-client/money';
import { usePaymentLink, usePaymentLinks } from '@painel/api-client/react';
import {
  Button,
  Card,
  ChipSelect,
  DataTable,
  DateTime,
  Dialog,
  FilterBar,
  SearchField,
  Spinner,
  StatCard,
  StatusBadge,
  formatDate,
  formatInteger,
  formatMoney,
  type DataColumn,
} from '@painel/ui';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import {
  ActionRow,
  FigureGrid,
  MoneyStack,
  SectionTitle,
  UrlPeriodPicker,
  CsvDownloadButton,
  urlPeriodOf,
  useSaoPauloToday,
  useSearchPatch,
  listStatusOf,
} from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { knownValues } from '../../core/money/urlValues';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { useApi, usePortalLink } from '../../core/runtime/hooks';
import { linkKindOfPath, linkPaths, reusableLinkPath } from './linkPaths';
import { linkStatusTone } from './linkTones';
import { paymentLinksMessages } from './messages';
import { PaymentLinkView } from './PaymentLinkView';

/** A personalised link's detail opens over the list (`?link=`): the spec gives only anonymous links a page. */
function LinkDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const m = useMessages('paymentLinks', paymentLinksMessages);
  const detail = usePaymentLink(id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={detail.data?.link.name ?? m.detail.title} size="lg">
      {detail.data ? (
        <PaymentLinkView
          detail={detail.data}
          onChanged={() => {
            void detail.mutate();
            onChanged();
          }}
        />
      ) : detail.error ? (
        <p role="alert">{m.detail.loadFailed}</p>
      ) : (
        <Spinner />
      )}
    </Dialog>
  );
}

/**
 * /dashboard/payment/links (Personalizado) and /dashboard/payment/links/fixed (Anônimo): the links of one kind
 * with their payments, filtered by period, name and status in the URL; a CSV of the filtered set.
 */
export function PaymentLinksScreen() {
  const m = useMessages('paymentLinks', paymentLinksMessages);
  const money = useMessages('money', moneyMessages);
  const route = useCurrentRoute();
  const kind = linkKindOfPath(route.path);
  const today = useSaoPauloToday();
  const api = useApi();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const { search, write } = useSearchPatch();
  const period = urlPeriodOf(search, today);
  const statusKey = search.get('status');
  const status = useMemo(() => knownValues(statusKey, paymentLinkStatuses), [statusKey]);
  const q = search.get('busca') ?? '';
  const page = Math.max(1, Number(search.get('pagina')) || 1);
  const opened = kind === 'single' ? search.get('link') : null;
  const filters = useMemo(
    () => ({ kind, from: period.from, to: period.to, q, status, page, pageSize: 20 as const }),
    [kind, period.from, period.to, q, status, page],
  );
  const list = usePaymentLinks(filters);
  const error: unknown = list.error;
  const data = error ? undefined : list.data;
  const c = m.columns;
  const columns: DataColumn<PaymentLink>[] = [
    { id: 'name', label: c.name, cell: (l) => l.name, hideable: false },
    {
      id: 'amount',
      label: c.amount,
      align: 'end',
      cell: (l) => (l.amount === null ? m.openAmount : formatMoney(l.amount)),
    },
    {
      id: 'status',
      label: c.status,
      cell: (l) => <StatusBadge tone={linkStatusTone[l.status]}>{paymentLinkStatusLabels[l.status]}</StatusBadge>,
    },
    { id: 'createdAt', label: c.createdAt, cell: (l) => <DateTime value={l.createdAt} /> },
    { id: 'expiresOn', label: c.expiresOn, cell: (l) => (l.expiresOn ? formatDate(l.expiresOn) : m.never) },
    {
      id: 'payments',
      label: c.payments,
      align: 'end',
      cell: (l) => m.paymentsOf(l.paymentsCount, formatMoney(l.paidAmount)),
    },
  ];
  const active = [
    ...(q ? [money.filterLabel(m.search, q)] : []),
    ...(status.length ? [money.filterLabel(m.status, status.map((s) => paymentLinkStatusLabels[s]).join(', '))] : []),
  ];
  const clear = () => write({ busca: null, status: null });
  return (
    <MoneyStack>
      <p>{m.intro[kind]}</p>
      <ActionRow>
        {data?.canCreate && <Button onClick={() => void navigate(href(linkPaths[kind].create))}>{m.create}</Button>}
        <CsvDownloadButton
          filename={m.exportFile(kind)}
          disabled={!data?.total}
          build={async () => {
            const all = await api.paymentLinks({ ...filters, page: 1, pageSize: 'all' });
            return { csv: paymentLinksCsv(all.items, window.location.origin), rows: all.items.length };
          }}
        />
      </ActionRow>
      <FigureGrid aria-labelledby="links-resumo">
        <SectionTitle id="links-resumo">{m.summaryLabel}</SectionTitle>
        <StatCard label={m.linksCount} loading={!data} value={data ? formatInteger(data.totals.links) : '–'} />
        <StatCard label={m.payments} loading={!data} value={data ? formatInteger(data.totals.payments) : '–'} />
        <StatCard label={m.paidAmount} loading={!data} value={data ? formatMoney(data.totals.paidAmount) : '–'} />
      </FigureGrid>
      <Card title={m.cardTitle}>
        <FilterBar
          activeFilters={active.map((label, index) => ({ id: String(index), label }))}
          onRemoveFilter={clear}
          onClearFilters={clear}
        >
          <UrlPeriodPicker today={today} />
          <SearchField label={m.search} hint={m.searchHint} value={q} onSearch={(text) => write({ busca: text })} />
          <ChipSelect
            label={m.status}
            options={paymentLinkStatuses.map((value) => ({ value, label: paymentLinkStatusLabels[value] }))}
            value={status}
            onChange={(next: PaymentLinkStatus[]) => write({ status: next.join(',') })}
          />
        </FilterBar>
        <DataTable
          label={m.table}
          columns={columns}
          rows={data?.items ?? []}
          rowKey={(l) => l.id}
          status={listStatusOf(error, Boolean(data))}
          total={data?.total ?? 0}
          page={page}
          pageSize={20}
          onPageChange={(next) => write({ pagina: next > 1 ? String(next) : null }, true)}
          emptyMessage={m.empty}
          rowLink={(l) => ({
            href: href(l.kind === 'reusable' ? reusableLinkPath(l.id) : `${linkPaths.single.list}?link=${l.id}`),
            label: l.name,
          })}
          onNavigate={(target) => {
            const url = new URL(target, window.location.origin);
            if (kind === 'single' && url.searchParams.get('link')) write({ link: url.searchParams.get('link') }, true);
            else void navigate(target);
          }}
          activeFilters={active}
          onClearFilters={clear}
          onRetry={() => void list.mutate()}
        />
      </Card>
      {opened && (
        <LinkDialog id={opened} onClose={() => write({ link: null }, true)} onChanged={() => void list.mutate()} />
      )}
    </MoneyStack>
  );
}
