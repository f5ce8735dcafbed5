import { adjustmentReferenceProblem } from '../../money/contractRules';
import { HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import type { Adjustment } from '../../endpoints/adjustmentEndpoints';
import { confirmationKinds } from '../../endpoints/money';
import type { SandboxDb, StoredAdjustment } from '../db';
import type { MoneyHistory } from '../money/history';
import { balancesOf } from '../money/moneyBalances';
import type { MoneySandbox } from '../money/moneySandbox';
import { accountCan, canSee, moneyScopeOf } from '../money/scope';
import { invalid, type SandboxRouter } from '../routes';
import { audit } from '../auditLog';
import {
  confirmed,
  fail,
  forbidden,
  reais,
  staffActionOf,
  staffAmountAndReasonProblem,
  wrongConfirmation,
} from './moneyActionKit';

const CIVIL = /^\d{4}-\d{2}-\d{2}$/;

const nameOf = (h: MoneyHistory, companyId: number) =>
  h.directory.merchants.find((m) => m.companyId === companyId)?.name ?? '';

const viewOf = (h: MoneyHistory, stored: StoredAdjustment, balanceAfter: number | null): Adjustment => ({
  id: stored.id,
  companyId: stored.companyId,
  companyName: nameOf(h, stored.companyId),
  amount: stored.amount,
  reason: stored.reason,
  referenceDate: stored.referenceDate ?? null,
  serviceNotRendered: stored.serviceNotRendered ?? false,
  createdAt: stored.createdAt,
  createdBy: stored.createdBy,
  balanceAfter,
});

/** Manual credits and debits: anyone sees those of the companies in their scope; only platform staff make them. */
export function adjustmentHandlers(db: SandboxDb, money: MoneySandbox, { signedIn }: SandboxRouter): HttpHandler[] {
  return [
    signedIn('adjustments', ({ request, account }) => {
      if (!accountCan(account, 'view_transfers')) return forbidden();
      const url = new URL(request.url);
      const get = (name: string) => url.searchParams.get(name);
      const from = get('from') ?? '';
      const to = get('to') ?? '';
      if (!CIVIL.test(from) || !CIVIL.test(to) || to < from)
        return invalid({ message: 'Período inválido.', errors: { from: ['Informe um período válido (AAAA-MM-DD).'] } });
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const companyId = Number(get('companyId') ?? 0) || undefined;
      const direction = get('direction');
      const matched = db
        .read()
        .adjustments.filter((a) => canSee(h, scope, a.companyId) && (!companyId || a.companyId === companyId))
        .filter((a) => a.createdAt.slice(0, 10) >= from && a.createdAt.slice(0, 10) <= to)
        .filter((a) => (direction === 'credit' ? a.amount > 0 : direction === 'debit' ? a.amount < 0 : true))
        .reverse();
      const pageSize = Number(get('pageSize') ?? 20);
      const page = Math.max(1, Number(get('page') ?? 1) || 1);
      return HttpResponse.json({
        items: matched.slice((page - 1) * pageSize, page * pageSize).map((a) => viewOf(h, a, null)),
        total: matched.length,
        page,
        pageSize,
        totals: {
          credits: matched.filter((a) => a.amount > 0).reduce((sum, a) => sum + a.amount, 0),
          debits: matched.filter((a) => a.amount < 0).reduce((sum, a) => sum - a.amount, 0),
        },
        canCreate: accountCan(account, 'create_adjustments'),
        confirmWith: confirmationKinds[account.two_factor_authentication === 1 ? 1 : 0],
      });
    }),

    signedIn('createAdjustment', async ({ request, account }) => {
      let h = money.history();
      const action = await staffActionOf(request, account, h, 'Só a equipe da plataforma lança ajustes manuais.');
      if ('response' in action) return action.response;
      const { body, key, companyId, amount, reason } = action;
      const now = money.now();
      const balance = (history: MoneyHistory) =>
        balancesOf(history, { kind: 'merchant', companyId }, companyId, [], now.date).available;
      const repeated = db.read().adjustments.find((a) => a.idempotencyKey === key);
      if (repeated) {
        if (repeated.companyId !== companyId) return fail('idempotencyKey', 'Esta chave já foi usada em outro ajuste.');
        return HttpResponse.json(viewOf(h, repeated, balance(h)));
      }
      const problem = staffAmountAndReasonProblem(amount, reason);
      if (problem) return problem;
      if (body.direction !== 'credit' && body.direction !== 'debit')
        return fail('direction', 'Escolha crédito ou débito.');
      const referenceDate = typeof body.referenceDate === 'string' ? body.referenceDate : null;
      const notRendered = body.serviceNotRendered === true;
      const referenceProblem = adjustmentReferenceProblem({
        direction: body.direction,
        referenceDate,
        notRendered,
        today: now.date,
      });
      if (referenceProblem) return fail('referenceDate', referenceProblem);
      if (!confirmed(account, body)) return wrongConfirmation(account);
      const before = balance(h);
      const sameDay = db.read().adjustments.filter((a) => a.createdAt.slice(0, 10) === now.date).length + 1;
      const stored: StoredAdjustment = {
        id: `AJ${now.date.replaceAll('-', '')}${String(sameDay).padStart(4, '0')}`,
        companyId,
        idempotencyKey: key,
        amount: body.direction === 'credit' ? amount : -amount,
        reason,
        referenceDate,
        serviceNotRendered: notRendered,
        createdAt: now.iso,
        createdBy: { name: account.name, email: account.email },
      };
      db.update((state) => void state.adjustments.push(stored));
      h = money.history();
      const after = balance(h);
      audit(
        db,
        account,
        { model: 'Adjustment', id: stored.id, companyId },
        endpoints.createAdjustment.path,
        { saldo_disponivel: reais(before) },
        {
          ajuste: stored.id,
          estabelecimento: nameOf(h, companyId),
          valor: reais(stored.amount),
          motivo: reason,
          saldo_disponivel: reais(after),
        },
      );
      return HttpResponse.json(viewOf(h, stored, after), { status: 201 });
    }),
  ];
}
