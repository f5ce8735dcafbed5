// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiConfig } from '../http/config';
import { createApiClient } from './client';

interface Recorded {
  method: string;
  url: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

const recorded: Recorded[] = [];
let answer: unknown = {};
let status = 200;

const server = setupServer(
  http.all('*', async ({ request }) => {
    const contentType = request.headers.get('Content-Type');
    let body: unknown;
    if (contentType?.includes('multipart/form-data')) {
      const form = await request.formData();
      body = [...form.entries()].map(([key, value]) => [
        key,
        typeof value === 'string' ? value : `file:${value.name}:${value.size}`,
      ]);
    } else {
      const text = await request.text();
      body = text ? (JSON.parse(text) as unknown) : undefined;
    }
    recorded.push({
      method: request.method,
      url: request.url,
      authorization: request.headers.get('Authorization'),
      contentType,
      body,
    });
    return HttpResponse.json(answer as Record<string, unknown>, { status });
  }),
);

const onUnauthorized = vi.fn();
const config: ApiConfig = {
  apiBaseUrl: 'https://api.test/v1/',
  twoFactorApiBaseUrl: 'https://2fa.test/',
  systemOrigin: 'PAINEL',
  ipLookupUrl: 'https://ip.test/json',
  getAccessToken: () => 'token-123',
  onUnauthorized,
};
const api = createApiClient(config);
const last = () => recorded.at(-1) as Recorded;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  recorded.length = 0;
  answer = {};
  status = 200;
  onUnauthorized.mockReset();
});
afterAll(() => server.close());

const user = {
  name: 'Maria',
  email: 'maria@painel.dev',
  role: 'client',
  ability: [{ action: 'view_dashboard', subject: 'ACL' }],
};

describe('authentication calls', () => {
  it('login: POST login with the exact fields, no bearer, and the parsed answer', async () => {
    answer = {
      token: 't',
      user,
      requires_authentication: 1,
      isTheSupport: false,
      ismaster_accepted_platform_terms: true,
    };
    const result = await api.login({
      email: 'maria@painel.dev',
      password: 'Painel@123',
      token_recaptcha: 'r',
      ip: '1.2.3.4',
    });
    expect(last()).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/login',
      authorization: null,
      contentType: 'application/json',
      body: { email: 'maria@painel.dev', password: 'Painel@123', token_recaptcha: 'r', ip: '1.2.3.4' },
    });
    expect(result).toMatchObject({
      token: 't',
      requires_authentication: true,
      isTheSupport: false,
      ismaster_accepted_platform_terms: true,
    });
    expect(result.user.ability).toEqual([{ action: 'view_dashboard', subject: 'ACL' }]);
  });

  it('register: POST register with the register payload', async () => {
    answer = { token: 't', user };
    const payload = {
      name: 'Maria',
      email: 'maria@painel.dev',
      mobile: '(11) 98765-4321',
      password: 'Painel@123',
      password_confirmation: 'Painel@123',
      terms_of_use: true,
      terms_of_privacity: true,
      token_recaptcha: 'r',
      ip_address: '',
      acceptation_date: '2026-11-25 9:5:7',
    };
    await api.register(payload);
    expect(last()).toMatchObject({ method: 'POST', url: 'https://api.test/v1/register', body: payload });
  });

  it('2FA: sends on the main API and checks on its own base', async () => {
    await api.sendTwoFactorCode({ email: 'a@b.co', limitResend: null });
    expect(last()).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/2fa/send-email',
      body: { email: 'a@b.co', limitResend: null },
    });
    await api.sendTwoFactorCode({ email: 'a@b.co', limitResend: 1 });
    expect(last().body).toEqual({ email: 'a@b.co', limitResend: 1 });
    await api.checkTwoFactorCode({ email: 'a@b.co', code: '123456', token_recaptcha: 'r', ip: '' });
    expect(last()).toMatchObject({
      method: 'POST',
      url: 'https://2fa.test/2fa/check-code',
      body: { email: 'a@b.co', code: '123456', token_recaptcha: 'r', ip: '' },
    });
  });

  it('logout and the session check carry the bearer and no body', async () => {
    await api.logout();
    expect(last()).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/logout',
      authorization: 'Bearer token-123',
      body: undefined,
    });
    await api.checkSession();
    expect(last()).toMatchObject({
      method: 'GET',
      url: 'https://api.test/v1/auth/session',
      authorization: 'Bearer token-123',
    });
  });
});

describe('company, terms and system calls', () => {
  it('is-signed, representative and signing', async () => {
    answer = { isSigned: 0, idrepresentative: 7 };
    expect(await api.isSigned()).toEqual({ isSigned: false, idrepresentative: 7 });
    expect(last()).toMatchObject({
      method: 'GET',
      url: 'https://api.test/v1/company/is-signed',
      authorization: 'Bearer token-123',
    });
    answer = { admin: { name: 'Renata', email: 'r@painel.dev' } };
    expect(await api.representative()).toEqual({ admin: { name: 'Renata', email: 'r@painel.dev' } });
    expect(last().url).toBe('https://api.test/v1/company/representative');
    answer = { mensagem: 'ok' };
    await api.signCompanyTerms('1.2.3.4');
    expect(last()).toMatchObject({
      method: 'PUT',
      url: 'https://api.test/v1/company/signing',
      body: { ip: '1.2.3.4' },
      authorization: 'Bearer token-123',
    });
  });

  it('system functions, bare or under data', async () => {
    answer = [{ function_name: 'two_factor_authentication', status: 1 }];
    expect(await api.systemFunctions()).toEqual([{ function_name: 'two_factor_authentication', status: true }]);
    expect(last()).toMatchObject({ method: 'GET', url: 'https://api.test/v1/system/' });
    answer = { data: [{ function_name: 'two_factor_authentication', status: '0' }] };
    expect(await api.systemFunctions()).toEqual([{ function_name: 'two_factor_authentication', status: false }]);
  });

  it('accept-terms, company terms get and post', async () => {
    await api.acceptTerms();
    expect(last()).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/accept-terms',
      authorization: 'Bearer token-123',
      body: undefined,
    });
    answer = { id: '9', socialReason: 'X' };
    expect(await api.companyTerms('9')).toEqual({ id: '9', socialReason: 'X' });
    expect(last()).toMatchObject({ method: 'GET', url: 'https://api.test/v1/companies/terms/9' });
    const terms = {
      hasAccept: true,
      acceptationDate: '2026-11-25 09:05:07',
      ipAddress: '',
      latitude: '',
      longitude: '',
      city: '',
      regionName: '',
      country: '',
    };
    await api.acceptCompanyTerms('9', terms);
    expect(last()).toMatchObject({ method: 'POST', url: 'https://api.test/v1/companies/terms/9', body: terms });
  });
});

describe('account calls', () => {
  it('profile, password and audit logs', async () => {
    await api.updateProfile({ name: 'Maria', email: 'm@p.dev', birthDate: '1990-01-01', mobile: '(11) 98765-4321' });
    expect(last()).toMatchObject({
      method: 'PUT',
      url: 'https://api.test/v1/profile',
      authorization: 'Bearer token-123',
      body: { name: 'Maria', email: 'm@p.dev', birthDate: '1990-01-01', mobile: '(11) 98765-4321' },
    });
    answer = { message: 'Senha alterada' };
    expect(await api.changePassword({ currentPassword: 'a', newPassword: 'b', retypeNewPassword: 'b' })).toEqual({
      message: 'Senha alterada',
    });
    expect(last()).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/password',
      body: { currentPassword: 'a', newPassword: 'b', retypeNewPassword: 'b' },
    });
    const entry = {
      id: 1,
      event: 'created',
      user_details: null,
      auditable_type: null,
      url: null,
      old_values: [],
      new_values: { a: 1 },
      created_at: '2024-03-15T10:20:30Z',
    };
    answer = { data: { data: [entry] } };
    expect(await api.auditLogs()).toEqual([entry]);
    expect(last()).toMatchObject({
      method: 'GET',
      url: 'https://api.test/v1/api/audit/logs?systemOrigin=PAINEL',
      authorization: 'Bearer token-123',
    });
  });
});

describe('operator and verification calls', () => {
  const operator = {
    systemOrigin: 'PAINEL',
    name: 'Vera',
    email: 'vera@painel.dev',
    typeCompany: 'ec',
    toDocument: '52998224725',
    typeDocument: 'cpf',
    whitelabelId: '4',
    phone: '(11) 98765-4321',
    documentForValidation: 'RG' as const,
    typeRegister: 'TO_VALIDATE_COMPANY' as const,
  };

  it('lookup by e-mail, update and create', async () => {
    answer = { data: { id: 501, typeDocument: 'cpf' } };
    expect(await api.operatorByEmail('vera+1@painel.dev')).toEqual({ data: { id: 501, typeDocument: 'cpf' } });
    expect(last()).toMatchObject({
      method: 'GET',
      url: 'https://api.test/v1/api/operator/by-email/vera%2B1%40painel.dev?systemOrigin=PAINEL',
    });
    await api.updateOperator({ ...operator, currentEmail: 'vera@painel.dev', newEmail: 'vera@painel.dev' });
    expect(last()).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/api/operator/update-data-by-email',
      body: { ...operator, currentEmail: 'vera@painel.dev', newEmail: 'vera@painel.dev' },
    });
    await api.createOperator(operator);
    expect(last()).toMatchObject({ method: 'POST', url: 'https://api.test/v1/api/operator/create', body: operator });
    expect(Object.keys(last().body as object)).not.toContain('currentEmail');
  });

  it('photo upload as JSON, company documents as multipart, then verify-document', async () => {
    await api.sendDocument({ idOperator: 501, typeDocument: 'RG_FRONT', fileBase64: 'data:image/jpeg;base64,AAAA' });
    expect(last()).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/api/operator/send-document',
      body: { idOperator: 501, typeDocument: 'RG_FRONT', fileBase64: 'data:image/jpeg;base64,AAAA' },
    });
    await api.sendCompanyDocuments({
      idOperator: 501,
      documents: [
        { type: 'CNPJ_CARD', file: new Blob(['pdf'], { type: 'application/pdf' }), fileName: 'cartao.pdf' },
        { type: 'PROOF_OF_ADDRESS', file: new Blob(['png!'], { type: 'image/png' }), fileName: 'endereco.png' },
      ],
    });
    expect(last().contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(last().body).toEqual([
      ['systemOrigin', 'PAINEL'],
      ['idOperator', '501'],
      ['document[0][type]', 'CNPJ_CARD'],
      ['document[0][file]', 'file:cartao.pdf:3'],
      ['document[1][type]', 'PROOF_OF_ADDRESS'],
      ['document[1][file]', 'file:endereco.png:4'],
    ]);
    const verify = {
      idUser: 4,
      idOperator: 501,
      document: '52998224725',
      finances: { monthlyInvoicing: '150000' },
      otherInfo: { rg: '123456789' },
    };
    await api.verifyDocument(verify);
    expect(last()).toMatchObject({
      method: 'POST',
      url: 'https://api.test/v1/invide-user/send/verify-document',
      body: verify,
    });
  });
});

describe('session end on 401', () => {
  it('tells the portal when an authenticated call answers 401', async () => {
    status = 401;
    answer = { message: 'Unauthenticated.' };
    await expect(api.isSigned()).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not end a session for a wrong password at login', async () => {
    status = 401;
    answer = { message: 'E-mail ou senha inválidos.' };
    await expect(api.login({ email: 'a@b.co', password: 'x', token_recaptcha: 'r', ip: '' })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('what screens needed a second client for', () => {
  it('withAccessToken: the same calls with another token, and a 401 there ends no session', async () => {
    const signingIn = api.withAccessToken('fresh-token');
    await signingIn.isSigned().catch(() => undefined);
    expect(last()).toMatchObject({ url: 'https://api.test/v1/company/is-signed', authorization: 'Bearer fresh-token' });
    status = 401;
    await expect(signingIn.systemFunctions()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('lookupIp: the configured lookup address, and an empty value when it fails', async () => {
    answer = { ip: '198.51.100.4' };
    await expect(api.lookupIp()).resolves.toBe('198.51.100.4');
    expect(last()).toMatchObject({ method: 'GET', url: 'https://ip.test/json', authorization: null });
    status = 503;
    await expect(api.lookupIp()).resolves.toBe('');
  });
});
