import { publicAuditEntry } from './historyHandlers';
import { HttpResponse, type HttpHandler } from 'msw';
import type { SandboxDb } from '../db';
import { invalid, jsonBody, type SandboxRouter } from '../routes';
import { isEmail, isString, required, strongPassword, validate } from '../validate';

/** The signed-in user's profile, password and the audit log. */
export function accountHandlers(db: SandboxDb, { signedIn }: SandboxRouter): HttpHandler[] {
  return [
    signedIn('updateProfile', async ({ request, account }) => {
      const body = await jsonBody(request);
      const problems = validate(body, {
        name: [required, isString],
        email: [required, isEmail],
        birthDate: [required, isString],
        mobile: [required, isString],
      });
      if (problems) return invalid(problems);
      const { name, email, birthDate, mobile } = body as Record<'name' | 'email' | 'birthDate' | 'mobile', string>;
      db.update((s) => {
        const target = s.accounts.find((a) => a.email === account.email);
        if (!target) return;
        Object.assign(target, { name, email, birth_date: birthDate, mobile });
        for (const session of Object.values(s.sessions)) if (session.email === account.email) session.email = email;
      });
      return HttpResponse.json({ message: 'Dados atualizados com sucesso.' });
    }),

    signedIn('changePassword', async ({ request, account }) => {
      const body = await jsonBody(request);
      const data = (body ?? {}) as Record<string, unknown>;
      const problems = validate(body, {
        currentPassword: [required, (v) => (v === account.password ? null : 'A senha atual está incorreta.')],
        newPassword: [required, strongPassword],
        retypeNewPassword: [required, (v) => (v === data.newPassword ? null : 'A confirmação da senha não confere.')],
      });
      if (problems) return invalid(problems);
      db.update((s) => {
        const target = s.accounts.find((a) => a.email === account.email);
        if (target) target.password = String(data.newPassword);
      });
      return HttpResponse.json({ message: 'Senha alterada com sucesso.' });
    }),

    signedIn('auditLogs', ({ request }) => {
      if (!new URL(request.url).searchParams.get('systemOrigin')) {
        return invalid({
          message: 'Os dados fornecidos são inválidos.',
          errors: { systemOrigin: ['O campo systemOrigin é obrigatório.'] },
        });
      }
      return HttpResponse.json({ data: { data: db.read().auditLogs.map(publicAuditEntry) } });
    }),
  ];
}
