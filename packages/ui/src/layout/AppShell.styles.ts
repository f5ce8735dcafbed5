import { css, keyframes, styled } from 'styled-components';
import { focusRing, iconButton, visuallyHidden } from '../styles/mixins';
import type { LayoutSettings } from './layoutSettings';
import { media } from '../theme/tokens';

export const Root = styled.div`
  display: flex;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.bg.canvas};
`;

export const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.primary.text};
  &:focus {
    left: ${({ theme }) => theme.space.sm};
    top: ${({ theme }) => theme.space.sm};
  }
`;

export const Sidebar = styled.aside<{ $collapsed: boolean; $drawer: boolean; $open: boolean }>`
  flex-shrink: 0;
  width: ${({ $collapsed, $drawer }) => ($collapsed && !$drawer ? '4.5rem' : '16rem')};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.nav};
  color: ${({ theme }) => theme.color.text.nav};
  box-shadow: ${({ theme }) => theme.shadow.card};
  border-inline-end: ${({ theme }) => theme.outline.card};
  ${({ $drawer, $open, theme }) =>
    $drawer
      ? css`
          position: fixed;
          inset: 0 auto 0 0;
          z-index: ${theme.zIndex.dialog};
          overflow-y: auto;
          display: ${$open ? 'block' : 'none'};
        `
      : css`
          position: sticky;
          top: 0;
          height: 100vh;
          overflow-y: auto;
        `}
`;

export const DrawerBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: ${({ theme }) => theme.color.bg.overlay};
`;

export const SidebarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

export const Column = styled.div<{ $floatingGutter: boolean }>`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  /* Room below everything for the floating scroll-to-top, so the page's last controls scroll clear of it. */
  padding-bottom: ${({ $floatingGutter, theme }) =>
    $floatingGutter ? `calc(${theme.size.controlSm} + 2 * ${theme.space.lg})` : '0'};
`;

const navbarLook = {
  floating: css`
    position: sticky;
    top: ${({ theme }) => theme.space.sm};
    margin: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg} 0;
    border-radius: ${({ theme }) => theme.radius.lg};
  `,
  sticky: css`
    position: sticky;
    top: 0;
  `,
  static: css`
    position: static;
  `,
  hidden: css``,
};

export const Navbar = styled.header<{ $type: LayoutSettings['navbarType'] }>`
  z-index: ${({ theme }) => theme.zIndex.nav};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.bg.nav};
  color: ${({ theme }) => theme.color.text.nav};
  box-shadow: ${({ theme }) => theme.shadow.card};
  border: ${({ theme }) => theme.outline.card};
  ${({ $type }) => navbarLook[$type]}

  ${media.phone} {
    gap: ${({ theme }) => theme.space.xs};
    padding-inline: ${({ theme }) => theme.space.sm};
  }
`;

export const Brand = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};

  img {
    height: 2rem;
    width: auto;
  }
`;

export const NavbarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-inline-start: auto;
`;

export const IconButton = styled.button`
  ${iconButton}
  color: inherit;
`;

export const ProfileTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xxs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: right;
  cursor: pointer;
  ${focusRing}

  small {
    display: block;
    font-size: ${({ theme }) => theme.fontSize.xs};
    opacity: 0.85;
  }

  /* A phone's bar keeps the avatar (the name is still read): room for the brand and the balance on one line. */
  ${media.phone} {
    [data-profile-name] {
      ${visuallyHidden}
    }
  }
`;

export const MenuContent = styled.div`
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 12rem;
  padding: ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.outline.card};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.default};
  box-shadow: ${({ theme }) => theme.shadow.overlay};

  [role='menuitem'] {
    display: block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: inherit;
    text-decoration: none;
    cursor: pointer;
    outline: none;
  }
  [role='menuitem'][data-highlighted] {
    background: ${({ theme }) => theme.color.primary.subtle};
    color: ${({ theme }) => theme.color.primary.text};
  }
`;

export const HorizontalNav = styled.nav`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.bg.nav};
  color: ${({ theme }) => theme.color.text.nav};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

export const PageHeader = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};

  > :not([data-header-actions]) {
    grid-column: 1;
  }

  > [data-header-actions] {
    grid-column: 2;
    grid-row: 1;
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const animations = {
  fadeIn: keyframes`from { opacity: 0; } to { opacity: 1; }`,
  fadeInLeft: keyframes`from { opacity: 0; transform: translateX(-1.5rem); } to { opacity: 1; transform: none; }`,
  zoomIn: keyframes`from { opacity: 0; transform: scale(0.97); } to { opacity: 1; transform: none; }`,
};

/** The page's landmark: its header (h1, breadcrumbs), where the skip link and a new page's focus land, and content. */
export const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  &:focus {
    outline: none;
  }
  h1[tabindex='-1']:focus:not(:focus-visible) {
    outline: none;
  }
`;

export const Content = styled.div<{ $transition: LayoutSettings['transition'] }>`
  flex: 1;
  padding: ${({ theme }) => theme.space.lg};
  ${({ $transition }) =>
    $transition === 'none'
      ? ''
      : css`
          animation: ${animations[$transition]} 0.3s ease-out;
        `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const FooterLinks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin-inline-end: auto;

  a {
    color: ${({ theme }) => theme.color.primary.text};
  }
`;

export const Footer = styled.footer<{ $type: LayoutSettings['footerType'] }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.text.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  ${({ $type }) =>
    $type === 'sticky'
      ? css`
          position: sticky;
          bottom: 0;
        `
      : ''}
`;

export const FloatingButtons = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.nav};
`;

export const Hidden = styled.span`
  ${visuallyHidden}
`;
