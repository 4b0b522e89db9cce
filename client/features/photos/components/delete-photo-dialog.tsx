import { Trash2 } from 'lucide-react';
import { lazyPopup } from '../../../components/deferred-popup';
import { Button } from '../../../components/ui/button';

export interface DeletePhotoDialogProps {
  title: string;
  disabled?: boolean;
  onConfirm: () => void;
}

// The confirmation's code (Radix AlertDialog) loads when it is first asked for.
const ConfirmDialog = lazyPopup('dialog', async () => (await import('../../../components/confirm-dialog')).ConfirmDialog);
/** The per-photo Delete button and its confirmation. */
export function DeletePhotoDialog({ title, disabled, onConfirm }: DeletePhotoDialogProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          disabled={disabled}
          aria-label={`Delete ${title}`}
          title="Delete"
          className="text-muted-foreground hover:bg-red-50 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      }
      title="Delete this photo?"
      description={`“${title}” will be removed from this survey, with its thumbnail and original. This cannot be undone.`}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}
