import { Navigate, useLocation } from 'react-router';
import { SignInPage } from '../../features/auth/components/sign-in-page';
import { useCurrentUser } from '../../lib/session';

/** '/auth': sign-in; a signed-in user is sent to '/'. */
export function AuthRoute() {
  const { user } = useCurrentUser();
  const from = (useLocation().state as { from?: string } | null)?.from;
  // Back to the screen that asked for a session, else home.
  if (user) return <Navigate to={from?.startsWith('/') ? from : '/'} replace />;
  return (
    <>
      <title>Sign In · Riser</title>
      <SignInPage />
    </>
  );
}
