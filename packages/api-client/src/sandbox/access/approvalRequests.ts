import type { ApprovalKind, ApprovalRequest } from '../../endpoints/systemEndpoints';
import type { SandboxDb, SandboxState, StoredApproval } from '../db';
import type { StoredEstablishmentEdit } from '../establishment/establishmentRecords';
import { randomHex } from '../outbox';
import type { SandboxAccount } from '../seeds';
import { APPROVAL_TTL_MS, holds, missingToGrant, syncAccess } from './accessState';
import { applySetting, currentSettingValue, recordSetting } from './settingsRegistry';

/**
 * How each kind of sensitive change is checked and applied. A kind says who may approve it, what data it was based
 * on (re-read at approval: a change made meanwhile fails the request) and how it is applied. Next kinds (live rates,
 * onboarding decisions, conciliation adjustments) add an entry here and raise requests with
 * `raiseApproval`; the screens list and decide them without change.
 */
interface ApprovalKindRules {
  /** Why the account may not approve this request (besides being its maker), or null. */
  cannotApprove: (state: SandboxState, account: SandboxAccount, request: StoredApproval) => string | null;
  basis: (state: SandboxState, payload: Record<string, unknown>) => string;
  /** Applies the change; a message when it cannot be applied any more. */
  apply: (state: SandboxState, payload: Record<string, unknown>) => string | null;
}

const kinds: Record<ApprovalKind, ApprovalKindRules> = {
  grantRole: {
    cannotApprove: (state, account, request) => {
      const role = state.roles.find((candidate) => candidate.id === request.payload.roleId);
      if (!holds(account, 'edit_user')) return 'Você não pode editar usuários.';
      if (!role || missingToGrant(account, role).length) return 'Você não tem todas as permissões desta função.';
      return null;
    },
    basis: (state, payload) =>
      JSON.stringify(state.accounts.find((account) => account.iduser === payload.iduser)?.roles ?? null),
    apply: (state, payload) => {
      const account = state.accounts.find((candidate) => candidate.iduser === payload.iduser);
      const role = state.roles.find((candidate) => candidate.id === payload.roleId);
      if (!account || !role) return 'O usuário ou a função não existe mais.';
      if (account.status === 'inactive') return 'O usuário foi desativado.';
      const companyId = (payload.companyId as number | null) ?? null;
      if (!account.roles.some((held) => held.roleId === role.id && held.companyId === companyId))
        account.roles.push({ roleId: role.id, companyId });
      syncAccess(state);
      return null;
    },
  },
  systemSetting: {
    cannotApprove: (_state, account) => (holds(account, 'edit_system') ? null : 'Você não pode mudar configurações.'),
    basis: (state, payload) => JSON.stringify(currentSettingValue(state, String(payload.key))),
    apply: (state, payload) => {
      const failure = applySetting(state, String(payload.key), payload.value);
      if (!failure)
        recordSetting(state, String(payload.key), payload.value, payload.by as { name: string; email: string });
      return failure;
    },
  },
  settlementAccount: {
    cannotApprove: (_state, account) => (holds(account, 'edit_establishments') ? null : 'Você não pode editar lojas.'),
    // The account approved last: another change approved meanwhile fails this one.
    basis: (state, payload) =>
      JSON.stringify(state.establishmentEdits.find((edit) => edit.id === payload.establishmentId)?.bankAccount ?? null),
    apply: (state, payload) => {
      const id = Number(payload.establishmentId);
      const bankAccount = payload.bankAccount as StoredEstablishmentEdit['bankAccount'];
      const edit = state.establishmentEdits.find((candidate) => candidate.id === id);
      if (edit) edit.bankAccount = bankAccount;
      else state.establishmentEdits.push({ id, bankAccount });
      return null;
    },
  },
};

/** Why the account may not decide the request now, or null. The maker never may, not even an administrator. */
export function whyCannotDecide(state: SandboxState, account: SandboxAccount, request: StoredApproval): string | null {
  if (request.status !== 'pending') return 'Este pedido já foi decidido.';
  if (request.maker.iduser === account.iduser) return 'Quem fez o pedido não pode aprová-lo.';
  if (!holds(account, 'approve_changes')) return 'Você não pode aprovar alterações.';
  return kinds[request.kind].cannotApprove(state, account, request);
}

/** Requests past their deadline expire (on every read: the sandbox has no scheduler). */
export function expireApprovals(state: SandboxState, now = Date.now()) {
  for (const request of state.approvals) {
    if (request.status === 'pending' && Date.parse(request.expiresAt) <= now) {
      request.status = 'expired';
      request.outcome = 'O prazo para aprovação terminou.';
    }
  }
}

export const NO_CHECKER_MESSAGE = 'Não há outra pessoa que possa aprovar este pedido.';

/** Stores a sensitive change as a request; refused (null) when nobody else could approve it. */
export function raiseApproval(
  db: SandboxDb,
  maker: SandboxAccount,
  request: Pick<StoredApproval, 'kind' | 'title' | 'changes' | 'reason' | 'payload'>,
): StoredApproval | null {
  const state = db.read();
  const draft: StoredApproval = {
    ...request,
    id: `AP${randomHex(5).toUpperCase()}`,
    basis: kinds[request.kind].basis(state, request.payload),
    maker: { iduser: maker.iduser, name: maker.name, email: maker.email },
    createdAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + APPROVAL_TTL_MS).toISOString(),
    status: 'pending',
    decidedBy: null,
    decidedAt: null,
    outcome: null,
  };
  const checkerExists = state.accounts.some(
    (account) => account.status === 'active' && whyCannotDecide(state, account, draft) === null,
  );
  if (!checkerExists) return null;
  db.update((s) => {
    s.approvals.push(draft);
  });
  return draft;
}

/** Approves: re-checks the data it was based on, then applies it; a request whose data changed fails instead. */
export function approve(db: SandboxDb, approver: SandboxAccount, id: string): StoredApproval | null {
  let decided: StoredApproval | null = null;
  db.update((state) => {
    const request = state.approvals.find((candidate) => candidate.id === id);
    if (!request) return;
    const rules = kinds[request.kind];
    request.decidedBy = { name: approver.name, email: approver.email };
    request.decidedAt = new Date().toISOString();
    if (rules.basis(state, request.payload) !== request.basis) {
      request.status = 'failed';
      request.outcome = 'Os dados mudaram desde o pedido. Faça um novo pedido se ainda for preciso.';
    } else {
      const failure = rules.apply(state, request.payload);
      request.status = failure ? 'failed' : 'approved';
      request.outcome = failure;
    }
    decided = request;
  });
  return decided;
}

export function approvalView(state: SandboxState, viewer: SandboxAccount, request: StoredApproval): ApprovalRequest {
  const whyNot = whyCannotDecide(state, viewer, request);
  return {
    id: request.id,
    kind: request.kind,
    title: request.title,
    changes: request.changes,
    reason: request.reason,
    maker: { name: request.maker.name, email: request.maker.email },
    createdAt: request.createdAt,
    expiresAt: request.expiresAt,
    status: request.status,
    decidedBy: request.decidedBy,
    decidedAt: request.decidedAt,
    outcome: request.outcome,
    mayDecide: whyNot === null,
    whyNot: request.status === 'pending' ? whyNot : null,
  };
}
