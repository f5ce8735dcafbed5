import { AppShell, useLayoutSettings, type BreadcrumbItem, type ProfileMenuItem } from '@painel/ui';
import { useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { portalMenu } from '../navigation/menu';
import { PortalNotices } from '../notices/PortalNotices';
import { toPortalPath } from '../portal/basePath';
import { ApiHooksProvider } from '../portal/ApiHooksProvider';
import { portalMessages } from '../portal/messages';
import { usePortal } from '../portal/PortalContext';
import { useCurrentRoute } from '../routes/CurrentRoute';
import type { StoredUser } from '../session/storedUser';
import { useSignOut } from '../session/useSignOut';

/** The navbar's role text (spec 2.7): support and master users by their flag, others by their role. */
export function roleLabel(user: Pick<StoredUser, 'role' | 'isTheSupport' | 'ismaster'>): string {
  const roles = portalMessages.roles;
  if (user.isTheSupport) return roles.support ?? user.role;
  if (user.ismaster === 1) return roles.master ?? user.role;
  return roles[user.role] ?? user.role;
}

/** The signed-in frame: the permission-filtered menu, navbar, breadcrumb header and footer. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { user, can, href, basePath } = usePortal();
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const signOut = useSignOut();
  const [settings, updateSettings] = useLayoutSettings();

  const breadcrumbs = useMemo<BreadcrumbItem[]>(
    () => [
      { label: portalMessages.home, href: '/' },
      ...route.breadcrumb.map((label) => ({ label })),
      { label: route.title },
    ],
    [route],
  );
  const m = portalMessages.profileMenu;
  const profileMenu: ProfileMenuItem[] = [
    { label: m.profile, path: '/pages/account-settings' },
    { label: m.documents, path: '/pages/account-settings?tab=3' },
    { label: m.signOut, onSelect: () => void signOut() },
  ];
  if (!user) return null;

  // The notices sit beside the shell: its page transition remounts the content on every navigation.
  return (
    <>
      <AppShell
        navigation={portalMenu}
        can={can}
        currentPath={toPortalPath(basePath, pathname) ?? pathname}
        renderLink={(item, props) => (
          <Link to={href(item.path)} aria-current={props['aria-current']}>
            {props.children}
          </Link>
        )}
        user={{ name: user.name, roleLabel: roleLabel(user), avatarUrl: user.avatar }}
        profileMenu={profileMenu}
        title={route.title}
        breadcrumbs={breadcrumbs}
        settings={settings}
        onSettingsChange={updateSettings}
      >
        <ApiHooksProvider>{children}</ApiHooksProvider>
      </AppShell>
      <PortalNotices />
    </>
  );
}
