import { describe, expect, it } from 'vitest';
import { filterNavigation, isActiveEntry, type NavEntry } from './navigation';

const menu: NavEntry[] = [
  { title: 'Indicadores', path: '/dashboard/ecommerce', action: 'view_dashboard', subject: 'Dashboard' },
  {
    title: 'Transações',
    children: [
      {
        title: 'Extrato Bancário',
        path: '/dashboard/BankingActivity',
        action: 'view_bank_statement',
        subject: 'Banking',
      },
      { title: 'Transferências', path: '/dashboard/transfers', action: 'view_transfers', subject: 'Transfers' },
    ],
  },
  {
    title: 'Sistema',
    children: [{ title: 'Usuários', path: '/dashboard/list/users', action: 'view_users', subject: 'Users' }],
  },
  { title: 'Ajuda', path: '/ajuda' },
  { title: 'Relatórios', path: '/dashboard/reports', subject: 'Reports' },
];

const allowed = (pairs: string[]) => (action: string, subject: string) => pairs.includes(`${action}:${subject}`);

describe('filterNavigation', () => {
  it('keeps only permitted items, and groups with at least one permitted child', () => {
    const result = filterNavigation(menu, allowed(['view_transfers:Transfers']));
    expect(result.map((entry) => entry.title)).toEqual(['Transações', 'Ajuda']);
    expect(result[0]).toMatchObject({ children: [{ title: 'Transferências' }] });
  });

  it('uses read as the default action', () => {
    expect(filterNavigation(menu, allowed(['read:Reports'])).map((entry) => entry.title)).toEqual([
      'Ajuda',
      'Relatórios',
    ]);
  });

  it('shows everything to a user who can do everything, and only public items to one who can do nothing', () => {
    expect(filterNavigation(menu, () => true)).toHaveLength(menu.length);
    expect(filterNavigation(menu, () => false).map((entry) => entry.title)).toEqual(['Ajuda']);
  });
});

describe('isActiveEntry', () => {
  it('marks the current item and the group that holds it', () => {
    expect(isActiveEntry(menu[0] as NavEntry, '/dashboard/ecommerce')).toBe(true);
    expect(isActiveEntry(menu[1] as NavEntry, '/dashboard/transfers')).toBe(true);
    expect(isActiveEntry(menu[2] as NavEntry, '/dashboard/transfers')).toBe(false);
  });
});
