import { HttpResponse, type HttpHandler } from 'msw';
import { endpoints } from '../../endpoints';
import { confirmationKinds } from '../../endpoints/money';
import { approvalBoxes } from '../../endpoints/systemEndpoints';
import { fillPath } from '../../endpoints/types';
import type { SandboxDb } from '../db';
import { holds } from '../access/accessState';
import { audit } from '../auditLog';
import {
  approvalView,
  approve,
  expireApprovals,
  NO_CHECKER_MESSAGE,
  raiseApproval,
  whyCannotDecide,
} from '../access/approvalRequests';
import {
  currentSettingValue,
  sessionPolicyOf,
  settingDefinition,
  settingDefinitions,
  settingProblem,
  settingView,
} from '../access/settingsRegistry';
import { PLATFORM_COMPANY_ID } from '../money/directory';
import type { SandboxAccount } from '../seeds';
import { jsonBody, notFound, type SandboxRouter } from '../routes';
import { confirmed, fail, forbidden, wrongConfirmation } from './moneyActionKit';

const REASON_MIN = 10;
const REASON_MAX = 300;

const shown = (value: unknown): string => {
  if (typeof value === 'boolean') return value ? 'Ligado' : 'Desligado';
  if (typeof value === 'number') return `${value} min`;
  if (value && typeof value === 'object' && 'end' in value) {
    const notice = value as { text: string; start: string | null; end: string };
    const day = (iso: string) => iso.split('-').reverse().join('/');
    return `${notice.start ? `${day(notice.start)} a ` : 'até '}${day(notice.end)}: ${notice.text}`;
  }
  return typeof value === 'string' ? value : '';
};

/** The approvals by a second person and the system settings whose changes wait for them. */
export function systemHandlers(db: SandboxDb, { signedIn }: SandboxRouter): HttpHandler[] {
  const expireNow = () => {
    if (
      db.read().approvals.some((request) => request.status === 'pending' && Date.parse(request.expiresAt) <= Date.now())
    )
      db.update((state) => expireApprovals(state));
  };
  /** A pending request the caller may decide (the expired ones closed first), else the answer to refuse with. */
  const requestToDecide = (account: SandboxAccount, id: unknown) => {
    expireNow();
    const found = db.read().approvals.find((candidate) => candidate.id === id);
    if (!found) return notFound('Pedido não encontrado.');
    const why = whyCannotDecide(db.read(), account, found);
    if (!why) return found;
    return found.maker.iduser === account.iduser ? forbidden(why) : fail('request', why);
  };

  return [
    signedIn('approvals', ({ request, account }) => {
      const box = new URL(request.url).searchParams.get('box') ?? 'waiting';
      if (!approvalBoxes.includes(box as (typeof approvalBoxes)[number])) return fail('box', 'Caixa desconhecida.');
      expireNow();
      const state = db.read();
      const mayDecide = (id: string) => {
        const found = state.approvals.find((request) => request.id === id);
        return found !== undefined && whyCannotDecide(state, account, found) === null;
      };
      const involved =
        holds(account, 'approve_changes') || state.approvals.some((r) => r.maker.iduser === account.iduser);
      if (!involved) return forbidden();
      const items = state.approvals
        .filter((request) => {
          if (box === 'waiting')
            return (
              request.status === 'pending' &&
              request.maker.iduser !== account.iduser &&
              holds(account, 'approve_changes')
            );
          if (box === 'mine') return request.maker.iduser === account.iduser;
          return (
            request.status !== 'pending' &&
            (holds(account, 'approve_changes') || request.maker.iduser === account.iduser)
          );
        })
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .map((request) => approvalView(state, account, request));
      return HttpResponse.json({
        items,
        waiting: state.approvals.filter((request) => mayDecide(request.id)).length,
        confirmWith: confirmationKinds[account.two_factor_authentication === 1 ? 1 : 0],
      });
    }),

    signedIn('approveRequest', async ({ request, params, account }) => {
      const found = requestToDecide(account, params.id);
      if (found instanceof Response) return found;
      const body = ((await jsonBody(request)) ?? {}) as { password?: unknown; code?: unknown };
      if (!confirmed(account, body)) return wrongConfirmation(account);
      const decided = approve(db, account, found.id);
      if (!decided) return notFound('Pedido não encontrado.');
      audit(
        db,
        account,
        { model: 'ApprovalRequest', id: found.id, companyId: PLATFORM_COMPANY_ID },
        fillPath(endpoints.approveRequest.path, { id: found.id }),
        { status: 'pending' },
        { status: decided.status, title: decided.title, outcome: decided.outcome },
      );
      return HttpResponse.json(approvalView(db.read(), account, decided));
    }),

    signedIn('rejectRequest', async ({ request, params, account }) => {
      const found = requestToDecide(account, params.id);
      if (found instanceof Response) return found;
      const body = ((await jsonBody(request)) ?? {}) as { reason?: unknown };
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      if (reason.length < REASON_MIN || reason.length > REASON_MAX)
        return fail('reason', `Diga o motivo em ${REASON_MIN} a ${REASON_MAX} caracteres.`);
      db.update((state) => {
        const stored = state.approvals.find((candidate) => candidate.id === found.id);
        if (!stored) return;
        stored.status = 'rejected';
        stored.outcome = reason;
        stored.decidedBy = { name: account.name, email: account.email };
        stored.decidedAt = new Date().toISOString();
      });
      audit(
        db,
        account,
        { model: 'ApprovalRequest', id: found.id, companyId: PLATFORM_COMPANY_ID },
        fillPath(endpoints.rejectRequest.path, { id: found.id }),
        { status: 'pending' },
        { status: 'rejected', reason },
      );
      const after = db.read().approvals.find((candidate) => candidate.id === found.id);
      return HttpResponse.json(approvalView(db.read(), account, after ?? found));
    }),

    signedIn('systemSettings', ({ account }) => {
      if (!holds(account, 'view_system')) return forbidden();
      expireNow();
      const state = db.read();
      const pendingOf = (key: string) =>
        state.approvals.find(
          (request) => request.status === 'pending' && request.kind === 'systemSetting' && request.payload.key === key,
        )?.id ?? null;
      return HttpResponse.json({
        items: settingDefinitions.map((definition) => settingView(state, definition, pendingOf(definition.key))),
        canEdit: holds(account, 'edit_system'),
      });
    }),

    signedIn('changeSystemSetting', async ({ request, params, account }) => {
      if (!holds(account, 'edit_system')) return forbidden('Você não pode mudar configurações.');
      const key = String(params.key);
      const definition = settingDefinition(key);
      if (!definition) return notFound('Configuração não encontrada.');
      const body = ((await jsonBody(request)) ?? {}) as { value?: unknown; reason?: unknown };
      const problem = settingProblem(key, body.value);
      if (problem) return fail('value', problem);
      const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
      if (reason.length < REASON_MIN || reason.length > REASON_MAX)
        return fail('reason', `Diga o motivo da mudança em ${REASON_MIN} a ${REASON_MAX} caracteres.`);
      expireNow();
      const state = db.read();
      if (state.approvals.some((r) => r.status === 'pending' && r.kind === 'systemSetting' && r.payload.key === key))
        return fail('value', 'Já há uma mudança desta configuração aguardando aprovação.');
      const before = currentSettingValue(state, key);
      if (JSON.stringify(before) === JSON.stringify(body.value)) return fail('value', 'O valor é o mesmo de agora.');
      const approval = raiseApproval(db, account, {
        kind: 'systemSetting',
        title: `Mudar "${definition.label}"`,
        changes: [{ label: definition.label, before: shown(before), after: shown(body.value) }],
        reason,
        payload: { key, value: body.value, by: { name: account.name, email: account.email } },
      });
      if (!approval) return fail('value', NO_CHECKER_MESSAGE);
      audit(
        db,
        account,
        { model: 'SystemSetting', id: key, companyId: PLATFORM_COMPANY_ID },
        fillPath(endpoints.changeSystemSetting.path, { key }),
        { value: before },
        { requested: body.value, approval: approval.id, reason },
      );
      return HttpResponse.json({
        setting: settingView(db.read(), definition, approval.id),
        approval: { id: approval.id },
      });
    }),

    signedIn('sessionPolicy', () => HttpResponse.json(sessionPolicyOf(db.read()))),
  ];
}
