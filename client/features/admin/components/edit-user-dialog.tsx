import { useId, useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { AdminUser, AssignableRole } from '../../../../common/schemas/admin';
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
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { fullName } from '../../../lib/person-name';

export interface EditUserDialogProps {
  user: AdminUser | null;
  pending: boolean;
  onClose: () => void;
  onSaveRole: (user: AdminUser, role: AssignableRole) => void;
}

/** The company admin's Edit (administration §5): the email cannot change and only the role is saved. Key it per user. */
export function EditUserDialog({ user, pending, onClose, onSaveRole }: EditUserDialogProps) {
  const id = useId();
  const [role, setRole] = useState<AssignableRole>(user?.role === 'admin' ? 'admin' : 'user');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user || pending) return;
    if (role === user.role) onClose();
    else onSaveRole(user, role);
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit User</DialogTitle>
          <DialogDescription>{user ? fullName(user) || user.email : ''}</DialogDescription>
        </DialogHeader>
        <form onSubmit={handleSubmit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>Email</Label>
            <Input id={`${id}-email`} readOnly aria-readonly="true" value={user?.email ?? ''} className="bg-muted" />
            <p className="text-xs text-muted-foreground">The email cannot be changed.</p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-role`}>Role</Label>
            <NativeSelect id={`${id}-role`} value={role} onChange={(e) => setRole(e.target.value as AssignableRole)}>
              <option value="user">user</option>
              <option value="admin">admin</option>
            </NativeSelect>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={pending}>
              {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Save Changes
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
