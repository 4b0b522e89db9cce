import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import type { PopupProps } from '../../../components/deferred-popup';
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

/**
 * The Change Password dialog with its trigger; closes itself after a successful change. Loaded
 * when first opened (see ChangePasswordButton).
 */
export function ChangePasswordDialog({ trigger, defaultOpen }: PopupProps) {
  const [open, setOpen] = useState(defaultOpen);
  const form = usePasswordChangeForm({ onChanged: () => setOpen(false) });

  function handleOpenChange(next: boolean) {
    setOpen(next);
    if (!next) form.reset();
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
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
