import { AccessibilityIcon, AppShell, usePainelTheme, type BreadcrumbItem, type ProfileMenuItem } from '@painel/ui';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PortalAnchor } from '../core/links/PortalAnchor';
import { portalMessages } from '../core/messages';
import { useCan, useLayoutSettings, usePortalLink, useSession } from '../core/runtime/hooks';
import { ApiHooksProvider } from '../core/runtime/ApiHooksProvider';
import { ACCESSIBILITY_PATH } from '../core/routing/accessibilityPath';
import { useCurrentRoute } from '../core/routing/CurrentRoute';
import { useSignOut } from '../core/session/useSignOut';
import { PortalNotices } from '../features/notices/PortalNotices';
import { menuHolds, openableMenu, portalMenu, STATEMENT_PATH } from './menu';
import { roleLabel } from './roleLabel';
import { useApprovalsBadge } from './useApprovalsBadge';
import { useMessages } from '../core/copy/MessagesContext';

// Its own file: only a merchant's people load it (a staff member's first visit does without).
const HeaderBalance = lazy(() => import('./HeaderBalance'));

/** The signed-in frame: the permission-filtered menu, navbar, breadcrumb header and footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  // The notices sit beside the shell: its page transition remounts the content on every navigation.
  return (
    <ApiHooksProvider>
      <PortalShell>{children}</PortalShell>
      <PortalNotices />
    </ApiHooksProvider>
  );
}

function PortalShell({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const can = useCan();
  const menu = useApprovalsBadge(useMemo(() => openableMenu(portalMenu, can), [can]));
  const { portalPath } = usePortalLink();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [settings, updateSettings, { skinLocked, customizer }] = useLayoutSettings();
  // The customizer shows the skin the page shows (the host's default until the user picks one).
  const { skin } = usePainelTheme();

  const messages = useMessages('portal', portalMessages);
  const breadcrumbs = useMemo<BreadcrumbItem[]>(
    () => [
      { label: messages.home, href: '/' },
      ...route.breadcrumb.map((label) => ({ label })),
      { label: route.title },
    ],
    [route, messages.home],
  );
  const m = messages.profileMenu;
  const profileMenu: ProfileMenuItem[] = [
    { label: m.profile, path: '/pages/account-settings' },
    { label: m.documents, path: '/pages/account-settings?tab=3' },
    { label: m.signOut, onSelect: () => void signOut() },
  ];
  // LBI 13.146/2015 art. 63: every page links to the accessibility statement, with its symbol.
  const footerLinks = useMemo(
    () => [{ title: messages.accessibilityLink, path: ACCESSIBILITY_PATH, icon: <AccessibilityIcon /> }],
    [messages.accessibilityLink],
  );
  if (!user) return null;
  // A merchant's own balance, for those who may read its statement (a partner or staff sees many merchants').
  const balanceShown = user.company?.class === 'EC' && menuHolds(menu, STATEMENT_PATH);

  return (
    <AppShell
      navigation={menu}
      can={can}
      currentPath={portalPath(pathname)}
      renderLink={(item, props) => (
        <PortalAnchor to={item.path} aria-current={props['aria-current']}>
          {props.children}
        </PortalAnchor>
      )}
      user={{ name: user.name, roleLabel: roleLabel(user, messages.roles), avatarUrl: user.avatar }}
      profileMenu={profileMenu}
      title={route.title}
      breadcrumbs={breadcrumbs}
      settings={{ ...settings, skin }}
      onSettingsChange={updateSettings}
      skinLocked={skinLocked}
      customizer={customizer}
      footerLinks={footerLinks}
      navbarStatus={
        balanceShown ? (
          <Suspense fallback={null}>
            <HeaderBalance />
          </Suspense>
        ) : undefined
      }
    >
      {children}
    </AppShell>
  );
}
