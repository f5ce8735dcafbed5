import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { usePortal } from '../portal/PortalContext';
import { roleHome } from '../routes/roleHome';

/** Navigates to the signed-in user's role home (spec 4.2), replacing the terms page in the history. */
export function useRedirectHome() {
  const { user, options, href } = usePortal();
  const navigate = useNavigate();
  return useCallback(
    () => void navigate(href(roleHome(user?.role, options.roleHomeReading)), { replace: true }),
    [navigate, href, user?.role, options.roleHomeReading],
  );
}
