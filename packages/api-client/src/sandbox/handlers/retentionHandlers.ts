import { HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import { confirmationKinds } from '../../endpoints/money';
import type { Retention } from '../../endpoints/retentionEndpoints';
import { fillPath } from '../../endpoints/types';
import { civilFromDayNumber } from '../../money/calendar';
import { retentionReleaseProblem } from '../../money/contractRules';
import type { SandboxDb, StoredRetention } from '../db';
import type { MoneyHistory } from '../money/history';
import type { MoneySandbox } from '../money/moneySandbox';
import { accountCan, canSee, moneyScopeOf } from '../money/scope';
import { jsonBody, notFound, type SandboxRouter } from '../routes';
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

const nameOf = (h: MoneyHistory, companyId: number) =>
  h.directory.merchants.find((m) => m.companyId === companyId)?.name ?? '';

function viewOf(h: MoneyHistory, stored: StoredRetention): Retention {
  const index = h.retentions.findIndex((retention) => retention.id === stored.id);
  // Released by staff, or by itself as its day opens.
  const released = stored.released !== null || stored.releaseDate <= civilFromDayNumber(h.nowDay);
  return {
    id: stored.id,
    companyId: stored.companyId,
    companyName: nameOf(h, stored.companyId),
    amount: stored.amount,
    held: h.retentions[index]?.held ?? 0,
    reason: stored.reason,
    releaseDate: stored.releaseDate,
    createdAt: stored.createdAt,
    createdBy: stored.createdBy,
    status: released ? 'released' : 'active',
    released: stored.released,
  };
}

/** Retenção preventiva: staff hold suspect funds up to 6 months and release them, each with a reason and audited. */
export function retentionHandlers(db: SandboxDb, money: MoneySandbox, { signedIn }: SandboxRouter): HttpHandler[] {
  return [
    signedIn('retentions', ({ request, account }) => {
      if (!accountCan(account, 'view_transfers')) return forbidden();
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const companyId = Number(new URL(request.url).searchParams.get('companyId') ?? 0) || undefined;
      const items = db
        .read()
        .retentions.filter((r) => canSee(h, scope, r.companyId) && (!companyId || r.companyId === companyId))
        .reverse()
        .map((r) => viewOf(h, r));
      return HttpResponse.json({
        items,
        canManage: accountCan(account, 'create_adjustments'),
        confirmWith: confirmationKinds[account.two_factor_authentication === 1 ? 1 : 0],
      });
    }),

    signedIn('createRetention', async ({ request, account }) => {
      let h = money.history();
      const action = await staffActionOf(request, account, h, 'Só a equipe da plataforma retém valores suspeitos.');
      if ('response' in action) return action.response;
      const { body, key, companyId, amount, reason } = action;
      const repeated = db.read().retentions.find((r) => r.idempotencyKey === key);
      if (repeated) {
        if (repeated.companyId !== companyId)
          return fail('idempotencyKey', 'Esta chave já foi usada em outra retenção.');
        return HttpResponse.json(viewOf(h, repeated));
      }
      const problem = staffAmountAndReasonProblem(amount, reason);
      if (problem) return problem;
      const now = money.now();
      const releaseDate = typeof body.releaseDate === 'string' ? body.releaseDate : '';
      const dateProblem = retentionReleaseProblem(now.date, releaseDate);
      if (dateProblem) return fail('releaseDate', dateProblem);
      if (!confirmed(account, body)) return wrongConfirmation(account);
      const sameDay = db.read().retentions.filter((r) => r.createdAt.slice(0, 10) === now.date).length + 1;
      const stored: StoredRetention = {
        id: `RP${now.date.replaceAll('-', '')}${String(sameDay).padStart(4, '0')}`,
        companyId,
        idempotencyKey: key,
        amount,
        reason,
        releaseDate,
        createdAt: now.iso,
        createdBy: { name: account.name, email: account.email },
        released: null,
      };
      db.update((state) => void state.retentions.push(stored));
      h = money.history();
      const view = viewOf(h, stored);
      audit(
        db,
        account,
        { model: 'Retention', id: stored.id, companyId },
        endpoints.createRetention.path,
        {},
        {
          retencao: stored.id,
          estabelecimento: nameOf(h, companyId),
          valor_pedido: reais(amount),
          valor_retido: reais(view.held),
          liberacao_prevista: releaseDate,
          motivo: reason,
        },
      );
      return HttpResponse.json(view, { status: 201 });
    }),

    signedIn('releaseRetention', async ({ request, params, account }) => {
      if (!accountCan(account, 'create_adjustments'))
        return forbidden('Só a equipe da plataforma libera valores retidos.');
      const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
      const stored = db.read().retentions.find((r) => r.id === params.id);
      let h = money.history();
      if (!stored) return notFound('Retenção não encontrada.');
      if (viewOf(h, stored).status === 'released') return fail('id', 'Esta retenção já foi liberada.');
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      const problem = staffAmountAndReasonProblem(1, reason);
      if (problem) return problem;
      if (!confirmed(account, body)) return wrongConfirmation(account);
      const released = { at: money.now().iso, by: { name: account.name, email: account.email }, reason };
      db.update((state) => {
        const target = state.retentions.find((r) => r.id === stored.id);
        if (target) target.released = released;
      });
      h = money.history();
      audit(
        db,
        account,
        { model: 'Retention', id: stored.id, companyId: stored.companyId },
        fillPath(endpoints.releaseRetention.path, { id: stored.id }),
        { status: 'Retida' },
        {
          status: 'Liberada',
          motivo: reason,
        },
      );
      return HttpResponse.json(viewOf(h, { ...stored, released }));
    }),
  ];
}
