import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '../components/Breadcrumbs';
import { useUiMessageGroup } from '../messages';
import { shellMessages } from '../messages/shell';
import { customizerMessages } from '../messages/customizer';
import { usePainelTheme } from '../theme/ThemeContext';
import * as S from './AppShell.styles';
import type { RenderNavLink } from './AppShellNav';
import type { LayoutSettings } from './layoutSettings';
import type { NavItem } from './navigation';
import { ScrollToTop } from './ScrollToTop';

const PALETTE_ICON = (
  <svg width="1em" height="1em" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path
      d="M12 3a9 9 0 1 0 0 18c1.1 0 1.8-.8 1.8-1.7 0-.5-.2-.9-.5-1.2-.3-.3-.5-.7-.5-1.2 0-.9.8-1.7 1.7-1.7H16a5 5 0 0 0 5-5C21 6.6 17 3 12 3Z"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
    <circle cx="7.5" cy="11" r="1.3" fill="currentColor" />
    <circle cx="10.5" cy="7" r="1.3" fill="currentColor" />
    <circle cx="15.5" cy="7.5" r="1.3" fill="currentColor" />
  </svg>
);

/** Opens the appearance customizer; an icon in a bar, so it never floats over the page. */
export function CustomizerButton({ onClick }: { onClick: () => void }) {
  const customizer = useUiMessageGroup('customizer', customizerMessages);
  return (
    // Named by its tooltip alone: an aria-label equal to the title was read twice, as name and description (A21).
    <S.IconButton type="button" title={customizer.open} onClick={onClick}>
      {PALETTE_ICON}
    </S.IconButton>
  );
}

/** The page's heading and breadcrumb trail, and the bar's buttons when the navbar is hidden. */
export function AppShellPageHeader({
  title,
  breadcrumbs,
  renderLink,
  actions,
}: {
  title?: string;
  breadcrumbs?: readonly BreadcrumbItem[];
  renderLink: RenderNavLink;
  actions?: ReactNode;
}) {
  if (!title && !breadcrumbs && !actions) return null;
  return (
    <S.PageHeader data-page-header="">
      {title && <h1>{title}</h1>}
      {breadcrumbs && (
        <Breadcrumbs
          items={breadcrumbs}
          renderLink={(item) => renderLink({ title: item.label, path: item.href }, { children: item.label })}
        />
      )}
      {actions && <div data-header-actions="">{actions}</div>}
    </S.PageHeader>
  );
}

/** The copyright line, in the chosen footer style (spec 2.8), and what the shell places there. */
export function AppShellFooter({
  type,
  links = [],
  renderLink,
  children,
}: {
  type: LayoutSettings['footerType'];
  links?: readonly NavItem[];
  renderLink: RenderNavLink;
  children?: ReactNode;
}) {
  const shell = useUiMessageGroup('shell', shellMessages);
  const { brand } = usePainelTheme();
  if (type === 'hidden') return null;
  return (
    <S.Footer $type={type} data-footer={type}>
      <span>
        © {new Date().getFullYear()} {brand.name}. {shell.allRightsReserved}.
      </span>
      {links.length > 0 && (
        <S.FooterLinks>
          {links.map((item) => (
            <span key={item.path}>
              {renderLink(item, {
                children: (
                  <>
                    {item.icon}
                    {item.title}
                  </>
                ),
              })}
            </span>
          ))}
        </S.FooterLinks>
      )}
      {children}
    </S.Footer>
  );
}

/**
 * Where the scroll-to-top goes: in a bar that stays on screen (the floating or sticky navbar, else a sticky
 * footer), so it covers nothing; only with neither does it float, over a gutter kept free below the page.
 */
export function scrollToTopPlace(settings: LayoutSettings): 'navbar' | 'footer' | 'floating' {
  if (settings.navbarType === 'floating' || settings.navbarType === 'sticky') return 'navbar';
  if (settings.footerType === 'sticky') return 'footer';
  return 'floating';
}

/** The scroll-to-top floating over the page's corner, when no bar stays on screen. */
export function FloatingScrollToTop() {
  return (
    <S.FloatingButtons>
      <ScrollToTop />
    </S.FloatingButtons>
  );
}
