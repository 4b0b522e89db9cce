import { useId, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { AdminUser } from '../../../../common/schemas/admin';
import type { Role } from '../../../../common/schemas/users';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { displayName } from '../../../lib/person-name';
import { roleChangeToSend } from '../model/user-search';

export interface ChangeRoleDialogProps {
  user: AdminUser | null;
  /** The roles offered; root may hand out user, admin and root. */
  roles: readonly Role[];
  pending: boolean;
  onClose: () => void;
  onChange: (user: AdminUser, role: Role) => void;
}

/** Change Role: choosing the current role again closes without a call (administration §5). Key it per user. */
export function ChangeRoleDialog({ user, roles, pending, onClose, onChange }: ChangeRoleDialogProps) {
  const id = useId();
  const [role, setRole] = useState<string>(user?.role ?? 'user');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user || pending) return;
    const next = roleChangeToSend(user.role, role);
    if (next === null || !roles.includes(next)) onClose();
    else onChange(user, next);
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Role</DialogTitle>
          <DialogDescription>{user ? `${displayName(user)} (${user.email}) is ${user.role} now.` : ''}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={id}>Role</Label>
            <NativeSelect id={id} value={role} onChange={(event) => setRole(event.target.value)}>
              {roles.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Save Role
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
