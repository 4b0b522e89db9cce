import { useId, useState, type FormEvent } from 'react';
import { Loader2, UserPlus } from 'lucide-react';
import type { Company, CreatedUser } from '../../../../common/schemas/admin';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { useCreateUser } from '../api/create-user';
import { canCreateRootUser, EMPTY_ROOT_CREATE_USER, type RootCreateUserValues } from '../model/add-user-form';
import { createUserErrorToast } from '../model/create-user-error';
import { TemporaryPasswordCard } from './temporary-password-card';

export interface CreateUserFormProps {
  /** The companies to choose from; omit with companyId to create in that company only. */
  companies?: Company[];
  companyId?: string;
}

/**
 * Root's create-user form (administration §2, §5): enabled once email, role and company are set.
 * The new user's temporary password shows once, below the form.
 */
export function CreateUserForm({ companies, companyId }: CreateUserFormProps) {
  const id = useId();
  const createUser = useCreateUser();
  const [values, setValues] = useState<RootCreateUserValues>({ ...EMPTY_ROOT_CREATE_USER, companyId: companyId ?? '' });
  const [created, setCreated] = useState<CreatedUser | null>(null);
  const set = (field: keyof RootCreateUserValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canCreateRootUser(values) || values.role === '' || createUser.isPending) return;
    createUser.mutate(
      {
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        role: values.role,
        companyId: values.companyId,
      },
      {
        onSuccess: (user) => {
          setCreated(user);
          setValues({ ...EMPTY_ROOT_CREATE_USER, companyId: companyId ?? '' });
        },
        onError: (error) => toast({ ...createUserErrorToast(error), variant: 'destructive' }),
      },
    );
  }

  return (
    <div className="grid gap-4">
      <form onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-first`}>First Name</Label>
          <Input id={`${id}-first`} autoComplete="off" value={values.firstName} onChange={(e) => set('firstName')(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-last`}>Last Name</Label>
          <Input id={`${id}-last`} autoComplete="off" value={values.lastName} onChange={(e) => set('lastName')(e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            required
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-role`}>Role</Label>
          <NativeSelect id={`${id}-role`} required value={values.role} onChange={(e) => set('role')(e.target.value)}>
            <option value="" disabled>
              Choose a role
            </option>
            <option value="admin">admin</option>
            <option value="user">user</option>
          </NativeSelect>
        </div>
        {companies && (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-company`}>Company</Label>
            <NativeSelect
              id={`${id}-company`}
              required
              value={values.companyId}
              onChange={(e) => set('companyId')(e.target.value)}
            >
              <option value="" disabled>
                Choose a company
              </option>
              {companies.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <div className="flex items-end">
          <Button type="submit" className="w-full sm:w-auto" disabled={!canCreateRootUser(values) || createUser.isPending}>
            {createUser.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
            Create User
          </Button>
        </div>
      </form>
      {created && <TemporaryPasswordCard user={created} onDone={() => setCreated(null)} />}
    </div>
  );
}
