import { Card } from '@painel/ui';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { portalMessages } from '../messages';
import { DEFAULT_ROUTE_SUBJECT } from '../policies/guard';
import { useCurrentRoute } from '../routing/CurrentRoute';
import { useMessages } from '../copy/MessagesContext';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => theme.space.md} 0 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/**
 * A route whose content the spec does not describe: a real page in the shell with its title,
 * breadcrumb and the permission it needs, ready for the content of a later issue.
 */
export function RouteFrameScreen() {
  const route = useCurrentRoute();
  const { pathname } = useLocation();
  const m = useMessages('portal', portalMessages).frame;
  const permission = route.access.sessionOnly
    ? m.anySignedInUser
    : `${route.access.action ?? 'read'} · ${route.access.subject ?? DEFAULT_ROUTE_SUBJECT}`;
  return (
    <Card>
      <p>{m.intro}</p>
      <Facts>
        <dt>{m.permission}</dt>
        <dd>
          <code>{permission}</code>
        </dd>
        <dt>{m.address}</dt>
        <dd>
          <code>{pathname}</code>
        </dd>
      </Facts>
    </Card>
  );
}
