import { standardRates } from '@painel/api-client';
import {
  mixTotal,
  priceProposal,
  proposalProducts,
  proposalRatesOf,
  type ProposalMix,
  type ProposalProduct,
  type ProposalRates,
} from '@painel/api-client/money';
import {
  Button,
  Card,
  MaskedField,
  Money,
  StatCard,
  TextField,
  formatDate,
  formatMoney,
  formatPercent,
  masks,
  shiftDays,
} from '@painel/ui';
import { useState } from 'react';
import { FigureTable, MoneyStack, SectionTitle, useSaoPauloToday } from '../../core/money';
import { useMessages } from '../../core/copy/MessagesContext';
import { simulatorsMessages } from './messages';
import { parsePercent, percentText } from './percentInput';
import { PrintStyles } from './PrintStyles';
import { FormGrid, PrintOnly, Printable, ResultGrid } from './styles';

type Texts = Record<ProposalProduct, string>;

const textsOf = (values: Record<ProposalProduct, number>): Texts =>
  Object.fromEntries(proposalProducts.map((product) => [product, percentText(values[product])])) as Texts;
const emptyTexts = Object.fromEntries(proposalProducts.map((product) => [product, ''])) as Texts;
const DEFAULT_MIX: ProposalMix = { debit: 2_500, credit1: 3_500, credit2to6: 1_500, credit7to12: 500, pix: 2_000 };

/** Every field read, or null where one is not a rate. */
function ratesOf(texts: Texts): ProposalRates | null {
  const parsed = proposalProducts.map((product) => parsePercent(texts[product]));
  if (parsed.some((value) => value === null)) return null;
  return Object.fromEntries(proposalProducts.map((product, index) => [product, parsed[index]])) as ProposalRates;
}

function RateFields({
  legend,
  hint,
  side,
  texts,
  onChange,
  required,
}: {
  legend: string;
  hint: string;
  side: string;
  texts: Texts;
  onChange: (texts: Texts) => void;
  required: boolean;
}) {
  const m = useMessages('simulators', simulatorsMessages).proposal;
  return (
    <fieldset>
      <legend>{legend}</legend>
      <p>{hint}</p>
      <FormGrid>
        {proposalProducts.map((product) => {
          const text = texts[product];
          const invalid = (required || text !== '') && parsePercent(text) === null;
          return (
            <TextField
              key={product}
              label={m.products[product]}
              aria-label={m.rateOf(m.products[product], side)}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              error={invalid ? m.rateInvalid : undefined}
              onChange={(event) => onChange({ ...texts, [product]: event.target.value })}
            />
          );
        })}
      </FormGrid>
    </fieldset>
  );
}

/**
 * /dashboard/simulator — Simular Proposta (the operator's home): a month of a prospect's expected volume at the
 * proposed rates (from the standard ones) against the rates it pays today, printable as a one-page proposal.
 */
export function ProposalSimulatorScreen() {
  const m = useMessages('simulators', simulatorsMessages).proposal;
  const today = useSaoPauloToday();
  const [name, setName] = useState('');
  const [volumeText, setVolumeText] = useState(() => masks.money.format(50_000));
  const [mixTexts, setMixTexts] = useState<Texts>(() => textsOf(DEFAULT_MIX));
  const [oursTexts, setOursTexts] = useState<Texts>(() => textsOf(proposalRatesOf(standardRates)));
  const [theirsTexts, setTheirsTexts] = useState<Texts>(emptyTexts);
  const volume = Number(masks.money.unformat(volumeText));
  const mix = ratesOf(mixTexts);
  const ours = ratesOf(oursTexts);
  const theirs = ratesOf(theirsTexts);
  const mixSum = mix ? mixTotal(mix) : null;
  const ready = volume > 0 && mix !== null && mixSum === 10_000 && ours !== null;
  const ourResult = ready ? priceProposal(volume, mix, ours) : null;
  const theirResult = ready && theirs ? priceProposal(volume, mix, theirs) : null;
  const difference = ourResult && theirResult ? theirResult.fees - ourResult.fees : null;
  const title = m.printedTitle(name.trim() || m.prospect);

  return (
    <MoneyStack>
      <PrintStyles />
      <p>{m.intro}</p>
      <Card title={m.prospect}>
        <FormGrid>
          <TextField
            label={m.prospectName}
            value={name}
            autoComplete="organization"
            onChange={(e) => setName(e.target.value)}
          />
          <MaskedField
            mask="money"
            label={m.volume}
            inputMode="numeric"
            value={volumeText}
            onValueChange={(masked) => setVolumeText(masked)}
            error={volume > 0 ? undefined : m.volumeInvalid}
          />
        </FormGrid>
        <fieldset>
          <legend>{m.mix}</legend>
          <p>{m.mixHint}</p>
          <FormGrid>
            {proposalProducts.map((product) => (
              <TextField
                key={product}
                label={m.products[product]}
                inputMode="decimal"
                autoComplete="off"
                value={mixTexts[product]}
                error={parsePercent(mixTexts[product]) === null ? m.rateInvalid : undefined}
                onChange={(event) => setMixTexts({ ...mixTexts, [product]: event.target.value })}
              />
            ))}
          </FormGrid>
          {mixSum !== null && mixSum !== 10_000 && <p role="alert">{m.mixInvalid(formatPercent(mixSum))}</p>}
        </fieldset>
        <RateFields
          legend={m.ours}
          hint={m.oursHint}
          side={m.ours}
          texts={oursTexts}
          onChange={setOursTexts}
          required
        />
        <RateFields
          legend={m.theirs}
          hint={m.theirsHint}
          side={m.theirs}
          texts={theirsTexts}
          onChange={setTheirsTexts}
          required={false}
        />
      </Card>
      <Printable data-proposal-print="">
        <PrintOnly>
          <h2>{title}</h2>
        </PrintOnly>
        <ResultGrid aria-labelledby="proposta-resultado" aria-live="polite">
          <SectionTitle id="proposta-resultado">{m.result}</SectionTitle>
          <StatCard label={m.monthlyFees} value={ourResult ? formatMoney(ourResult.fees) : '–'} />
          <StatCard label={m.effectiveRate} value={ourResult ? formatPercent(ourResult.effectiveRate) : '–'} />
          <StatCard label={m.net} value={ourResult ? formatMoney(ourResult.net) : '–'} />
          <StatCard
            label={m.comparison}
            value={difference === null ? '–' : formatMoney(Math.abs(difference))}
            detail={
              difference === null
                ? m.noComparison
                : difference > 0
                  ? m.savings(formatMoney(difference), formatMoney(difference * 12))
                  : difference < 0
                    ? m.more(formatMoney(-difference))
                    : m.same
            }
          />
        </ResultGrid>
        {ourResult && (
          <Card title={m.tableLabel}>
            <FigureTable label={m.tableName}>
              <table aria-label={m.tableLabel}>
                <thead>
                  <tr>
                    <th scope="col">{m.columns.product}</th>
                    <th scope="col" data-figure>
                      {m.columns.volume}
                    </th>
                    <th scope="col" data-figure>
                      {m.columns.ours}
                    </th>
                    <th scope="col" data-figure>
                      {m.columns.oursFees}
                    </th>
                    {theirResult && (
                      <>
                        <th scope="col" data-figure>
                          {m.columns.theirs}
                        </th>
                        <th scope="col" data-figure>
                          {m.columns.theirsFees}
                        </th>
                      </>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {ourResult.lines.map((line, index) => (
                    <tr key={line.product}>
                      <th scope="row">{m.products[line.product]}</th>
                      <td data-figure>
                        <Money cents={line.volume} />
                      </td>
                      <td data-figure>{formatPercent(line.rate)}</td>
                      <td data-figure>
                        <Money cents={line.fees} />
                      </td>
                      {theirResult && (
                        <>
                          <td data-figure>{formatPercent(theirResult.lines[index]?.rate ?? 0)}</td>
                          <td data-figure>
                            <Money cents={theirResult.lines[index]?.fees ?? 0} />
                          </td>
                        </>
                      )}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{m.total}</th>
                    <td data-figure>
                      <Money cents={ourResult.volume} />
                    </td>
                    <td data-figure>{formatPercent(ourResult.effectiveRate)}</td>
                    <td data-figure>
                      <Money cents={ourResult.fees} />
                    </td>
                    {theirResult && (
                      <>
                        <td data-figure>{formatPercent(theirResult.effectiveRate)}</td>
                        <td data-figure>
                          <Money cents={theirResult.fees} />
                        </td>
                      </>
                    )}
                  </tr>
                </tfoot>
              </table>
            </FigureTable>
            <p>{m.validity(formatDate(shiftDays(today, 30)))}</p>
          </Card>
        )}
      </Printable>
      <div>
        <Button onClick={() => window.print()} disabled={!ourResult}>
          {m.print}
        </Button>
      </div>
    </MoneyStack>
  );
}
