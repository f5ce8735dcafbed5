export { AppShell } from './AppShell';
export type { AppShellProps, AppShellUser, ProfileMenuItem } from './AppShell';
export { AppShellNav } from './AppShellNav';
export type { AppShellNavProps, RenderNavLink } from './AppShellNav';
export { ThemeCustomizer } from './ThemeCustomizer';
export type { ThemeCustomizerProps } from './ThemeCustomizer';
export { ScrollToTop, SCROLL_TO_TOP_AFTER_PX } from './ScrollToTop';
export { filterNavigation, isActiveEntry, isNavGroup } from './navigation';
export type { Can, NavEntry, NavGroup, NavItem } from './navigation';
export {
  defaultLayoutSettings,
  footerTypes,
  LAYOUT_SETTINGS_KEY,
  menuLayouts,
  navbarTypes,
  pageTransitions,
  parseLayoutSettings,
} from './layoutSettings';
export type { LayoutSettings } from './layoutSettings';
export { useLayoutSettings } from './useLayoutSettings';
export { useMediaQuery, usePhoneLayout } from './useMediaQuery';
