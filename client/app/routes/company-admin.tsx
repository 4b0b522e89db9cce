import { AppHeader } from '../../components/app-header';
import { AccessDenied } from '../../components/access-denied';
import { CompanyAdminDashboard } from '../../features/admin/components/company-admin-dashboard';
import { useCurrentUser, useViewAs } from '../../lib/session';

/** '/admin/company': for whoever administers their own company (as shown: View As applies); the server checks every request. */
export function CompanyAdminRoute() {
  const { user } = useCurrentUser();
  const { abilities } = useViewAs();
  const companyId = user?.companyId;
  return (
    <>
      <title>Company Dashboard · Riser</title>
      <AppHeader />
      {abilities.administerOwnCompany && companyId ? (
        <CompanyAdminDashboard companyId={companyId} />
      ) : (
        <AccessDenied message="You need company admin privileges to access this page." />
      )}
    </>
  );
}
