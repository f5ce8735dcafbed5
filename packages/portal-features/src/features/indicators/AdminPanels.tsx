import { type TransactionBuckets } from '@painel/api-client';
import { capturedStatuses, chargebackLevelOf, chargebackRatioOf } from '@painel/api-client/money';
import { BarChart, Card, StatusBadge, formatInteger, formatMoney, formatMoneyCompact, formatPercent } from '@painel/ui';
import { useMessages } from '../../core/copy/MessagesContext';
import { indicatorsMessages } from './messages';
import { ChartGrid } from './styles';
import { FigureTable } from '../../core/money';

const TOP = 8;
const levelTone = { ok: 'success', warning: 'warning', over: 'danger' } as const;

/** Per merchant: captured card sales and chargebacks of the period, worst ratio first. */
export function chargebackRows(cardsByCompany: TransactionBuckets, names: ReadonlyMap<string, string>) {
  const byCompany = new Map<string, { sales: number; chargebacks: number }>();
  for (const bucket of cardsByCompany.buckets) {
    const row = byCompany.get(bucket.key) ?? { sales: 0, chargebacks: 0 };
    if ((capturedStatuses as readonly string[]).includes(bucket.split ?? '')) row.sales += bucket.count;
    if (bucket.split === 'chargeback') row.chargebacks += bucket.count;
    byCompany.set(bucket.key, row);
  }
  return [...byCompany.entries()]
    .filter(([, row]) => row.sales > 0)
    .map(([companyId, row]) => {
      const ratio = chargebackRatioOf(row.chargebacks, row.sales);
      return { companyId, name: names.get(companyId) ?? companyId, ...row, ratio, level: chargebackLevelOf(ratio) };
    })
    .sort((a, b) => b.ratio - a.ratio || b.sales - a.sales);
}

/** Administrators: the merchants with the most volume, and the chargeback ratio against the schemes' limits. */
export function AdminPanels({
  byCompany,
  cardsByCompany,
  names,
}: {
  byCompany: TransactionBuckets | undefined;
  cardsByCompany: TransactionBuckets | undefined;
  names: ReadonlyMap<string, string>;
}) {
  const all = useMessages('indicators', indicatorsMessages);
  const m = all.admin;
  const rows = cardsByCompany ? chargebackRows(cardsByCompany, names).slice(0, TOP) : null;
  return (
    <ChartGrid>
      <Card>
        <BarChart
          title={m.topMerchants}
          series={[{ id: 'gross', label: all.charts.volumeSeries }]}
          categories={[...(byCompany?.buckets ?? [])]
            .sort((a, b) => b.gross - a.gross)
            .slice(0, TOP)
            .map((bucket) => ({
              id: bucket.key,
              label: names.get(bucket.key) ?? bucket.key,
              values: { gross: bucket.gross },
            }))}
          format={formatMoney}
          formatAxis={formatMoneyCompact}
          orientation="horizontal"
        />
      </Card>
      <Card title={m.chargebacks}>
        <p>{m.chargebacksIntro}</p>
        {rows && rows.length === 0 ? (
          <p>{m.none}</p>
        ) : (
          <FigureTable label={m.chargebacksTable}>
            <table aria-label={m.chargebacks}>
              <thead>
                <tr>
                  {/* The ratio and its level, what the card is about, right after the merchant: in sight at 1280 px. */}
                  <th scope="col">{m.columns.merchant}</th>
                  <th scope="col" data-figure>
                    {m.columns.ratio}
                  </th>
                  <th scope="col">{m.columns.level}</th>
                  <th scope="col" data-figure>
                    {m.columns.sales}
                  </th>
                  <th scope="col" data-figure>
                    {m.columns.chargebacks}
                  </th>
                </tr>
              </thead>
              <tbody>
                {(rows ?? []).map((row) => (
                  <tr key={row.companyId}>
                    <th scope="row">{row.name}</th>
                    <td data-figure>{formatPercent(row.ratio)}</td>
                    <td>
                      <StatusBadge tone={levelTone[row.level]}>{m.levels[row.level]}</StatusBadge>
                    </td>
                    <td data-figure>{formatInteger(row.sales)}</td>
                    <td data-figure>{formatInteger(row.chargebacks)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </FigureTable>
        )}
      </Card>
    </ChartGrid>
  );
}
