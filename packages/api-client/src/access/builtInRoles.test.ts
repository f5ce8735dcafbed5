import { describe, expect, it } from 'vitest';
import { seedAccounts } from '../sandbox/seeds';
import { permissionCatalogue, withImplied } from './permissionCatalogue';
import { abilityOf, builtInRoles, isAdministrativeRole, permissionsOfRole } from './builtInRoles';

// What each seeded account could do before roles were data (seeds.ts at 240d2b1), written out by hand.
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
const merchant = [
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
];
const before: Record<string, { role: string; ability: string[] | 'everything' }> = {
  'admin@painel.dev': { role: 'admin', ability: 'everything' },
  'cliente@painel.dev': { role: 'client', ability: merchant },
  'operador@painel.dev': {
    role: 'operator',
    ability: ['read', 'view_dashboard', 'view_simulator', 'view_fee_simulator', 'view_account_settings'],
  },
  'suporte@painel.dev': { role: 'admin', ability: 'everything' },
  'master@painel.dev': { role: 'client', ability: merchant },
  'representante@painel.dev': { role: 'client', ability: merchant },
  'membro@painel.dev': { role: 'client', ability: merchant },
  'verificar@painel.dev': { role: 'client', ability: merchant },
  'verificar-pj@painel.dev': { role: 'client', ability: merchant },
  '2fa@painel.dev': { role: 'client', ability: merchant },
  // Issue 35 adds, on purpose, the partner's view of its own stores in White Label e Lojas.
  'parceiro@painel.dev': {
    role: 'client',
    ability: [
      ...viewing,
      'view_fee_simulator',
      'contest_disputes',
      'view_establishments',
      'view_establishment',
      'create_establishment',
    ],
  },
};

describe('roles as data', () => {
  it('gives every account seeded before roles exactly what it could do then, and the same stored role', () => {
    const accounts = seedAccounts();
    for (const [email, expected] of Object.entries(before)) {
      const account = accounts.find((candidate) => candidate.email === email);
      expect(account?.role, email).toBe(expected.role);
      if (expected.ability === 'everything')
        expect(account?.ability, email).toEqual([{ action: 'manage', subject: 'all' }]);
      else {
        expect(
          account?.ability.every((rule) => rule.subject === 'ACL'),
          email,
        ).toBe(true);
        expect(new Set(account?.ability.map((rule) => rule.action)), email).toEqual(new Set(expected.ability));
      }
    }
  });

  it('unites the permissions of several roles and gives manage all with the administrator', () => {
    const operator = builtInRoles.find((role) => role.id === 'store-operator');
    const partner = builtInRoles.find((role) => role.id === 'white-label-partner');
    const admin = builtInRoles.find((role) => role.id === 'platform-admin');
    if (!operator || !partner || !admin) throw new Error('seeded roles missing');
    const union = abilityOf([operator, partner]).map((rule) => rule.action);
    expect(union).toEqual(expect.arrayContaining([...operator.permissions, ...partner.permissions]));
    expect(new Set(union).size).toBe(union.length);
    expect(abilityOf([operator, admin])).toEqual([{ action: 'manage', subject: 'all' }]);
    expect(abilityOf([])).toEqual([]);
  });

  it('adds what a permission implies, and knows only catalogue keys', () => {
    expect(withImplied(['edit_roles'])).toEqual(['view_roles', 'edit_roles', 'view_permissions']);
    expect(withImplied(['create_transfers', 'made_up'])).toEqual(['view_transfers', 'create_transfers']);
    for (const permission of permissionCatalogue)
      for (const implied of permission.implies ?? [])
        expect(permissionCatalogue.some((p) => p.key === implied)).toBe(true);
  });

  it('calls a role administrative when it can change who does what', () => {
    expect(isAdministrativeRole({ grantsAll: true, permissions: [] })).toBe(true);
    expect(isAdministrativeRole({ grantsAll: false, permissions: ['edit_user'] })).toBe(true);
    expect(isAdministrativeRole({ grantsAll: false, permissions: ['view_users', 'view_roles'] })).toBe(false);
    const seeded = Object.fromEntries(builtInRoles.map((role) => [role.id, isAdministrativeRole(role)]));
    expect(seeded).toMatchObject({
      'platform-admin': true,
      merchant: false,
      finance: false,
      support: false,
      auditor: false,
    });
    expect(permissionsOfRole({ grantsAll: true, permissions: [] })).toHaveLength(permissionCatalogue.length);
  });
});
