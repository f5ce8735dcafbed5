import { startTransition, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePortalLink, useSession } from '../../core/runtime/hooks';
import type { StoredUser } from '../../core/session/storedUser';

/**
 * Stores the user and goes on in one transition, so the route guard never sees the new user on the
 * old page (which would bounce a just-signed-in visitor off /login to '/').
 */
export function useSignInCompletion() {
  const { signIn, markSentToPlatformTerms } = useSession();
  const { href } = usePortalLink();
  const navigate = useNavigate();
  return useCallback(
    (user: StoredUser, next: string) => {
      startTransition(() => {
        signIn(user);
        // The flow itself sends a master user to /termos: that is spec 4.3's one trip there.
        if (next === '/termos') markSentToPlatformTerms();
        void navigate(href(next), { replace: true });
      });
    },
    [signIn, markSentToPlatformTerms, href, navigate],
  );
}
