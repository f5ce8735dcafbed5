import type { ReactNode } from 'react';
import { useRef } from 'react';
import { styled } from 'styled-components';
import { ChevronDownIcon } from '../icons';
import { itemLook, List } from './AppShellNav.styles';
import { Group } from './NavGroup';
import { isActiveEntry, isNavGroup, type NavEntry, type NavItem } from './navigation';
import { useFittingCount } from './useFittingCount';

const Row = styled.div`
  position: relative;
`;

/** The row's items at their natural width, out of sight and of the accessibility tree, to know what fits. */
const Measure = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  width: max-content;
  height: 0;
  overflow: hidden;
  visibility: hidden;
  pointer-events: none;
  white-space: nowrap;

  & > span {
    ${itemLook}
    width: auto;
  }
  & > span[data-active='true'] {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const SubTitle = styled.span`
  display: block;
  padding: 0.5rem 0.75rem 0.25rem;
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const SubList = styled.ul`
  margin: 0;
  padding: 0 0 0.25rem 0.5rem;
  list-style: none;
`;

export interface FittingNavRowProps {
  entries: readonly NavEntry[];
  currentPath: string;
  /** A top-level entry as the row shows it. */
  entry: (item: NavEntry) => ReactNode;
  /** A link as the "more" list shows it. */
  link: (item: NavItem) => ReactNode;
  moreTitle: string;
}

/**
 * D9: the top row when its entries do not all fit in one line (loaded only then): spec 2.7's order kept, what does
 * not fit under one last item.
 */
export default function FittingNavRow({ entries, currentPath, entry, link, moreTitle }: FittingNavRowProps) {
  const row = useRef<HTMLUListElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const fitting = useFittingCount(row, measure, entries.length);
  const rest = entries.slice(fitting);
  return (
    <Row>
      <List ref={row} $orientation="horizontal" data-orientation="horizontal">
        {entries.slice(0, fitting).map(entry)}
        {rest.length > 0 && (
          <Group
            title={moreTitle}
            active={rest.some((item) => isActiveEntry(item, currentPath))}
            floating
            iconOnly={false}
            alignEnd
          >
            {rest.map((item) =>
              isNavGroup(item) ? (
                <li key={item.title}>
                  <SubTitle>{item.title}</SubTitle>
                  <SubList>
                    {item.children.map((child) => (
                      <li key={child.path}>{link(child)}</li>
                    ))}
                  </SubList>
                </li>
              ) : (
                <li key={item.path}>{link(item)}</li>
              ),
            )}
          </Group>
        )}
      </List>
      <Measure ref={measure} aria-hidden>
        {entries.map((item) => (
          <span key={isNavGroup(item) ? item.title : item.path} data-active={isActiveEntry(item, currentPath)}>
            {item.icon}
            {item.title}
            {isNavGroup(item) && <ChevronDownIcon />}
          </span>
        ))}
        <span data-active="true">
          {moreTitle}
          <ChevronDownIcon />
        </span>
      </Measure>
    </Row>
  );
}
