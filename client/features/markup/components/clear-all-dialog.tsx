import { ConfirmDialog } from '../../../components/confirm-dialog';

/** Clear All asks first; the clearing itself can still be undone. */
export function ClearAllDialog({
  open,
  count,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  count: number;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Clear all markup?"
      description={`This removes all ${count} ${count === 1 ? 'element' : 'elements'} from the drawing. The background image stays. You can undo this.`}
      confirmLabel="Clear All"
      onConfirm={onConfirm}
    />
  );
}
