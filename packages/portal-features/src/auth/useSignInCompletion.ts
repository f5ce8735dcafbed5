import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePortal } from '../portal/PortalContext';
import type { StoredUser } from '../session/storedUser';

/**
 * Stores the user and goes on in one transition, so the route guard never sees the new user on the
 * old page (which would bounce a just-signed-in visitor off /login to '/').
 */
export function useSignInCompletion() {
  const { session, href, platformTermsRedirect } = usePortal();
  const navigate = useNavigate();
  return useCallback(
    (user: StoredUser, next: string) => {
      if (next === '/termos') platformTermsRedirect.markDone();
      startTransition(() => {
        session.write(user);
        void navigate(href(next), { replace: true });
      });
    },
    [session, href, navigate, platformTermsRedirect],
  );
}
