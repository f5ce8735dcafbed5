import { HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import { fillPath } from '../../endpoints/types';
import {
  establishmentKinds,
  establishmentStatusActions,
  establishmentStatuses,
  statusActionsFrom,
  statusTransitions,
  STATUS_REASON_MAX,
  STATUS_REASON_MIN,
} from '../../establishment/establishmentVocabulary';
import { actionVerbs, statusWords } from '../establishment/establishmentWords';
import { audit } from '../auditLog';
import type { SandboxDb } from '../db';
import { normalized } from '../establishment/drawnProfile';
import type { MoneySandbox } from '../money/moneySandbox';
import { accountCan, moneyScopeOf } from '../money/scope';
import { jsonBody, notFound, type SandboxRouter } from '../routes';
import { establishmentViews } from '../establishment/establishmentViews';
import { fail, forbidden } from './moneyActionKit';

const CIVIL = /^\d{4}-\d{2}-\d{2}$/;

/** White Label e Lojas: the stores and white labels of the caller's tree, one of them, and its status changes. */
export function establishmentHandlers(db: SandboxDb, money: MoneySandbox, { signedIn }: SandboxRouter): HttpHandler[] {
  const { visible, figuresOf, summaryOf, detailOf, recordFor } = establishmentViews(db);

  return [
    signedIn('establishments', ({ request, account }) => {
      if (!accountCan(account, 'view_establishments')) return forbidden();
      const url = new URL(request.url);
      const get = (name: string) => url.searchParams.get(name) ?? '';
      const status = get('status');
      const kind = get('kind');
      if (status && !(establishmentStatuses as readonly string[]).includes(status))
        return fail('status', 'Situação inválida.');
      if (kind && !(establishmentKinds as readonly string[]).includes(kind)) return fail('kind', 'Tipo inválido.');
      const createdFrom = get('createdFrom');
      const createdTo = get('createdTo');
      if ((createdFrom && !CIVIL.test(createdFrom)) || (createdTo && !CIVIL.test(createdTo)))
        return fail('createdFrom', 'Informe as datas como AAAA-MM-DD.');
      const pageSize = Math.min(100, Math.max(1, Number(get('pageSize')) || 20));
      const page = Math.max(1, Number(get('page')) || 1);
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      const companyId = Number(get('companyId')) || null;
      const whiteLabel = Number(get('whiteLabel')) || null;
      const search = normalized(get('search').trim());
      const searchDigits = search.replace(/[^0-9A-Z]/g, '');
      const matched = visible(account, h).filter((record) => {
        if (status && record.status !== status) return false;
        if (kind && record.kind !== kind) return false;
        if (companyId && record.owner.companyId !== companyId && record.whiteLabel?.companyId !== companyId)
          return false;
        if (whiteLabel && record.whiteLabel?.companyId !== whiteLabel && record.id !== whiteLabel) return false;
        if (get('state') && record.state !== get('state')) return false;
        if (get('mcc') && record.mcc !== get('mcc')) return false;
        if (createdFrom && record.createdAt.slice(0, 10) < createdFrom) return false;
        if (createdTo && record.createdAt.slice(0, 10) > createdTo) return false;
        if (!search) return true;
        const names = normalized(`${record.tradeName} ${record.legalName} ${record.owner.name}`);
        const document = record.document.replace(/[^0-9A-Z]/gi, '').toUpperCase();
        return names.includes(search) || (searchDigits.length >= 4 && document.includes(searchDigits));
      });
      const ordered = [...matched].sort(
        (a, b) =>
          establishmentKinds.indexOf(a.kind) - establishmentKinds.indexOf(b.kind) ||
          a.tradeName.localeCompare(b.tradeName, 'pt-BR'),
      );
      const items = ordered.slice((page - 1) * pageSize, page * pageSize);
      const volume30d = matched
        .filter((record) => record.kind === 'store')
        .reduce((sum, record) => sum + figuresOf(h, record).volume30d, 0);
      return HttpResponse.json({
        items: items.map((record) => summaryOf(h, account, record)),
        total: matched.length,
        totals: { volume30d },
        canCreate: accountCan(account, 'create_establishment'),
        canEdit: accountCan(account, 'edit_establishments'),
        whiteLabels:
          scope.kind === 'all' ? h.directory.partners.map((p) => ({ companyId: p.companyId, name: p.name })) : [],
      });
    }),

    signedIn('establishment', ({ params, account }) => {
      if (!accountCan(account, 'view_establishment')) return forbidden();
      const h = money.history();
      const record = recordFor(account, h, params.id);
      if (!record) return notFound('Loja não encontrada.');
      return HttpResponse.json(detailOf(h, account, record));
    }),

    signedIn('changeEstablishmentStatus', async ({ request, params, account }) => {
      if (!accountCan(account, 'edit_establishments')) return forbidden('Você não pode alterar lojas.');
      const h = money.history();
      const record = recordFor(account, h, params.id);
      if (!record) return notFound('Loja não encontrada.');
      const body = ((await jsonBody(request)) ?? {}) as { action?: unknown; reason?: unknown };
      const action = establishmentStatusActions.find((candidate) => candidate === body.action);
      if (!action) return fail('action', 'Escolha a mudança de situação.');
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      if (reason.length < STATUS_REASON_MIN || reason.length > STATUS_REASON_MAX)
        return fail('reason', `Diga o motivo em ${STATUS_REASON_MIN} a ${STATUS_REASON_MAX} caracteres.`);
      if (record.kind !== 'store' || !statusActionsFrom(record.status).includes(action))
        return fail(
          'action',
          `Esta loja está ${statusWords[record.status].toLowerCase()}: não é possível ${actionVerbs[action]}.`,
        );
      const to = statusTransitions[action].to;
      const at = new Date().toISOString();
      db.update((state) => {
        const history = [
          ...record.statusHistory,
          { status: to, reason, at, by: { name: account.name, email: account.email } },
        ];
        const change = { id: record.id, status: to, statusReason: reason, statusHistory: history };
        const index = state.establishments.findIndex((stored) => stored.id === record.id);
        if (index >= 0) state.establishments[index] = change;
        else state.establishments.push(change);
      });
      audit(
        db,
        account,
        { model: 'Establishment', id: String(record.id), companyId: record.owner.companyId },
        fillPath(endpoints.changeEstablishmentStatus.path, { id: record.id }),
        { situacao: statusWords[record.status] },
        { situacao: statusWords[to], motivo: reason },
      );
      const after = recordFor(account, money.history(), record.id);
      return after ? HttpResponse.json(detailOf(money.history(), account, after)) : notFound('Loja não encontrada.');
    }),
  ];
}
