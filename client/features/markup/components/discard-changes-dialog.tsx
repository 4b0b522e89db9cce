import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The editor's Cancel with changes since the drawing was opened or last saved: asks before taking them back. */
export function DiscardChangesDialog({
  open,
  count,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  /** Elements added, changed or removed since. */
  count: number;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Discard your changes?"
      description={`${count} ${count === 1 ? 'element was' : 'elements were'} added, moved or removed since this drawing was opened or last saved. Discarding puts the drawing back as it was; the background image stays as it is.`}
      confirmLabel="Discard changes"
      cancelLabel="Keep editing"
      onConfirm={onConfirm}
    />
  );
}
