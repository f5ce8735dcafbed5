import type { NavEntry, NavGroup, NavItem } from '@painel/ui';
import type { Can } from '../core/access/can';
import { DEFAULT_ROUTE_SUBJECT, mayOpen } from '../core/policies/guard';
import { portalRoutes } from './routeTable';
import { APPROVALS_PATH } from './routes/appRoutes';

/** A menu item needs the permission of the route it opens, read from the route table (one source). */
function item(title: string, path: string): NavItem {
  const route = portalRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`[@painel/portal-features menu] no route for "${path}"`);
  return { title, path, action: route.access.action ?? 'read', subject: route.access.subject ?? DEFAULT_ROUTE_SUBJECT };
}

/**
 * The navigation menu of spec 2.7: every group and item, in the spec's order. An item shows only with
 * its permission; a group only when one of its items does (`filterNavigation`).
 */
export const portalMenu: readonly NavEntry[] = [
  item('Indicadores', '/dashboard/ecommerce'),
  item('Analytics', '/dashboard/analytics'),
  item('Analítico', '/dashboard/analytics/companies'),
  {
    title: 'Transações',
    children: [
      item('Extrato Bancário', '/dashboard/BankingActivity'),
      item('Extratos', '/dashboard/statements'),
      item('Transferências', '/dashboard/transfers'),
      item('Transações Financeiras', '/dashboard/transactions'),
      item('Relatórios', '/dashboard/reports'),
      item('Conciliação de Câmbio', '/dashboard/exchange/conciliation/create'),
    ],
  },
  item('White Label e Lojas', '/dashboard/establishments'),
  item('Antecipações', '/dashboard/anticipations'),
  {
    title: 'Produtos',
    children: [
      item('Links de Pagamento Personalizado', '/dashboard/payment/links'),
      item('Links de Pagamento Anônimo', '/dashboard/payment/links/fixed'),
      item('Recorrências Personalizado', '/dashboard/recurrences'),
      item('Recorrências Anônimo', '/dashboard/fixed/recurrences'),
      item('Simulação', '/dashboard/simulator/fee'),
    ],
  },
  {
    title: 'OnBoarding',
    children: [
      item('Criar Empresa', '/dashboard/onboarding/company/wizard'),
      item('Convites', '/dashboard/onboarding/invitesOperators'),
      item('Análise', '/dashboard/onboarding'),
      item('Pré-Registros', '/dashboard/onboarding/pre-registro'),
    ],
  },
  {
    title: 'Minha Conta',
    children: [item('Minhas Taxas', '/dashboard/myrates'), item('Meus Dados', '/dashboard/myaccount')],
  },
  item('Operadores', '/dashboard/operators'),
  {
    title: 'Sistema',
    children: [
      item('Usuários', '/dashboard/list/users'),
      item('Funções', '/dashboard/roles'),
      item('Permissões', '/dashboard/list/permissions'),
      item('Configurações de ambiente', '/dashboard/system'),
      // An addition to spec 2.7 (issue 34): the requests waiting for a second person, with their count.
      item('Aprovações', APPROVALS_PATH),
    ],
  },
  item('Criar Loja', '/dashboard/establishments/create'),
  item('Edi Adiq', '/dashboard/ediadiq'),
  item('Edi Global', '/dashboard/ediglobal'),
  item('Arquivos', '/dashboard/exported-files'),
  item('Tarifas Padrão', '/rates/standard'),
  item('Simular Proposta', '/dashboard/simulator'),
  item('Conciliação', '/dashboard/conciliations'),
];

const routeOf = (path: string) => portalRoutes.find((candidate) => candidate.path === path);

/**
 * The menu a user is shown: items whose page is built (a frame waiting for its screen is left out, a temporary
 * departure from spec 2.7 that each back-office issue undoes by building its screens) and that the user may open,
 * the route's permission and its data's both (so no item leads to a 403). Groups left empty go.
 */
export function openableMenu(entries: readonly NavEntry[], can: Can): NavEntry[] {
  const openable = (item: NavItem) => {
    const route = routeOf(item.path);
    return route !== undefined && route.screen !== 'routeFrame' && mayOpen(route.access, can);
  };
  // The routes entry stays data only (no design-system code): a group is told by its children.
  const isGroup = (entry: NavEntry): entry is NavGroup => 'children' in entry;
  return entries.flatMap((entry): NavEntry[] => {
    if (!isGroup(entry)) return openable(entry) ? [entry] : [];
    const children = entry.children.filter(openable);
    return children.length ? [{ ...entry, children }] : [];
  });
}

/** Extrato Bancário: where the navbar's balance leads. */
export const STATEMENT_PATH = '/dashboard/BankingActivity';

/** Whether a menu (as `openableMenu` gave it) leads to `path`. */
export function menuHolds(entries: readonly NavEntry[], path: string): boolean {
  return entries.some((entry) =>
    'children' in entry ? entry.children.some((child) => child.path === path) : entry.path === path,
  );
}
