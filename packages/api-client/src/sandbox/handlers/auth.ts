import { HttpResponse, type HttpHandler } from 'msw';
import { sessionToken, toApiUser } from '../apiUser';
import { SESSION_TTL_MS, type SandboxDb } from '../db';
import { deliverSignInCode } from '../outbox';
import { invalid, jsonBody, type SandboxRouter } from '../routes';
import { SANDBOX_2FA_CODE, type SandboxAccount } from '../seeds';
import {
  isAccepted,
  isEmail,
  isPresent,
  isString,
  matches,
  oneOf,
  required,
  strongPassword,
  validate,
} from '../validate';

/** Sign-in, registration, the two-factor code and the session. */
export function authHandlers(db: SandboxDb, { route, signedIn }: SandboxRouter): HttpHandler[] {
  const state = () => db.read();
  const openSession = (account: SandboxAccount) => {
    const token = sessionToken(account);
    db.update((s) => {
      s.sessions[token] = { email: account.email, expires: Date.now() + SESSION_TTL_MS };
    });
    return token;
  };

  return [
    route('login', async ({ request }) => {
      const body = await jsonBody(request);
      const problems = validate(body, {
        email: [required, isEmail],
        password: [required, isString],
        token_recaptcha: [required, isString],
        ip: [isPresent, isString],
      });
      if (problems) return invalid(problems);
      const { email, password } = body as { email: string; password: string };
      const account = state().accounts.find((a) => a.email.toLowerCase() === email.toLowerCase());
      if (!account || !account.password || account.password !== password) {
        return HttpResponse.json({ message: 'E-mail ou senha inválidos.' }, { status: 401 });
      }
      if (account.status !== 'active') {
        return HttpResponse.json(
          { message: 'Este acesso está desativado. Fale com o administrador da sua empresa.' },
          { status: 401 },
        );
      }
      db.update((s) => {
        const stored = s.accounts.find((candidate) => candidate.iduser === account.iduser);
        if (stored) stored.lastAccessAt = new Date().toISOString();
      });
      return HttpResponse.json({
        token: openSession(account),
        user: toApiUser(state(), account),
        requires_authentication: account.requires2fa,
        isTheSupport: account.isTheSupport,
        ismaster_accepted_platform_terms: account.ismaster_accepted_platform_terms,
      });
    }),

    route('register', async ({ request }) => {
      const body = await jsonBody(request);
      const data = (body ?? {}) as Record<string, unknown>;
      const problems = validate(body, {
        name: [required, isString],
        email: [
          required,
          isEmail,
          (v) =>
            state().accounts.some((a) => a.email.toLowerCase() === String(v).toLowerCase())
              ? 'O e-mail já está em uso.'
              : null,
        ],
        mobile: [required, matches(/^\(\d{2}\) \d{4,5}-\d{4}$|^\d{10,11}$/, 'O celular é inválido.')],
        password: [required, strongPassword],
        password_confirmation: [required, (v) => (v === data.password ? null : 'A confirmação da senha não confere.')],
        terms_of_use: [isAccepted],
        terms_of_privacity: [isAccepted],
        token_recaptcha: [required, isString],
        ip_address: [isPresent, isString],
        acceptation_date: [
          required,
          matches(/^\d{4}-\d{2}-\d{2} \d{1,2}:\d{1,2}:\d{1,2}$/, 'A data deve ter o formato AAAA-MM-DD H:m:s.'),
        ],
      });
      if (problems) return invalid(problems);
      let created: SandboxAccount | undefined;
      db.update((s) => {
        const iduser = Math.max(...s.accounts.map((a) => a.iduser)) + 1;
        const companyId = Math.max(...s.companies.map((c) => c.companyId)) + 1;
        s.companies.push({
          companyId,
          companyName: String(data.name),
          socialReason: String(data.name),
          document: '',
          documentNumber: '',
          typeDocument: 'cpf',
          class: 'EC',
          signed: true,
          adminEmail: String(data.email),
        });
        created = {
          ...s.accounts[1],
          iduser,
          name: String(data.name),
          email: String(data.email),
          password: String(data.password),
          mobile: String(data.mobile),
          role: 'client',
          companyId,
          verify_documents: 0,
          requires2fa: false,
          isTheSupport: false,
          ismaster: 0,
          ismaster_accepted_platform_terms: true,
        } as SandboxAccount;
        s.accounts.push(created);
      });
      if (!created) throw new Error('[@painel/api-client sandbox] register created no account');
      return HttpResponse.json({ token: openSession(created), user: toApiUser(state(), created) }, { status: 201 });
    }),

    route('sendTwoFactorCode', async ({ request }) => {
      const body = await jsonBody(request);
      const problems = validate(body, {
        email: [required, isEmail],
        limitResend: [isPresent, oneOf(null, 1)],
      });
      if (problems) return invalid(problems);
      deliverSignInCode(db, 'email', (body as { email: string }).email);
      return HttpResponse.json({ message: 'Código enviado para o seu e-mail.' });
    }),

    route('checkTwoFactorCode', async ({ request }) => {
      const body = await jsonBody(request);
      const problems = validate(body, {
        email: [required, isEmail],
        code: [required, matches(/^\d{6}$/, 'O código deve ter 6 dígitos.')],
        token_recaptcha: [required, isString],
        ip: [isPresent, isString],
      });
      if (problems) return invalid(problems);
      const { email, code } = body as { email: string; code: string };
      if (code !== SANDBOX_2FA_CODE)
        return HttpResponse.json({ message: 'Código inválido ou expirado.' }, { status: 422 });
      db.update((s) => {
        const account = s.accounts.find((a) => a.email === email);
        if (account) {
          account.requires2fa = false;
          account.two_factor_authentication = 1;
        }
      });
      return HttpResponse.json({ message: 'Código verificado.' });
    }),

    signedIn('logout', ({ request }) => {
      const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
      db.update((s) => {
        delete s.sessions[token];
      });
      return HttpResponse.json({ message: 'Sessão encerrada.' });
    }),

    signedIn('checkSession', ({ account }) => HttpResponse.json({ authenticated: true, email: account.email })),
  ];
}
