import { HttpResponse } from 'msw';
import type { SandboxDb } from '../db';
import type { MoneyHistory } from '../money/history';
import { accountCan, canSee, moneyScopeOf } from '../money/scope';
import { invalid, jsonBody } from '../routes';
import type { SandboxAccount } from '../seeds';

/** What every money action's handler needs: refusals, the confirmation, the company asked for, the audit log. */
export const forbidden = (message = 'Você não tem permissão para ver estes dados.') =>
  HttpResponse.json({ message }, { status: 403 });

export /** A body field as text: anything but a string or a number is empty. */
const textOf = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

export const fail = (field: string, message: string) => invalid({ message, errors: { [field]: [message] } });

export /** Whether the person confirmed as the account asks: its 2FA code where it uses 2FA, else its password. */
function confirmed(account: SandboxAccount, body: { password?: unknown; code?: unknown }) {
  if (account.two_factor_authentication === 1) return body.code === '123456';
  return typeof body.password === 'string' && body.password === account.password;
}

export const wrongConfirmation = (account: SandboxAccount) =>
  account.two_factor_authentication === 1
    ? invalid({ message: 'Código de verificação incorreto.', errors: { code: ['Código de verificação incorreto.'] } })
    : invalid({ message: 'Senha incorreta.', errors: { password: ['Senha incorreta.'] } });

export const reais = (cents: number) => (cents / 100).toFixed(2);

/** The merchant an action is for: the one asked for when the caller may see it, else the caller's own. */
export function ownCompanyOf(db: SandboxDb, h: MoneyHistory, account: SandboxAccount, asked: number | undefined) {
  const scope = moneyScopeOf(account, db, h);
  const own = scope.kind === 'merchant' || scope.kind === 'store' ? scope.companyId : undefined;
  const companyId = asked ?? own;
  return companyId !== undefined && canSee(h, scope, companyId) ? companyId : undefined;
}

/** A money action's JSON body and its idempotency key, or the 422 a missing or odd key deserves. */
export async function idempotentBody(
  request: Request,
): Promise<{ body: Record<string, unknown>; key: string } | { response: Response }> {
  const body = ((await jsonBody(request)) ?? {}) as Record<string, unknown>;
  const key = typeof body.idempotencyKey === 'string' ? body.idempotencyKey : '';
  if (key.length < 8 || key.length > 100)
    return { response: fail('idempotencyKey', 'Chave de idempotência inválida.') };
  return { body, key };
}

/** What a staff money action moves at most (R$ 1.000.000,00) and how long its reason is. */
export const STAFF_AMOUNT_MAX = 100_000_000;
export const STAFF_REASON_MIN = 10;
export const STAFF_REASON_MAX = 200;

/**
 * The start of a platform staff's money action (an adjustment, a preventive hold): the permission, the body with
 * its idempotency key, a merchant that exists, an amount within bounds and a reason; or the answer that refuses.
 */
export async function staffActionOf(
  request: Request,
  account: SandboxAccount,
  h: MoneyHistory,
  refusal: string,
): Promise<
  | { response: Response }
  | { body: Record<string, unknown>; key: string; companyId: number; amount: number; reason: string }
> {
  if (!accountCan(account, 'create_adjustments')) return { response: forbidden(refusal) };
  const parsed = await idempotentBody(request);
  if ('response' in parsed) return parsed;
  const { body, key } = parsed;
  const companyId = typeof body.companyId === 'number' ? body.companyId : 0;
  if (!h.directory.merchantIndex.has(companyId)) return { response: fail('companyId', 'Escolha o estabelecimento.') };
  const amount = typeof body.amount === 'number' && Number.isInteger(body.amount) ? body.amount : 0;
  const reason = typeof body.reason === 'string' ? body.reason.trim() : '';
  return { body, key, companyId, amount, reason };
}

/** The amount's and the reason's problem, as the 422 it deserves, or null. */
export function staffAmountAndReasonProblem(amount: number, reason: string): Response | null {
  if (amount <= 0 || amount > STAFF_AMOUNT_MAX)
    return fail('amount', 'Informe um valor entre R$ 0,01 e R$ 1.000.000,00.');
  if (reason.length < STAFF_REASON_MIN || reason.length > STAFF_REASON_MAX)
    return fail('reason', `Explique o motivo em ${STAFF_REASON_MIN} a ${STAFF_REASON_MAX} caracteres.`);
  return null;
}
