import { ChangePasswordButton } from '../../features/account/components/change-password-button';
import { LandingPage } from '../../features/auth/components/landing-page';
import { HomeDashboard } from '../../features/home/components/home-dashboard';
import { useCurrentUser } from '../../lib/session';

/** '/': the landing page when signed out, the home dashboard when signed in. */
export function HomeRoute() {
  const { user } = useCurrentUser();
  if (!user) {
    return (
      <>
        <title>Riser · Telecom infrastructure surveys</title>
        <LandingPage />
      </>
    );
  }
  return (
    <>
      <title>Home · Riser</title>
      <HomeDashboard user={user} accountActions={<ChangePasswordButton />} />
    </>
  );
}
