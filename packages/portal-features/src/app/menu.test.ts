import { filterNavigation, isNavGroup, type NavEntry, type NavItem } from '@painel/ui';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createCan } from '../core/access/can';
import { portalRoutes } from './routeTable';
import { seedState } from '@painel/api-client/sandbox';
import { openableMenu, portalMenu } from './menu';

const items = (entries: readonly NavEntry[]): NavItem[] =>
  entries.flatMap((entry) => (isNavGroup(entry) ? [...entry.children] : [entry]));
const titles = (entries: readonly NavEntry[]) =>
  entries.map((entry) =>
    isNavGroup(entry) ? `${entry.title}: ${entry.children.map((c) => c.title).join(', ')}` : entry.title,
  );

describe('navigation menu (spec 2.7)', () => {
  it('has every group and item of the spec, in order', () => {
    expect(titles(portalMenu)).toEqual([
      'Indicadores',
      'Analytics',
      'Analítico',
      'Transações: Extrato Bancário, Extratos, Transferências, Transações Financeiras, Relatórios, Conciliação de Câmbio',
      'White Label e Lojas',
      'Antecipações',
      'Produtos: Links de Pagamento Personalizado, Links de Pagamento Anônimo, Recorrências Personalizado, Recorrências Anônimo, Simulação',
      'OnBoarding: Criar Empresa, Convites, Análise, Pré-Registros',
      'Minha Conta: Minhas Taxas, Meus Dados',
      'Operadores',
      // Aprovações: an addition to spec 2.7 (issue 34), last in its group.
      'Sistema: Usuários, Funções, Permissões, Configurações de ambiente, Aprovações',
      'Criar Loja',
      'Edi Adiq',
      'Edi Global',
      'Arquivos',
      'Tarifas Padrão',
      'Simular Proposta',
      'Conciliação',
    ]);
  });

  it('asks for the same permission as the route each item opens', () => {
    for (const entry of items(portalMenu)) {
      const route = portalRoutes.find((candidate) => matchPath(candidate.path, entry.path));
      expect(route, entry.path).toBeDefined();
      expect(entry.action, entry.path).toBe(route?.access.action ?? 'read');
      expect(entry.subject).toBe('ACL');
    }
  });

  it('shows an operator only what it may open, and hides groups with no permitted item', () => {
    const operator = createCan([
      { action: 'view_dashboard', subject: 'ACL' },
      { action: 'view_simulator', subject: 'ACL' },
      { action: 'view_fee_simulator', subject: 'ACL' },
    ]);
    expect(titles(filterNavigation(portalMenu, operator))).toEqual([
      'Indicadores',
      'Produtos: Simulação',
      'OnBoarding: Pré-Registros',
      'Simular Proposta',
    ]);
  });

  it('shows everything to a user who may manage all, and nothing to a user with no permission', () => {
    expect(filterNavigation(portalMenu, createCan([{ action: 'manage', subject: 'all' }]))).toEqual(portalMenu);
    expect(filterNavigation(portalMenu, createCan([]))).toEqual([]);
  });

  describe('the menu a user is shown (D9, D13)', () => {
    const seeded = (email: string) =>
      createCan(seedState().accounts.find((account) => account.email === email)?.ability ?? []);

    it('holds only built screens the user may open, the data they load included', () => {
      for (const email of ['cliente@painel.dev', 'parceiro@painel.dev', 'admin@painel.dev', 'operador@painel.dev']) {
        const can = seeded(email);
        for (const entry of items(openableMenu(portalMenu, can))) {
          const route = portalRoutes.find((candidate) => candidate.path === entry.path);
          expect(route?.screen, `${email} ${entry.path}`).not.toBe('routeFrame');
          expect(can(route?.access.action ?? 'read', 'ACL'), `${email} ${entry.path}`).toBe(true);
          if (route?.access.data) expect(can(route.access.data, 'ACL'), `${email} ${entry.path}`).toBe(true);
        }
      }
    });

    it("leaves out of the operator's menu the screens whose data it may not load", () => {
      const operator = titles(openableMenu(portalMenu, seeded('operador@painel.dev')));
      expect(operator.join(' | ')).not.toMatch(/Extratos|Recorrências/);
      expect(operator).toContain('Simular Proposta');
    });

    it('shows Operadores and Sistema again, each item exactly for its permission of spec 2.6 (issue 34)', () => {
      expect(titles(openableMenu(portalMenu, seeded('admin@painel.dev')))).toEqual(
        expect.arrayContaining([
          'Operadores',
          'Sistema: Usuários, Funções, Permissões, Configurações de ambiente, Aprovações',
        ]),
      );
      // Suporte reads users and operators, nothing else of Sistema; the merchant none of it.
      const support = titles(openableMenu(portalMenu, seeded('antigo@painel.dev')));
      expect(support).toEqual(expect.arrayContaining(['Operadores', 'Sistema: Usuários']));
      expect(titles(openableMenu(portalMenu, seeded('cliente@painel.dev'))).join(' | ')).not.toMatch(
        /Sistema|Operadores/,
      );
      const can = createCan([
        { action: 'view_roles', subject: 'ACL' },
        { action: 'view_permissions', subject: 'ACL' },
      ]);
      expect(titles(openableMenu(portalMenu, can))).toEqual(['Sistema: Funções, Permissões']);
    });

    it('gives the merchant its money screens and no frame waiting for a screen', () => {
      const merchant = titles(openableMenu(portalMenu, seeded('cliente@painel.dev')));
      expect(merchant).toEqual(expect.arrayContaining(['Indicadores', 'Antecipações', 'Arquivos']));
      expect(merchant.join(' | ')).not.toMatch(/Edi Adiq|Edi Global|Conciliação|Minhas Taxas|Meus Dados|Convites/);
    });
  });
});
