import { useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { usePortal } from '../portal/PortalContext';
import { roleHome } from '../routes/roleHome';

/** Root '/': the signed-in user's role home (spec 2.2, 4.2). */
export function HomeRedirect() {
  const { user, options, href, endSession } = usePortal();
  const home = roleHome(user?.role, options.roleHomeReading);
  // The strict reading has no home for some roles: such a user is signed out and sent to /login.
  const noHome = home === '/login';
  useEffect(() => {
    if (noHome) endSession();
  }, [noHome, endSession]);
  return noHome ? null : <Navigate to={href(home)} replace />;
}
