import { KeyRound } from 'lucide-react';
import { lazyPopup } from '../../../components/deferred-popup';
import { Button } from '../../../components/ui/button';

// The dialog's code (Radix Dialog, the form) loads when it is first opened.
const ChangePasswordDialog = lazyPopup('dialog', async () => (await import('./change-password-dialog')).ChangePasswordDialog);

/** A 'Change Password' button that opens the dialog. */
export function ChangePasswordButton() {
  return (
    <ChangePasswordDialog
      trigger={
        <Button variant="outline">
          <KeyRound aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">Change Password</span>
        </Button>
      }
    />
  );
}
