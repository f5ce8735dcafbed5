import type { TransferView } from '@painel/api-client/money';
import { styled } from 'styled-components';
import { useMessages } from '../../core/copy/MessagesContext';
import { PortalLink } from '../../core/links/PortalLink';
import { transfersMessages } from './messages';

const Nav = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  [aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const VIEWS = ['pending', 'processing', 'unrealized', 'extended', 'oldpending', 'adjustment', 'chargebacks'] as const;

/** The sub-routes of spec 2.6 as one row of links, the current one marked. */
export function TransferViewsNav({ current }: { current: TransferView | null }) {
  const m = useMessages('transfers', transfersMessages).views;
  const link = (view: (typeof VIEWS)[number] | null) => {
    const active = view === current;
    const label = view ? m[view] : m.all;
    return (
      <li key={view ?? 'all'}>
        {active ? (
          <span aria-current="page">{label}</span>
        ) : (
          <PortalLink to={view ? `/dashboard/transfers/${view}` : '/dashboard/transfers'}>{label}</PortalLink>
        )}
      </li>
    );
  };
  return (
    <Nav aria-label={m.label}>
      <ul>{[link(null), ...VIEWS.map(link)]}</ul>
    </Nav>
  );
}
