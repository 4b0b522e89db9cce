import { useState } from 'react';
import { KeyRound, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog';
import { PASSWORD_MIN_LENGTH } from '../../../../common/constants';
import { usePasswordChangeForm } from '../hooks/use-password-change-form';
import { PasswordChangeForm } from './password-change-form';

/** A 'Change Password' button that opens the dialog; closes itself after a successful change. */
export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  const form = usePasswordChangeForm({ onChanged: () => setOpen(false) });

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) form.reset();
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Change Password</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Change Password</DialogTitle>
          <DialogDescription>
            Enter your current password, then choose a new one of at least {PASSWORD_MIN_LENGTH} characters.
          </DialogDescription>
        </DialogHeader>
        <PasswordChangeForm
          form={form}
          actions={
            <DialogFooter className="pt-2">
              <DialogClose asChild>
                <Button variant="outline">Cancel</Button>
              </DialogClose>
              <Button type="submit" disabled={form.isPending}>
                {form.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {form.isPending ? 'Changing...' : 'Change Password'}
              </Button>
            </DialogFooter>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
