import { useState, type ReactNode } from 'react';
import { AppShell } from './AppShell';
import { defaultLayoutSettings, type LayoutSettings } from './layoutSettings';
import type { NavEntry } from './navigation';

// Shared by the AppShell stories and its resize test; not part of the package's API.

export const menu: NavEntry[] = [
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
      { title: 'Relatórios', path: '/dashboard/reports', action: 'view_analytics', subject: 'Analytics' },
    ],
  },
  {
    title: 'Sistema',
    children: [{ title: 'Usuários', path: '/dashboard/list/users', action: 'view_users', subject: 'Users' }],
  },
  { title: 'Simular Proposta', path: '/dashboard/simulator', action: 'view_simulator', subject: 'Simulator' },
];

/** A staff member's menu: more top-level entries than one row holds at 1201 px. */
export const wideMenu: NavEntry[] = [
  { title: 'Indicadores', path: '/dashboard/ecommerce' },
  { title: 'Transações', children: [{ title: 'Vendas', path: '/dashboard/transactions' }] },
  { title: 'Financeiro', children: [{ title: 'Extrato Bancário', path: '/dashboard/BankingActivity' }] },
  { title: 'Links de Pagamento', path: '/dashboard/payment-links' },
  { title: 'Recorrências', path: '/dashboard/recurrences' },
  { title: 'Estabelecimentos', children: [{ title: 'Lojas', path: '/dashboard/list/stores' }] },
  { title: 'Cadastros', children: [{ title: 'Clientes', path: '/dashboard/list/customers' }] },
  { title: 'Taxas e Planos', path: '/dashboard/rates' },
  { title: 'Simular Proposta', path: '/dashboard/simulator' },
  {
    title: 'Sistema',
    children: [
      { title: 'Usuários', path: '/dashboard/list/users' },
      { title: 'Perfis de acesso', path: '/dashboard/list/roles' },
    ],
  },
  { title: 'Relatórios', path: '/dashboard/reports' },
];

// An operator: dashboard, two of the transactions, the simulator; no system administration.
const operatorCan = (action: string) =>
  ['view_dashboard', 'view_bank_statement', 'view_transfers', 'view_simulator'].includes(action);

export interface ShellHarnessProps {
  initialPath?: string;
  /** Initial choices (the harness keeps them)… */
  settings?: Partial<LayoutSettings>;
  /** …or choices kept by the caller. */
  controlledSettings?: LayoutSettings;
  onSignOut: () => void;
  onSettingsChange: (change: Partial<LayoutSettings>) => void;
  skinLocked?: boolean;
  customizer?: boolean;
  /** Another menu, shown whole (the operator's permissions apply to the default one). */
  navigation?: NavEntry[];
  children?: ReactNode;
}

/** The shell as the portal mounts it, with a fake router that only records the path. */
export function ShellHarness({
  initialPath = '/dashboard/transfers',
  settings,
  controlledSettings,
  onSignOut,
  onSettingsChange,
  skinLocked,
  customizer,
  navigation,
  children,
}: ShellHarnessProps) {
  const [path, setPath] = useState(initialPath);
  const [current, setCurrent] = useState<LayoutSettings>({ ...defaultLayoutSettings, ...settings });
  return (
    <AppShell
      navigation={navigation ?? menu}
      can={navigation ? () => true : operatorCan}
      currentPath={path}
      renderLink={(item, props) => (
        <a
          href={item.path}
          aria-current={props['aria-current']}
          onClick={(event) => {
            event.preventDefault();
            setPath(item.path);
          }}
        >
          {props.children}
        </a>
      )}
      user={{ name: 'Maria Silva', roleLabel: 'Operador' }}
      profileMenu={[
        { label: 'Perfil', path: '/pages/account-settings' },
        { label: 'Enviar documentos', path: '/pages/account-settings?tab=3' },
        { label: 'Sair', onSelect: onSignOut },
      ]}
      title="Transferências"
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: 'Transações', href: '/dashboard/transfers' },
        { label: 'Transferências' },
      ]}
      settings={controlledSettings ?? current}
      onSettingsChange={(change) => {
        setCurrent((previous) => ({ ...previous, ...change }));
        onSettingsChange(change);
      }}
      skinLocked={skinLocked}
      customizer={customizer}
    >
      {children ?? <p>Conteúdo da página {path}</p>}
    </AppShell>
  );
}
