import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { roleHome } from '../../core/policies/roleHome';
import { usePortalLink, usePortalOptions, useSession } from '../../core/runtime/hooks';

/** Root '/': the signed-in user's role home (spec 2.2, 4.2). */
export function HomeRedirect() {
  const { user, signOut } = useSession();
  const { roleHomeReading } = usePortalOptions();
  const { href } = usePortalLink();
  const home = roleHome(user?.role, roleHomeReading);
  // The strict reading has no home for some roles: such a user is signed out and sent to /login.
  const noHome = home === '/login';
  useEffect(() => {
    if (noHome) signOut();
  }, [noHome, signOut]);
  return noHome ? null : <Navigate to={href(home)} replace />;
}
