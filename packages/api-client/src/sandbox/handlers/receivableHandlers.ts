import { HttpResponse, type HttpHandler } from 'msw';
import { confirmationKinds } from '../../endpoints/money';
import type { AnticipationDetail, AnticipationSimulation } from '../../endpoints/receivableEndpoints';
import { endpoints } from '../../endpoints';
import {
  anticipationCreditDate,
  anticipationLimit,
  anticipationMessages,
  defaultAnticipationRules,
  pickUntil,
  quoteAnticipation,
} from '../../money/anticipationRules';
import { civilFromDayNumber, dayNumber, daysBetween } from '../../money/calendar';
import { ratioInBasisPoints } from '../../money/cents';
import { cardBrands } from '../../money/pricing';
import { receivableStatuses } from '../../money/vocabulary';
import type { SandboxDb, StoredAnticipation } from '../db';
import { NO_VALUE, originalSettlementDaysOf, type MoneyHistory } from '../money/history';
import { balancesOf } from '../money/moneyBalances';
import type { MoneySandbox } from '../money/moneySandbox';
import { anticipatableLines, lineNet, receivableOf, scheduleOf, type ScheduleLine } from '../money/receivableSchedule';
import { rowOfTransactionId } from '../money/records';
import { accountCan, canSee, moneyScopeOf } from '../money/scope';
import { cachedColumns } from '../money/statement';
import type { StatementColumns } from '../money/statementColumns';
import { invalid, jsonBody, notFound, type SandboxRouter } from '../routes';
import type { SandboxAccount } from '../seeds';
import { audit } from '../auditLog';
import { confirmed, fail, forbidden, idempotentBody, ownCompanyOf, reais, wrongConfirmation } from './moneyActionKit';

const CIVIL = /^\d{4}-\d{2}-\d{2}$/;
/** The schedule reaches back 12 months and forward 13 (the longest installment plan and a margin). */
const MAX_SCHEDULE_DAYS = 800;
const SIMULATION_ITEMS = 200;
const brl = (cents: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(cents / 100);
const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);
const nameOf = (h: MoneyHistory, companyId: number) =>
  h.directory.merchants.find((m) => m.companyId === companyId)?.name ?? '';

/** The anticipation's figures from its lines, with the items the API shows. */
function simulationOf(h: MoneyHistory, columns: StatementColumns, lines: ScheduleLine[], creditDate: string) {
  const rate = h.rates[h.columns.merchant[lines[0]?.row ?? 0] ?? 0]?.anticipationMonthly ?? 0;
  const quote = quoteAnticipation(
    lines.map((line) => ({
      line,
      net: lineNet(columns, line.line),
      originalDate: civilFromDayNumber(line.originalDay),
    })),
    rate,
    creditDate,
  );
  const items = quote.items.map(({ item, days, fee, credited }) => {
    const receivable = receivableOf(h, columns, item.line);
    return {
      receivableId: receivable.id,
      transactionId: receivable.transactionId,
      installment: receivable.installment,
      of: receivable.of,
      brand: receivable.brand,
      originalDate: item.originalDate,
      days,
      net: item.net,
      fee,
      credited,
    };
  });
  const dayWeight = quote.items.reduce((sum, line) => sum + line.days * line.item.net, 0);
  return { quote, items, rate, averageDays: quote.net ? Math.round(dayWeight / quote.net) : 0 };
}

const statusOf = (anticipation: StoredAnticipation, today: string) =>
  anticipation.creditDate <= today ? ('credited' as const) : ('approved' as const);

function anticipationView(h: MoneyHistory, anticipation: StoredAnticipation, today: string) {
  const net = anticipation.items.reduce((sum, item) => sum + item.net, 0);
  const fee = anticipation.items.reduce((sum, item) => sum + item.fee, 0);
  return {
    id: anticipation.id,
    companyId: anticipation.companyId,
    companyName: nameOf(h, anticipation.companyId),
    requestedAt: anticipation.requestedAt,
    requestedBy: anticipation.requestedBy.name,
    creditDate: anticipation.creditDate,
    status: statusOf(anticipation, today),
    count: anticipation.items.length,
    net,
    fee,
    credited: net - fee,
    monthlyRate: anticipation.monthlyRate,
  };
}

function anticipationDetailOf(h: MoneyHistory, anticipation: StoredAnticipation, today: string): AnticipationDetail {
  const items = anticipation.items.map((item) => {
    const [transactionId = '', number = '1'] = item.receivableId.split(/-(?=\d+$)/);
    const row = rowOfTransactionId(h, transactionId);
    const day = row === undefined ? undefined : originalSettlementDaysOf(h, row)[Number(number) - 1];
    const original = day === undefined ? anticipation.creditDate : civilFromDayNumber(day);
    const brand = row === undefined ? NO_VALUE : (h.columns.brand[row] ?? NO_VALUE);
    return {
      receivableId: item.receivableId,
      transactionId,
      installment: Number(number),
      of: row === undefined ? 1 : (h.columns.installments[row] ?? 1),
      brand: brand === NO_VALUE ? null : (cardBrands[brand] ?? null),
      originalDate: original,
      days: daysBetween(anticipation.creditDate, original),
      net: item.net,
      fee: item.fee,
      credited: item.net - item.fee,
    };
  });
  return { ...anticipationView(h, anticipation, today), items };
}

/** The receivables schedule and anticipations: simulate, confirm (password or 2FA, once per key), list. */
export function receivableHandlers(db: SandboxDb, money: MoneySandbox, { signedIn }: SandboxRouter): HttpHandler[] {
  const creditDayNow = () => dayNumber(anticipationCreditDate(money.now()));

  /** The lines a request names: chosen receivables, or everything due by a date within the limit. */
  const linesAsked = (
    h: MoneyHistory,
    columns: StatementColumns,
    body: Record<string, unknown>,
  ): { lines: ScheduleLine[]; limit: number } | { response: Response } => {
    const available = anticipatableLines(h, columns, creditDayNow());
    const limit = anticipationLimit(available.reduce((sum, line) => sum + lineNet(columns, line.line), 0));
    let lines: ScheduleLine[];
    if (Array.isArray(body.receivableIds)) {
      const byId = new Map(available.map((line) => [receivableOf(h, columns, line).id, line]));
      const ids = body.receivableIds.filter((id): id is string => typeof id === 'string');
      if (ids.length === 0) return { response: fail('receivableIds', anticipationMessages.nothingSelected) };
      const found = ids.map((id) => byId.get(id));
      if (found.some((line) => !line))
        return { response: fail('receivableIds', anticipationMessages.notAnticipatable) };
      lines = found as ScheduleLine[];
    } else if (typeof body.until === 'string' && CIVIL.test(body.until)) {
      const withNet = available.map((line) => ({
        line,
        net: lineNet(columns, line.line),
        originalDate: civilFromDayNumber(line.originalDay),
      }));
      lines = pickUntil(withNet, body.until, limit).map((item) => item.line);
      if (lines.length === 0) return { response: fail('until', 'Não há recebíveis a antecipar até esta data.') };
    } else return { response: fail('receivableIds', anticipationMessages.nothingSelected) };
    const net = lines.reduce((sum, line) => sum + lineNet(columns, line.line), 0);
    if (net > limit) return { response: fail('receivableIds', anticipationMessages.overLimit(brl(limit))) };
    return { lines, limit };
  };

  const companyFor = (h: MoneyHistory, account: SandboxAccount, asked: unknown) =>
    ownCompanyOf(db, h, account, typeof asked === 'number' ? asked : Number(asked) || undefined);
  const columnsOf = (h: MoneyHistory, companyId: number) =>
    cachedColumns(h, { kind: 'merchant', companyId }, companyId);

  return [
    signedIn('receivables', ({ request, account }) => {
      if (!accountCan(account, 'view_bank_statement')) return forbidden();
      const url = new URL(request.url);
      const get = (name: string) => url.searchParams.get(name);
      const from = get('from') ?? '';
      const to = get('to') ?? '';
      if (!CIVIL.test(from) || !CIVIL.test(to) || to < from || dayNumber(to) - dayNumber(from) > MAX_SCHEDULE_DAYS) {
        return invalid({ message: 'Período inválido.', errors: { from: ['Informe um período válido (AAAA-MM-DD).'] } });
      }
      const statuses = list(get('status'));
      if (statuses.some((status) => !(receivableStatuses as readonly string[]).includes(status)))
        return fail('status', 'Situação desconhecida.');
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const asked = Number(get('companyId')) || undefined;
      const own = scope.kind === 'merchant' || scope.kind === 'store' ? scope.companyId : undefined;
      const companyId = asked ?? own;
      if (companyId !== undefined && !canSee(h, scope, companyId)) return forbidden();
      const transactionId = get('transactionId');
      const transactionRow = transactionId ? rowOfTransactionId(h, transactionId) : undefined;
      if (transactionId && transactionRow === undefined) return notFound('Transação não encontrada.');
      const pageSize = Number(get('pageSize') ?? 20);
      const schedule = scheduleOf(
        h,
        cachedColumns(h, scope, companyId),
        {
          from,
          to,
          statuses,
          methods: list(get('method')),
          brands: list(get('brand')),
          ...(transactionRow !== undefined ? { transactionRow } : {}),
          ...(get('anticipationId') ? { anticipationId: get('anticipationId') ?? '' } : {}),
          order: get('order') === 'desc' ? 'desc' : 'asc',
          page: Math.max(1, Number(get('page') ?? 1) || 1),
          pageSize: [20, 50, 100].includes(pageSize) ? pageSize : 20,
        },
        creditDayNow(),
      );
      return HttpResponse.json({
        companyId: companyId ?? null,
        companyName: companyId ? nameOf(h, companyId) : 'Todos os estabelecimentos',
        ...schedule,
      });
    }),

    signedIn('anticipationOptions', ({ request, account }) => {
      if (!accountCan(account, 'view_anticipations')) return forbidden();
      const h = money.history();
      const companyId = companyFor(h, account, new URL(request.url).searchParams.get('companyId'));
      if (companyId === undefined) return fail('companyId', 'Escolha o estabelecimento.');
      const columns = columnsOf(h, companyId);
      const creditDay = creditDayNow();
      const available = anticipatableLines(h, columns, creditDay);
      const net = available.reduce((sum, line) => sum + lineNet(columns, line.line), 0);
      const schedule = scheduleOf(
        h,
        columns,
        {
          from: civilFromDayNumber(h.nowDay + 1),
          to: civilFromDayNumber(h.nowDay + MAX_SCHEDULE_DAYS / 2),
          statuses: ['pledged'],
          methods: [],
          brands: [],
          order: 'asc',
          page: 1,
          pageSize: 1,
        },
        creditDay,
      );
      const cutoff = defaultAnticipationRules.cutoffSecond / 3600;
      return HttpResponse.json({
        companyId,
        companyName: nameOf(h, companyId),
        monthlyRate: h.rates[h.directory.merchantIndex.get(companyId) ?? 0]?.anticipationMonthly ?? 0,
        maxPercent: defaultAnticipationRules.maxPercent,
        creditDate: civilFromDayNumber(creditDay),
        cutoff: `${String(cutoff).padStart(2, '0')}:00`,
        anticipatable: {
          count: available.length,
          net,
          firstDate: available[0] ? civilFromDayNumber(available[0].originalDay) : null,
          lastDate: available.length
            ? civilFromDayNumber(Math.max(...available.map((line) => line.originalDay)))
            : null,
        },
        limit: anticipationLimit(net),
        pledged: { count: schedule.totals.count, net: schedule.totals.net },
        confirmWith: confirmationKinds[account.two_factor_authentication === 1 ? 1 : 0],
        now: money.now().iso,
      });
    }),

    signedIn('simulateAnticipation', async ({ request, account }) => {
      if (!accountCan(account, 'create_anticipations')) return forbidden('Você não tem permissão para antecipar.');
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      const h = money.history();
      const companyId = companyFor(h, account, body.companyId);
      if (companyId === undefined) return fail('companyId', 'Escolha o estabelecimento.');
      const columns = columnsOf(h, companyId);
      const asked = linesAsked(h, columns, body);
      if ('response' in asked) return asked.response;
      const creditDate = civilFromDayNumber(creditDayNow());
      const { quote, items, rate, averageDays } = simulationOf(h, columns, asked.lines, creditDate);
      const expiresAtMs = Date.parse(money.now().iso) + defaultAnticipationRules.quoteSeconds * 1000;
      const simulation: AnticipationSimulation = {
        companyId,
        creditDate,
        count: items.length,
        net: quote.net,
        fee: quote.fee,
        credited: quote.credited,
        monthlyRate: rate,
        feeRate: ratioInBasisPoints(quote.fee, quote.net),
        averageDays,
        items: items.slice(0, SIMULATION_ITEMS),
        expiresAt: new Date(expiresAtMs).toISOString(),
        quote: `${expiresAtMs}.${items.length}.${quote.net}.${quote.fee}`,
      };
      return HttpResponse.json(simulation);
    }),

    signedIn('createAnticipation', async ({ request, account }) => {
      if (!accountCan(account, 'create_anticipations')) return forbidden('Você não tem permissão para antecipar.');
      const parsed = await idempotentBody(request);
      if ('response' in parsed) return parsed.response;
      const { body, key } = parsed;
      const h = money.history();
      const companyId = companyFor(h, account, body.companyId);
      if (companyId === undefined) return fail('companyId', 'Escolha o estabelecimento.');
      const today = money.now().date;
      const repeated = db.read().anticipations.find((a) => a.idempotencyKey === key && a.companyId === companyId);
      if (repeated) return HttpResponse.json(anticipationDetailOf(h, repeated, today));
      if (!confirmed(account, body)) return wrongConfirmation(account);
      const [expiresAtMs = 0, count, net, fee] = (typeof body.quote === 'string' ? body.quote : '')
        .split('.')
        .map(Number);
      if (Date.parse(money.now().iso) > expiresAtMs) return fail('quote', anticipationMessages.expired);
      const columns = columnsOf(h, companyId);
      const asked = linesAsked(h, columns, body);
      if ('response' in asked) return asked.response;
      const creditDate = civilFromDayNumber(creditDayNow());
      const { quote, items, rate } = simulationOf(h, columns, asked.lines, creditDate);
      if (count !== items.length || net !== quote.net || fee !== quote.fee)
        return fail('quote', anticipationMessages.changed);
      const now = money.now();
      const sameDay = db.read().anticipations.filter((a) => a.requestedAt.slice(0, 10) === now.date).length + 1;
      const anticipation: StoredAnticipation = {
        id: `AN${now.date.replaceAll('-', '')}${String(sameDay).padStart(4, '0')}`,
        companyId,
        idempotencyKey: key,
        requestedAt: now.iso,
        requestedBy: { name: account.name, email: account.email },
        creditDate,
        monthlyRate: rate,
        items: items.map((item) => ({ receivableId: item.receivableId, net: item.net, fee: item.fee })),
      };
      const balances = (history: MoneyHistory) =>
        balancesOf(history, { kind: 'merchant', companyId }, companyId, [], now.date);
      const before = balances(h);
      db.update((state) => void state.anticipations.push(anticipation));
      const after = money.history();
      const balancesAfter = balances(after);
      audit(
        db,
        account,
        { model: 'Anticipation', id: anticipation.id, companyId },
        endpoints.createAnticipation.path,
        { saldo_disponivel: reais(before.available), a_receber: reais(before.receivable) },
        {
          antecipacao: anticipation.id,
          recebiveis: items.length,
          valor_liquido: reais(quote.net),
          taxa: reais(quote.fee),
          creditado: reais(quote.credited),
          data_credito: creditDate,
          saldo_disponivel: reais(balancesAfter.available),
          a_receber: reais(balancesAfter.receivable),
        },
      );
      return HttpResponse.json(anticipationDetailOf(after, anticipation, now.date), { status: 201 });
    }),

    signedIn('anticipations', ({ request, account }) => {
      if (!accountCan(account, 'view_anticipations')) return forbidden();
      const url = new URL(request.url);
      const get = (name: string) => url.searchParams.get(name);
      const from = get('from') ?? '';
      const to = get('to') ?? '';
      if (!CIVIL.test(from) || !CIVIL.test(to) || to < from) {
        return invalid({ message: 'Período inválido.', errors: { from: ['Informe um período válido (AAAA-MM-DD).'] } });
      }
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const today = money.now().date;
      const statuses = list(get('status'));
      const companies = list(get('companyId')).map(Number);
      const matched = db
        .read()
        .anticipations.filter((a) => canSee(h, scope, a.companyId))
        .map((a) => anticipationView(h, a, today))
        .filter((a) => {
          const day = a.requestedAt.slice(0, 10);
          if (day < from || day > to) return false;
          if (statuses.length && !statuses.includes(a.status)) return false;
          return !companies.length || companies.includes(a.companyId);
        })
        .reverse();
      const pageSize = Number(get('pageSize') ?? 20);
      const page = Math.max(1, Number(get('page') ?? 1) || 1);
      const sum = (key: 'net' | 'fee' | 'credited') => matched.reduce((total, a) => total + a[key], 0);
      return HttpResponse.json({
        items: matched.slice((page - 1) * pageSize, page * pageSize),
        total: matched.length,
        page,
        pageSize,
        totals: { count: matched.length, net: sum('net'), fee: sum('fee'), credited: sum('credited') },
      });
    }),

    signedIn('anticipation', ({ params, account }) => {
      if (!accountCan(account, 'view_anticipations')) return forbidden();
      const h = money.history();
      const stored = db.read().anticipations.find((a) => a.id === String(params.id ?? ''));
      if (!stored || !canSee(h, moneyScopeOf(account, db, h), stored.companyId)) {
        return notFound('Antecipação não encontrada.');
      }
      return HttpResponse.json(anticipationDetailOf(h, stored, money.now().date));
    }),
  ];
}
