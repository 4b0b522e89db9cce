import { Trash2 } from 'lucide-react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';

export interface DeletePhotoDialogProps {
  title: string;
  disabled?: boolean;
  onConfirm: () => void;
}

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
