// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { failure, sandboxTestSession } from './testClient.fixtures';
import { SANDBOX_2FA_CODE, SANDBOX_PASSWORD } from './seeds';

const session = sandboxTestSession();
const { api, signIn, sandbox } = session;
const key = () => `key-${crypto.randomUUID()}`;
const NEW_PASSWORD = 'Nova@Senha1';

/** The token of the newest invitation e-mail to an address. */
async function invitationTokenFor(email: string) {
  const messages = (await api.sandboxOutbox()).messages.filter((message) => message.to === email && message.link);
  return new URLSearchParams(messages[0]?.link?.split('?')[1] ?? '').get('token') ?? '';
}

async function login(email: string, password = SANDBOX_PASSWORD) {
  return api.login({ email, password, token_recaptcha: 'sandbox-login', ip: '' });
}

async function createFinanceReader() {
  return api.access.createRole({
    idempotencyKey: key(),
    name: 'Leitura financeira',
    description: 'Só extratos',
    scope: 'platform',
    permissions: ['read', 'view_dashboard', 'view_bank_statement', 'view_transfers'],
  });
}

describe('roles as data drive the sign-in ability', () => {
  it('gives an invited user what their role allows, and a role change at their next sign-in', async () => {
    await signIn('admin@painel.dev');
    const role = await createFinanceReader();
    const { user, approval } = await api.access.inviteUser({
      idempotencyKey: key(),
      team: 'users',
      name: 'Bruna Souza',
      email: 'bruna@painel.dev',
      mobile: '(11) 91234-5678',
      roles: [{ roleId: role.id, companyId: null }],
    });
    expect(approval).toBeNull();
    expect(user.status).toBe('invited');
    expect(user.invitationExpiresAt).not.toBeNull();
    expect(await failure(login('bruna@painel.dev', ''))).toMatchObject({ status: 422 });

    const token = await invitationTokenFor('bruna@painel.dev');
    expect(await api.access.invitation(token)).toMatchObject({ state: 'valid', name: 'Bruna Souza' });
    await api.access.acceptInvitation(token, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect((await api.access.invitation(token)).state).toBe('used');

    const first = await login('bruna@painel.dev', NEW_PASSWORD);
    expect(new Set(first.user.ability.map((rule) => rule.action))).toEqual(
      new Set(['read', 'view_dashboard', 'view_bank_statement', 'view_transfers']),
    );
    expect(first.user.role).toBe('admin');

    await api.access.updateRole(role.id, {
      name: role.name,
      description: role.description,
      permissions: ['read', 'view_dashboard', 'view_bank_statement'],
      version: role.version,
    });
    const next = await login('bruna@painel.dev', NEW_PASSWORD);
    expect(next.user.ability.map((rule) => rule.action)).not.toContain('view_transfers');
  });

  it('refuses an edit based on an older version, a built-in role and a role name in use', async () => {
    await signIn('admin@painel.dev');
    const role = await createFinanceReader();
    await api.access.updateRole(role.id, {
      name: 'Leitura',
      description: '',
      permissions: ['read'],
      version: role.version,
    });
    expect(
      await failure(
        api.access.updateRole(role.id, {
          name: 'Outra',
          description: '',
          permissions: ['read'],
          version: role.version,
        }),
      ),
    ).toMatchObject({ status: 422, body: { errors: { version: [expect.stringContaining('Outra pessoa')] } } });
    expect(
      await failure(
        api.access.updateRole('merchant', { name: 'Lojista', description: '', permissions: ['read'], version: 1 }),
      ),
    ).toMatchObject({ status: 422 });
    expect(
      await failure(
        api.access.createRole({
          idempotencyKey: key(),
          name: 'lojista',
          description: '',
          scope: 'client',
          permissions: ['read'],
        }),
      ),
    ).toMatchObject({ body: { errors: { name: ['Já existe uma função com este nome.'] } } });
  });

  it('creates one role and one user for a repeated submit', async () => {
    await signIn('admin@painel.dev');
    const roleKey = key();
    const input = {
      idempotencyKey: roleKey,
      name: 'Uma vez',
      description: '',
      scope: 'platform' as const,
      permissions: ['read'],
    };
    const [a, b] = await Promise.all([api.access.createRole(input), api.access.createRole(input)]);
    expect(a.id).toBe(b.id);
    const userKey = key();
    const invite = {
      idempotencyKey: userKey,
      team: 'users' as const,
      name: 'Duplo Clique',
      email: 'duplo@painel.dev',
      mobile: '',
      roles: [{ roleId: a.id, companyId: null }],
    };
    const first = await api.access.inviteUser(invite);
    const second = await api.access.inviteUser(invite);
    expect(second.user.iduser).toBe(first.user.iduser);
    expect((await api.access.accessUsers({ team: 'users', search: 'duplo' })).total).toBe(1);
  });

  it('tells each bad field of an invitation in Portuguese', async () => {
    await signIn('admin@painel.dev');
    const error = await failure(
      api.access.inviteUser({
        idempotencyKey: key(),
        team: 'users',
        name: 'Jo',
        email: 'cliente@painel.dev',
        mobile: '11',
        roles: [],
      }),
    );
    expect(error).toMatchObject({
      status: 422,
      body: {
        errors: {
          name: ['O nome deve ter de 3 a 80 caracteres.'],
          email: ['Este e-mail já está em uso.'],
          mobile: [expect.stringContaining('celular')],
          roles: ['Escolha ao menos uma função.'],
        },
      },
    });
  });
});

describe('who may grant what', () => {
  it('keeps a merchant out of the roles and a merchant from granting what it does not hold', async () => {
    await signIn('cliente@painel.dev');
    expect(await failure(api.access.roles())).toMatchObject({ status: 403 });
    expect(await failure(api.access.accessUsers({ team: 'users' }))).toMatchObject({ status: 403 });
  });

  it('refuses a permission the maker does not hold and a scope they do not act in', async () => {
    await signIn('admin@painel.dev');
    await api.access.updateUser(2, {
      name: 'Carla Cliente',
      mobile: '',
      roles: [{ roleId: 'merchant', companyId: 2 }],
    });
    // A white label's partner may see its own people only: give it the right to invite, then try to over-grant.
    const partnerAdmin = await api.access.createRole({
      idempotencyKey: key(),
      name: 'Gestor do parceiro',
      description: '',
      scope: 'whiteLabel',
      permissions: ['read', 'view_users', 'view_dashboard'],
    });
    const parceiro = (await api.access.accessUsers({ team: 'users', search: 'parceiro@' })).items[0];
    if (!parceiro) throw new Error('seeded partner missing');
    await api.access.updateUser(parceiro.iduser, {
      name: parceiro.name,
      mobile: '',
      roles: [
        { roleId: 'white-label-partner', companyId: 6 },
        { roleId: partnerAdmin.id, companyId: 6 },
      ],
    });
    await signIn('parceiro@painel.dev');
    expect(
      await failure(
        api.access.createRole({
          idempotencyKey: key(),
          name: 'Tentativa',
          description: '',
          scope: 'store',
          permissions: ['create_adjustments'],
        }),
      ),
    ).toMatchObject({ status: 403 });
    const seen = await api.access.accessUsers({ team: 'users' });
    expect(seen.items.every((user) => user.roles.some((role) => role.companyId === 6))).toBe(true);
  });

  it('never removes the last administrator nor one’s own administrator role', async () => {
    await signIn('admin@painel.dev');
    expect(
      await failure(api.access.updateUser(1, { name: 'Administrador Painel', mobile: '', roles: [] })),
    ).toMatchObject({
      body: { errors: { roles: ['Você não pode remover a sua própria função de administrador.'] } },
    });
    expect(await failure(api.access.deactivateUser(1))).toMatchObject({ status: 422 });
    // A people manager (edit_user, not an administrator) may remove roles, but never the last administrator's.
    const manager = await api.access.createRole({
      idempotencyKey: key(),
      name: 'Gestor de acessos',
      description: '',
      scope: 'platform',
      permissions: ['read', 'view_users', 'edit_user'],
    });
    expect(manager.administrative).toBe(true);
    const { approval } = await api.access.updateUser(12, {
      name: 'Fernanda Financeiro',
      mobile: '',
      roles: [
        { roleId: 'finance', companyId: null },
        { roleId: manager.id, companyId: null },
      ],
    });
    await signIn('suporte@painel.dev');
    await api.approveRequest(approval?.id ?? '', { confirmation: 'code', code: SANDBOX_2FA_CODE });
    await signIn('admin@painel.dev');
    await api.access.deactivateUser(4);
    await signIn('financeiro@painel.dev');
    const last = 'Esta pessoa é a última administradora da plataforma: dê a função a outra pessoa antes.';
    expect(
      await failure(api.access.updateUser(1, { name: 'Administrador Painel', mobile: '', roles: [] })),
    ).toMatchObject({
      body: { errors: { roles: [last] } },
    });
    expect(await failure(api.access.deactivateUser(1))).toMatchObject({ body: { errors: { user: [last] } } });
  });
});

describe('deactivation', () => {
  it('ends the sessions at once, refuses the sign-in, and reactivation lets the person back', async () => {
    const clienteToken = (await login('cliente@painel.dev')).token;
    await signIn('admin@painel.dev');
    await api.access.deactivateUser(2);
    const asCliente = (await import('./testClient.fixtures')).sandboxTestClient(() => clienteToken);
    expect(await failure(asCliente.balances())).toMatchObject({ status: 401 });
    expect(await failure(login('cliente@painel.dev'))).toMatchObject({ status: 401 });
    await api.access.reactivateUser(2);
    expect((await login('cliente@painel.dev')).user.email).toBe('cliente@painel.dev');
    const log = await api.auditLogs();
    expect(log.some((entry) => entry.auditable_type === 'App\\Models\\User' && entry.auditable_id === '2')).toBe(true);
  });
});

describe('invitations', () => {
  it('replaces the old link on resend, and an expired link asks its sender for a new one', async () => {
    await signIn('admin@painel.dev');
    const { user } = await api.access.inviteUser({
      idempotencyKey: key(),
      team: 'users',
      name: 'Caio Convite',
      email: 'caio@painel.dev',
      mobile: '',
      roles: [{ roleId: 'support', companyId: null }],
    });
    const old = await invitationTokenFor('caio@painel.dev');
    await api.access.resendInvitation(user.iduser);
    expect((await api.access.invitation(old)).state).toBe('replaced');
    const fresh = await invitationTokenFor('caio@painel.dev');
    sandbox.db.update((state) => {
      const invitation = state.invitations[fresh];
      if (invitation) invitation.expires = Date.now() - 1;
    });
    expect((await api.access.invitation(fresh)).state).toBe('expired');
    expect(
      await failure(
        api.access.acceptInvitation(fresh, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
      ),
    ).toMatchObject({ status: 422 });
    await api.access.requestNewInvitation(fresh);
    const [notice] = (await api.sandboxOutbox()).messages;
    expect(notice).toMatchObject({ to: 'admin@painel.dev', subject: 'Pedido de novo convite' });
    expect((await api.access.invitation('nada')).state).toBe('unknown');
  });
});

describe('approvals by a second person', () => {
  it('holds an administrator grant until another administrator approves it; the maker cannot', async () => {
    await signIn('admin@painel.dev');
    const { user, approval } = await api.access.inviteUser({
      idempotencyKey: key(),
      team: 'users',
      name: 'Nova Admin',
      email: 'nova.admin@painel.dev',
      mobile: '',
      roles: [{ roleId: 'platform-admin', companyId: null }],
    });
    expect(approval).not.toBeNull();
    expect(user.roles).toEqual([]);
    expect(user.pendingApproval?.roleName).toBe('Administrador da plataforma');
    const mine = await api.approvals('mine');
    expect(mine.items[0]).toMatchObject({ mayDecide: false, whyNot: 'Quem fez o pedido não pode aprová-lo.' });
    expect(
      await failure(api.approveRequest(approval?.id ?? '', { confirmation: 'code', code: SANDBOX_2FA_CODE })),
    ).toMatchObject({ status: 403 });

    await signIn('suporte@painel.dev');
    const waiting = await api.approvals('waiting');
    expect(waiting.waiting).toBe(1);
    expect(
      await failure(api.approveRequest(approval?.id ?? '', { confirmation: 'code', code: '000000' })),
    ).toMatchObject({ status: 422 });
    const decided = await api.approveRequest(approval?.id ?? '', { confirmation: 'code', code: SANDBOX_2FA_CODE });
    expect(decided.status).toBe('approved');
    expect((await api.access.accessUser(user.iduser)).roles.map((role) => role.roleId)).toEqual(['platform-admin']);
  });

  it('fails a request whose data changed meanwhile, and rejects with a reason', async () => {
    await signIn('admin@painel.dev');
    const financeiro = (await api.access.accessUsers({ team: 'users', search: 'financeiro@' })).items[0];
    if (!financeiro) throw new Error('seeded finance user missing');
    const { approval } = await api.access.updateUser(financeiro.iduser, {
      name: financeiro.name,
      mobile: '',
      roles: [
        { roleId: 'finance', companyId: null },
        { roleId: 'platform-admin', companyId: null },
      ],
    });
    await api.access.updateUser(financeiro.iduser, {
      name: financeiro.name,
      mobile: '',
      roles: [
        { roleId: 'finance', companyId: null },
        { roleId: 'auditor', companyId: null },
      ],
    });
    await signIn('suporte@painel.dev');
    const failed = await api.approveRequest(approval?.id ?? '', { confirmation: 'code', code: SANDBOX_2FA_CODE });
    expect(failed.status).toBe('failed');
    expect(failed.outcome).toContain('mudaram');

    await signIn('admin@painel.dev');
    const again = await api.access.updateUser(financeiro.iduser, {
      name: financeiro.name,
      mobile: '',
      roles: [
        { roleId: 'finance', companyId: null },
        { roleId: 'auditor', companyId: null },
        { roleId: 'platform-admin', companyId: null },
      ],
    });
    await signIn('suporte@painel.dev');
    expect(await failure(api.rejectRequest(again.approval?.id ?? '', 'curto'))).toMatchObject({ status: 422 });
    const rejected = await api.rejectRequest(again.approval?.id ?? '', 'Não precisa de acesso total.');
    expect(rejected).toMatchObject({ status: 'rejected', outcome: 'Não precisa de acesso total.' });
  });

  it('turns the sign-in code off for real once a second person approves the setting', async () => {
    await signIn('admin@painel.dev');
    expect(await api.systemFunctions()).toContainEqual({ function_name: 'two_factor_authentication', status: true });
    const { approval } = await api.changeSystemSetting('two_factor_authentication', {
      value: false,
      reason: 'Manutenção do provedor de e-mail',
    });
    expect(await api.systemFunctions()).toContainEqual({ function_name: 'two_factor_authentication', status: true });
    await signIn('suporte@painel.dev');
    await api.approveRequest(approval?.id ?? '', { confirmation: 'code', code: SANDBOX_2FA_CODE });
    expect(await api.systemFunctions()).toContainEqual({ function_name: 'two_factor_authentication', status: false });
    const settings = await api.systemSettings();
    expect(settings.items.find((item) => item.key === 'two_factor_authentication')).toMatchObject({
      value: false,
      source: 'database',
      changedBy: { email: 'admin@painel.dev' },
    });
  });

  it('keeps the idle time between 1 and 15 minutes, deployment values and secrets out of reach', async () => {
    await signIn('admin@painel.dev');
    expect((await api.sessionPolicy()).idleTimeoutMinutes).toBe(15);
    expect(
      await failure(api.changeSystemSetting('idle_timeout_minutes', { value: 16, reason: 'Mais tempo ocioso' })),
    ).toMatchObject({
      body: { errors: { value: ['Informe de 1 a 15 minutos.'] } },
    });
    expect(
      await failure(api.changeSystemSetting('system_origin', { value: 'X', reason: 'Mudança qualquer' })),
    ).toMatchObject({
      status: 422,
    });
    const { approval } = await api.changeSystemSetting('idle_timeout_minutes', {
      value: 5,
      reason: 'Auditoria PCI pediu',
    });
    await signIn('suporte@painel.dev');
    await api.approveRequest(approval?.id ?? '', { confirmation: 'code', code: SANDBOX_2FA_CODE });
    expect((await api.sessionPolicy()).idleTimeoutMinutes).toBe(5);
    const secrets = (await api.systemSettings()).items.filter((item) => item.type === 'secret');
    expect(secrets.every((item) => item.value === null && item.locked)).toBe(true);
    // Unchanged, the notice is the portal's own (its host's cut-off, spec 9's 14/02/2024 by default).
    expect((await api.sessionPolicy()).paymentPause).toBeNull();
    const notice = (await api.systemSettings()).items.find((item) => item.key === 'payment_pause_notice');
    expect(notice).toMatchObject({ source: 'default', value: { start: null, end: '2024-02-14' } });
  });
});
