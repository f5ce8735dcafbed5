import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { focusArrivingHeading } from '../page/focusArrivingHeading';
import { useApi, usePortalLink, useSession } from '../runtime/hooks';

/**
 * Logout (spec 4.4): the logout call, then the session and cached queries cleared, then /login. The
 * session ends even when the call fails: the user asked to leave. `replace` keeps the protected page
 * out of the back button's reach (and the guard sends it to /login anyway). Focus lands on the sign-in's heading.
 */
export function useSignOut() {
  const api = useApi();
  const { signOut } = useSession();
  const { href } = usePortalLink();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await api.logout();
    } catch {
      // Already signed out on the server, or unreachable: either way the local session ends.
    }
    // One transition, so the guard does not first send the visitor to /login?redirect=… for the page they left.
    startTransition(() => {
      signOut();
      void navigate(href('/login'), { replace: true });
    });
    focusArrivingHeading();
  }, [api, signOut, href, navigate]);
}
