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
  children,
}: ShellHarnessProps) {
  const [path, setPath] = useState(initialPath);
  const [current, setCurrent] = useState<LayoutSettings>({ ...defaultLayoutSettings, ...settings });
  return (
    <AppShell
      navigation={menu}
      can={operatorCan}
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
