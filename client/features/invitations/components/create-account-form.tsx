import { useId, useState, type FormEvent } from 'react';
import { AlertCircle, Loader2, UserPlus } from 'lucide-react';
import { PASSWORD_MIN_LENGTH } from '../../../../common/constants';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { getErrorMessage } from '../../../lib/api-client';
import type { useRegisterWithInvitation } from '../api/register-with-invitation';
import { EMPTY_CREATE_ACCOUNT, validateCreateAccount, type CreateAccountValues } from '../model/create-account-form';

export interface CreateAccountFormProps {
  token: string;
  email: string;
  /** The registration, owned by the page: while it runs, the new session must not switch screens. */
  register: ReturnType<typeof useRegisterWithInvitation>;
  onCreated: () => void;
}

/** Accounts are made by invitation: the invited email (fixed), a name and a password; then signed in. */
export function CreateAccountForm({ token, email, register, onCreated }: CreateAccountFormProps) {
  const id = useId();
  const [values, setValues] = useState<CreateAccountValues>(EMPTY_CREATE_ACCOUNT);
  const [error, setError] = useState<string | null>(null);
  const set = (field: keyof CreateAccountValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(null);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (register.isPending) return;
    const problem = validateCreateAccount(values);
    setError(problem);
    if (problem) return;
    register.mutate(
      { email, password: values.password, firstName: values.firstName.trim(), lastName: values.lastName.trim(), inviteToken: token },
      {
        onSuccess: onCreated,
        onError: (failure) => setError(getErrorMessage(failure, 'Failed to create your account. Please try again.')),
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby={`${id}-title`} className="grid gap-4">
      <h2 id={`${id}-title`} className="text-base font-semibold">
        Create account
      </h2>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-email`}>Email</Label>
        <Input id={`${id}-email`} type="email" readOnly aria-readonly="true" value={email} className="bg-muted" autoComplete="username" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor={`${id}-first`}>First Name</Label>
          <Input id={`${id}-first`} autoComplete="given-name" required value={values.firstName} onChange={(e) => set('firstName', e.target.value)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-last`}>Last Name</Label>
          <Input id={`${id}-last`} autoComplete="family-name" required value={values.lastName} onChange={(e) => set('lastName', e.target.value)} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-password`}>Password</Label>
        <Input
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          aria-describedby={`${id}-password-hint`}
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
        />
        <p id={`${id}-password-hint`} className="text-xs text-muted-foreground">
          At least {PASSWORD_MIN_LENGTH} characters.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-confirm`}>Confirm Password</Label>
        <Input
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={(e) => set('confirmPassword', e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-700">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
      <Button type="submit" disabled={register.isPending}>
        {register.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
        {register.isPending ? 'Creating account...' : 'Create account'}
      </Button>
    </form>
  );
}
