import { Loader2, Trash2 } from 'lucide-react';
import { lazyPopup } from '../../../components/deferred-popup';
import { Button } from '../../../components/ui/button';

// The confirmation's code (Radix AlertDialog) loads when it is first asked for.
const ConfirmDialog = lazyPopup('dialog', async () => (await import('../../../components/confirm-dialog')).ConfirmDialog);
/** Delete Location, behind a confirmation: the survey and its photos go for good. */
export function DeleteLocationButton({ name, pending, onConfirm }: { name: string; pending: boolean; onConfirm: () => void }) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="outline"
          className="min-w-11 border-destructive/40 px-3 text-destructive hover:bg-red-50 sm:px-4"
          disabled={pending}
          title="Delete Location"
        >
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
          {/* An icon on phones: a destructive action should not be the biggest thing on the screen. */}
          <span className="sr-only sm:not-sr-only">Delete Location</span>
        </Button>
      }
      title="Delete this location?"
      description={`${name} will be deleted with its form data, photos and markup. This cannot be undone.`}
      confirmLabel="Delete Location"
      onConfirm={onConfirm}
    />
  );
}
