import { permissionCatalogue, permissionOf, withImplied } from './permissionCatalogue';

import type { RoleScope } from './accessVocabulary';

export { roleScopeLabels, roleScopes, type RoleScope } from './accessVocabulary';

/** The stored user's `role` (spec 3, spec 6's names): the home by role and the navbar's text follow it. */
export type BaseRole = 'admin' | 'client' | 'operator';

export interface RoleDefinition {
  id: string;
  name: string;
  description: string;
  scope: RoleScope;
  /** Built-in roles are locked (copy one to change it). */
  builtIn: boolean;
  /** The platform administrator holds every permission, present and future ('manage all', spec 6). */
  grantsAll: boolean;
  permissions: readonly string[];
  baseRole: BaseRole;
}

/** A role a user holds, within a company of the role's scope (none for the platform). */
export interface RoleAssignment {
  roleId: string;
  companyId: number | null;
}

export interface AbilityRule {
  action: string;
  subject: string;
}

const viewing = [
  'read',
  'view_dashboard',
  'view_account_settings',
  'view_audit',
  'view_transactions',
  'view_transaction',
  'view_bank_statement',
  'view_transfers',
  'view_anticipations',
  'view_links',
  'view_my_account',
  'view_my_rates',
  'view_simulator',
];

/**
 * The roles every deployment starts with. The first four reproduce exactly what the seeded accounts could do
 * before roles were data (a test compares them); the others are the least-privilege ladder of the back-office.
 */
export const builtInRoles: readonly RoleDefinition[] = [
  {
    id: 'platform-admin',
    name: 'Administrador da plataforma',
    description: 'Tudo, inclusive usuários, funções e configurações.',
    scope: 'platform',
    builtIn: true,
    grantsAll: true,
    permissions: permissionCatalogue.map((permission) => permission.key),
    baseRole: 'admin',
  },
  {
    id: 'merchant',
    name: 'Lojista',
    description: 'O dinheiro da própria empresa: vendas, estornos, transferências, antecipações e links.',
    scope: 'client',
    builtIn: true,
    grantsAll: false,
    permissions: [
      ...viewing,
      'view_fee_simulator',
      'create_links',
      'view_contract_merchant',
      'view_registration_wizard',
      'refund_transactions',
      'create_transfers',
      'approve_transfers',
      'create_anticipations',
      'contest_disputes',
    ],
    baseRole: 'client',
  },
  {
    id: 'store-operator',
    name: 'Operador de loja',
    description: 'Quem vende na loja: simuladores e o próprio perfil.',
    scope: 'store',
    builtIn: true,
    grantsAll: false,
    permissions: ['read', 'view_dashboard', 'view_simulator', 'view_fee_simulator', 'view_account_settings'],
    baseRole: 'operator',
  },
  {
    id: 'white-label-partner',
    name: 'Parceiro white label',
    description:
      'Vê o dinheiro das lojas do seu white label, cadastra lojas nele e responde às disputas; não movimenta.',
    scope: 'whiteLabel',
    builtIn: true,
    grantsAll: false,
    // Its own tree in White Label e Lojas (issue 35): a store it creates waits in analysis.
    permissions: [
      ...viewing,
      'view_fee_simulator',
      'contest_disputes',
      'view_establishments',
      'view_establishment',
      'create_establishment',
    ],
    baseRole: 'client',
  },
  {
    id: 'finance',
    name: 'Financeiro',
    description: 'Extratos, transferências, ajustes e conciliação; não mexe em acessos.',
    scope: 'platform',
    builtIn: true,
    grantsAll: false,
    permissions: [
      ...viewing,
      'create_adjustments',
      'view_analytics',
      'view_conciliate_exchange_transactions',
      'view_establishments',
    ],
    baseRole: 'admin',
  },
  {
    id: 'support',
    name: 'Suporte',
    description: 'Consulta lojas, clientes e transações para atender; não altera nada.',
    scope: 'platform',
    builtIn: true,
    grantsAll: false,
    permissions: [
      'read',
      'view_dashboard',
      'view_account_settings',
      'view_transactions',
      'view_transaction',
      'view_establishments',
      'view_establishment',
      'view_customers',
      'view_users',
      'view_operators_users',
    ],
    baseRole: 'admin',
  },
  {
    id: 'auditor',
    name: 'Auditor',
    description: 'Lê tudo, inclusive o log de auditoria e as configurações; não altera nada.',
    scope: 'platform',
    builtIn: true,
    grantsAll: false,
    permissions: permissionCatalogue
      .filter((permission) => permission.key === 'read' || permission.key.startsWith('view_'))
      .map((permission) => permission.key),
    baseRole: 'admin',
  },
  {
    id: 'platform-operator',
    name: 'Operador comercial',
    description: 'A equipe comercial e de atendimento que atende lojas e envia convites de cadastro.',
    // Platform staff: the stores they act for are the operator's own list (`serves`), not the role's scope.
    scope: 'platform',
    builtIn: true,
    grantsAll: false,
    permissions: [
      'read',
      'view_dashboard',
      'view_account_settings',
      'view_establishments',
      'view_establishment',
      'create_company_onboarding_wizard',
      'view_simulator',
      'view_fee_simulator',
    ],
    baseRole: 'admin',
  },
];

/** What a role lets its holder do: its permissions and what they imply; everything for the administrator. */
export const permissionsOfRole = (role: Pick<RoleDefinition, 'grantsAll' | 'permissions'>): string[] =>
  role.grantsAll ? permissionCatalogue.map((permission) => permission.key) : withImplied(role.permissions);

/**
 * The ability list a user gets at sign-in (spec 3 and 6): the union of their roles' permissions on 'ACL', or
 * 'manage all' with the administrator's role.
 */
export function abilityOf(roles: readonly Pick<RoleDefinition, 'grantsAll' | 'permissions'>[]): AbilityRule[] {
  if (roles.some((role) => role.grantsAll)) return [{ action: 'manage', subject: 'all' }];
  const keys = withImplied(roles.flatMap((role) => role.permissions));
  return keys.map((action) => ({ action, subject: 'ACL' }));
}

/** A role whose holder may change who does what: granting it waits for a second person (four eyes). */
export const isAdministrativeRole = (role: Pick<RoleDefinition, 'grantsAll' | 'permissions'>) =>
  role.grantsAll || permissionsOfRole(role).some((key) => permissionOf(key)?.sensitive);
