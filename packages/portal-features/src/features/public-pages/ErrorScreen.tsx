import { Button } from '@painel/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMessages } from '../../core/copy/MessagesContext';
import { ButtonRow } from '../../core/page/ButtonRow';
import { internalPathOf } from '../../core/page/loadFailure';
import { useCurrentRoute } from '../../core/routing/CurrentRoute';
import { usePortalLink } from '../../core/runtime/hooks';
import { BlankPage } from '../../core/page/BlankPage';
import { publicPagesMessages } from './messages';

/**
 * '/error' (spec 2.2): where a page that could not load even after a reload lands (`?from=` the address it
 * failed at). 'Recarregar' tries that address again as a fresh load; the way home is always there.
 */
export function ErrorScreen() {
  const route = useCurrentRoute();
  const m = useMessages('publicPages', publicPagesMessages).error;
  const navigate = useNavigate();
  const { href } = usePortalLink();
  const [params] = useSearchParams();
  const from = internalPathOf(params.get('from'));
  return (
    <BlankPage title={route.title} intro={from ? m.loadFailed : m.description}>
      <ButtonRow>
        <Button onClick={() => window.location.assign(href(from ?? '/'))}>{m.reload}</Button>
        <Button variant="secondary" onClick={() => void navigate(href('/'))}>
          {m.backHome}
        </Button>
      </ButtonRow>
    </BlankPage>
  );
}
