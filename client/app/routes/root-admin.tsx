import { AppHeader } from '../../components/app-header';
import { AccessDenied } from '../../components/access-denied';
import { RootAdminDashboard } from '../../features/admin/components/root-admin-dashboard';
import { useViewAs } from '../../lib/session';

/** '/admin/root': root only, by the effective role (View As); checked here on the client only. */
export function RootAdminRoute() {
  const { effectiveRole } = useViewAs();
  return (
    <>
      <title>Root Dashboard · Riser</title>
      <AppHeader />
      {effectiveRole === 'root' ? (
        <RootAdminDashboard />
      ) : (
        <AccessDenied message="You need root admin privileges to access this page." />
      )}
    </>
  );
}
