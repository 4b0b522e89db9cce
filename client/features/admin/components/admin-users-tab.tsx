import { Users } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { useAdminUsers } from '../api/get-admin-users';
import { useCompanies } from '../api/get-companies';
import { CreateUserForm } from './create-user-form';
import { EmptyState, ListSkeleton, LoadError } from './list-states';
import { ManagedUserList } from './managed-user-list';

/** Root's Admin Users tab: create a user in any company, and manage every company's admins. */
export function AdminUsersTab() {
  const users = useAdminUsers();
  const companies = useCompanies();

  let list;
  if (users.isPending) list = <ListSkeleton label="Loading admin users" />;
  else if (users.isError)
    list = <LoadError title="Failed to fetch admin users" error={users.error} onRetry={() => void users.refetch()} />;
  else if (users.data.length === 0) list = <EmptyState icon={<Users aria-hidden="true" />} title="No admin users yet" />;
  else list = <ManagedUserList users={users.data} label="Admin users" showCompany />;

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Create User</CardTitle>
          <CardDescription>
            The new user gets a temporary password, shown once, and must change it when they first sign in.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {companies.isError ? (
            <LoadError title="Failed to fetch companies" error={companies.error} onRetry={() => void companies.refetch()} />
          ) : (
            <CreateUserForm companies={companies.data ?? []} />
          )}
        </CardContent>
      </Card>
      <section aria-labelledby="admin-users-heading" className="grid gap-3">
        <h2 id="admin-users-heading" className="text-lg font-semibold tracking-tight">
          Admin Users{users.data ? ` (${users.data.length})` : ''}
        </h2>
        {list}
      </section>
    </div>
  );
}
