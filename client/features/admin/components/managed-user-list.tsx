import { useState } from 'react';
import { Ban, CircleCheck, Shield, Trash2 } from 'lucide-react';
import type { AdminUser } from '../../../../common/schemas/admin';
import { ROLES } from '../../../../common/constants';
import type { Role } from '../../../../common/schemas/users';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useCurrentUser } from '../../../lib/session';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUserRole } from '../api/update-user-role';
import { useUpdateUserStatus } from '../api/update-user-status';
import { displayName } from '../../../lib/person-name';
import { ChangeRoleDialog } from './change-role-dialog';
import { TypeDeleteDialog } from './type-delete-dialog';
import { UserRow } from './user-row';

const actionClass = 'min-h-11';

/** Root's user list (Admin Users, and a company's Users & Admins): change role, freeze or activate, delete. */
export function ManagedUserList({ users, label, showCompany = false }: { users: AdminUser[]; label: string; showCompany?: boolean }) {
  const { user: me } = useCurrentUser();
  const updateRole = useUpdateUserRole();
  const updateStatus = useUpdateUserStatus();
  const deleteUser = useDeleteUser();
  const [changingRole, setChangingRole] = useState<AdminUser | null>(null);
  const [togglingStatus, setTogglingStatus] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  function changeRole(user: AdminUser, role: Role) {
    updateRole.mutate(
      { userId: user.id, role },
      {
        onSuccess: () => {
          toast({ title: 'Role updated', description: `${displayName(user)} is now ${role}.` });
          setChangingRole(null);
        },
        onError: () => toast({ title: 'Error', description: 'Failed to update user role.', variant: 'destructive' }),
      },
    );
  }

  function toggleStatus(user: AdminUser) {
    const status = user.status === 'frozen' ? 'active' : 'frozen';
    updateStatus.mutate(
      { userId: user.id, status },
      {
        onSuccess: () => toast({ title: 'Status updated', description: `${displayName(user)} is now ${status}.` }),
        onError: () => toast({ title: 'Error', description: 'Failed to update user status.', variant: 'destructive' }),
      },
    );
  }

  function remove(user: AdminUser) {
    deleteUser.mutate(
      { userId: user.id },
      {
        onSuccess: () => toast({ title: 'User deleted', description: user.email }),
        onError: () => toast({ title: 'Error', description: 'Failed to delete user.', variant: 'destructive' }),
      },
    );
  }

  const freezing = togglingStatus?.status !== 'frozen';
  return (
    <>
      <ul aria-label={label} className="grid gap-3">
        {users.map((user) => {
          const isSelf = user.id === me?.id;
          return (
            <UserRow
              key={user.id}
              user={user}
              isSelf={isSelf}
              showCompany={showCompany}
              actions={
                // Nobody changes, freezes or deletes their own account from here.
                isSelf ? null : (
                  <>
                    <Button variant="outline" size="sm" className={actionClass} onClick={() => setChangingRole(user)}>
                      <Shield aria-hidden="true" />
                      Change Role
                    </Button>
                    <Button variant="outline" size="sm" className={actionClass} onClick={() => setTogglingStatus(user)}>
                      {user.status === 'frozen' ? <CircleCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
                      {user.status === 'frozen' ? 'Activate' : 'Freeze'}
                    </Button>
                    <Button variant="destructive" size="sm" className={actionClass} onClick={() => setDeleting(user)}>
                      <Trash2 aria-hidden="true" />
                      Delete
                    </Button>
                  </>
                )
              }
            />
          );
        })}
      </ul>
      <ChangeRoleDialog
        key={changingRole?.id ?? 'none'}
        user={changingRole}
        roles={ROLES}
        pending={updateRole.isPending}
        onClose={() => setChangingRole(null)}
        onChange={changeRole}
      />
      <ConfirmDialog
        open={togglingStatus !== null}
        onOpenChange={(open) => !open && setTogglingStatus(null)}
        title={togglingStatus ? `${freezing ? 'Freeze' : 'Activate'} ${displayName(togglingStatus)}?` : ''}
        description={
          freezing
            ? 'They cannot log in until unfrozen, and their open sessions end now.'
            : 'They can log in again.'
        }
        confirmLabel={freezing ? 'Freeze' : 'Activate'}
        onConfirm={() => togglingStatus && toggleStatus(togglingStatus)}
      />
      <TypeDeleteDialog
        subject={deleting ? `user ${deleting.email}` : null}
        description="The account is removed for good and its sessions end."
        onClose={() => setDeleting(null)}
        onConfirmed={() => deleting && remove(deleting)}
      />
    </>
  );
}
