import type { AnticipationSimulation } from '@painel/api-client';
import { addDays } from '@painel/api-client';
import { useAnticipationOptions, useMoneyCompanies } from '@painel/api-client/react';
import {
  Button,
  Card,
  DateField,
  RadioGroup,
  Select,
  StatCard,
  formatDate,
  formatMoney,
  formatPercent,
} from '@painel/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { PortalLink } from '../../core/links/PortalLink';
import { ButtonRow } from '../../core/page/ButtonRow';
import { MoneyStack, SectionTitle, useSaoPauloToday } from '../../core/money';
import { OptionFigures } from './styles';
import { moneyMessages } from '../../core/money/messages';
import { useApi, useCan, usePortalClock } from '../../core/runtime/hooks';
import { AnticipationList } from './AnticipationList';
import { chosenReceivablesOf, simulationExpired, untilProblem } from './anticipationRequest';
import { anticipationsMessages } from './messages';

// What a simulation shows and the confirmation load once there is a simulation, not with the screen.
const SimulationPanel = lazy(() => import('./SimulationPanel').then((module) => ({ default: module.SimulationPanel })));
const ConfirmAnticipationDialog = lazy(() =>
  import('./ConfirmAnticipationDialog').then((module) => ({ default: module.ConfirmAnticipationDialog })),
);

type ServerError = { serverMessage?: string; fieldErrors?: Record<string, string[]> };
type Mode = 'until' | 'chosen';

/**
 * Antecipações (spec 2.6, view_anticipations): what can be anticipated and the plan's limit; a simulation by date
 * or of the installments chosen on the schedule, with the pro-rata fee as R$ and % a.m.; confirmation with the
 * password or 2FA code; and the list of anticipations with their statuses.
 */
export function AnticipationsScreen() {
  const m = useMessages('anticipations', anticipationsMessages);
  const money = useMessages('money', moneyMessages);
  const api = useApi();
  const can = useCan();
  const clock = usePortalClock();
  const today = useSaoPauloToday();
  const [search, setSearch] = useSearchParams();
  const chosen = chosenReceivablesOf(search);
  const companies = useMoneyCompanies();
  const merchants = companies.data?.merchants ?? [];
  const picksMerchant = merchants.length > 1;
  const companyId = picksMerchant ? chosen.companyId : undefined;
  // A merchant's own people read their own; administrators and partners pick one first.
  const options = useAnticipationOptions(companies.data ? (picksMerchant ? (companyId ?? null) : undefined) : null);
  const [mode, setMode] = useState<Mode>(chosen.ids.length ? 'chosen' : 'until');
  const [until, setUntil] = useState(() => addDays(today, 30));
  const [untilError, setUntilError] = useState<string | undefined>();
  const [simulation, setSimulation] = useState<AnticipationSimulation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => clock());
  const [made, setMade] = useState(0);
  // The quote's validity counts down by the portal's clock; a tick every few seconds is enough to say it expired.
  useEffect(() => {
    if (!simulation) return;
    const timer = setInterval(() => setNow(clock()), 5_000);
    return () => clearInterval(timer);
  }, [simulation, clock]);
  const request = mode === 'chosen' ? { receivableIds: chosen.ids } : { until };
  const mayAnticipate = can('create_anticipations', 'ACL');
  const facts = options.data;

  const simulate = async () => {
    setProblem(null);
    if (mode === 'until') {
      const wrong = untilProblem(until, today);
      setUntilError(wrong ? m.simulate[wrong] : undefined);
      if (wrong) return;
    }
    setBusy(true);
    try {
      setSimulation(await api.simulateAnticipation({ ...request, ...(facts ? { companyId: facts.companyId } : {}) }));
      setNow(clock());
    } catch (error) {
      const { serverMessage, fieldErrors = {} } = error as ServerError;
      setSimulation(null);
      const onUntil = fieldErrors.until?.[0];
      if (onUntil) setUntilError(onUntil);
      else setProblem(fieldErrors.receivableIds?.[0] ?? serverMessage ?? m.simulate.failed);
    } finally {
      setBusy(false);
    }
  };

  const pick = (value: string) => {
    setSimulation(null);
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('lojista', value);
      else next.delete('lojista');
      next.delete('recebiveis');
      return next;
    });
  };

  return (
    <MoneyStack>
      <p>{m.intro}</p>
      {picksMerchant && (
        <Select
          label={money.merchant}
          value={companyId ? String(companyId) : ''}
          options={merchants.map((x) => ({ value: String(x.companyId), label: x.name }))}
          placeholder={m.chooseMerchant}
          onChange={(event) => pick(event.target.value)}
        />
      )}
      {options.error !== undefined && (
        <p role="alert">
          {m.loadFailed}{' '}
          <Button variant="tertiary" size="sm" onClick={() => void options.mutate()}>
            {m.retry}
          </Button>
        </p>
      )}
      {(facts || options.isLoading) && (
        <OptionFigures aria-labelledby="antecipacao-opcoes">
          <SectionTitle id="antecipacao-opcoes">{m.optionsLabel}</SectionTitle>
          <StatCard
            label={m.options.anticipatable}
            loading={!facts}
            value={facts ? formatMoney(facts.anticipatable.net) : '–'}
            {...(facts ? { detail: m.count(facts.anticipatable.count) } : {})}
          />
          <StatCard
            label={(picksMerchant ? m.options.merchantLimit : m.options.limit)(facts?.maxPercent ?? 0)}
            loading={!facts}
            value={facts ? formatMoney(facts.limit) : '–'}
          />
          <StatCard
            label={m.options.rate}
            loading={!facts}
            value={facts ? m.rate(formatPercent(facts.monthlyRate)) : '–'}
          />
          <StatCard
            label={m.options.pledged}
            loading={!facts}
            value={facts ? formatMoney(facts.pledged.net) : '–'}
            {...(facts ? { detail: m.pledgedNote } : {})}
          />
          <StatCard
            label={m.options.creditDate}
            loading={!facts}
            value={facts ? formatDate(facts.creditDate) : '–'}
            {...(facts ? { detail: m.cutoffNote(facts.cutoff) } : {})}
          />
        </OptionFigures>
      )}
      {facts && mayAnticipate && (
        <Card title={m.simulate.title}>
          <RadioGroup
            label={m.simulate.mode}
            value={mode}
            onValueChange={(value) => {
              setMode(value as Mode);
              setSimulation(null);
            }}
            options={[
              { value: 'until', label: m.simulate.untilDate },
              { value: 'chosen', label: m.simulate.chosen },
            ]}
          />
          {mode === 'until' ? (
            <DateField
              label={m.simulate.until}
              hint={m.simulate.untilHint}
              value={until}
              error={untilError}
              onValueChange={(next) => {
                setUntil(next);
                setSimulation(null);
              }}
            />
          ) : (
            <p>
              {m.simulate.chosenCount(chosen.ids.length)}{' '}
              <PortalLink to="/dashboard/statements">{m.simulate.chooseInSchedule}</PortalLink>
            </p>
          )}
          {problem && <p role="alert">{problem}</p>}
          <ButtonRow>
            <Button
              onClick={() => void simulate()}
              loading={busy}
              disabled={busy || (mode === 'chosen' && chosen.ids.length === 0)}
            >
              {m.simulate.submit}
            </Button>
          </ButtonRow>
        </Card>
      )}
      {simulation && facts && (
        <Suspense fallback={null}>
          <SimulationPanel
            simulation={simulation}
            expired={simulationExpired(simulation.expiresAt, now)}
            onAgain={() => void simulate()}
            confirm={
              <ConfirmAnticipationDialog
                simulation={simulation}
                request={request}
                confirmWith={facts.confirmWith}
                onDone={() => {
                  setMade((count) => count + 1);
                  void options.mutate();
                }}
                onFinished={() => setSimulation(null)}
                onStale={(message) => {
                  setSimulation(null);
                  setProblem(message);
                }}
              />
            }
          />
        </Suspense>
      )}
      <AnticipationList withCompany={picksMerchant} refreshKey={made} />
    </MoneyStack>
  );
}
