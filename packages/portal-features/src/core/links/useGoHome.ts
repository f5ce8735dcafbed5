import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { roleHome } from '../policies/roleHome';
import { usePortalLink, usePortalOptions, useSession } from '../runtime/hooks';

/** Navigates to the signed-in user's role home (spec 4.2), replacing the current page in the history. */
export function useGoHome() {
  const { user } = useSession();
  const { roleHomeReading } = usePortalOptions();
  const { href } = usePortalLink();
  const navigate = useNavigate();
  const role = user?.role;
  return useCallback(
    () => void navigate(href(roleHome(role, roleHomeReading)), { replace: true }),
    [navigate, href, role, roleHomeReading],
  );
}
