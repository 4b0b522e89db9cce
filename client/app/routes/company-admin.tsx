import { AppHeader } from '../../components/app-header';
import { AccessDenied } from '../../components/access-denied';
import { CompanyAdminDashboard } from '../../features/admin/components/company-admin-dashboard';
import { useCurrentUser, useViewAs } from '../../lib/session';

/** '/admin/company': an admin (effective role) with a company; checked here on the client only. */
export function CompanyAdminRoute() {
  const { user } = useCurrentUser();
  const { effectiveRole } = useViewAs();
  const companyId = user?.companyId;
  return (
    <>
      <title>Company Dashboard · Riser</title>
      <AppHeader />
      {effectiveRole === 'admin' && companyId ? (
        <CompanyAdminDashboard companyId={companyId} />
      ) : (
        <AccessDenied message="You need company admin privileges to access this page." />
      )}
    </>
  );
}
