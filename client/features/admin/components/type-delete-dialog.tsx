import { useId, useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { DELETE_CONFIRMATION_WORD, DELETION_CANCELLED_MESSAGE, isDeleteConfirmed } from '../model/delete-confirmation';

export interface TypeDeleteDialogProps {
  /** What is being deleted, e.g. 'company Acme'; null keeps the dialog closed. */
  subject: string | null;
  description: string;
  onClose: () => void;
  onConfirmed: () => void;
}

/**
 * Root's deletions (administration §5): first a confirmation, then typing DELETE exactly.
 * Any other text cancels the deletion and says so.
 */
export function TypeDeleteDialog({ subject, description, onClose, onConfirmed }: TypeDeleteDialogProps) {
  const id = useId();
  const [step, setStep] = useState<'confirm' | 'type'>('confirm');
  const [typed, setTyped] = useState('');

  function close() {
    setStep('confirm');
    setTyped('');
    onClose();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const confirmed = isDeleteConfirmed(typed);
    close();
    if (confirmed) onConfirmed();
    else toast({ title: DELETION_CANCELLED_MESSAGE, variant: 'destructive' });
  }

  return (
    <AlertDialog open={subject !== null} onOpenChange={(open) => !open && close()}>
      <AlertDialogContent>
        {step === 'confirm' ? (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete {subject}?</AlertDialogTitle>
              <AlertDialogDescription>{description}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <Button variant="destructive" onClick={() => setStep('type')}>
                Continue
              </Button>
            </AlertDialogFooter>
          </>
        ) : (
          <form onSubmit={handleSubmit} className="grid gap-4">
            <AlertDialogHeader>
              <AlertDialogTitle>Confirm deletion</AlertDialogTitle>
              <AlertDialogDescription>
                This cannot be undone. Type {DELETE_CONFIRMATION_WORD} to delete {subject}.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <div className="grid gap-2">
              <Label htmlFor={id}>Type {DELETE_CONFIRMATION_WORD} to confirm</Label>
              <Input
                id={id}
                autoFocus
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <Button type="submit" variant="destructive">
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </AlertDialogFooter>
          </form>
        )}
      </AlertDialogContent>
    </AlertDialog>
  );
}
