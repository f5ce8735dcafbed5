import {
  paymentLinkStatusLabels,
  paymentLinkStatuses,
  type PaymentLink,
  type PaymentLinkStatus,
} from '@painel/api-client';
import { usePaymentLinks } from '@painel/api-client/react';
import {
  ChipSelect,
  DateTime,
  PeriodPicker,
  SearchField,
  StatusBadge,
  formatDate,
  formatInteger,
  formatMoney,
  type DataColumn,
} from '@painel/ui';
import { lazy, Suspense, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { NavigateButton } from '../../core/links/NavigateButton';
import {
  ListScreen,
  chipLabels,
  defineListView,
  filterChips,
  periodField,
  textField,
  useListView,
  useUrlParam,
  valuesField,
} from '../../core/list';
import { ActionRow, useSaoPauloToday } from '../../core/money';
import { moneyMessages } from '../../core/money/messages';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { usePortalLink } from '../../core/runtime/hooks';
import { linkKindOfPath, linkPaths, reusableLinkPath } from './linkPaths';
import { linkStatusTone } from './linkTones';
import { paymentLinksMessages } from './messages';

// A personalised link's detail (its QR code, sharing, actions) loads when one is opened.
const LinkDialog = lazy(() => import('./LinkDialog').then((module) => ({ default: module.LinkDialog })));

/** The links' view in the URL. */
export const paymentLinkListView = defineListView({
  period: periodField('last30'),
  q: textField('busca'),
  status: valuesField('status', paymentLinkStatuses),
});

/**
 * /dashboard/payment/links (Personalizado) and /dashboard/payment/links/fixed (Anônimo): the links of one kind
 * with their payments, filtered by period, name and status in the URL; a CSV of the filtered set.
 */
export function PaymentLinksScreen() {
  const m = useMessages('paymentLinks', paymentLinksMessages);
  const chip = chipLabels(useMessages('money', moneyMessages));
  const route = useCurrentRoute();
  const kind = linkKindOfPath(route.path);
  const today = useSaoPauloToday();
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const list = useListView(paymentLinkListView, { today });
  const { state, change } = list;
  const [openedParam, setOpened] = useUrlParam('link');
  const opened = kind === 'single' ? openedParam : null;
  const filters = useMemo(
    () => ({
      kind,
      from: state.period.from,
      to: state.period.to,
      q: state.q,
      status: state.status,
      page: state.page,
      pageSize: state.pageSize,
    }),
    [kind, state],
  );
  const query = usePaymentLinks(filters);
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
  const chips = filterChips(state, {
    q: chip.text(m.search),
    status: chip.values(m.status, paymentLinkStatusLabels),
  });
  return (
    <>
      <ListScreen
        list={list}
        query={query}
        header={
          <>
            <p>{m.intro[kind]}</p>
            {query.data?.canCreate && (
              <ActionRow>
                <NavigateButton to={linkPaths[kind].create}>{m.create}</NavigateButton>
              </ActionRow>
            )}
          </>
        }
        chips={chips}
        filters={
          <>
            <PeriodPicker value={state.period} today={today} onChange={(period) => change({ period })} />
            <SearchField label={m.search} hint={m.searchHint} value={state.q} onSearch={(q) => change({ q })} />
            <ChipSelect
              label={m.status}
              options={paymentLinkStatuses.map((value) => ({ value, label: paymentLinkStatusLabels[value] }))}
              value={state.status}
              onChange={(status: PaymentLinkStatus[]) => change({ status })}
            />
          </>
        }
        figures={{
          title: m.summaryLabel,
          id: 'links-resumo',
          items: [
            { label: m.linksCount, value: (d) => formatInteger(d.totals.links) },
            { label: m.payments, value: (d) => formatInteger(d.totals.payments) },
            { label: m.paidAmount, value: (d) => formatMoney(d.totals.paidAmount) },
          ],
        }}
        title={m.cardTitle}
        table={{
          label: m.table,
          columns,
          rowKey: (l) => l.id,
          rows: (d) => d.items,
          total: (d) => d.total,
          emptyMessage: m.empty,
          rowLink: (l) => ({
            href: href(l.kind === 'reusable' ? reusableLinkPath(l.id) : `${linkPaths.single.list}?link=${l.id}`),
            label: l.name,
          }),
          onNavigate: (target) => {
            const link = new URL(target, window.location.origin).searchParams.get('link');
            if (kind === 'single' && link) setOpened(link);
            else void navigate(target);
          },
        }}
        csv={{ list: 'paymentLinks', filters, filename: m.exportFile(kind) }}
      />
      {opened && (
        <Suspense fallback={null}>
          <LinkDialog id={opened} onClose={() => setOpened(null)} onChanged={() => void query.mutate()} />
        </Suspense>
      )}
    </>
  );
}
