import { useState, type FormEvent } from 'react';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../components/ui/use-toast';
import { useChangePassword } from '../api/change-password';
import { validatePasswordChange, type PasswordChangeInput } from '../model/password-change-validation';

const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** State, checks and submission shared by the Change Password dialog and the forced screen. */
export function usePasswordChangeForm({ onChanged }: { onChanged?: () => void } = {}) {
  const changePassword = useChangePassword();
  const [values, setValues] = useState<PasswordChangeInput>(EMPTY);
  const [error, setError] = useState<string | null>(null);

  function setField(field: keyof PasswordChangeInput, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function reset() {
    setValues(EMPTY);
    setError(null);
    changePassword.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit();
  }

  async function submit() {
    const problem = validatePasswordChange(values);
    setError(problem);
    if (problem) return;
    try {
      // mutateAsync, not mutate callbacks: on the forced screen the success itself unmounts this form.
      await changePassword.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    } catch (failure) {
      setError(getErrorMessage(failure, 'Failed to change password.'));
      return;
    }
    setValues(EMPTY);
    toast({ title: 'Password changed', description: 'Your password has been updated.' });
    onChanged?.();
  }

  return { values, setField, error, isPending: changePassword.isPending, handleSubmit, reset };
}
