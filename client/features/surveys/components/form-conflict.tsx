import { useState, type ReactNode } from 'react';
import { Deferred, lazyPart } from '../../../components/deferred';
import type { SurveySaveController } from '../hooks/survey-save-controller';
import type { FormConflict } from '../model/conflict';

// Shown only when someone else changed the same fields: its code (Radix Dialog) loads then.
const ConflictDialog = lazyPart(async () => (await import('./conflict-dialog')).ConflictDialog);

/**
 * A form's conflict view: a new conflict opens it; closed, `show` opens it again (the save
 * status's review button, a save that met the conflict). `dialog` goes anywhere in the page.
 */
export function useFormConflict(controller: SurveySaveController, conflict: FormConflict | null): { dialog: ReactNode; show: () => void } {
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState<FormConflict | null>(null);
  if (conflict !== seen) {
    setSeen(conflict);
    setOpen(conflict !== null);
  }
  const dialog = conflict && (
    <Deferred>
      <ConflictDialog
        key={`${conflict.version}:${conflict.items.map((item) => item.name).join(',')}`}
        conflict={conflict}
        open={open}
        onOpenChange={setOpen}
        onApply={(choices) => {
          setOpen(false);
          void controller.resolve(choices);
        }}
      />
    </Deferred>
  );
  return { dialog, show: () => setOpen(true) };
}
