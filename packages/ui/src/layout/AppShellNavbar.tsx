import { DropdownMenu } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { Avatar } from '../components/Avatar';
import { useUiMessageGroup } from '../messages';
import { shellMessages } from '../messages/shell';
import { usePainelTheme, usePortalContainer } from '../theme/ThemeContext';
import * as S from './AppShell.styles';
import type { RenderNavLink } from './AppShellNav';
import type { LayoutSettings } from './layoutSettings';

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
  const portal = usePortalContainer();
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
        <DropdownMenu.Root modal={false}>
          <DropdownMenu.Trigger asChild>
            <S.ProfileTrigger type="button">
              <S.Hidden>{shell.profileMenu}: </S.Hidden>
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
  );
}
