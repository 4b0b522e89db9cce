import { useState, type FormEvent } from 'react';
import { Loader2 } from 'lucide-react';
import type { NamedPerson } from '../lib/person-name';
import { Button } from './ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from './ui/dialog';
import { Label } from './ui/label';
import { NativeSelect } from './ui/native-select';

const NOBODY = '';

export interface AssignDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  people: readonly NamedPerson[];
  /** Who is assigned now (the choice it opens with); null for nobody. */
  current: string | null;
  /** What "Nobody" means here ("Nobody (the building's surveyor)"). */
  nobodyLabel?: string;
  pending?: boolean;
  onAssign: (userId: string | null) => void;
}

/** The office chooses who surveys something: a colleague of the company, or nobody. */
export function AssignDialog({ open, onOpenChange, title, description, people, current, nobodyLabel = 'Nobody', pending = false, onAssign }: AssignDialogProps) {
  const [choice, setChoice] = useState(current ?? NOBODY);
  // Each opening starts from who is assigned now.
  const [openedWith, setOpenedWith] = useState(open);
  if (open !== openedWith) {
    setOpenedWith(open);
    if (open) setChoice(current ?? NOBODY);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    onAssign(choice === NOBODY ? null : choice);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="assign-to">Assign to</Label>
            <NativeSelect id="assign-to" value={choice} onChange={(event) => setChoice(event.target.value)}>
              <option value={NOBODY}>{nobodyLabel}</option>
              {people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Assign
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
