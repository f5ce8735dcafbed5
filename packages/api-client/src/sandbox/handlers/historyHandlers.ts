import { HttpResponse, type HttpHandler } from 'msw';
import type { AuditEntry } from '../../endpoints/account';
import type { SandboxDb, SandboxAuditEntry } from '../db';
import type { MoneySandbox } from '../money/moneySandbox';
import { canSee, moneyScopeOf } from '../money/scope';
import type { SandboxRouter } from '../routes';

/** An entry as the API shows it: whose merchant it concerns is the sandbox's own bookkeeping. */
export const publicAuditEntry = ({ company_id: _company, ...entry }: SandboxAuditEntry): AuditEntry => entry;

/**
 * A record's Histórico: its audit entries, newest first, for whoever may see the record's merchant (its people, its
 * partner, platform staff); to anybody else the record does not exist.
 */
export function historyHandlers(db: SandboxDb, money: MoneySandbox, { signedIn }: SandboxRouter): HttpHandler[] {
  return [
    signedIn('recordHistory', ({ params, account }) => {
      const model = String(params.model);
      const id = String(params.id);
      const entries = db
        .read()
        .auditLogs.filter((entry) => entry.auditable_type === `App\\Models\\${model}` && entry.auditable_id === id);
      const h = money.history();
      const scope = moneyScopeOf(account, db, h);
      if (entries.some((entry) => entry.company_id === undefined || !canSee(h, scope, entry.company_id)))
        return HttpResponse.json({ message: 'Registro não encontrado.' }, { status: 404 });
      const newestFirst = [...entries].sort(
        (a, b) => b.created_at.localeCompare(a.created_at) || Number(b.id) - Number(a.id),
      );
      return HttpResponse.json({ items: newestFirst.map(publicAuditEntry) });
    }),
  ];
}
