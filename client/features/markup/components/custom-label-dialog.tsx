import { useId, useState, type FormEvent } from 'react';
import { CUSTOM_LABEL_MAX_LENGTH } from '../../../../common/markup/constants';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** The label of a custom element: Add Label stays disabled while it is blank; Enter confirms. */
export function CustomLabelDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: (label: string) => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()}>
      {/* Mounted only while open, so each custom element starts with an empty label. */}
      {open && <CustomLabelForm onConfirm={onConfirm} onCancel={onCancel} />}
    </Dialog>
  );
}

function CustomLabelForm({ onConfirm, onCancel }: { onConfirm: (label: string) => void; onCancel: () => void }) {
  const inputId = useId();
  const [label, setLabel] = useState('');
  const blank = label.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!blank) onConfirm(label.trim());
  }

  return (
    <DialogContent className="max-w-sm">
      <form onSubmit={submit} className="grid gap-4">
        <DialogHeader>
          <DialogTitle>Add Custom Label</DialogTitle>
          <DialogDescription>The label is shown beside the marker on the drawing.</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={inputId}>Label</Label>
          <Input
            id={inputId}
            autoFocus
            autoComplete="off"
            maxLength={CUSTOM_LABEL_MAX_LENGTH}
            placeholder="e.g. Fiber entry"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
          />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={blank}>
            Add Label
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
