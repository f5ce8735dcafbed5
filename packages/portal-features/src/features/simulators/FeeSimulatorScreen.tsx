import {
  cardBrandLabels,
  cardBrands,
  standardRates,
  standardSettlementPlan,
  type CardBrand,
  type RateTable,
  type SettlementPlan,
} from '@painel/api-client';
import { simulateSale, type InterestPayer } from '@painel/api-client/money';
import { useCompanyRates, useMoneyCompanies } from '@painel/api-client/react';
import {
  Card,
  Checkbox,
  MaskedField,
  Money,
  RadioGroup,
  Select,
  StatCard,
  formatDate,
  formatMoney,
  formatPercent,
  masks,
} from '@painel/ui';
import { useMemo, useState } from 'react';
import { FigureTable, MoneyStack, SectionTitle, scopeOptionsOf, useSaoPauloToday } from '../../core/money';
import { useMessages } from '../../core/copy/MessagesContext';
import { simulatorsMessages } from './messages';
import { FormGrid, ResultGrid } from './styles';

type Kind = 'debit' | 'credit1' | 'installments' | 'pix';

/** The field's text as centavos ('R$ 1.000' while typing is R$ 1.000,00). */
const centsOf = (masked: string) => Number(masks.money.unformat(masked));

/**
 * /dashboard/simulator/fee — Simulação: one sale priced with the company's own rates (standard ones for an
 * administrator who picks none): what the customer pays per installment, what the merchant receives, the fees,
 * and the day each installment is paid, exact to the centavo (simulateSale).
 */
export function FeeSimulatorScreen() {
  const all = useMessages('simulators', simulatorsMessages);
  const m = all.fee;
  const today = useSaoPauloToday();
  const companies = useMoneyCompanies();
  const scope = scopeOptionsOf(companies.data);
  const [companyId, setCompanyId] = useState('');
  // One merchant: its own rates; several: the chosen one's, or the standard ones.
  const rates = useCompanyRates(scope ? (companyId ? Number(companyId) : null) : undefined);
  const ratesError: unknown = rates.error;
  const table: RateTable = rates.data ?? standardRates;
  const plan: SettlementPlan = rates.data?.settlement ?? standardSettlementPlan;
  const [amountText, setAmountText] = useState(() => masks.money.format(1000));
  const [kind, setKind] = useState<Kind>('installments');
  const [installments, setInstallments] = useState(3);
  const [brand, setBrand] = useState<CardBrand>('visa');
  const [payer, setPayer] = useState<InterestPayer>('merchant');
  const [anticipate, setAnticipate] = useState(false);
  const amount = centsOf(amountText);
  const card = kind !== 'pix';

  const sale = useMemo(
    () =>
      amount > 0
        ? simulateSale({
            amount,
            method: kind === 'pix' ? 'pix' : kind === 'debit' ? 'debit' : 'credit',
            installments: kind === 'installments' ? installments : 1,
            brand,
            interestPaidBy: kind === 'installments' ? payer : 'merchant',
            anticipate: card && anticipate,
            saleDate: today,
            rates: table,
            plan,
          })
        : null,
    [amount, kind, installments, brand, payer, anticipate, card, today, table, plan],
  );
  const first = sale?.installments[0];
  const count = sale?.installments.length ?? 1;

  return (
    <MoneyStack>
      <p>{m.intro}</p>
      <Card title={m.form}>
        <FormGrid>
          {scope && (
            <Select
              label={m.company}
              value={companyId}
              onChange={(event) => setCompanyId(event.target.value)}
              placeholder={false}
              options={[
                { value: '', label: m.standardRates },
                ...scope.merchants.map((merchant) => ({ value: String(merchant.companyId), label: merchant.name })),
              ]}
            />
          )}
          <MaskedField
            mask="money"
            label={m.amount}
            hint={m.amountHint}
            inputMode="numeric"
            value={amountText}
            onValueChange={(masked) => setAmountText(masked)}
            error={amount > 0 ? undefined : m.amountInvalid}
          />
          <Select
            label={m.method}
            value={kind}
            placeholder={false}
            onChange={(event) => setKind(event.target.value as Kind)}
            options={(Object.keys(m.methods) as Kind[]).map((value) => ({ value, label: m.methods[value] }))}
          />
          {kind === 'installments' && (
            <Select
              label={m.installments}
              value={String(installments)}
              placeholder={false}
              onChange={(event) => setInstallments(Number(event.target.value))}
              options={Array.from({ length: 11 }, (_, index) => ({
                value: String(index + 2),
                label: m.installmentsOption(index + 2),
              }))}
            />
          )}
          {card && (
            <Select
              label={m.brand}
              value={brand}
              placeholder={false}
              onChange={(event) => setBrand(event.target.value as CardBrand)}
              options={cardBrands.map((value) => ({ value, label: cardBrandLabels[value] }))}
            />
          )}
        </FormGrid>
        {kind === 'installments' && (
          <RadioGroup
            label={m.payer}
            value={payer}
            onValueChange={(value) => setPayer(value as InterestPayer)}
            options={[
              { value: 'merchant', label: m.payers.merchant },
              { value: 'customer', label: m.payers.customer },
            ]}
          />
        )}
        {card && (
          <Checkbox
            label={m.anticipate}
            hint={m.anticipateHint(formatPercent(table.anticipationMonthly))}
            checked={anticipate}
            onCheckedChange={(checked) => setAnticipate(checked === true)}
          />
        )}
        <p role="status">{ratesError ? m.ratesFailed : scope && !companyId ? m.usingStandard : ''}</p>
      </Card>
      <ResultGrid aria-labelledby="simulacao-resultado" aria-live="polite">
        <SectionTitle id="simulacao-resultado">{m.result}</SectionTitle>
        <StatCard
          label={m.customerPays}
          value={sale ? formatMoney(sale.customerTotal) : '–'}
          detail={sale && first && count > 1 ? m.perInstallment(count, formatMoney(first.customerAmount)) : undefined}
        />
        <StatCard label={m.merchantReceives} value={sale ? formatMoney(sale.net) : '–'} />
        <StatCard
          label={m.fees}
          value={sale ? formatMoney(sale.fees) : '–'}
          detail={sale ? m.effectiveRate(formatPercent(sale.effectiveRate)) : undefined}
        />
        {sale && sale.customerSurcharge > 0 && (
          <StatCard
            label={m.surcharge}
            value={formatMoney(sale.customerSurcharge)}
            detail={m.surchargeDetail(formatPercent(Math.round((sale.customerSurcharge * 10_000) / amount)))}
          />
        )}
      </ResultGrid>
      {sale && (
        <Card title={m.tableLabel}>
          <FigureTable label={m.tableName}>
            <table aria-label={m.tableLabel}>
              <thead>
                <tr>
                  <th scope="col">{m.columns.number}</th>
                  <th scope="col" data-figure>
                    {m.columns.customer}
                  </th>
                  <th scope="col" data-figure>
                    {m.columns.mdr}
                  </th>
                  <th scope="col" data-figure>
                    {m.columns.anticipation}
                  </th>
                  <th scope="col" data-figure>
                    {m.columns.net}
                  </th>
                  <th scope="col">{m.columns.date}</th>
                </tr>
              </thead>
              <tbody>
                {sale.installments.map((line) => (
                  <tr key={line.number}>
                    <th scope="row">{`${line.number}/${count}`}</th>
                    <td data-figure>
                      <Money cents={line.customerAmount} />
                    </td>
                    <td data-figure>
                      <Money cents={-line.mdr} />
                    </td>
                    <td data-figure>
                      <Money cents={-line.anticipationFee} />
                    </td>
                    <td data-figure>
                      <Money cents={line.net} />
                    </td>
                    <td>
                      {formatDate(line.paymentDate)}
                      {line.anticipatedDays > 0 && (
                        <small> — {m.anticipatedFrom(formatDate(line.originalDate), line.anticipatedDays)}</small>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{all.proposal.total}</th>
                  <td data-figure>
                    <Money cents={sale.customerTotal} />
                  </td>
                  <td data-figure>
                    <Money cents={-sale.mdr} />
                  </td>
                  <td data-figure>
                    <Money cents={-sale.anticipationFee} />
                  </td>
                  <td data-figure>
                    <Money cents={sale.net} />
                  </td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </FigureTable>
          <p>{m.calendarNote(formatDate(today))}</p>
        </Card>
      )}
    </MoneyStack>
  );
}
