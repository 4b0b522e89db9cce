import { Navigate } from 'react-router';
import { SignInPage } from '../../features/auth/components/sign-in-page';
import { useCurrentUser } from '../../lib/session';

/** '/auth': sign-in; a signed-in user is sent to '/'. */
export function AuthRoute() {
  const { user } = useCurrentUser();
  if (user) return <Navigate to="/" replace />;
  return (
    <>
      <title>Sign In · Riser</title>
      <SignInPage />
    </>
  );
}
