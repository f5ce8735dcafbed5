import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { companyDocumentTypes } from '../calls/payloads';
import type { SandboxDb, SandboxState } from './db';
import { SESSION_TTL_MS } from './db';
import { SANDBOX_2FA_CODE, type SandboxAccount } from './seeds';
import {
  isAccepted,
  isBoolean,
  isEmail,
  isPresent,
  isString,
  matches,
  oneOf,
  required,
  validate,
  type Rule,
} from './validate';

/** How a forced call answers, for stories and tests of failure states. */
export type ForcedMode = 'network-error' | 'server-error' | 'slow' | 'never';

export interface SandboxControls {
  /** Forces one call ('POST login', 'GET company/is-signed', …) to fail or lag until cleared. */
  force: (call: string, mode: ForcedMode | null) => void;
  forced: (call: string) => ForcedMode | undefined;
}

const strongPassword = matches(
  /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{6,}$/,
  'O campo deve ter ao menos 6 caracteres, com maiúscula, minúscula, número e caractere especial.',
);
const SLOW_MS = 2500;

const unauthenticated = () => HttpResponse.json({ message: 'Não autenticado.' }, { status: 401 });
const invalid = (problems: { message: string; errors: Record<string, string[]> }) =>
  HttpResponse.json(problems, { status: 422 });

function toApiUser(state: SandboxState, account: SandboxAccount) {
  const company = state.companies.find((c) => c.companyId === account.companyId);
  return {
    name: account.name,
    email: account.email,
    role: account.role,
    avatar: account.avatar,
    iduser: account.iduser,
    company: company && {
      companyName: company.companyName,
      document: company.document,
      typeDocument: company.typeDocument,
      class: company.class,
      companyId: company.companyId,
      socialReason: company.socialReason,
      documentNumber: company.documentNumber,
    },
    address: { street: 'Av. Paulista, 1000', city: 'São Paulo', state: 'SP', zipCode: '01310100' },
    ability: account.ability,
    verify_documents: account.verify_documents,
    two_factor_authentication: account.two_factor_authentication,
    ismaster: account.ismaster,
    birth_date: account.birth_date,
    mobile: account.mobile,
    refreshToken: `refresh-${account.iduser}`,
  };
}

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return (await request.json()) as unknown;
  } catch {
    return undefined;
  }
}

export function createSandboxHandlers(db: SandboxDb, controls: SandboxControls): HttpHandler[] {
  const state = () => db.read();

  const signedIn = (request: Request): SandboxAccount | null => {
    const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
    if (!token) return null;
    const session = state().sessions[token];
    if (!session) return null;
    if (session.expires < Date.now()) {
      db.update((s) => {
        delete s.sessions[token];
      });
      return null;
    }
    return state().accounts.find((account) => account.email === session.email) ?? null;
  };

  /** Every handler goes through here: forced failures first, then the handler's own answer. */
  const route = (
    method: 'get' | 'post' | 'put',
    path: string,
    answer: (args: {
      request: Request;
      params: Record<string, string | readonly string[] | undefined>;
    }) => Promise<Response> | Response,
  ) =>
    http[method](`*/${path}`, async ({ request, params }) => {
      const mode = controls.forced(`${method.toUpperCase()} ${path}`);
      if (mode === 'network-error') return HttpResponse.error();
      if (mode === 'server-error') return HttpResponse.json({ message: 'Erro interno do servidor.' }, { status: 500 });
      if (mode === 'never') await delay('infinite');
      if (mode === 'slow') await delay(SLOW_MS);
      return answer({ request, params });
    });

  const authed = (
    method: 'get' | 'post' | 'put',
    path: string,
    answer: (args: {
      request: Request;
      account: SandboxAccount;
      params: Record<string, string | readonly string[] | undefined>;
    }) => Promise<Response> | Response,
  ) =>
    route(method, path, ({ request, params }) => {
      const account = signedIn(request);
      return account ? answer({ request, account, params }) : unauthenticated();
    });

  const operatorRules: Record<string, Rule[]> = {
    systemOrigin: [required, isString],
    name: [required, isString],
    email: [required, isEmail],
    typeCompany: [required, matches(/^[a-z]+$/, 'O campo deve estar em minúsculas.')],
    toDocument: [required, isString],
    typeDocument: [required, isString],
    whitelabelId: [isPresent, (v) => (v === null || typeof v === 'string' ? null : 'O campo deve ser texto ou nulo.')],
    phone: [required, isString],
    documentForValidation: [required, oneOf('CNH', 'RG')],
    typeRegister: [required, oneOf('TO_VALIDATE_COMPANY')],
  };

  const operatorAnswer = (operator: { id: number; typeDocument: string }) =>
    HttpResponse.json({ data: { id: operator.id, typeDocument: operator.typeDocument } });

  return [
    route('get', 'sandbox/ip', () => HttpResponse.json({ ip: '203.0.113.10' })),

    route('post', 'login', async ({ request }) => {
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
      if (!account || account.password !== password) {
        return HttpResponse.json({ message: 'E-mail ou senha inválidos.' }, { status: 401 });
      }
      const token = `sandbox-${account.iduser}-${crypto.randomUUID()}`;
      db.update((s) => {
        s.sessions[token] = { email: account.email, expires: Date.now() + SESSION_TTL_MS };
      });
      return HttpResponse.json({
        token,
        user: toApiUser(state(), account),
        requires_authentication: account.requires2fa,
        isTheSupport: account.isTheSupport,
        ismaster_accepted_platform_terms: account.ismaster_accepted_platform_terms,
      });
    }),

    route('post', 'register', async ({ request }) => {
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
      const token = `sandbox-${created.iduser}-${crypto.randomUUID()}`;
      const email = created.email;
      db.update((s) => {
        s.sessions[token] = { email, expires: Date.now() + SESSION_TTL_MS };
      });
      return HttpResponse.json({ token, user: toApiUser(state(), created) }, { status: 201 });
    }),

    route('post', '2fa/send-email', async ({ request }) => {
      const problems = validate(await jsonBody(request), {
        email: [required, isEmail],
        limitResend: [isPresent, oneOf(null, 1)],
      });
      return problems ? invalid(problems) : HttpResponse.json({ message: 'Código enviado para o seu e-mail.' });
    }),

    route('post', '2fa/check-code', async ({ request }) => {
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

    authed('post', 'logout', ({ request }) => {
      const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
      db.update((s) => {
        delete s.sessions[token];
      });
      return HttpResponse.json({ message: 'Sessão encerrada.' });
    }),

    authed('get', 'auth/session', ({ account }) => HttpResponse.json({ authenticated: true, email: account.email })),

    authed('get', 'company/is-signed', ({ account }) => {
      const company = state().companies.find((c) => c.companyId === account.companyId);
      const admin = state().accounts.find((a) => a.email === company?.adminEmail);
      return HttpResponse.json({ isSigned: company?.signed ?? false, idrepresentative: admin?.iduser ?? null });
    }),

    authed('get', 'company/representative', ({ account }) => {
      const company = state().companies.find((c) => c.companyId === account.companyId);
      const admin = state().accounts.find((a) => a.email === company?.adminEmail);
      if (!admin) return HttpResponse.json({ message: 'Representante não encontrado.' }, { status: 404 });
      return HttpResponse.json({ admin: { name: admin.name, email: admin.email } });
    }),

    authed('put', 'company/signing', async ({ request, account }) => {
      const problems = validate(await jsonBody(request), { ip: [isPresent, isString] });
      if (problems) return invalid(problems);
      const company = state().companies.find((c) => c.companyId === account.companyId);
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

    authed('get', 'system/', () => HttpResponse.json(state().systemFunctions)),

    authed('post', 'accept-terms', ({ account }) => {
      db.update((s) => {
        const target = s.accounts.find((a) => a.email === account.email);
        if (target) target.ismaster_accepted_platform_terms = true;
      });
      return HttpResponse.json({ message: 'Termos aceitos.' });
    }),

    route('get', 'companies/terms/:termId', ({ params }) => {
      const termId = String(params.termId);
      const company = state().companies.find((c) => String(c.companyId) === termId);
      if (!company) return HttpResponse.json({ message: 'Termos não encontrados.' }, { status: 404 });
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

    authed('post', 'companies/terms/:termId', async ({ request, params }) => {
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

    authed('put', 'profile', async ({ request, account }) => {
      const body = await jsonBody(request);
      const problems = validate(body, {
        name: [required, isString],
        email: [required, isEmail],
        birthDate: [required, isString],
        mobile: [required, isString],
      });
      if (problems) return invalid(problems);
      const { name, email, birthDate, mobile } = body as {
        name: string;
        email: string;
        birthDate: string;
        mobile: string;
      };
      db.update((s) => {
        const target = s.accounts.find((a) => a.email === account.email);
        if (!target) return;
        Object.assign(target, { name, email, birth_date: birthDate, mobile });
        for (const session of Object.values(s.sessions)) if (session.email === account.email) session.email = email;
      });
      return HttpResponse.json({ message: 'Dados atualizados com sucesso.' });
    }),

    authed('post', 'password', async ({ request, account }) => {
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

    authed('get', 'api/audit/logs', ({ request }) => {
      if (!new URL(request.url).searchParams.get('systemOrigin')) {
        return invalid({
          message: 'Os dados fornecidos são inválidos.',
          errors: { systemOrigin: ['O campo systemOrigin é obrigatório.'] },
        });
      }
      return HttpResponse.json({ data: { data: state().auditLogs } });
    }),

    authed('get', 'api/operator/by-email/:email', ({ params }) => {
      const operator = state().operators.find((o) => o.email === decodeURIComponent(String(params.email)));
      return operator
        ? operatorAnswer(operator)
        : HttpResponse.json({ message: 'Operador não encontrado.' }, { status: 404 });
    }),

    authed('post', 'api/operator/update-data-by-email', async ({ request }) => {
      const body = await jsonBody(request);
      const problems = validate(body, {
        ...operatorRules,
        currentEmail: [required, isEmail],
        newEmail: [required, isEmail],
      });
      if (problems) return invalid(problems);
      const data = body as Record<string, string>;
      const existing = state().operators.find((o) => o.email === data.currentEmail);
      if (!existing) return HttpResponse.json({ message: 'Operador não encontrado.' }, { status: 404 });
      db.update((s) => {
        const target = s.operators.find((o) => o.id === existing.id);
        if (target)
          Object.assign(target, {
            email: data.newEmail,
            name: data.name,
            documentForValidation: data.documentForValidation,
            lastPayload: data,
          });
      });
      return operatorAnswer(existing);
    }),

    authed('post', 'api/operator/create', async ({ request }) => {
      const body = await jsonBody(request);
      const problems = validate(body, operatorRules);
      if (problems) return invalid(problems);
      const data = body as Record<string, string>;
      const operator = {
        id: state().operators.reduce((max, o) => Math.max(max, o.id), 500) + 1,
        email: data.email ?? '',
        name: data.name ?? '',
        typeDocument: data.typeDocument ?? '',
        documentForValidation: data.documentForValidation ?? '',
        photos: {},
        companyDocuments: [],
        lastPayload: data,
      };
      db.update((s) => {
        s.operators.push(operator);
      });
      return operatorAnswer(operator);
    }),

    authed('post', 'api/operator/send-document', async ({ request }) => {
      const body = await jsonBody(request);
      const problems = validate(body, {
        idOperator: [required],
        typeDocument: [required, oneOf('CNH_FRONT', 'CNH_BACK', 'RG_FRONT', 'RG_BACK', 'SELFIE')],
        fileBase64: [
          required,
          matches(/^(data:image\/jpeg;base64,)?[A-Za-z0-9+/]+=*$/, 'O campo deve ser uma imagem JPEG em base64.'),
        ],
      });
      if (problems) return invalid(problems);
      const data = body as { idOperator: string | number; typeDocument: string };
      db.update((s) => {
        const operator = s.operators.find((o) => String(o.id) === String(data.idOperator));
        if (operator) operator.photos[data.typeDocument] = Date.now();
      });
      return HttpResponse.json({ message: 'Documento recebido.' });
    }),

    authed('post', 'api/operator/send-document-by-company', async ({ request }) => {
      const form = await request.formData().catch(() => null);
      if (!form)
        return invalid({
          message: 'Envie os arquivos como multipart/form-data.',
          errors: { document: ['O campo document é obrigatório.'] },
        });
      const text = (name: string) => {
        const value = form.get(name);
        return typeof value === 'string' ? value : '';
      };
      const errors: Record<string, string[]> = {};
      if (!form.get('systemOrigin')) errors.systemOrigin = ['O campo systemOrigin é obrigatório.'];
      if (!form.get('idOperator')) errors.idOperator = ['O campo idOperator é obrigatório.'];
      const types: string[] = [];
      for (let index = 0; form.has(`document[${index}][type]`); index += 1) {
        const type = text(`document[${index}][type]`);
        const file = form.get(`document[${index}][file]`);
        if (!(companyDocumentTypes as readonly string[]).includes(type))
          errors[`document.${index}.type`] = ['O tipo de documento é inválido.'];
        if (!(file instanceof File) || file.size === 0) errors[`document.${index}.file`] = ['O arquivo é obrigatório.'];
        types.push(type);
      }
      if (types.length === 0) errors.document = ['O campo document é obrigatório.'];
      if (Object.keys(errors).length > 0) return invalid({ message: 'Os dados fornecidos são inválidos.', errors });
      db.update((s) => {
        const operator = s.operators.find((o) => String(o.id) === text('idOperator'));
        if (operator) operator.companyDocuments = types;
      });
      return HttpResponse.json({ message: 'Arquivos recebidos.' });
    }),

    authed('post', 'invide-user/send/verify-document', async ({ request, account }) => {
      const body = await jsonBody(request);
      const data = (body ?? {}) as Record<string, unknown>;
      const finances = (data.finances ?? {}) as Record<string, unknown>;
      const problems =
        validate(body, {
          idUser: [required],
          idOperator: [required],
          document: [required, matches(/^\d{11}$|^\d{14}$/, 'O documento deve ter só os dígitos do CPF.')],
          finances: [required],
          otherInfo: [required],
        }) ?? validate(finances, { monthlyInvoicing: [required, matches(/^\d+$/, 'O valor deve ter só dígitos.')] });
      if (problems) return invalid(problems);
      db.update((s) => {
        const target = s.accounts.find((a) => a.email === account.email);
        if (target) target.verify_documents = 1;
        s.verifications.push({
          idUser: data.idUser as string,
          idOperator: data.idOperator as string,
          document: String(data.document),
          finances,
          otherInfo: (data.otherInfo ?? {}) as Record<string, unknown>,
        });
      });
      return HttpResponse.json({ message: 'Verificação recebida.' });
    }),
  ];
}
