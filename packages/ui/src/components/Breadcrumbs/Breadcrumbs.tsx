import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ChevronRightIcon } from '../../icons';
import { useUiMessages } from '../../messages';
import { Link } from '../Link';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.text.muted};

  [aria-current='page'] {
    color: ${({ theme }) => theme.color.text.default};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

export interface BreadcrumbItem {
  label: string;
  /** Address of the page; the last item (the current page) needs none. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** Home first, then parents, then the current page (spec 2.5). */
  items: readonly BreadcrumbItem[];
  /** Render a parent's link yourself, e.g. with the router's Link inside `<Link asChild>`. */
  renderLink?: (item: BreadcrumbItem & { href: string }) => ReactNode;
}

export function Breadcrumbs({ items, renderLink }: BreadcrumbsProps) {
  const messages = useUiMessages();
  return (
    <nav aria-label={messages.breadcrumbs} data-component="Breadcrumbs">
      <List>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          const { href } = item;
          return (
            <Item key={`${item.label}-${index}`}>
              {current || !href ? (
                <span aria-current={current ? 'page' : undefined}>{item.label}</span>
              ) : renderLink ? (
                // The app's own link (its router), with the design system's link look.
                <Link asChild>{renderLink({ ...item, href })}</Link>
              ) : (
                <Link href={href}>{item.label}</Link>
              )}
              {!current && <ChevronRightIcon />}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
