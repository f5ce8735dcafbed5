import type { ReactNode, Ref } from 'react';
import { useUiMessageGroup } from '../messages';
import { shellMessages } from '../messages/shell';
import { usePainelTheme } from '../theme/ThemeContext';
import * as S from './AppShell.styles';
import type { RenderNavLink } from './AppShellNav';
import type { LayoutSettings } from './layoutSettings';
import { ProfileMenu } from './ProfileMenu';

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

export interface AppShellNavbarProps {
  type: LayoutSettings['navbarType'];
  user: AppShellUser;
  profileMenu: readonly ProfileMenuItem[];
  renderLink: RenderNavLink;
  /** Shows the drawer's opener: the menu is a drawer (narrow screens). */
  drawer: boolean;
  drawerOpen: boolean;
  onOpenDrawer: () => void;
  drawerButtonRef: Ref<HTMLButtonElement>;
  /** Buttons placed before the user's menu (the customizer, the scroll-to-top). */
  children?: ReactNode;
}

/** The bar on top: the drawer's button (narrow screens), the brand, and the user's menu. */
export function AppShellNavbar({
  type,
  user,
  profileMenu,
  renderLink,
  drawer,
  drawerOpen,
  onOpenDrawer,
  drawerButtonRef,
  children,
}: AppShellNavbarProps) {
  const shell = useUiMessageGroup('shell', shellMessages);
  const { brand } = usePainelTheme();
  return (
    <S.Navbar $type={type} data-navbar={type}>
      {drawer && (
        <S.IconButton
          ref={drawerButtonRef}
          type="button"
          aria-label={shell.openMenu}
          aria-expanded={drawerOpen}
          aria-controls="painel-sidebar"
          onClick={onOpenDrawer}
        >
          {MENU_ICON}
        </S.IconButton>
      )}
      <S.Brand>{brand.logoUrl ? <img src={brand.logoUrl} alt={brand.name} /> : brand.name}</S.Brand>
      <S.NavbarEnd>
        {children}
        <ProfileMenu user={user} items={profileMenu} renderLink={renderLink} label={shell.profileMenu} />
      </S.NavbarEnd>
    </S.Navbar>
  );
}
