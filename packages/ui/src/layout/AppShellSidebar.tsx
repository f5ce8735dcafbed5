import type { ReactNode, Ref } from 'react';
import { CloseIcon } from '../icons';
import { useUiMessageGroup } from '../messages';
import { shellMessages } from '../messages/shell';
import { usePainelTheme } from '../theme/ThemeContext';
import * as S from './AppShell.styles';

export interface AppShellSidebarProps {
  /** Icons only (spec 2.8: menu size sm). */
  collapsed: boolean;
  /** A drawer over the page (narrow screens) rather than a docked column. */
  drawer: boolean;
  open: boolean;
  onClose: () => void;
  sidebarRef: Ref<HTMLElement>;
  children: ReactNode;
}

/** The vertical menu: docked beside the page, or a drawer with its own close button and backdrop. */
export function AppShellSidebar({ collapsed, drawer, open, onClose, sidebarRef, children }: AppShellSidebarProps) {
  const shell = useUiMessageGroup('shell', shellMessages);
  const { brand } = usePainelTheme();
  return (
    <>
      {drawer && open && <S.DrawerBackdrop onClick={onClose} />}
      <S.Sidebar
        ref={sidebarRef}
        $collapsed={collapsed}
        $drawer={drawer}
        $open={open}
        id="painel-sidebar"
        // Open, the drawer is a modal dialog named as the menu; docked, only its nav is named (one landmark, not two).
        {...(drawer && open ? { role: 'dialog', 'aria-modal': true, 'aria-label': shell.mainNavigation } : {})}
        data-state={drawer ? (open ? 'open' : 'closed') : 'docked'}
      >
        {drawer && (
          <S.SidebarHeader>
            <S.Brand>{brand.name}</S.Brand>
            <S.IconButton type="button" aria-label={shell.closeMenu} onClick={onClose}>
              <CloseIcon />
            </S.IconButton>
          </S.SidebarHeader>
        )}
        <nav aria-label={shell.mainNavigation}>{children}</nav>
      </S.Sidebar>
    </>
  );
}
