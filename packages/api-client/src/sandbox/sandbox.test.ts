// @vitest-environment node
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure, memoryStorage, sandboxTestClient } from './testClient.fixtures';
import { createSandbox, SANDBOX_2FA_CODE, SANDBOX_PASSWORD } from './index';

const storage = memoryStorage();
const sandbox = createSandbox({ storage });
const server = setupServer(...sandbox.handlers);
let token: string | null = null;
const api = sandboxTestClient(() => token);

async function signIn(email: string, password = SANDBOX_PASSWORD) {
  const result = await api.login({ email, password, token_recaptcha: 'sandbox-login', ip: '' });
  token = result.token;
  return result;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sandbox.reset();
  token = null;
});
afterAll(() => server.close());

describe('sandbox accounts', () => {
  it.each([
    ['admin@painel.dev', 'admin', false],
    ['cliente@painel.dev', 'client', false],
    ['operador@painel.dev', 'operator', false],
    ['suporte@painel.dev', 'admin', false],
    ['master@painel.dev', 'client', false],
    ['representante@painel.dev', 'client', false],
    ['membro@painel.dev', 'client', false],
    ['verificar@painel.dev', 'client', false],
    ['verificar-pj@painel.dev', 'client', false],
    ['2fa@painel.dev', 'client', true],
    ['parceiro@painel.dev', 'client', false],
  ])('%s signs in as %s', async (email, role, requires2fa) => {
    const result = await signIn(email);
    expect(result.user.role).toBe(role);
    expect(result.requires_authentication).toBe(requires2fa);
  });

  it('marks the special accounts as the README says', async () => {
    expect((await signIn('suporte@painel.dev')).isTheSupport).toBe(true);
    const master = await signIn('master@painel.dev');
    expect(master.ismaster_accepted_platform_terms).toBe(false);
    expect(master.user.ismaster).toBe(1);
    expect((await signIn('verificar@painel.dev')).user.verify_documents).toBe(0);
    expect((await signIn('verificar-pj@painel.dev')).user.company?.typeDocument).toBe('cnpj');
    expect((await signIn('verificar@painel.dev')).user.company?.typeDocument).toBe('cpf');
    await signIn('representante@painel.dev');
    expect(await api.isSigned()).toMatchObject({ isSigned: false });
    await signIn('membro@painel.dev');
    expect(await api.representative()).toEqual({
      admin: { name: 'Renata Representante', email: 'representante@painel.dev' },
    });
  });

  it('has the two-factor system function active', async () => {
    await signIn('admin@painel.dev');
    expect(await api.systemFunctions()).toContainEqual({ function_name: 'two_factor_authentication', status: true });
  });
});

describe('a strict server', () => {
  it('answers a wrong password with 401 and a message', async () => {
    const error = await failure(signIn('admin@painel.dev', 'errada'));
    expect(error).toMatchObject({ kind: 'http', status: 401, serverMessage: 'E-mail ou senha inválidos.' });
  });

  it('rejects a wrong body with per-field messages', async () => {
    const error = await failure(api.login({ email: 'não é email', password: '', token_recaptcha: '', ip: '' }));
    expect(error?.status).toBe(422);
    expect(Object.keys(error?.fieldErrors ?? {})).toEqual(['email', 'password', 'token_recaptcha']);
    const register = await failure(
      api.register({
        name: 'Nova',
        email: 'admin@painel.dev',
        mobile: '123',
        password: 'fraca',
        password_confirmation: 'outra',
        terms_of_use: false,
        terms_of_privacity: true,
        token_recaptcha: 'r',
        ip_address: '',
        acceptation_date: '2026-11-25 09:05',
      }),
    );
    expect(register?.fieldErrors).toEqual({
      email: ['O e-mail já está em uso.'],
      mobile: ['O celular é inválido.'],
      password: [expect.stringContaining('6 caracteres')],
      password_confirmation: ['A confirmação da senha não confere.'],
      terms_of_use: ['O campo terms_of_use deve ser aceito.'],
      acceptation_date: ['A data deve ter o formato AAAA-MM-DD H:m:s.'],
    });
  });

  it('answers 401 without a token, with an unknown token and with an expired one', async () => {
    expect(await failure(api.isSigned())).toMatchObject({ status: 401 });
    token = 'inventado';
    expect(await failure(api.isSigned())).toMatchObject({ status: 401 });
    await signIn('cliente@painel.dev');
    sandbox.db.update((state) => {
      const session = token ? state.sessions[token] : undefined;
      if (session) session.expires = Date.now() - 1;
    });
    expect(await failure(api.isSigned())).toMatchObject({ status: 401 });
  });

  it('ends the session on logout', async () => {
    await signIn('cliente@painel.dev');
    await api.logout();
    expect(await failure(api.checkSession())).toMatchObject({ status: 401 });
  });

  it('only lets the company administrator sign the terms', async () => {
    await signIn('membro@painel.dev');
    expect(await failure(api.signCompanyTerms(''))).toMatchObject({ status: 403 });
    await signIn('representante@painel.dev');
    expect(await api.signCompanyTerms('203.0.113.10')).toEqual({ mensagem: 'Termos assinados com sucesso.' });
    expect(await api.isSigned()).toMatchObject({ isSigned: true });
  });
});

describe('flows', () => {
  it('registers a new account, which can then sign in', async () => {
    const created = await api.register({
      name: 'Nova Pessoa',
      email: 'nova@painel.dev',
      mobile: '(11) 91234-5678',
      password: 'Segura@1',
      password_confirmation: 'Segura@1',
      terms_of_use: true,
      terms_of_privacity: true,
      token_recaptcha: 'sandbox-registro',
      ip_address: '',
      acceptation_date: '2026-11-25 9:5:7',
    });
    expect(created.user).toMatchObject({ name: 'Nova Pessoa', role: 'client', verify_documents: 0 });
    expect((await signIn('nova@painel.dev', 'Segura@1')).user.email).toBe('nova@painel.dev');
  });

  it('checks the 2FA code', async () => {
    await api.sendTwoFactorCode({ email: '2fa@painel.dev', limitResend: null });
    const wrong = await failure(
      api.checkTwoFactorCode({ email: '2fa@painel.dev', code: '000000', token_recaptcha: 'r', ip: '' }),
    );
    expect(wrong).toMatchObject({ status: 422, serverMessage: 'Código inválido ou expirado.' });
    await api.checkTwoFactorCode({ email: '2fa@painel.dev', code: SANDBOX_2FA_CODE, token_recaptcha: 'r', ip: '' });
    expect((await signIn('2fa@painel.dev')).requires_authentication).toBe(false);
  });

  it('changes the password, rejecting a wrong current one field by field', async () => {
    await signIn('cliente@painel.dev');
    const wrong = await failure(
      api.changePassword({ currentPassword: 'x', newPassword: 'Nova@123', retypeNewPassword: 'Nova@123' }),
    );
    expect(wrong?.fieldErrors).toEqual({ currentPassword: ['A senha atual está incorreta.'] });
    await api.changePassword({
      currentPassword: SANDBOX_PASSWORD,
      newPassword: 'Nova@123',
      retypeNewPassword: 'Nova@123',
    });
    expect(await failure(signIn('cliente@painel.dev'))).toMatchObject({ status: 401 });
    expect((await signIn('cliente@painel.dev', 'Nova@123')).user.email).toBe('cliente@painel.dev');
  });

  it('runs the verification: operator create, photos, company documents, verify-document', async () => {
    await signIn('verificar-pj@painel.dev');
    expect(await failure(api.operatorByEmail('verificar-pj@painel.dev'))).toMatchObject({ status: 404 });
    const operator = {
      systemOrigin: 'PAINEL',
      name: 'Paulo',
      email: 'verificar-pj@painel.dev',
      typeCompany: 'ec',
      toDocument: '33000167000101',
      typeDocument: 'cnpj',
      whitelabelId: '5',
      phone: '(11) 98765-4321',
      documentForValidation: 'CNH' as const,
      typeRegister: 'TO_VALIDATE_COMPANY' as const,
    };
    const { data } = await api.createOperator(operator);
    expect(await api.operatorByEmail('verificar-pj@painel.dev')).toEqual({ data });
    await api.updateOperator({ ...operator, currentEmail: operator.email, newEmail: operator.email });
    await api.sendDocument({
      idOperator: data.id,
      typeDocument: 'CNH_FRONT',
      fileBase64: 'data:image/jpeg;base64,/9j/4AAQ',
    });
    expect(
      await failure(api.sendDocument({ idOperator: data.id, typeDocument: 'CNH_FRONT', fileBase64: 'not base64!' })),
    ).toMatchObject({ status: 422 });
    await api.sendCompanyDocuments({
      idOperator: data.id,
      documents: [{ type: 'CNPJ_CARD', file: new Blob(['%PDF']), fileName: 'c.pdf' }],
    });
    await api.checkSession();
    await api.verifyDocument({
      idUser: 9,
      idOperator: data.id,
      document: '52998224725',
      finances: { monthlyInvoicing: '150000' },
      otherInfo: {},
    });
    expect((await signIn('verificar-pj@painel.dev')).user.verify_documents).toBe(1);
  });

  it('serves at least 200 audit entries, some without user details or type', async () => {
    await signIn('admin@painel.dev');
    const logs = await api.auditLogs();
    expect(logs.length).toBeGreaterThanOrEqual(200);
    expect(new Set(logs.map((entry) => entry.event))).toEqual(new Set(['created', 'updated', 'deleted']));
    expect(logs.some((entry) => entry.user_details === null)).toBe(true);
    expect(logs.some((entry) => !entry.auditable_type)).toBe(true);
  });
});

describe('forced failures and persistence', () => {
  it('forces a network error, a 500 and a slow answer per call', async () => {
    sandbox.force('POST login', 'network-error');
    expect(await failure(signIn('admin@painel.dev'))).toMatchObject({ kind: 'network' });
    sandbox.force('POST login', 'server-error');
    expect(await failure(signIn('admin@painel.dev'))).toMatchObject({ kind: 'http', status: 500 });
    sandbox.force('POST login', 'slow');
    const started = Date.now();
    await signIn('admin@painel.dev');
    expect(Date.now() - started).toBeGreaterThanOrEqual(2400);
    sandbox.force('POST login', null);
    await expect(signIn('admin@painel.dev')).resolves.toBeTruthy();
  });

  it('counts the requests each call received, failed ones too, until reset', async () => {
    expect(sandbox.received('POST login')).toBe(0);
    sandbox.force('POST login', 'network-error');
    await failure(signIn('admin@painel.dev'));
    sandbox.force('POST login', null);
    await signIn('admin@painel.dev');
    expect(sandbox.received('POST login')).toBe(2);
    expect(sandbox.received('GET company/representative')).toBe(0);
    sandbox.reset();
    expect(sandbox.received('POST login')).toBe(0);
  });

  it('keeps what was changed for the next sandbox on the same storage (a reload)', async () => {
    await signIn('cliente@painel.dev');
    await api.updateProfile({
      name: 'Carla Renomeada',
      email: 'cliente@painel.dev',
      birthDate: '1991-02-03',
      mobile: '(11) 90000-0000',
    });
    const reloaded = createSandbox({ storage });
    const account = reloaded.db.read().accounts.find((a) => a.email === 'cliente@painel.dev');
    expect(account).toMatchObject({ name: 'Carla Renomeada', birth_date: '1991-02-03' });
    reloaded.reset();
    expect(
      createSandbox({ storage })
        .db.read()
        .accounts.find((a) => a.email === 'cliente@painel.dev')?.name,
    ).toBe('Carla Cliente');
  });
});
