import type { LedgerEntry } from '../../money/ledger';
import type { SandboxDb } from '../db';
import type { SandboxAccount } from '../seeds';
import { PLATFORM_COMPANY_ID, type MoneyScope } from './directory';
import type { MoneyHistory } from './history';
import {
  adjustmentEntriesOf,
  anticipationEntriesOf,
  lateChargeEntriesOf,
  ledgerEntriesOfRow,
  payoutEntriesOf,
  retentionEntriesOf,
  userTransferEntriesOf,
} from './records';

/** Whether an account holds a permission (spec 2.6's ability format; manage all holds every one). */
export const accountCan = (account: SandboxAccount, action: string) =>
  account.ability.some((rule) => (rule.action === 'manage' && rule.subject === 'all') || rule.action === action);

/** What an account may see: the platform everything, a white-label partner its merchants, an operator its store. */
export function moneyScopeOf(account: SandboxAccount, db: SandboxDb, history: MoneyHistory): MoneyScope {
  const seesAll = account.ability.some((rule) => rule.action === 'manage' && rule.subject === 'all');
  if (seesAll || account.companyId === PLATFORM_COMPANY_ID) return { kind: 'all' };
  const company = db.read().companies.find((c) => c.companyId === account.companyId);
  if (company?.class === 'WTL') return { kind: 'partner', partnerId: account.companyId };
  if (account.role === 'operator') {
    const storeId = history.directory.merchants.find((m) => m.companyId === account.companyId)?.stores[0]?.storeId ?? 0;
    return { kind: 'store', companyId: account.companyId, storeId };
  }
  return { kind: 'merchant', companyId: account.companyId };
}

export const canSee = (h: MoneyHistory, scope: MoneyScope, companyId: number) => {
  if (scope.kind === 'all') return true;
  const merchant = h.directory.merchants.find((m) => m.companyId === companyId);
  if (scope.kind === 'partner') return merchant?.partnerId === scope.partnerId;
  return companyId === scope.companyId;
};

/** The merchants (directory indexes) a caller asks for: one, or all they may see, perhaps of some partners. */
export function merchantsAskedFor(
  h: MoneyHistory,
  scope: MoneyScope,
  companyId: number | undefined,
  partnerIds: readonly number[] = [],
): Set<number> {
  const merchants = new Set<number>();
  for (const m of h.directory.merchants) {
    if (companyId ? m.companyId !== companyId : !canSee(h, scope, m.companyId)) continue;
    if (partnerIds.length && !partnerIds.includes(m.partnerId)) continue;
    const index = h.directory.merchantIndex.get(m.companyId);
    if (index !== undefined) merchants.add(index);
  }
  return merchants;
}

/** The ledger entries of the companies a caller asks for (one, or all they may see). */
export function ledgerOf(
  h: MoneyHistory,
  scope: MoneyScope,
  companyId: number | undefined,
  partnerIds: readonly number[] = [],
): LedgerEntry[] {
  const allowed = merchantsAskedFor(h, scope, companyId, partnerIds);
  const entries: LedgerEntry[] = [];
  for (let row = 0; row < h.count; row += 1) {
    if (allowed.has(h.columns.merchant[row] ?? -1)) entries.push(...ledgerEntriesOfRow(h, row));
  }
  for (const merchant of allowed) {
    entries.push(...payoutEntriesOf(h, merchant), ...userTransferEntriesOf(h, merchant));
    entries.push(...anticipationEntriesOf(h, merchant), ...adjustmentEntriesOf(h, merchant));
    entries.push(...lateChargeEntriesOf(h, merchant), ...retentionEntriesOf(h, merchant));
  }
  return entries;
}
