import { useId, useState } from 'react';
import { ArrowUpCircle, Pencil, Search, ShieldCheck, UserMinus, UserPlus, Users, User as UserIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminUser, AssignableRole } from '../../../../common/schemas/admin';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { useCurrentUser } from '../../../lib/session';
import { useDeleteUser } from '../api/delete-user';
import { useCompanyUsers } from '../api/get-company-users';
import { useUpdateUserRole } from '../api/update-user-role';
import { displayName } from '../../../lib/person-name';
import { searchUsers, userStatistics } from '../model/user-search';
import { AddUserDialog } from './add-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { InvitationsPanel } from './invitations-panel';
import { EmptyState, ListSkeleton, LoadError } from './list-states';
import { UserRow } from './user-row';

function Statistic({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-border bg-card p-3 shadow-sm sm:p-4">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary sm:flex [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
        <dd className="text-xl font-bold tabular-nums">{value}</dd>
      </div>
    </div>
  );
}

/** The company admin's users: statistics, search, add, edit (role), promote and remove; then invitations. */
export function CompanyUsersTab({ companyId }: { companyId: string }) {
  const searchId = useId();
  const { user: me } = useCurrentUser();
  const users = useCompanyUsers(companyId);
  const updateRole = useUpdateUserRole();
  const deleteUser = useDeleteUser();
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);
  const [removing, setRemoving] = useState<AdminUser | null>(null);

  function saveRole(user: AdminUser, role: AssignableRole) {
    updateRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          toast({ title: 'Role updated', description: `${displayName(user)} is now ${role}.` });
          setEditing(null);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to update user role.', variant: 'destructive' }),
      },
    );
  }

  function remove(user: AdminUser) {
    deleteUser.mutate(
      { userId: user.id },
      {
        onSuccess: () => toast({ title: 'User removed', description: user.email }),
        onError: () => toast({ title: 'Error', description: 'Failed to remove user.', variant: 'destructive' }),
      },
    );
  }

  const all = users.data ?? [];
  const shown = searchUsers(all, query);
  const stats = userStatistics(all);

  let list;
  if (users.isPending) list = <ListSkeleton label="Loading users" />;
  else if (users.isError)
    list = <LoadError title="Failed to fetch company users" error={users.error} onRetry={() => void users.refetch()} />;
  else if (shown.length === 0)
    list = (
      <EmptyState icon={<Users aria-hidden="true" />} title={query.trim() ? 'No users match your search' : 'No users yet'}>
        {query.trim() ? 'Search by email or full name.' : 'Add the first user of your company.'}
      </EmptyState>
    );
  else
    list = (
      <ul aria-label="Company users" className="grid gap-3">
        {shown.map((user) => {
          const isSelf = user.id === me?.id;
          return (
            <UserRow
              key={user.id}
              user={user}
              isSelf={isSelf}
              actions={
                isSelf ? null : (
                  <>
                    <Button variant="outline" size="sm" className="min-h-11" onClick={() => setEditing(user)}>
                      <Pencil aria-hidden="true" />
                      Edit
                    </Button>
                    {user.role === 'user' && (
                      <Button
                        variant="outline"
                        size="sm"
                        className="min-h-11"
                        disabled={updateRole.isPending}
                        onClick={() => saveRole(user, 'admin')}
                      >
                        <ArrowUpCircle aria-hidden="true" />
                        Promote to Admin
                      </Button>
                    )}
                    <Button variant="destructive" size="sm" className="min-h-11" onClick={() => setRemoving(user)}>
                      <UserMinus aria-hidden="true" />
                      Remove
                    </Button>
                  </>
                )
              }
            />
          );
        })}
      </ul>
    );

  return (
    <div className="grid gap-6">
      <dl aria-label="User statistics" className="grid grid-cols-3 gap-3">
        <Statistic icon={<Users aria-hidden="true" />} label="Total Users" value={stats.total} />
        <Statistic icon={<ShieldCheck aria-hidden="true" />} label="Admins" value={stats.admins} />
        <Statistic icon={<UserIcon aria-hidden="true" />} label="Regular Users" value={stats.regularUsers} />
      </dl>

      <section aria-labelledby="company-users-heading" className="grid gap-3">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <h2 id="company-users-heading" className="text-lg font-semibold tracking-tight">
            Company Users
          </h2>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="grid gap-2">
              <Label htmlFor={searchId} className="sr-only">
                Search users
              </Label>
              <div className="relative">
                <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
                <Input
                  id={searchId}
                  type="search"
                  placeholder="Search by email or name"
                  value={query}
                  onChange={(event) => setQuery(event.target.value)}
                  className="pl-9 sm:w-72"
                />
              </div>
            </div>
            <Button onClick={() => setAdding(true)}>
              <UserPlus aria-hidden="true" />
              Add User
            </Button>
          </div>
        </div>
        {list}
      </section>

      <Card>
        <CardHeader>
          <CardTitle as="h2">Invitations</CardTitle>
          <CardDescription>Invite people by link: they create their own account and join your company.</CardDescription>
        </CardHeader>
        <CardContent>
          <InvitationsPanel companyId={companyId} />
        </CardContent>
      </Card>

      <AddUserDialog companyId={companyId} open={adding} onOpenChange={setAdding} />
      <EditUserDialog
        key={editing?.id ?? 'none'}
        user={editing}
        pending={updateRole.isPending}
        onClose={() => setEditing(null)}
        onSaveRole={saveRole}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `Remove ${displayName(removing)}?` : ''}
        description="Their account is deleted and they can no longer sign in."
        confirmLabel="Remove"
        onConfirm={() => removing && remove(removing)}
      />
    </div>
  );
}
