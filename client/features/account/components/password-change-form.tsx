import { useId, type ReactNode } from 'react';
import { AlertCircle } from 'lucide-react';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import type { usePasswordChangeForm } from '../hooks/use-password-change-form';

type PasswordChangeFormState = ReturnType<typeof usePasswordChangeForm>;

const FIELDS = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
] as const;

/** The three password fields and the inline message; the caller supplies the buttons. */
export function PasswordChangeForm({ form, actions }: { form: PasswordChangeFormState; actions: ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    // noValidate: the spec's own messages ('Please fill in all fields.') replace the browser's.
    <form noValidate onSubmit={form.handleSubmit} className="grid gap-4">
      {FIELDS.map((field) => (
        <div key={field.name} className="grid gap-2">
          <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
          <Input
            id={`${id}-${field.name}`}
            name={field.name}
            type="password"
            autoComplete={field.autoComplete}
            required
            aria-describedby={form.error ? errorId : undefined}
            value={form.values[field.name]}
            onChange={(event) => form.setField(field.name, event.target.value)}
          />
        </div>
      ))}
      {form.error && (
        <p
          id={errorId}
          role="alert"
          className="flex items-start gap-2 rounded-md border border-red-200 bg-red-50 px-3 py-2.5 text-sm font-medium text-red-700"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {form.error}
        </p>
      )}
      {actions}
    </form>
  );
}
