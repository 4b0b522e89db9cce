import { KeyRound, Loader2, LogOut } from 'lucide-react';
import type { User } from '../../../../common/schemas/users';
import { LogoutLink } from '../../../components/sync/logout-link';
import { AppLogo } from '../../../components/app-logo';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { usePasswordChangeForm } from '../hooks/use-password-change-form';
import { PasswordChangeForm } from './password-change-form';

/**
 * Shown instead of the whole app while the account has a temporary password: the server
 * refuses everything else until it is changed. Success updates the cached user, and the app
 * proceeds on its own.
 */
export function ForcedPasswordChange({ user }: { user: User }) {
  const form = usePasswordChangeForm();
  return (
    <div className="flex flex-1 flex-col">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          <AppLogo />
          <LogoutLink>
            <LogOut aria-hidden="true" />
            Log out
          </LogoutLink>
        </div>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center sm:py-12">
        <Card className="w-full max-w-md">
          <CardHeader>
            <span className="mb-2 flex size-11 items-center justify-center rounded-md bg-amber-100 text-amber-700">
              <KeyRound className="size-6" aria-hidden="true" />
            </span>
            <h1 className="text-2xl font-bold tracking-tight">Change your password</h1>
            <CardDescription className="text-base">
              Your account is using a temporary password. For your security, choose a new password before you
              continue.
            </CardDescription>
            <p className="text-sm text-muted-foreground">
              Signed in as <span className="font-medium text-foreground">{user.email}</span>
            </p>
          </CardHeader>
          <CardContent>
            <PasswordChangeForm
              form={form}
              actions={
                <Button type="submit" size="lg" className="mt-2 w-full" disabled={form.isPending}>
                  {form.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                  {form.isPending ? 'Changing...' : 'Change Password'}
                </Button>
              }
            />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
