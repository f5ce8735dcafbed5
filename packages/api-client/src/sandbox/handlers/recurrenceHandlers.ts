import { HttpResponse, type HttpHandler } from 'msw';
import { documentCharactersOf } from '../../money/documents';
import { refusalReasons } from '../../money/vocabulary';
import { endpoints } from '../../endpoints';
import { addDays } from '../../money/calendar';
import type { CreateRecurrenceInput } from '../../endpoints/recurrenceEndpoints';
import { fillPath } from '../../endpoints/types';
import { cardProblemMessages, cardProblems, detectCardBrand, testCards } from '../../money/cardRules';
import {
  paymentLinkKinds,
  recurrenceCycles,
  recurrenceStatuses,
  recurrenceStatusLabels,
} from '../../money/paymentLinkRules';
import { CHECKOUT_AMOUNT_MAX, CHECKOUT_AMOUNT_MIN } from '../../money/payerRules';
import {
  isDueDateInRange,
  monthlyRevenueOf,
  recurrenceMessages as m,
  recurrenceProblems,
} from '../../money/recurrenceRules';
import type { SandboxDb, SandboxState, StoredPaymentLink, StoredRecurrence } from '../db';
import type { MoneySandbox } from '../money/moneySandbox';
import { chargesWithSales } from '../money/chargeSales';
import { chargeViewOf, isPlan, recurrenceViewOf } from '../money/recurrenceViews';
import { accountCan, canSee, moneyScopeOf } from '../money/scope';
import { invalid, jsonBody, notFound, type SandboxRouter } from '../routes';
import type { SandboxAccount } from '../seeds';
import { newHexId } from './paymentLinkHandlers';
import { audit } from '../auditLog';
import { fail, forbidden, idempotentBody, ownCompanyOf, reais } from './moneyActionKit';
import { fold } from '../money/records';

const METHODS = ['card', 'pix', 'boleto'] as const;

const cardInputOf = (card: unknown) => {
  const input = (card ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    number: text(input.number),
    holderName: text(input.holderName),
    expiry: text(input.expiry),
    cvv: text(input.cvv),
  };
};

/** The card put on file once checked: only its brand, last four and the test card's answer are kept. */
function cardOnFile(card: { number: string }, from: string) {
  const digits = card.number.replace(/\D/g, '');
  const test = testCards.find((t) => t.number === digits);
  return {
    from,
    brand: detectCardBrand(digits) ?? 'visa',
    last4: digits.slice(-4),
    refusalCode: test?.refusalCode ?? null,
  };
}

/** A new card for a subscription, checked as a checkout checks it, then verified with the issuer. */
function checkedCard(card: unknown, today: string) {
  const typed = cardInputOf(card);
  const problems = Object.entries(cardProblems(typed, today.slice(0, 7)));
  if (problems.length === 0) return verificationRefusal(typed) ?? typed;
  return invalid({
    message: cardProblemMessages[problems[0]?.[1] ?? 'number'],
    errors: Object.fromEntries(problems.map(([field, problem]) => [`card.${field}`, [cardProblemMessages[problem]]])),
  });
}

/**
 * The zero-amount verification a card gets when put on file ('O cartão é conferido agora'): a card the issuer
 * refuses there (suspected fraud) stops here, nothing created (D22). A lack of funds does not show on a
 * verification: that card is kept, and its first charge is refused and retried.
 */
function verificationRefusal(card: { number: string }): Response | null {
  const test = testCards.find((t) => t.number === card.number.replace(/\D/g, ''));
  const code = test?.refusalCode;
  if (!code || test.verifies) return null;
  const message = m.cardRefused(refusalReasons.find((r) => r.code === code)?.message ?? code);
  return invalid({ message, errors: { 'card.number': [message] } });
}

/** A plan's public subscribe link: one item, the plan's amount, only the plan's method, the payer's CPF or CNPJ. */
function planLinkOf(plan: StoredRecurrence, id: string, createdBy: StoredPaymentLink['createdBy']): StoredPaymentLink {
  return {
    id,
    companyId: plan.companyId,
    idempotencyKey: `plan-${plan.id}`,
    kind: 'reusable',
    name: plan.description,
    items: [{ name: plan.description, quantity: 1, unitPrice: plan.amount }],
    shipping: 0,
    openAmount: false,
    methods: {
      card: plan.method === 'card' ? { maxInstallments: 1, interestFree: 1, monthlyInterest: 0 } : null,
      pix: plan.method === 'pix' ? { expiresInMinutes: 30 } : null,
      boleto: plan.method === 'boleto' ? { dueDays: 3 } : null,
    },
    collect: { document: true, phone: false, address: false },
    customer: null,
    expiresOn: null,
    usageLimit: null,
    returnUrl: null,
    createdAt: plan.createdAt,
    createdBy,
    deactivatedAt: null,
    recurrenceId: plan.id,
  };
}

/**
 * A paid payment on a plan's link makes the payer's subscription: that payment is its first charge (paid on its
 * day), the card paid with is on file, and the next charges follow the plan's cycle. Once per payment.
 */
export function subscribeToPlan(db: SandboxDb, paymentId: string) {
  const state = db.read();
  const payment = state.checkoutPayments.find((p) => p.id === paymentId);
  const link = state.paymentLinks.find((l) => l.id === payment?.linkId);
  const plan = state.recurrences.find((r) => r.id === link?.recurrenceId);
  if (!payment || !plan || payment.status !== 'paid' || !payment.paidAt) return;
  if (state.recurrences.some((r) => r.subscribedWith?.paymentId === payment.id)) return;
  const paidOn = payment.paidAt.slice(0, 10);
  const subscription: StoredRecurrence = {
    id: newHexId(),
    companyId: plan.companyId,
    idempotencyKey: `subscription-${payment.id}`,
    kind: 'reusable',
    customer: { name: payment.payer.name, email: payment.payer.email, document: payment.payer.document },
    description: plan.description,
    amount: plan.amount,
    method: plan.method,
    cycle: plan.cycle,
    firstDueDate: paidOn,
    amountChanges: [],
    methodChanges: [],
    pauses: [],
    canceledOn: null,
    cards:
      payment.method === 'card' && payment.last4
        ? [{ from: paidOn, brand: payment.brand ?? 'visa', last4: payment.last4, refusalCode: null }]
        : [],
    createdAt: payment.paidAt,
    planId: plan.id,
    subscribedWith: { paymentId: payment.id, paidOn },
  };
  db.update((s) => void s.recurrences.push(subscription));
}

/** Subscriptions: merchants with create_links create and manage theirs; charges follow from the sandbox clock. */
export function recurrenceHandlers(db: SandboxDb, money: MoneySandbox, { signedIn }: SandboxRouter): HttpHandler[] {
  const subscriptionsOf = (plan: StoredRecurrence) =>
    db
      .read()
      .recurrences.filter((r) => r.planId === plan.id)
      .reverse();
  const viewOf = (recurrence: StoredRecurrence) => {
    const h = money.history();
    const today = money.now().date;
    const subscribers = isPlan(recurrence)
      ? subscriptionsOf(recurrence).map((r) => recurrenceViewOf(h, r, today).view)
      : [];
    return recurrenceViewOf(h, recurrence, today, subscribers);
  };
  const own = (id: unknown, account: SandboxAccount): StoredRecurrence | Response => {
    const h = money.history();
    const found = db.read().recurrences.find((r) => r.id === id);
    if (!found || !canSee(h, moneyScopeOf(account, db, h), found.companyId))
      return notFound('Assinatura não encontrada.');
    return found;
  };
  /** Changes a subscription the caller may manage, and writes the audit log with its status and values before and after. */
  const act = (
    name: 'updateRecurrence' | 'pauseRecurrence' | 'resumeRecurrence' | 'cancelRecurrence' | 'changeRecurrenceCard',
    check: (
      recurrence: StoredRecurrence,
      body: Record<string, unknown>,
      today: string,
    ) => Response | ((r: StoredRecurrence, state: SandboxState) => void),
  ) =>
    signedIn(name, async ({ request, params, account }) => {
      if (!accountCan(account, 'create_links')) return forbidden('Você não tem permissão para alterar assinaturas.');
      const recurrence = own(params.id, account);
      if (recurrence instanceof Response) return recurrence;
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      const today = money.now().date;
      const before = viewOf(recurrence).view;
      if (before.status === 'canceled') return fail('id', m.canceled);
      if (isPlan(recurrence) && name !== 'cancelRecurrence') return fail('id', m.planOnlyEnds);
      const change = check(recurrence, body, today);
      if (change instanceof Response) return change;
      db.update((state) => {
        const stored = state.recurrences.find((r) => r.id === recurrence.id);
        if (stored) change(stored, state);
      });
      const after = viewOf(db.read().recurrences.find((r) => r.id === recurrence.id) ?? recurrence).view;
      const summary = (v: typeof before) => ({
        assinatura: v.id,
        status: recurrenceStatusLabels[v.status],
        valor: reais(v.amount),
        forma: v.method,
        cartao: v.card ? `${v.card.brand} ${v.card.last4}` : '',
        proxima_cobranca: v.nextCharge?.dueDate ?? '',
      });
      audit(
        db,
        account,
        { model: 'Recurrence', id: recurrence.id, companyId: recurrence.companyId },
        fillPath(endpoints[name].path, { id: recurrence.id }),
        summary(before),
        summary(after),
      );
      return HttpResponse.json(after);
    });

  return [
    signedIn('recurrences', ({ request, account }) => {
      if (!accountCan(account, 'view_links')) return forbidden();
      const url = new URL(request.url);
      const kind = url.searchParams.get('kind');
      if (!(paymentLinkKinds as readonly string[]).includes(kind ?? ''))
        return invalid({ message: 'Filtros inválidos.', errors: { kind: ['Informe o tipo: single ou reusable.'] } });
      const statuses = (url.searchParams.get('status') ?? '')
        .split(',')
        .filter((s) => (recurrenceStatuses as readonly string[]).includes(s));
      const needle = fold(url.searchParams.get('q')?.trim() ?? '');
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const mine = db.read().recurrences.filter((r) => r.kind === kind && canSee(h, scope, r.companyId));
      const found = (r: StoredRecurrence) =>
        !needle || fold(`${r.customer?.name ?? ''} ${r.description}`).includes(needle);
      // Anônimo: the plans, and the subscriptions customers made on their links.
      const plans = mine.filter((r) => isPlan(r) && found(r)).map((r) => viewOf(r).view);
      const matched = mine
        .filter((r) => !isPlan(r) && found(r))
        .map((r) => viewOf(r).view)
        .filter((r) => statuses.length === 0 || statuses.includes(r.status))
        .reverse();
      const pageSize = Number(url.searchParams.get('pageSize') ?? 20) || 20;
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1) || 1);
      const active = matched.filter((r) => r.status === 'active' || r.status === 'overdue');
      return HttpResponse.json({
        items: matched.slice((page - 1) * pageSize, page * pageSize),
        total: matched.length,
        page,
        pageSize,
        totals: {
          active: active.length,
          monthlyRevenue: active.reduce((sum, r) => sum + monthlyRevenueOf(r.amount, r.cycle), 0),
          failing: matched.filter((r) => r.failedCharges > 0 && r.status !== 'canceled').length,
        },
        plans: plans.reverse(),
        canCreate: accountCan(account, 'create_links') && ownCompanyOf(db, h, account, undefined) !== undefined,
      });
    }),

    signedIn('recurrence', ({ params, account }) => {
      if (!accountCan(account, 'view_links')) return forbidden();
      const recurrence = own(params.id, account);
      if (recurrence instanceof Response) return recurrence;
      const { view, charges } = viewOf(recurrence);
      const subscribers = isPlan(recurrence) ? subscriptionsOf(recurrence).map((r) => viewOf(r).view) : [];
      const sold = chargesWithSales(money.history(), recurrence.id, charges);
      return HttpResponse.json({ recurrence: view, charges: sold.map(chargeViewOf), subscribers });
    }),

    signedIn('createRecurrence', async ({ request, account }) => {
      if (!accountCan(account, 'create_links')) return forbidden('Você não tem permissão para criar assinaturas.');
      const parsed = await idempotentBody(request);
      if ('response' in parsed) return parsed.response;
      const body = parsed.body as Partial<CreateRecurrenceInput>;
      const h = money.history();
      const companyId = ownCompanyOf(db, h, account, undefined);
      if (companyId === undefined) return forbidden('Só um estabelecimento cria assinaturas.');
      const repeated = db.read().recurrences.find((r) => r.idempotencyKey === parsed.key);
      if (repeated) return HttpResponse.json(viewOf(repeated).view, { status: 201 });
      const now = money.now();
      const kind = body.kind === 'single' ? 'single' : 'reusable';
      const customer = body.customer
        ? {
            name: String(body.customer.name ?? '').trim(),
            email: String(body.customer.email ?? '').trim(),
            document: documentCharactersOf(String(body.customer.document ?? '')),
          }
        : null;
      const description = String(body.description ?? '').trim();
      const amount = Number(body.amount);
      const firstDueDate = String(body.firstDueDate ?? '');
      const method = METHODS.find((x) => x === body.method);
      const cycle = recurrenceCycles.find((x) => x === body.cycle);
      const problems = recurrenceProblems(
        {
          kind,
          description,
          amount,
          method: method ?? ('' as 'card'),
          cycle: cycle ?? ('' as 'monthly'),
          firstDueDate,
          ...(customer ? { customer } : {}),
          ...(body.card ? { card: cardInputOf(body.card) } : {}),
        },
        now.date,
      );
      const first = Object.values(problems)[0];
      if (first)
        return invalid({
          message: first,
          errors: Object.fromEntries(Object.entries(problems).map(([field, message]) => [field, [message]])),
        });
      if (!method || !cycle) return fail('method', m.method);
      const refused = method === 'card' && kind === 'single' ? verificationRefusal(cardInputOf(body.card)) : null;
      if (refused) return refused;
      const card = method === 'card' && kind === 'single' ? cardOnFile(cardInputOf(body.card), firstDueDate) : null;
      // Anônimo: a plan, whose public subscribe link is a payment link of its own.
      const linkId = kind === 'reusable' ? newHexId() : undefined;
      const stored: StoredRecurrence = {
        id: newHexId(),
        companyId,
        idempotencyKey: parsed.key,
        kind,
        customer: kind === 'single' ? customer : null,
        description,
        amount,
        method,
        cycle,
        firstDueDate,
        amountChanges: [],
        methodChanges: [],
        pauses: [],
        canceledOn: null,
        cards: card ? [card] : [],
        createdAt: now.iso,
        ...(linkId ? { checkoutLinkId: linkId } : {}),
      };
      db.update((state) => {
        state.recurrences.push(stored);
        if (linkId) state.paymentLinks.push(planLinkOf(stored, linkId, { name: account.name, email: account.email }));
      });
      const { view } = viewOf(stored);
      audit(
        db,
        account,
        { model: 'Recurrence', id: stored.id, companyId },
        endpoints.createRecurrence.path,
        {},
        {
          assinatura: view.id,
          cliente: view.customer?.name ?? 'anônimo',
          valor: reais(view.amount),
          ciclo: view.cycle,
          forma: view.method,
          primeiro_vencimento: view.firstDueDate,
        },
      );
      return HttpResponse.json(view, { status: 201 });
    }),

    act('updateRecurrence', (recurrence, body, today) => {
      const amount = body.amount === undefined ? null : Number(body.amount);
      if (
        amount !== null &&
        (!Number.isInteger(amount) || amount < CHECKOUT_AMOUNT_MIN || amount > CHECKOUT_AMOUNT_MAX)
      )
        return fail('amount', m.amount);
      const method = body.method === undefined ? null : METHODS.find((x) => x === body.method);
      if (method === undefined) return fail('method', 'Escolha a forma de cobrança.');
      if (method === 'card' && recurrence.cards.length === 0) return fail('method', m.card);
      // From the next charge on; with updatePending, from the first charge due and not yet paid.
      const unpaid = viewOf(recurrence).charges.find((c) =>
        ['awaiting', 'retrying', 'failed', 'overdue'].includes(c.status),
      );
      const from = body.updatePending === true && unpaid ? unpaid.dueDate : today;
      return (stored) => {
        if (amount !== null) stored.amountChanges.push({ from, amount });
        if (method) stored.methodChanges.push({ from, method });
      };
    }),
    act('pauseRecurrence', (recurrence, _body, today) => {
      if (recurrence.pauses.some((p) => p.resumeOn === null || p.resumeOn > today)) return fail('id', m.alreadyPaused);
      return (stored) => void stored.pauses.push({ from: today, resumeOn: null });
    }),
    act('resumeRecurrence', (recurrence, body, today) => {
      const open = recurrence.pauses.find((p) => p.resumeOn === null || p.resumeOn > today);
      if (!open) return fail('id', m.notPaused);
      const next = typeof body.nextDueDate === 'string' ? body.nextDueDate : '';
      if (!isDueDateInRange(next, today)) return fail('nextDueDate', m.nextDueDate);
      return (stored) => {
        const pause = stored.pauses.find((p) => p.from === open.from);
        if (pause) pause.resumeOn = next;
      };
    }),
    act('cancelRecurrence', (_recurrence, _body, today) => (stored, state) => {
      stored.canceledOn = today;
      // A plan ended: its link stops taking subscriptions; those made on it go on.
      const link = state.paymentLinks.find((l) => l.id === stored.checkoutLinkId);
      if (link && !link.deactivatedAt) link.deactivatedAt = money.now().iso;
    }),
    act('changeRecurrenceCard', (recurrence, body, today) => {
      if ((recurrence.methodChanges.at(-1)?.method ?? recurrence.method) !== 'card') return fail('card', m.notCard);
      const card = checkedCard(body.card, today);
      if (card instanceof Response) return card;
      // Today's attempts ran in the morning batch: the new card answers from tomorrow's.
      return (stored) => void stored.cards.push(cardOnFile(card, addDays(today, 1)));
    }),
  ];
}
