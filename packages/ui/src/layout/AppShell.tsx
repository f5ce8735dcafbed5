import { DropdownMenu } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Avatar } from '../components/Avatar';
import { Breadcrumbs, type BreadcrumbItem } from '../components/Breadcrumbs';
import { Button } from '../components/Button';
import { CloseIcon } from '../icons';
import { useUiMessages } from '../messages';
import { media } from '../theme/tokens';
import { usePainelTheme, usePortalContainer } from '../theme/ThemeContext';
import * as S from './AppShell.styles';
import { AppShellNav, type RenderNavLink } from './AppShellNav';
import type { LayoutSettings } from './layoutSettings';
import { filterNavigation, type Can, type NavEntry } from './navigation';
import { ScrollToTop } from './ScrollToTop';
import { ThemeCustomizer } from './ThemeCustomizer';
import { useMediaQuery } from './useMediaQuery';

const MENU_ICON = (
  <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export interface AppShellUser {
  name: string;
  /** The role text shown in the navbar (spec 2.7). */
  roleLabel: string;
  avatarUrl?: string | null;
}

export interface ProfileMenuItem {
  label: string;
  /** An internal path (rendered with `renderLink`), or… */
  path?: string;
  /** …an action such as signing out. */
  onSelect?: () => void;
}

export interface AppShellProps {
  /** The whole menu; entries the user may not see are left out with `can`. */
  navigation: readonly NavEntry[];
  can: Can;
  currentPath: string;
  /** Renders a link with the app's router, so @painel/ui needs none. */
  renderLink: RenderNavLink;
  user: AppShellUser;
  profileMenu: readonly ProfileMenuItem[];
  /** The page's heading. */
  title?: string;
  /** Home, parents, the current page. */
  breadcrumbs?: readonly BreadcrumbItem[];
  settings: LayoutSettings;
  onSettingsChange: (change: Partial<LayoutSettings>) => void;
  children: ReactNode;
}

/**
 * The signed-in page frame: navigation (a top menu above 1200 px, a sidebar at 1200 px or less or
 * when chosen), navbar with the brand and the user's menu, breadcrumb header, footer, scroll-to-top
 * and the appearance customizer.
 */
export function AppShell({
  navigation,
  can,
  currentPath,
  renderLink,
  user,
  profileMenu,
  title,
  breadcrumbs,
  settings,
  onSettingsChange,
  children,
}: AppShellProps) {
  const messages = useUiMessages();
  const { brand } = usePainelTheme();
  const portal = usePortalContainer();
  const narrow = useMediaQuery(media.belowLayout.replace('@media ', ''));
  const horizontal = settings.menuLayout === 'horizontal' && !narrow;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [customizerOpen, setCustomizerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLElement>(null);
  const entries = filterNavigation(navigation, can);
  const drawer = narrow && !horizontal;
  const showDrawer = drawer && drawerOpen;
  const [lastPath, setLastPath] = useState(currentPath);

  // A link followed in the drawer closes it.
  if (lastPath !== currentPath) {
    setLastPath(currentPath);
    setDrawerOpen(false);
  }

  useEffect(() => {
    if (!showDrawer) return;
    drawerRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setDrawerOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [showDrawer]);

  const nav = (orientation: 'horizontal' | 'vertical') => (
    <AppShellNav
      entries={entries}
      currentPath={currentPath}
      renderLink={renderLink}
      orientation={orientation}
      iconOnly={orientation === 'vertical' && settings.menuCollapsed && !drawer}
    />
  );

  return (
    <S.Root data-component="AppShell" data-layout={horizontal ? 'horizontal' : 'vertical'}>
      <S.SkipLink href="#painel-main">{messages.shell.skipToContent}</S.SkipLink>
      {!horizontal && (
        <>
          {showDrawer && <S.DrawerBackdrop onClick={() => setDrawerOpen(false)} />}
          <S.Sidebar
            ref={drawerRef}
            $collapsed={settings.menuCollapsed}
            $drawer={drawer}
            $open={drawerOpen}
            id="painel-sidebar"
            aria-label={messages.shell.mainNavigation}
            data-state={drawer ? (drawerOpen ? 'open' : 'closed') : 'docked'}
          >
            {drawer && (
              <S.SidebarHeader>
                <S.Brand>{brand.name}</S.Brand>
                <S.IconButton
                  type="button"
                  aria-label={messages.shell.closeMenu}
                  onClick={() => {
                    setDrawerOpen(false);
                    menuButtonRef.current?.focus();
                  }}
                >
                  <CloseIcon />
                </S.IconButton>
              </S.SidebarHeader>
            )}
            <nav aria-label={messages.shell.mainNavigation}>{nav('vertical')}</nav>
          </S.Sidebar>
        </>
      )}
      <S.Column>
        {settings.navbarType !== 'hidden' && (
          <S.Navbar $type={settings.navbarType} data-navbar={settings.navbarType}>
            {drawer && (
              <S.IconButton
                ref={menuButtonRef}
                type="button"
                aria-label={messages.shell.openMenu}
                aria-expanded={drawerOpen}
                aria-controls="painel-sidebar"
                onClick={() => setDrawerOpen(true)}
              >
                {MENU_ICON}
              </S.IconButton>
            )}
            <S.Brand>{brand.logoUrl ? <img src={brand.logoUrl} alt={brand.name} /> : brand.name}</S.Brand>
            <S.NavbarEnd>
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger asChild>
                  <S.ProfileTrigger type="button">
                    <S.Hidden>{messages.shell.profileMenu}: </S.Hidden>
                    <span>
                      {user.name}
                      <small>{user.roleLabel}</small>
                    </span>
                    <span aria-hidden="true">
                      <Avatar name={user.name} src={user.avatarUrl} />
                    </span>
                  </S.ProfileTrigger>
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal container={portal}>
                  <DropdownMenu.Content align="end" sideOffset={6} asChild>
                    <S.MenuContent>
                      {profileMenu.map((item) =>
                        item.path ? (
                          <DropdownMenu.Item key={item.label} asChild>
                            {renderLink({ title: item.label, path: item.path }, { children: item.label })}
                          </DropdownMenu.Item>
                        ) : (
                          <DropdownMenu.Item key={item.label} onSelect={item.onSelect}>
                            {item.label}
                          </DropdownMenu.Item>
                        ),
                      )}
                    </S.MenuContent>
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </S.NavbarEnd>
          </S.Navbar>
        )}
        {horizontal && (
          <S.HorizontalNav aria-label={messages.shell.mainNavigation}>{nav('horizontal')}</S.HorizontalNav>
        )}
        {(title || breadcrumbs) && (
          <S.PageHeader>
            {title && <h1>{title}</h1>}
            {breadcrumbs && (
              <Breadcrumbs
                items={breadcrumbs}
                renderLink={(item) => renderLink({ title: item.label, path: item.href }, { children: item.label })}
              />
            )}
          </S.PageHeader>
        )}
        <S.Main
          key={currentPath}
          id="painel-main"
          tabIndex={-1}
          $transition={settings.transition}
          data-transition={settings.transition}
        >
          {children}
        </S.Main>
        {settings.footerType !== 'hidden' && (
          <S.Footer $type={settings.footerType} data-footer={settings.footerType}>
            © {new Date().getFullYear()} {brand.name}. {messages.shell.allRightsReserved}.
          </S.Footer>
        )}
      </S.Column>
      <S.FloatingButtons>
        <ScrollToTop />
        <Button size="sm" variant="secondary" onClick={() => setCustomizerOpen(true)}>
          {messages.customizer.open}
        </Button>
      </S.FloatingButtons>
      <ThemeCustomizer
        open={customizerOpen}
        onOpenChange={setCustomizerOpen}
        settings={settings}
        onChange={onSettingsChange}
      />
    </S.Root>
  );
}
