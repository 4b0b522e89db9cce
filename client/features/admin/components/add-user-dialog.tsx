import { useId, useState, type FormEvent } from 'react';
import { AlertCircle, Loader2, UserPlus } from 'lucide-react';
import type { AssignableRole, CreatedUser } from '../../../../common/schemas/admin';
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
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useCreateUser } from '../api/create-user';
import { EMPTY_ADD_USER, validateAddUser, type AddUserValues } from '../model/add-user-form';
import { CREATE_USER_FALLBACK } from '../model/create-user-error';
import { TemporaryPasswordCard } from './temporary-password-card';

export interface AddUserDialogProps {
  companyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The company admin's Add User (administration §5): every field required; the password shows once. */
export function AddUserDialog({ companyId, open, onOpenChange }: AddUserDialogProps) {
  const id = useId();
  const createUser = useCreateUser();
  const [values, setValues] = useState<AddUserValues>(EMPTY_ADD_USER);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const set = (field: keyof AddUserValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(null);
  };

  function handleOpenChange(next: boolean) {
    if (!next) {
      setValues(EMPTY_ADD_USER);
      setError(null);
      setCreated(null);
      createUser.reset();
    }
    onOpenChange(next);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (createUser.isPending) return;
    const problem = validateAddUser(values);
    setError(problem);
    if (problem) return;
    createUser.mutate(
      { ...values, companyId },
      {
        onSuccess: setCreated,
        onError: (failure) =>
          toast({ title: 'Error', description: getErrorMessage(failure, CREATE_USER_FALLBACK), variant: 'destructive' }),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add User</DialogTitle>
          <DialogDescription>They join your company with a temporary password, to be changed at first sign-in.</DialogDescription>
        </DialogHeader>
        {created ? (
          <TemporaryPasswordCard user={created} onDone={() => handleOpenChange(false)} />
        ) : (
          <form noValidate onSubmit={handleSubmit} className="grid gap-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor={`${id}-first`}>First Name</Label>
                <Input id={`${id}-first`} autoComplete="off" required value={values.firstName} onChange={(e) => set('firstName', e.target.value)} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-last`}>Last Name</Label>
                <Input id={`${id}-last`} autoComplete="off" required value={values.lastName} onChange={(e) => set('lastName', e.target.value)} />
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-email`}>Email</Label>
              <Input id={`${id}-email`} type="email" autoComplete="off" required value={values.email} onChange={(e) => set('email', e.target.value)} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-role`}>Role</Label>
              <NativeSelect id={`${id}-role`} value={values.role} onChange={(e) => set('role', e.target.value as AssignableRole)}>
                <option value="user">user</option>
                <option value="admin">admin</option>
              </NativeSelect>
            </div>
            {error && (
              <p role="alert" className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-700">
                <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {error}
              </p>
            )}
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={createUser.isPending}>
                {createUser.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
                Add User
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
