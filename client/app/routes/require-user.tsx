import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/session';

/** Survey screens need a session: a signed-out visitor is sent to sign in first. */
export function RequireUser() {
  const { user } = useCurrentUser();
  const location = useLocation();
  if (!user) return <Navigate to="/auth" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
