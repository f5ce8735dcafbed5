import { HttpResponse, type HttpHandler } from 'msw';
import type { SandboxDb } from '../db';
import { invalid, jsonBody, notFound, type SandboxRouter } from '../routes';
import type { SandboxAccount } from '../seeds';
import { isAccepted, isBoolean, isPresent, isString, matches, required, validate } from '../validate';

/** The company's terms and representative, the platform terms and the system functions. */
export function companyHandlers(db: SandboxDb, { route, signedIn }: SandboxRouter): HttpHandler[] {
  const state = () => db.read();
  const companyOf = (account: SandboxAccount) => state().companies.find((c) => c.companyId === account.companyId);
  const adminOf = (account: SandboxAccount) => {
    const company = companyOf(account);
    return state().accounts.find((a) => a.email === company?.adminEmail);
  };

  return [
    signedIn('isSigned', ({ account }) =>
      HttpResponse.json({
        isSigned: companyOf(account)?.signed ?? false,
        idrepresentative: adminOf(account)?.iduser ?? null,
      }),
    ),

    signedIn('representative', ({ account }) => {
      const admin = adminOf(account);
      if (!admin) return notFound('Representante não encontrado.');
      return HttpResponse.json({ admin: { name: admin.name, email: admin.email } });
    }),

    signedIn('signCompanyTerms', async ({ request, account }) => {
      const problems = validate(await jsonBody(request), { ip: [isPresent, isString] });
      if (problems) return invalid(problems);
      const company = companyOf(account);
      if (!company || company.adminEmail !== account.email) {
        return HttpResponse.json(
          { message: 'Apenas o administrador da empresa pode assinar os termos.' },
          { status: 403 },
        );
      }
      db.update((s) => {
        const target = s.companies.find((c) => c.companyId === company.companyId);
        if (target) target.signed = true;
      });
      return HttpResponse.json({ mensagem: 'Termos assinados com sucesso.' });
    }),

    signedIn('systemFunctions', () => HttpResponse.json(state().systemFunctions)),

    signedIn('acceptTerms', ({ account }) => {
      db.update((s) => {
        const target = s.accounts.find((a) => a.email === account.email);
        if (target) target.ismaster_accepted_platform_terms = true;
      });
      return HttpResponse.json({ message: 'Termos aceitos.' });
    }),

    route('companyTerms', ({ params }) => {
      const termId = String(params.termId);
      const company = state().companies.find((c) => String(c.companyId) === termId);
      if (!company) return notFound('Termos não encontrados.');
      return HttpResponse.json({
        id: termId,
        socialReason: company.socialReason,
        document: company.documentNumber,
        street: 'Av. Paulista, 1000',
        city: 'São Paulo',
        state: 'SP',
        zipCode: '01310100',
        accepted: state().companyTerms[termId]?.accepted ?? false,
      });
    }),

    signedIn('acceptCompanyTerms', async ({ request, params }) => {
      const problems = validate(await jsonBody(request), {
        hasAccept: [isBoolean, isAccepted],
        acceptationDate: [
          required,
          matches(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'A data deve ter o formato AAAA-MM-DD HH:mm:ss.'),
        ],
        ipAddress: [isPresent, isString],
        latitude: [isPresent, isString],
        longitude: [isPresent, isString],
        city: [isPresent, isString],
        regionName: [isPresent, isString],
        country: [isPresent, isString],
      });
      if (problems) return invalid(problems);
      db.update((s) => {
        s.companyTerms[String(params.termId)] = { accepted: true };
      });
      return HttpResponse.json({ message: 'Termos aceitos.' });
    }),
  ];
}
