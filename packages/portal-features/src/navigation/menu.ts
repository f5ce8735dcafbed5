import type { NavEntry, NavItem } from '@painel/ui';
import { DEFAULT_ROUTE_SUBJECT } from '../routes/guard';

/** A menu item needs the same permission as the route it opens (read when the spec lists none). */
const item = (title: string, path: string, action = 'read'): NavItem => ({
  title,
  path,
  action,
  subject: DEFAULT_ROUTE_SUBJECT,
});

/**
 * The navigation menu of spec 2.7: every group and item, in the spec's order. An item shows only with
 * its permission; a group only when one of its items does (`filterNavigation`).
 */
export const portalMenu: readonly NavEntry[] = [
  item('Indicadores', '/dashboard/ecommerce', 'view_dashboard'),
  item('Analytics', '/dashboard/analytics', 'view_analytics'),
  item('Analítico', '/dashboard/analytics/companies', 'view_analytics_whitelabel'),
  {
    title: 'Transações',
    children: [
      item('Extrato Bancário', '/dashboard/BankingActivity', 'view_bank_statement'),
      item('Extratos', '/dashboard/statements'),
      item('Transferências', '/dashboard/transfers', 'view_transfers'),
      item('Transações Financeiras', '/dashboard/transactions', 'view_transactions'),
      item('Relatórios', '/dashboard/reports', 'view_analytics'),
      item('Conciliação de Câmbio', '/dashboard/exchange/conciliation/create', 'view_conciliate_exchange_transactions'),
    ],
  },
  item('White Label e Lojas', '/dashboard/establishments', 'view_establishments'),
  item('Antecipações', '/dashboard/anticipations', 'view_anticipations'),
  {
    title: 'Produtos',
    children: [
      item('Links de Pagamento Personalizado', '/dashboard/payment/links', 'view_links'),
      item('Links de Pagamento Anônimo', '/dashboard/payment/links/fixed', 'view_links'),
      item('Recorrências Personalizado', '/dashboard/recurrences'),
      item('Recorrências Anônimo', '/dashboard/fixed/recurrences'),
      item('Simulação', '/dashboard/simulator/fee', 'view_fee_simulator'),
    ],
  },
  {
    title: 'OnBoarding',
    children: [
      item('Criar Empresa', '/dashboard/onboarding/company/wizard', 'create_company_onboarding_wizard'),
      item('Convites', '/dashboard/onboarding/invitesOperators'),
      item('Análise', '/dashboard/onboarding', 'create_establishment'),
      item('Pré-Registros', '/dashboard/onboarding/pre-registro', 'view_dashboard'),
    ],
  },
  {
    title: 'Minha Conta',
    children: [
      item('Minhas Taxas', '/dashboard/myrates', 'view_my_rates'),
      item('Meus Dados', '/dashboard/myaccount', 'view_my_account'),
    ],
  },
  item('Operadores', '/dashboard/operators', 'view_operators_users'),
  {
    title: 'Sistema',
    children: [
      item('Usuários', '/dashboard/list/users', 'view_users'),
      item('Funções', '/dashboard/roles', 'view_roles'),
      item('Permissões', '/dashboard/list/permissions', 'view_permissions'),
      item('Configurações de ambiente', '/dashboard/system', 'view_system'),
    ],
  },
  item('Criar Loja', '/dashboard/establishments/create', 'create_establishment'),
  item('Edi Adiq', '/dashboard/ediadiq'),
  item('Edi Global', '/dashboard/ediglobal'),
  item('Arquivos', '/dashboard/exported-files'),
  item('Tarifas Padrão', '/rates/standard', 'view_standard_rates'),
  item('Simular Proposta', '/dashboard/simulator', 'view_simulator'),
  item('Conciliação', '/dashboard/conciliations'),
];
