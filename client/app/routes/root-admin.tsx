import { AppHeader } from '../../components/app-header';
import { AccessDenied } from '../../components/access-denied';
import { RootAdminDashboard } from '../../features/admin/components/root-admin-dashboard';
import { useViewAs } from '../../lib/session';

/** '/admin/root': for whoever administers every company (root, unless viewing as another role); the server checks every request. */
export function RootAdminRoute() {
  const { abilities } = useViewAs();
  return (
    <>
      <title>Root Dashboard · Riser</title>
      <AppHeader />
      {abilities.administerAllCompanies ? (
        <RootAdminDashboard />
      ) : (
        <AccessDenied message="You need root admin privileges to access this page." />
      )}
    </>
  );
}
