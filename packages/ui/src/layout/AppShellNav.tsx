import { lazy, Suspense, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Entry, Label, List } from './AppShellNav.styles';
import { Group } from './NavGroup';
import { isActiveEntry, isNavGroup, type NavEntry, type NavItem } from './navigation';

export type RenderNavLink = (item: NavItem, props: { children: ReactNode; 'aria-current'?: 'page' }) => ReactNode;

// The code that fits the top row to its width comes only when a row does not fit (a role with many screens).
const FittingNavRow = lazy(() => import('./FittingNavRow'));

export interface AppShellNavProps {
  entries: readonly NavEntry[];
  currentPath: string;
  renderLink: RenderNavLink;
  orientation: 'horizontal' | 'vertical';
  /** Sidebar size sm: icons only, names read by screen readers. */
  iconOnly?: boolean;
  /** The horizontal row's last item, holding what does not fit in one line. */
  moreTitle?: string;
}

export function AppShellNav({
  entries,
  currentPath,
  renderLink,
  orientation,
  iconOnly = false,
  moreTitle = 'Mais',
}: AppShellNavProps) {
  const row = useRef<HTMLUListElement>(null);
  const horizontal = orientation === 'horizontal';
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const list = row.current;
    if (!horizontal || overflows || !list) return;
    const check = () => setOverflows(list.scrollWidth > list.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(list);
    return () => observer.disconnect();
  }, [horizontal, overflows, entries]);

  const link = (item: NavItem, showIconOnly = false) =>
    renderLink(item, {
      'aria-current': item.path === currentPath ? 'page' : undefined,
      children: (
        <>
          {item.icon}
          <Label $iconOnly={showIconOnly}>{item.title}</Label>
          {item.badge}
        </>
      ),
    });
  const entry = (item: NavEntry) =>
    isNavGroup(item) ? (
      <Group
        key={item.title}
        title={item.title}
        icon={item.icon}
        active={isActiveEntry(item, currentPath)}
        floating={horizontal}
        iconOnly={iconOnly}
      >
        {item.children.map((child) => (
          <li key={child.path}>{link(child)}</li>
        ))}
      </Group>
    ) : (
      <Entry key={item.path}>{link(item, iconOnly)}</Entry>
    );
  const plain = (
    <List ref={row} $orientation={orientation} data-orientation={orientation}>
      {entries.map(entry)}
    </List>
  );
  if (!overflows) return plain;
  return (
    <Suspense fallback={plain}>
      <FittingNavRow entries={entries} currentPath={currentPath} entry={entry} link={link} moreTitle={moreTitle} />
    </Suspense>
  );
}
