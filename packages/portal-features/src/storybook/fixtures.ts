import { createSandbox, seedState, type ForcedMode, type Sandbox } from '@painel/api-client/sandbox';
import { expect, waitFor } from 'storybook/test';
import { isoDay, isoMonth } from '../core/dates';
import { documentReminderKey, paymentPauseKey } from '../features/notices/conditions';
import type { StoredUser } from '../core/session/storedUser';

// Story helpers (not part of the package's API): stored users as the sign-in flow leaves them, and
// sandboxes in which their tokens are valid.

const base: StoredUser = {
  name: 'Carla Cliente',
  email: 'cliente@painel.dev',
  role: 'client',
  avatar: null,
  iduser: 2,
  company: {
    companyName: 'Loja Exemplo',
    document: '45.723.174/0001-10',
    typeDocument: 'cnpj',
    class: 'EC',
    companyId: 2,
    socialReason: 'Loja Exemplo Comércio Ltda.',
    documentNumber: '45723174000110',
  },
  address: { street: null, city: null, state: null, zipCode: null },
  accessToken: 'story-cliente',
  refreshToken: null,
  ability: [
    { action: 'read', subject: 'ACL' },
    { action: 'view_dashboard', subject: 'ACL' },
    { action: 'view_transfers', subject: 'ACL' },
    { action: 'view_account_settings', subject: 'ACL' },
  ],
  verify_documents: 1,
  two_factor_authentication: 1,
  requires2faAuth: false,
  isTheSupport: false,
  ismaster: 0,
  ismaster_accepted_platform_terms: true,
  birth_date: '1990-05-17',
  mobile: '(11) 98765-4321',
};

/** The permissions the sandbox gives an account (the money screens' stories sign in with the real ones). */
const seededAbility = (email: string) => seedState().accounts.find((account) => account.email === email)?.ability ?? [];

export const storyUsers = {
  client: base,
  /** Carla as the sandbox seeds her: the merchant with every money permission. */
  merchant: { ...base, ability: seededAbility('cliente@painel.dev') },
  /** A white-label partner: sees the money of its merchants. */
  partner: {
    ...base,
    name: 'Paulo Parceiro',
    email: 'parceiro@painel.dev',
    iduser: 12,
    accessToken: 'story-parceiro',
    company: {
      companyName: 'Parceiro Pagamentos',
      document: '12.345.678/0001-95',
      typeDocument: 'cnpj',
      class: 'WTL',
      companyId: 6,
      socialReason: 'Parceiro Pagamentos Ltda.',
      documentNumber: '12345678000195',
    },
    ability: seededAbility('parceiro@painel.dev'),
  },
  admin: {
    ...base,
    name: 'Administrador Painel',
    email: 'admin@painel.dev',
    role: 'admin',
    iduser: 1,
    // The platform's own company, as the sandbox seeds it (not a merchant: no balance of its own).
    company: {
      companyName: 'Painel Pagamentos',
      document: '11.222.333/0001-81',
      typeDocument: 'cnpj',
      class: 'ADM',
      companyId: 1,
      socialReason: 'Painel Pagamentos S.A.',
      documentNumber: '11222333000181',
    },
    accessToken: 'story-admin',
    ability: [{ action: 'manage', subject: 'all' }],
  },
  /** Sofia, the platform's second administrator: the other person an approval needs. */
  support: {
    ...base,
    name: 'Sofia Suporte',
    email: 'suporte@painel.dev',
    role: 'admin',
    iduser: 4,
    // The platform's own company, as the sandbox seeds it (not a merchant: no balance of its own).
    company: {
      companyName: 'Painel Pagamentos',
      document: '11.222.333/0001-81',
      typeDocument: 'cnpj',
      class: 'ADM',
      companyId: 1,
      socialReason: 'Painel Pagamentos S.A.',
      documentNumber: '11222333000181',
    },
    accessToken: 'story-suporte',
    isTheSupport: true,
    ability: [{ action: 'manage', subject: 'all' }],
  },
  operator: {
    ...base,
    name: 'Otávio Operador',
    email: 'operador@painel.dev',
    role: 'operator',
    iduser: 3,
    accessToken: 'story-operador',
    ability: [
      { action: 'read', subject: 'ACL' },
      { action: 'view_dashboard', subject: 'ACL' },
      { action: 'view_simulator', subject: 'ACL' },
      { action: 'view_fee_simulator', subject: 'ACL' },
    ],
  },
  /** Signed in, the code still due. */
  twoFactor: {
    ...base,
    name: 'Duda Dois Fatores',
    email: '2fa@painel.dev',
    iduser: 10,
    accessToken: 'story-2fa',
    two_factor_authentication: 0,
    requires2faAuth: true,
  },
  /** Not yet verified, a person (CPF). */
  verifyCpf: {
    ...base,
    name: 'Vera Verificar',
    email: 'verificar@painel.dev',
    iduser: 8,
    accessToken: 'story-verificar',
    company: {
      companyName: 'Ana Autônoma',
      document: '529.982.247-25',
      typeDocument: 'cpf',
      class: 'EC',
      companyId: 4,
      socialReason: 'Ana Autônoma',
      documentNumber: '52998224725',
    },
    verify_documents: 0,
  },
  /** Not yet verified, a company (CNPJ). */
  verifyCnpj: {
    ...base,
    name: 'Paulo Verificar PJ',
    email: 'verificar-pj@painel.dev',
    iduser: 9,
    accessToken: 'story-verificar-pj',
    company: {
      companyName: 'Nova Empresa',
      document: '33.000.167/0001-01',
      typeDocument: 'cnpj',
      class: 'EC',
      companyId: 5,
      socialReason: 'Nova Empresa Ltda.',
      documentNumber: '33000167000101',
    },
    verify_documents: 0,
  },
} satisfies Record<string, StoredUser>;

/** Adds an operator record for the user, as step 3 would have. */
export function withOperator(sandbox: Sandbox, user: StoredUser, id = 777): Sandbox {
  sandbox.db.update((state) => {
    state.operators.push({
      id,
      email: user.email,
      name: user.name,
      typeDocument: (user.company.typeDocument ?? 'cpf').toUpperCase(),
      documentForValidation: 'RG',
      photos: {},
      companyDocuments: [],
    });
  });
  return sandbox;
}

/** A sandbox in which the given users' tokens are open sessions. */
export function sandboxFor(...users: StoredUser[]): Sandbox {
  const sandbox = createSandbox();
  sandbox.db.update((state) => {
    for (const user of users) state.sessions[user.accessToken] = { email: user.email, expires: Date.now() + 3_600_000 };
  });
  return sandbox;
}

/** A Storage kept in memory, so a story's session neither leaks into nor reads from the browser's. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

/** MSW parameters of a story: the users' sessions, an operator for the first, one call forced to fail or hang. */
export function forcedCall(users: StoredUser[], call: string, mode: ForcedMode, withOperatorRecord = false) {
  const sandbox = sandboxFor(...users);
  if (withOperatorRecord && users[0]) withOperator(sandbox, users[0]);
  sandbox.force(call, mode);
  return { msw: { handlers: sandbox.handlers } };
}

/** A file's shared sandbox: its stories' MSW handlers, back to the seeds before each story (also on replay). */
export function sharedStorySandbox() {
  const sandbox = createSandbox();
  return { msw: { handlers: sandbox.handlers }, beforeEach: () => sandbox.reset() };
}

/**
 * A story whose one call hangs. Its play waits for `arrived()` before it ends: a request still on its way
 * (lazy code, a bot check on a busy machine) would otherwise land in the next story's sandbox and change it.
 */
export function hangingCall(call: string, sandbox: Sandbox = createSandbox()) {
  sandbox.force(call, 'never');
  return {
    parameters: { msw: { handlers: sandbox.handlers } },
    arrived: () => waitFor(() => expect(sandbox.received(call)).toBeGreaterThan(0)),
  };
}

/** Storage entries that dismiss both notices for today, so a story sees the page beneath them. */
export function noticesDismissed(user: StoredUser, today = new Date()): Record<string, string> {
  return {
    [documentReminderKey(user.iduser)]: isoDay(today),
    [paymentPauseKey(user.iduser)]: isoMonth(today),
  };
}

/** A clock a story moves forward by hand (idle timeouts, countdowns); real time passes on top of it. */
export function controllableClock() {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms: number) => {
      offset += ms;
    },
    reset: () => {
      offset = 0;
    },
  };
}
