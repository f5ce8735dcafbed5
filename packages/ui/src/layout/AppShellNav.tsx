import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { ChevronDownIcon } from '../icons';
import { focusRing, visuallyHidden } from '../styles/mixins';
import { isActiveEntry, isNavGroup, type NavEntry, type NavItem } from './navigation';

export type RenderNavLink = (item: NavItem, props: { children: ReactNode; 'aria-current'?: 'page' }) => ReactNode;

const List = styled.ul<{ $orientation: 'horizontal' | 'vertical' }>`
  display: flex;
  flex-direction: ${({ $orientation }) => ($orientation === 'horizontal' ? 'row' : 'column')};
  flex-wrap: ${({ $orientation }) => ($orientation === 'horizontal' ? 'wrap' : 'nowrap')};
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemLook = `
  display: flex;
  align-items: center;
  gap: 0.5rem;
  width: 100%;
  padding: 0.5rem 0.75rem;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

const Entry = styled.li`
  position: relative;

  & > a,
  & > button {
    ${itemLook}
    ${focusRing}
  }
  & > a:hover,
  & > button:hover {
    background: ${({ theme }) => theme.color.bg.navHover};
  }
  & > a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary.default};
    color: ${({ theme }) => theme.color.primary.on};
  }
  & > button[data-active='true'] {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const Sub = styled.ul<{ $floating: boolean }>`
  margin: 0;
  padding: ${({ $floating }) => ($floating ? '0.25rem' : '0 0 0 1.5rem')};
  list-style: none;
  ${({ $floating, theme }) =>
    $floating
      ? `position: absolute; top: 100%; left: 0; z-index: ${theme.zIndex.dropdown}; min-width: 14rem;
         border-radius: ${theme.radius.md}; background: ${theme.color.bg.nav}; box-shadow: ${theme.shadow.overlay};`
      : ''}

  li > a {
    ${itemLook}
    ${focusRing}
  }
  li > a:hover {
    background: ${({ theme }) => theme.color.bg.navHover};
  }
  li > a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary.default};
    color: ${({ theme }) => theme.color.primary.on};
  }
`;

const Label = styled.span<{ $iconOnly: boolean }>`
  ${({ $iconOnly }) => ($iconOnly ? visuallyHidden : '')}
`;

interface GroupProps {
  title: string;
  icon?: ReactNode;
  active: boolean;
  floating: boolean;
  iconOnly: boolean;
  children: ReactNode;
}

/** A menu group as a disclosure: a button that shows or hides its links (WAI disclosure navigation). */
function Group({ title, icon, active, floating, iconOnly, children }: GroupProps) {
  const [open, setOpen] = useState(active && !floating);
  const id = useId();
  const ref = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (!floating || !open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('pointerdown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('keydown', close);
    };
  }, [floating, open]);

  return (
    <Entry ref={ref}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        data-active={active}
        title={iconOnly ? title : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        <Label $iconOnly={iconOnly}>{title}</Label>
        {!iconOnly && <ChevronDownIcon style={{ marginInlineStart: 'auto' }} />}
      </button>
      <Sub id={id} $floating={floating} hidden={!open} onClick={() => floating && setOpen(false)}>
        {children}
      </Sub>
    </Entry>
  );
}

export interface AppShellNavProps {
  entries: readonly NavEntry[];
  currentPath: string;
  renderLink: RenderNavLink;
  orientation: 'horizontal' | 'vertical';
  /** Sidebar size sm: icons only, names read by screen readers. */
  iconOnly?: boolean;
}

export function AppShellNav({ entries, currentPath, renderLink, orientation, iconOnly = false }: AppShellNavProps) {
  const link = (item: NavItem, showIconOnly: boolean) =>
    renderLink(item, {
      'aria-current': item.path === currentPath ? 'page' : undefined,
      children: (
        <>
          {item.icon}
          <Label $iconOnly={showIconOnly}>{item.title}</Label>
        </>
      ),
    });
  return (
    <List $orientation={orientation} data-orientation={orientation}>
      {entries.map((entry) =>
        isNavGroup(entry) ? (
          <Group
            key={entry.title}
            title={entry.title}
            icon={entry.icon}
            active={isActiveEntry(entry, currentPath)}
            floating={orientation === 'horizontal'}
            iconOnly={iconOnly}
          >
            {entry.children.map((child) => (
              <li key={child.path}>{link(child, false)}</li>
            ))}
          </Group>
        ) : (
          <Entry key={entry.path}>{link(entry, iconOnly)}</Entry>
        ),
      )}
    </List>
  );
}
