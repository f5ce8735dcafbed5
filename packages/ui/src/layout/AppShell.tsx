import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { BreadcrumbItem } from '../components/Breadcrumbs';
import { useUiMessageGroup } from '../messages';
import { shellMessages } from '../messages/shell';
import { media } from '../theme/tokens';
import * as S from './AppShell.styles';
import { AppShellNav, type RenderNavLink } from './AppShellNav';
import { AppShellNavbar, type AppShellUser, type ProfileMenuItem } from './AppShellNavbar';
import {
  AppShellFooter,
  AppShellPageHeader,
  CustomizerButton,
  FloatingScrollToTop,
  scrollToTopPlace,
} from './AppShellParts';
import { AppShellSidebar } from './AppShellSidebar';
import { ScrollToTop } from './ScrollToTop';

import type { LayoutSettings } from './layoutSettings';
import { filterNavigation, type Can, type NavEntry, type NavItem } from './navigation';
import { useDrawer } from './useDrawer';
import { useFocusClearOfNavbar } from './useFocusClearOfNavbar';
import { useFocusOnNewPage } from './useFocusOnNewPage';

const ThemeCustomizer = lazy(() => import('./ThemeCustomizer').then((module) => ({ default: module.ThemeCustomizer })));
import { useMediaQuery } from './useMediaQuery';

export type { AppShellUser, ProfileMenuItem } from './AppShellNavbar';

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
  /** The host fixed the skin: the customizer leaves the skin choice out. */
  skinLocked?: boolean;
  /** False when the host offers no appearance choices: no customizer and no button that opens it. */
  customizer?: boolean;
  /** Links at the foot of every page (the portal's accessibility statement). */
  footerLinks?: readonly NavItem[];
  /** Kept in sight in the navbar, before the user's menu (the portal shows a merchant's available balance). */
  navbarStatus?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in page frame: navigation (a top menu above 1200 px, a sidebar at 1200 px or less or
 * when chosen), navbar with the brand, the appearance customizer's button and the user's menu,
 * breadcrumb header, footer and scroll-to-top. Nothing floats over the page's content: the customizer
 * opens from the navbar (from the page header when the navbar is hidden).
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
  skinLocked = false,
  customizer = true,
  navbarStatus,
  footerLinks,
  children,
}: AppShellProps) {
  const [customizerOpen, setCustomizerOpen] = useState(false);
  // Its dialog's code loads when it is first asked for, and stays (closing it animates out).
  const [customizerOpened, setCustomizerOpened] = useState(false);
  const shell = useUiMessageGroup('shell', shellMessages);
  const narrow = useMediaQuery(media.belowLayout.replace('@media ', ''));
  const horizontal = settings.menuLayout === 'horizontal' && !narrow;
  const drawerMode = narrow && !horizontal;
  const drawer = useDrawer(currentPath, drawerMode);
  const drawerOpen = drawerMode && drawer.open;
  const mainRef = useFocusOnNewPage(currentPath);
  const rootRef = useFocusClearOfNavbar();
  const entries = filterNavigation(navigation, can);
  const navbarShown = settings.navbarType !== 'hidden';
  const scrollPlace = scrollToTopPlace(settings);
  const openCustomizer = () => {
    setCustomizerOpened(true);
    setCustomizerOpen(true);
  };
  const customizerButton = customizer ? <CustomizerButton onClick={openCustomizer} /> : null;

  const nav = (orientation: 'horizontal' | 'vertical') => (
    <AppShellNav
      entries={entries}
      currentPath={currentPath}
      renderLink={renderLink}
      orientation={orientation}
      moreTitle={shell.moreNavigation}
      iconOnly={orientation === 'vertical' && settings.menuCollapsed && !drawerMode}
    />
  );

  return (
    <S.Root ref={rootRef} data-component="AppShell" data-layout={horizontal ? 'horizontal' : 'vertical'}>
      <S.SkipLink href="#painel-main" inert={drawerOpen}>
        {shell.skipToContent}
      </S.SkipLink>
      {!horizontal && (
        <AppShellSidebar
          collapsed={settings.menuCollapsed}
          drawer={drawerMode}
          open={drawer.open}
          onClose={drawer.closeDrawer}
          sidebarRef={drawer.sidebarRef}
        >
          {nav('vertical')}
        </AppShellSidebar>
      )}
      {/* While the drawer is open the page behind it is out of reach, for Tab and for a screen reader alike. */}
      <S.Column $floatingGutter={scrollPlace === 'floating'} inert={drawerOpen}>
        {navbarShown && (
          <AppShellNavbar
            type={settings.navbarType}
            user={user}
            profileMenu={profileMenu}
            renderLink={renderLink}
            drawer={drawerMode}
            drawerOpen={drawer.open}
            onOpenDrawer={drawer.openDrawer}
            drawerButtonRef={drawer.buttonRef}
          >
            {navbarStatus}
            {scrollPlace === 'navbar' && <ScrollToTop variant="icon" />}
            {customizerButton}
          </AppShellNavbar>
        )}
        {horizontal && <S.HorizontalNav aria-label={shell.mainNavigation}>{nav('horizontal')}</S.HorizontalNav>}
        <S.Main id="painel-main" tabIndex={-1} ref={mainRef}>
          <AppShellPageHeader
            title={title}
            breadcrumbs={breadcrumbs}
            renderLink={renderLink}
            actions={navbarShown ? undefined : (customizerButton ?? undefined)}
          />
          <S.Content key={currentPath} $transition={settings.transition} data-transition={settings.transition}>
            {children}
          </S.Content>
        </S.Main>
        <AppShellFooter type={settings.footerType} links={footerLinks} renderLink={renderLink}>
          {scrollPlace === 'footer' && <ScrollToTop variant="icon" />}
        </AppShellFooter>
      </S.Column>
      {scrollPlace === 'floating' && !drawerOpen && <FloatingScrollToTop />}
      {customizer && customizerOpened && (
        <Suspense fallback={null}>
          <ThemeCustomizer
            open={customizerOpen}
            onOpenChange={setCustomizerOpen}
            settings={settings}
            onChange={onSettingsChange}
            skinLocked={skinLocked}
          />
        </Suspense>
      )}
    </S.Root>
  );
}
