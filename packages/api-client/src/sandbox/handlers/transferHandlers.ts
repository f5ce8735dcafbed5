import { HttpResponse, type HttpHandler } from 'msw';
import { documentCharactersOf, maskDocument } from '../../money/documents';
import { endpoints } from '../../endpoints';
import { confirmationKinds, type TransferDetail } from '../../endpoints/money';
import { fillPath } from '../../endpoints/types';
import { addDays, dayNumber } from '../../money/calendar';
import {
  bankAccountProblems,
  defaultTransferRules,
  isNightSecond,
  NIGHT_END_SECOND,
  NIGHT_START_CHOICES,
  TED_SEND_SECOND,
  parsePixKey,
  tedDate,
  transferBlockMessages,
  transferCheck,
  type TransferRules,
} from '../../money/transferRules';
import { bankAccountTypes, pixKeyTypes, transferKindLabels, transferViews } from '../../money/vocabulary';
import type { SandboxDb, StoredRecipientData, StoredTransfer } from '../db';
import { spendableOf } from '../money/refundState';
import type { MoneyHistory } from '../money/history';
import type { MoneySandbox } from '../money/moneySandbox';
import { hash32 } from '../money/prng';
import { accountCan, canSee, moneyScopeOf } from '../money/scope';
import {
  FAILING_PIX_KEYS,
  FAILURE_REASON,
  UNKNOWN_PIX_KEYS,
  inView,
  payoutContents,
  payoutView,
  pixKeyOwnerOf,
  recipientView,
  storedTransferView,
  transfersInScope,
} from '../money/transferViews';
import { bankNameOf } from '../../establishment/bankNames';
import { invalid, jsonBody, notFound, type SandboxRouter } from '../routes';
import { audit } from '../auditLog';
import {
  confirmed,
  fail,
  forbidden,
  idempotentBody,
  ownCompanyOf,
  reais,
  textOf,
  wrongConfirmation,
} from './moneyActionKit';
import type { SandboxAccount } from '../seeds';

const CIVIL = /^\d{4}-\d{2}-\d{2}$/;
const PSP_ISPB = '18236120';

function rulesOf(db: SandboxDb, companyId: number): TransferRules {
  return { ...defaultTransferRules, ...(db.read().transferSettings[String(companyId)] ?? {}) };
}

/** When a stored transfer goes: a TED moved to a later business day in that day's first batch, else when asked. */
function executionOf(transfer: StoredTransfer): { date: string; second: number } {
  const requested = transfer.requestedAt.slice(0, 10);
  if (transfer.kind === 'ted' && transfer.scheduledFor > requested) {
    return { date: transfer.scheduledFor, second: TED_SEND_SECOND };
  }
  const [hh, mm, ss] = transfer.requestedAt.slice(11, 19).split(':').map(Number);
  return { date: requested, second: (hh ?? 0) * 3600 + (mm ?? 0) * 60 + (ss ?? 0) };
}

/**
 * What the company's transfers move on a moment's day and in its night (nightStart to 06:00), São Paulo, those
 * waiting included, each counted when it goes: a TED asked at night but sent the next business day counts on
 * that day, not tonight.
 */
function used(db: SandboxDb, companyId: number, at: { date: string; second: number }, nightStart: number) {
  let today = 0;
  let tonight = 0;
  const nightDate = at.second >= nightStart ? at.date : addDays(at.date, -1);
  for (const transfer of db.read().transfers) {
    if (transfer.companyId !== companyId || transfer.failure || transfer.decision?.approved === false) continue;
    const { date, second } = executionOf(transfer);
    if (date === at.date) today += transfer.amount;
    const inNight =
      (date === nightDate && second >= nightStart) || (date === addDays(nightDate, 1) && second < NIGHT_END_SECOND);
    if (isNightSecond(at.second, nightStart) && inNight) tonight += transfer.amount;
  }
  return { today, tonight };
}

function detailOf(h: MoneyHistory, db: SandboxDb, account: SandboxAccount, id: string): TransferDetail | null {
  const stored = db.read().transfers.find((transfer) => transfer.id === id);
  if (stored) {
    const view = storedTransferView(h, stored, account);
    const timeline = [
      {
        at: stored.requestedAt,
        title: `Pedida por ${stored.requestedBy.name}`,
        detail: transferKindLabels[stored.kind],
      },
      ...(stored.decision
        ? [
            {
              at: stored.decision.at,
              title: `${stored.decision.approved ? 'Aprovada' : 'Recusada'} por ${stored.decision.by.name}`,
              detail: stored.decision.reason,
            },
          ]
        : []),
      ...(view.failureReason && view.status === 'failed'
        ? [{ at: stored.requestedAt, title: 'Não realizada', detail: view.failureReason }]
        : []),
      ...(view.completedOn && view.status === 'completed'
        ? [{ at: `${view.completedOn}T12:00:00-03:00`, title: 'Concluída', detail: stored.e2eId }]
        : []),
    ];
    return { ...view, timeline, contents: null };
  }
  const index = h.payouts.findIndex((payout) => payoutView(h, h.payouts.indexOf(payout)).id === id);
  if (index < 0) return null;
  const view = payoutView(h, index);
  const timeline = [
    { at: view.requestedAt, title: 'Saque automático enviado ao banco', detail: null },
    ...(view.completedOn
      ? [
          {
            at: `${view.completedOn}T12:00:00-03:00`,
            title: view.status === 'failed' ? 'Devolvido pelo banco' : 'Concluído',
            detail: view.failureReason,
          },
        ]
      : []),
  ];
  return { ...view, timeline, contents: payoutContents(h, index) };
}

/** Transferências: the list and its views, a transfer, the new-transfer form's facts, Pix, TED and approvals. */
export function transferHandlers(db: SandboxDb, money: MoneySandbox, { signedIn }: SandboxRouter): HttpHandler[] {
  const holderOf = (h: MoneyHistory, companyId: number) =>
    documentCharactersOf(h.directory.merchants.find((m) => m.companyId === companyId)?.document ?? '').length === 11
      ? ('cpf' as const)
      : ('cnpj' as const);
  // Refunds waiting for the balance come before any transfer (reserved ones already left the available balance).
  const availableOf = (h: MoneyHistory, companyId: number) => spendableOf(h, companyId);

  const hhmm = (second: number) =>
    `${String(Math.floor(second / 3600)).padStart(2, '0')}:${String(Math.floor((second % 3600) / 60)).padStart(2, '0')}`;
  /** What the new-transfer form needs for a company: balance, fees, limits used and left, TED date, recipients. */
  const optionsOf = (h: MoneyHistory, account: SandboxAccount, companyId: number) => {
    const rules = rulesOf(db, companyId);
    const now = money.now();
    const holder = holderOf(h, companyId);
    const { today, tonight } = used(db, companyId, now, rules.nightStartSecond);
    return {
      companyId,
      holder,
      available: availableOf(h, companyId),
      pixFee: rules.pixFee,
      tedFee: rules.tedFee,
      minimum: rules.minimum,
      dailyLimit: rules.dailyLimit,
      usedToday: today,
      nightLimit: holder === 'cpf' ? rules.nightLimit : null,
      usedTonight: tonight,
      nightStart: hhmm(rules.nightStartSecond),
      tedCutoff: hhmm(rules.tedCutoffSecond),
      tedDate: tedDate(now, rules.tedCutoffSecond).date,
      approvalThreshold: rules.approvalThreshold,
      confirmWith: confirmationKinds[account.two_factor_authentication === 1 ? 1 : 0],
      now: now.iso,
      recipients: db
        .read()
        .savedRecipients.filter((saved) => saved.companyId === companyId)
        .map((saved) => ({
          id: saved.id,
          label: `${saved.recipient.name} · ${saved.kind === 'pix' ? 'Pix' : `${saved.recipient.bank} ag. ${saved.recipient.branch}`}`,
          kind: saved.kind,
          recipient: recipientView(saved.recipient),
        })),
    };
  };

  return [
    signedIn('transferOptions', ({ request, account }) => {
      if (!accountCan(account, 'create_transfers')) return forbidden('Você não tem permissão para transferir.');
      const h = money.history();
      const asked = Number(new URL(request.url).searchParams.get('companyId')) || undefined;
      const companyId = ownCompanyOf(db, h, account, asked);
      if (companyId === undefined) return fail('companyId', 'Escolha o estabelecimento de origem.');
      return HttpResponse.json(optionsOf(h, account, companyId));
    }),

    signedIn('setNightPeriod', async ({ request, account }) => {
      if (!accountCan(account, 'create_transfers')) return forbidden('Você não tem permissão para transferir.');
      const body = (await jsonBody(request)) as { companyId?: unknown; start?: unknown } | undefined;
      const h = money.history();
      const asked = typeof body?.companyId === 'number' ? body.companyId : undefined;
      const companyId = ownCompanyOf(db, h, account, asked);
      if (companyId === undefined) return fail('companyId', 'Escolha o estabelecimento de origem.');
      const start = NIGHT_START_CHOICES.find((second) => hhmm(second) === body?.start);
      if (start === undefined) return fail('start', 'O período noturno começa às 20:00, 21:00 ou 22:00.');
      if (holderOf(h, companyId) !== 'cpf')
        return fail('start', 'O limite noturno vale só para contas de pessoa física.');
      db.update((state) => {
        const key = String(companyId);
        state.transferSettings[key] = { ...(state.transferSettings[key] ?? {}), nightStartSecond: start };
      });
      return HttpResponse.json(optionsOf(h, account, companyId));
    }),

    signedIn('transfers', ({ request, account }) => {
      if (!accountCan(account, 'view_transfers')) return forbidden();
      const url = new URL(request.url);
      const get = (name: string) => url.searchParams.get(name);
      const from = get('from') ?? '';
      const to = get('to') ?? '';
      if (!CIVIL.test(from) || !CIVIL.test(to) || to < from) {
        return invalid({ message: 'Período inválido.', errors: { from: ['Informe um período válido (AAAA-MM-DD).'] } });
      }
      const view = get('view');
      if (view !== null && !(transferViews as readonly string[]).includes(view))
        return fail('view', 'Visão desconhecida.');
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const list = (name: string) => (get(name) ? (get(name) ?? '').split(',') : []);
      const statuses = list('status');
      const kinds = list('kind');
      const companies = list('companyId').map(Number);
      const date = get('date');
      const q = (get('q') ?? '').trim().toLowerCase();
      const today = money.now().date;
      const matched = transfersInScope(h, scope, db.read().transfers, account).filter((transfer) => {
        const day = transfer.requestedAt.slice(0, 10);
        // A view of what is still open shows it whenever it was asked; a period bounds the rest.
        const open = view === 'pending' || view === 'processing' || view === 'oldpending';
        if (!open && (day < from || day > to)) return false;
        if (view && !inView(transfer, view as (typeof transferViews)[number], today)) return false;
        if (statuses.length && !statuses.includes(transfer.status)) return false;
        if (kinds.length && !kinds.includes(transfer.kind)) return false;
        if (companies.length && !companies.includes(transfer.companyId)) return false;
        if (date && transfer.scheduledFor !== date) return false;
        if (q) {
          const text = [transfer.id, transfer.e2eId, transfer.recipient.name, transfer.requestedBy].join(' ');
          if (!text.toLowerCase().includes(q)) return false;
        }
        return true;
      });
      const pageSize = Number(get('pageSize') ?? 20);
      const page = Math.max(1, Number(get('page') ?? 1) || 1);
      return HttpResponse.json({
        items: matched.slice((page - 1) * pageSize, page * pageSize),
        total: matched.length,
        page,
        pageSize,
        totals: {
          count: matched.length,
          amount: matched.reduce((sum, transfer) => sum + transfer.amount, 0),
          fee: matched.reduce((sum, transfer) => sum + transfer.fee, 0),
        },
      });
    }),

    signedIn('pixKeyOwner', ({ request, params, account }) => {
      if (!accountCan(account, 'create_transfers')) return forbidden('Você não tem permissão para transferir.');
      const type = new URL(request.url).searchParams.get('type') ?? 'auto';
      if (!(pixKeyTypes as readonly string[]).includes(type)) return fail('type', 'Escolha o tipo da chave.');
      const parsed = parsePixKey(type as (typeof pixKeyTypes)[number], decodeURIComponent(String(params.key ?? '')));
      if (!parsed.ok) return fail('key', parsed.message);
      if (UNKNOWN_PIX_KEYS.has(parsed.value)) return notFound('Chave Pix não encontrada.');
      const owner = pixKeyOwnerOf(parsed.value);
      return HttpResponse.json({
        type: parsed.type,
        key: parsed.value,
        name: owner.name,
        document: maskDocument(owner.document),
        bank: owner.bank,
      });
    }),

    signedIn('transfer', ({ params, account }) => {
      if (!accountCan(account, 'view_transfers')) return forbidden();
      const h = money.history();
      const detail = detailOf(h, db, account, String(params.id ?? ''));
      if (!detail || !canSee(h, moneyScopeOf(account, db, h), detail.companyId)) {
        return notFound('Transferência não encontrada.');
      }
      return HttpResponse.json(detail);
    }),

    signedIn('createTransfer', async ({ request, account }) => {
      if (!accountCan(account, 'create_transfers')) return forbidden('Você não tem permissão para transferir.');
      const parsed = await idempotentBody(request);
      if ('response' in parsed) return parsed.response;
      const { body, key } = parsed;
      let h = money.history();
      const companyId = ownCompanyOf(db, h, account, typeof body.companyId === 'number' ? body.companyId : undefined);
      if (companyId === undefined) return fail('companyId', 'Escolha o estabelecimento de origem.');
      const repeated = db.read().transfers.find((t) => t.idempotencyKey === key && t.companyId === companyId);
      if (repeated) return HttpResponse.json(detailOf(h, db, account, repeated.id), { status: 200 });
      if (!confirmed(account, body)) return wrongConfirmation(account);
      const kind = body.kind === 'ted' ? 'ted' : body.kind === 'pix' ? 'pix' : null;
      if (!kind) return fail('kind', 'Escolha Pix ou TED.');
      const amount = body.amount;
      if (typeof amount !== 'number' || !Number.isInteger(amount))
        return fail('amount', 'Informe o valor em centavos.');
      let recipient: StoredRecipientData;
      let failure: string | null = null;
      const saved = db.read().savedRecipients.find((r) => r.id === body.recipientId && r.companyId === companyId);
      if (saved) recipient = saved.recipient;
      else if (kind === 'pix') {
        const pix = (body.pixKey ?? {}) as { type?: unknown; value?: unknown };
        const type = (pixKeyTypes as readonly unknown[]).includes(pix.type)
          ? (pix.type as (typeof pixKeyTypes)[number])
          : null;
        if (!type) return fail('pixKeyType', 'Escolha o tipo da chave.');
        const parsed = parsePixKey(type, textOf(pix.value));
        if (!parsed.ok) return fail('pixKey', parsed.message);
        if (UNKNOWN_PIX_KEYS.has(parsed.value)) return fail('pixKey', 'Chave Pix não encontrada.');
        recipient = { ...pixKeyOwnerOf(parsed.value), pixKeyType: parsed.type };
        if (FAILING_PIX_KEYS.has(parsed.value)) failure = FAILURE_REASON;
      } else {
        const bank = (body.bankAccount ?? {}) as Record<string, unknown>;
        const input = {
          bankCode: textOf(bank.bankCode),
          branch: textOf(bank.branch),
          account: textOf(bank.account),
          accountDigit: textOf(bank.accountDigit),
          holderName: textOf(bank.holderName),
          holderDocument: textOf(bank.holderDocument),
        };
        // Any institution of the Central Bank's list, as the form offers.
        const problems = bankAccountProblems(input, (code) => bankNameOf(code) !== null);
        const accountType = (bankAccountTypes as readonly unknown[]).includes(bank.accountType)
          ? (bank.accountType as (typeof bankAccountTypes)[number])
          : null;
        if (!accountType) problems.bankCode ??= 'Escolha o tipo da conta.';
        if (Object.keys(problems).length) {
          return invalid({
            message: 'Confira os dados da conta.',
            errors: Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, [text]])),
          });
        }
        recipient = {
          name: input.holderName.trim(),
          document: documentCharactersOf(input.holderDocument),
          bank: bankNameOf(input.bankCode) ?? '',
          bankCode: input.bankCode,
          branch: input.branch,
          account: `${input.account}-${input.accountDigit.toUpperCase()}`,
          accountType,
          pixKeyType: null,
          pixKey: null,
        };
      }
      const rules = rulesOf(db, companyId);
      const now = money.now();
      const fee = kind === 'pix' ? rules.pixFee : rules.tedFee;
      const available = availableOf(h, companyId);
      const ted = tedDate(now, rules.tedCutoffSecond);
      // Limits are those of when it goes: a TED moved to a later business day goes in daytime that day.
      const goes = kind === 'ted' && ted.moved ? { date: ted.date, second: TED_SEND_SECOND } : now;
      const { today, tonight } = used(db, companyId, goes, rules.nightStartSecond);
      const block = transferCheck({
        amount,
        fee,
        available,
        usedToday: today,
        usedTonight: tonight,
        second: goes.second,
        rules,
        holder: holderOf(h, companyId),
      });
      if (block) return fail('amount', transferBlockMessages[block]);
      const count = db.read().transfers.filter((t) => t.requestedAt.slice(0, 10) === now.date).length + 1;
      const compact = now.date.replaceAll('-', '');
      const id = `TR${compact}${String(count).padStart(4, '0')}`;
      const stamp = `${compact}${now.iso.slice(11, 13)}${now.iso.slice(14, 16)}`;
      const code = hash32(count, dayNumber(now.date), companyId)
        .toString(36)
        .toUpperCase()
        .padStart(11, '0')
        .slice(0, 11);
      const transfer: StoredTransfer = {
        id,
        companyId,
        idempotencyKey: key,
        kind,
        recipient,
        amount,
        fee,
        description: typeof body.description === 'string' ? body.description.slice(0, 140) : '',
        requestedAt: now.iso,
        requestedBy: { name: account.name, email: account.email },
        needsApproval: rules.approvalThreshold !== null && amount > rules.approvalThreshold,
        decision: null,
        scheduledFor: kind === 'pix' ? now.date : ted.date,
        movedFrom: kind === 'ted' && ted.moved ? now.date : null,
        failure,
        e2eId: kind === 'pix' ? `E${PSP_ISPB}${stamp}${code}` : null,
      };
      db.update((state) => {
        state.transfers.push(transfer);
        if (body.saveRecipient === true && !failure) {
          const exists = state.savedRecipients.some(
            (r) => r.companyId === companyId && JSON.stringify(r.recipient) === JSON.stringify(recipient),
          );
          if (!exists) {
            state.savedRecipients.push({
              id: `RC${state.savedRecipients.length + 1}`,
              companyId,
              kind,
              recipient,
              savedAt: now.iso,
            });
          }
        }
      });
      audit(
        db,
        account,
        { model: 'Transfer', id, companyId },
        endpoints.createTransfer.path,
        { saldo_disponivel: reais(available) },
        {
          transferencia: id,
          tipo: transferKindLabels[kind],
          valor: reais(amount),
          tarifa: reais(fee),
          favorecido: recipient.name,
          status: transfer.needsApproval ? 'Aguardando aprovação' : failure ? 'Não realizada' : 'Solicitada',
        },
      );
      h = money.history();
      return HttpResponse.json(detailOf(h, db, account, id), { status: 201 });
    }),

    signedIn('approveTransfer', async ({ params, request, account }) => {
      const h = money.history();
      const stored = db.read().transfers.find((t) => t.id === params.id);
      if (!stored || !canSee(h, moneyScopeOf(account, db, h), stored.companyId)) {
        return notFound('Transferência não encontrada.');
      }
      if (!accountCan(account, 'approve_transfers')) return forbidden('Você não tem permissão para aprovar.');
      if (!stored.needsApproval || stored.decision)
        return fail('transfer', 'Esta transferência não aguarda aprovação.');
      if (stored.requestedBy.email === account.email) {
        return fail('transfer', 'A aprovação precisa ser de outra pessoa, não de quem pediu.');
      }
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      if (!confirmed(account, body)) return wrongConfirmation(account);
      const available = availableOf(h, stored.companyId);
      if (stored.amount + stored.fee > available) return fail('amount', transferBlockMessages.balance);
      const now = money.now();
      const ted = tedDate(now, rulesOf(db, stored.companyId).tedCutoffSecond);
      db.update((state) => {
        const transfer = state.transfers.find((t) => t.id === stored.id);
        if (!transfer) return;
        transfer.decision = {
          approved: true,
          by: { name: account.name, email: account.email },
          at: now.iso,
          reason: null,
        };
        if (transfer.kind === 'ted') {
          transfer.scheduledFor = ted.date;
          transfer.movedFrom = ted.moved ? now.date : null;
        }
      });
      audit(
        db,
        account,
        { model: 'Transfer', id: stored.id, companyId: stored.companyId },
        fillPath(endpoints.approveTransfer.path, { id: stored.id }),
        { status: 'Aguardando aprovação' },
        {
          status: 'Aprovada',
          valor: reais(stored.amount),
        },
      );
      return HttpResponse.json(detailOf(money.history(), db, account, stored.id));
    }),

    signedIn('rejectTransfer', async ({ params, request, account }) => {
      const h = money.history();
      const stored = db.read().transfers.find((t) => t.id === params.id);
      if (!stored || !canSee(h, moneyScopeOf(account, db, h), stored.companyId)) {
        return notFound('Transferência não encontrada.');
      }
      if (!accountCan(account, 'approve_transfers')) return forbidden('Você não tem permissão para recusar.');
      if (!stored.needsApproval || stored.decision)
        return fail('transfer', 'Esta transferência não aguarda aprovação.');
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      if (reason.length < 3) return fail('reason', 'Diga o motivo da recusa.');
      db.update((state) => {
        const transfer = state.transfers.find((t) => t.id === stored.id);
        if (transfer) {
          transfer.decision = {
            approved: false,
            by: { name: account.name, email: account.email },
            at: money.now().iso,
            reason,
          };
        }
      });
      audit(
        db,
        account,
        { model: 'Transfer', id: stored.id, companyId: stored.companyId },
        fillPath(endpoints.rejectTransfer.path, { id: stored.id }),
        { status: 'Aguardando aprovação' },
        {
          status: 'Recusada',
          motivo: reason,
        },
      );
      return HttpResponse.json(detailOf(money.history(), db, account, stored.id));
    }),
  ];
}
