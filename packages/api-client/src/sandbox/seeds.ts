import type { AuditEntry } from '../endpoints/account';
import type { UserStatus, UserTeam } from '../endpoints/accessEndpoints';
import { abilityOf, builtInRoles, type RoleAssignment } from '../access/builtInRoles';

/** Every seeded account's password (README). */
export const SANDBOX_PASSWORD = 'Painel@123';
/** The two-factor code the sandbox accepts. */
export const SANDBOX_2FA_CODE = '123456';

export interface SandboxCompany {
  companyId: number;
  companyName: string;
  socialReason: string;
  document: string;
  documentNumber: string;
  typeDocument: 'cpf' | 'cnpj';
  class: string;
  signed: boolean;
  adminEmail: string;
}

export interface SandboxAccount {
  iduser: number;
  name: string;
  email: string;
  password: string;
  role: string;
  mobile: string;
  birth_date: string;
  avatar: string | null;
  companyId: number;
  /**
   * What the account may do, derived from its roles (`syncAccess` writes it after every change of roles or
   * accounts): what the sign-in answers carry and what every handler checks.
   */
  ability: Array<{ action: string; subject: string }>;
  /** The roles the account holds, each in a company of its scope (null: the platform); the first is the main one. */
  roles: RoleAssignment[];
  status: UserStatus;
  team: UserTeam;
  lastAccessAt: string | null;
  createdAt: string;
  createdBy: { name: string; email: string } | null;
  /** Platform operators: the stores (company ids) they serve. */
  serves: number[];
  /** The key of the invitation that created the account: the same key gives the same account. */
  idempotencyKey?: string;
  verify_documents: 0 | 1;
  two_factor_authentication: 0 | 1;
  requires2fa: boolean;
  isTheSupport: boolean;
  ismaster: 0 | 1;
  ismaster_accepted_platform_terms: boolean;
}

export const seedCompanies: SandboxCompany[] = [
  {
    companyId: 1,
    companyName: 'Painel Pagamentos',
    socialReason: 'Painel Pagamentos S.A.',
    document: '11.222.333/0001-81',
    documentNumber: '11222333000181',
    typeDocument: 'cnpj',
    class: 'ADM',
    signed: true,
    adminEmail: 'admin@painel.dev',
  },
  {
    companyId: 2,
    companyName: 'Loja Exemplo',
    socialReason: 'Loja Exemplo Comércio Ltda.',
    document: '45.723.174/0001-10',
    documentNumber: '45723174000110',
    typeDocument: 'cnpj',
    class: 'EC',
    signed: true,
    adminEmail: 'cliente@painel.dev',
  },
  {
    companyId: 3,
    companyName: 'Parceiro Branco',
    socialReason: 'Parceiro Branco Serviços Ltda.',
    document: '04.252.011/0001-10',
    documentNumber: '04252011000110',
    typeDocument: 'cnpj',
    class: 'WTL',
    signed: false,
    adminEmail: 'representante@painel.dev',
  },
  {
    companyId: 4,
    companyName: 'Ana Autônoma',
    socialReason: 'Ana Autônoma',
    document: '529.982.247-25',
    documentNumber: '52998224725',
    typeDocument: 'cpf',
    class: 'EC',
    signed: true,
    adminEmail: 'verificar@painel.dev',
  },
  {
    companyId: 5,
    companyName: 'Nova Empresa',
    socialReason: 'Nova Empresa Ltda.',
    document: '33.000.167/0001-01',
    documentNumber: '33000167000101',
    typeDocument: 'cnpj',
    class: 'EC',
    signed: true,
    adminEmail: 'verificar-pj@painel.dev',
  },
  {
    companyId: 6,
    companyName: 'Parceiro Pagamentos',
    socialReason: 'Parceiro Pagamentos Ltda.',
    document: '12.345.678/0001-95',
    documentNumber: '12345678000195',
    typeDocument: 'cnpj',
    class: 'WTL',
    signed: true,
    adminEmail: 'parceiro@painel.dev',
  },
  {
    companyId: 7,
    companyName: 'Rede Sul Pagamentos',
    socialReason: 'Rede Sul Pagamentos S.A.',
    document: '98.765.432/0001-98',
    documentNumber: '98765432000198',
    typeDocument: 'cnpj',
    class: 'WTL',
    signed: true,
    adminEmail: 'suporte@painel.dev',
  },
];

let nextId = 1;
function account(
  partial: Partial<SandboxAccount> & Pick<SandboxAccount, 'name' | 'email' | 'role' | 'companyId'>,
): SandboxAccount {
  return {
    iduser: nextId++,
    password: SANDBOX_PASSWORD,
    mobile: '(11) 98765-4321',
    birth_date: '1990-05-17',
    avatar: null,
    roles: [{ roleId: 'merchant', companyId: partial.companyId }],
    status: 'active',
    team: 'users',
    lastAccessAt: '2026-11-20T13:05:00.000Z',
    createdAt: '2024-03-04T12:00:00.000Z',
    createdBy: null,
    serves: [],
    verify_documents: 1,
    two_factor_authentication: 1,
    requires2fa: false,
    isTheSupport: false,
    ismaster: 0,
    ismaster_accepted_platform_terms: true,
    ...partial,
    ability: [],
  };
}

const platform = (roleId: string) => [{ roleId, companyId: null }];

export function seedAccounts(): SandboxAccount[] {
  nextId = 1;
  return [
    account({
      name: 'Administrador Painel',
      email: 'admin@painel.dev',
      role: 'admin',
      companyId: 1,
      roles: platform('platform-admin'),
    }),
    account({ name: 'Carla Cliente', email: 'cliente@painel.dev', role: 'client', companyId: 2 }),
    account({
      name: 'Otávio Operador',
      email: 'operador@painel.dev',
      role: 'operator',
      companyId: 2,
      roles: [{ roleId: 'store-operator', companyId: 2 }],
    }),
    account({
      name: 'Sofia Suporte',
      email: 'suporte@painel.dev',
      role: 'admin',
      companyId: 1,
      isTheSupport: true,
      roles: platform('platform-admin'),
    }),
    account({
      name: 'Marcos Master',
      email: 'master@painel.dev',
      role: 'client',
      companyId: 2,
      ismaster: 1,
      ismaster_accepted_platform_terms: false,
    }),
    account({ name: 'Renata Representante', email: 'representante@painel.dev', role: 'client', companyId: 3 }),
    account({ name: 'Miguel Membro', email: 'membro@painel.dev', role: 'client', companyId: 3 }),
    account({
      name: 'Vera Verificar',
      email: 'verificar@painel.dev',
      role: 'client',
      companyId: 4,
      verify_documents: 0,
    }),
    account({
      name: 'Paulo Verificar PJ',
      email: 'verificar-pj@painel.dev',
      role: 'client',
      companyId: 5,
      verify_documents: 0,
    }),
    account({
      name: 'Duda Dois Fatores',
      email: '2fa@painel.dev',
      role: 'client',
      companyId: 2,
      requires2fa: true,
      two_factor_authentication: 0,
    }),
    // A white-label partner: sees the money of its merchants (Loja Exemplo among them).
    account({
      name: 'Paulo Parceiro',
      email: 'parceiro@painel.dev',
      role: 'client',
      companyId: 6,
      roles: [{ roleId: 'white-label-partner', companyId: 6 }],
    }),
    // The back-office's own people (issue 34): finance, the platform's operators, a former colleague, an invitee.
    account({
      name: 'Fernanda Financeiro',
      email: 'financeiro@painel.dev',
      role: 'admin',
      companyId: 1,
      roles: platform('finance'),
      lastAccessAt: '2026-11-28T18:40:00.000Z',
    }),
    account({
      name: 'Bruno Comercial',
      email: 'comercial@painel.dev',
      role: 'admin',
      companyId: 1,
      team: 'operators',
      roles: platform('platform-operator'),
      serves: [2, 4, 5],
      lastAccessAt: '2026-11-30T11:10:00.000Z',
    }),
    account({
      name: 'Júlia Atendimento',
      email: 'atendimento@painel.dev',
      role: 'admin',
      companyId: 1,
      team: 'operators',
      roles: platform('platform-operator'),
      serves: [2],
      two_factor_authentication: 0,
      lastAccessAt: '2026-09-02T09:00:00.000Z',
    }),
    account({
      name: 'Rafael Antigo',
      email: 'antigo@painel.dev',
      role: 'admin',
      companyId: 1,
      roles: platform('support'),
      status: 'inactive',
      lastAccessAt: '2026-06-15T17:30:00.000Z',
    }),
    account({
      name: 'Iara Convidada',
      email: 'convidada@painel.dev',
      role: 'client',
      companyId: 2,
      password: '',
      status: 'invited',
      lastAccessAt: null,
      createdAt: '2026-11-27T10:00:00.000Z',
      createdBy: { name: 'Carla Cliente', email: 'cliente@painel.dev' },
    }),
  ].map((seeded) => ({ ...seeded, ability: abilityOfAccount(seeded) }));
}

/** The ability an account's active roles give (spec 3): derived, never stored by hand. */
export function abilityOfAccount(
  account: Pick<SandboxAccount, 'roles'>,
  roles: ReadonlyArray<{ id: string; grantsAll: boolean; permissions: readonly string[] }> = builtInRoles,
) {
  const held = account.roles.flatMap((assignment) => roles.filter((role) => role.id === assignment.roleId));
  return abilityOf(held);
}

const auditTypes = [
  'App\\Models\\Operator',
  'App\\Models\\Company',
  'App\\Models\\User',
  'App\\Models\\Terminal',
  null,
];
const events = ['created', 'updated', 'deleted'] as const;
const people = [
  { name: 'Administrador Painel', email: 'admin@painel.dev', systemOrigin: 'PAINEL' },
  { name: 'Carla Cliente', email: 'cliente@painel.dev', systemOrigin: 'PAINEL' },
  { name: 'Otávio Operador', email: 'operador@painel.dev', systemOrigin: 'APP' },
  null,
  { name: null, email: 'sem-nome@painel.dev', systemOrigin: null },
];

/** 240 entries over 2024–2025, some without user details or auditable type (the 'Desconhecido' and 'Indefinido' cases). */
export function seedAuditLogs(): AuditEntry[] {
  return Array.from({ length: 240 }, (_, i) => {
    const event = events[i % 3] ?? 'created';
    const month = String((i % 12) + 1).padStart(2, '0');
    const day = String((i % 28) + 1).padStart(2, '0');
    const hour = String(i % 24).padStart(2, '0');
    return {
      id: 240 - i,
      event,
      user_details: people[i % people.length] ?? null,
      auditable_type: auditTypes[i % auditTypes.length] ?? null,
      url: `https://api.painel.dev/api/resource/${i}`,
      old_values: event === 'created' ? [] : { name: `Registro ${i}`, status: 'ativo' },
      new_values: event === 'deleted' ? [] : { name: `Registro ${i} (editado)`, status: i % 2 ? 'ativo' : 'inativo' },
      created_at: `${2024 + (i % 2)}-${month}-${day}T${hour}:15:30.000000Z`,
    };
  });
}
