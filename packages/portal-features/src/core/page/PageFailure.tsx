import { Button, Card } from '@painel/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMessages } from '../copy/MessagesContext';
import { usePortalLink, usePortalStorage } from '../runtime/hooks';
import { isLoadFailure, reloadedRecently, reloadFor } from './loadFailure';
import { pageFailureMessages } from './pageFailureMessages';

const messageDefaults = { pageFailure: pageFailureMessages };

/**
 * What takes a page's place when it cannot show: its code did not arrive (a deploy since the tab was opened)
 * or it broke. 'Recarregar' loads the new version at the same address; if that address failed again right
 * after such a reload, the load cannot recover here and the person lands on /error.
 */
export function PageFailure({ error }: { error: unknown }) {
  const m = useMessages('portal', messageDefaults).pageFailure;
  const storage = usePortalStorage();
  const navigate = useNavigate();
  const { href, portalPath } = usePortalLink();
  const location = useLocation();
  const path = portalPath(location.pathname) + location.search;
  const newVersion = isLoadFailure(error);
  const gaveUp = newVersion && !path.startsWith('/error') && reloadedRecently(storage, path);
  useEffect(() => {
    if (gaveUp) void navigate(href(`/error?from=${encodeURIComponent(path)}`), { replace: true });
  }, [gaveUp, href, navigate, path]);
  if (gaveUp) return null;
  const words = newVersion ? m.newVersion : m.crashed;
  return (
    // The design system's card, which the screens carry anyway: no styles of its own in every page's first file.
    <Card role="alert" title={words.title} data-component="PageFailure">
      <p>{words.text}</p>
      <div>
        <Button onClick={() => reloadFor(storage, path)}>{m.reload}</Button>
      </div>
    </Card>
  );
}
