import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../components/ui/alert-dialog';

/**
 * A save was refused because someone else saved this drawing first (409): the user keeps
 * theirs (saved over the other) or takes the other (theirs replaces the unsaved drawing).
 */
export function ConflictDialog({
  open,
  theirCount,
  onKeepMine,
  onTakeTheirs,
}: {
  open: boolean;
  theirCount: number;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  return (
    <AlertDialog open={open}>
      <AlertDialogContent onEscapeKeyDown={(event) => event.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>Someone else changed this drawing</AlertDialogTitle>
          <AlertDialogDescription>
            Another save reached the project while you were drawing (their version has {theirCount}{' '}
            {theirCount === 1 ? 'element' : 'elements'}). Keep yours to replace it, or take theirs and drop your unsaved changes.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onTakeTheirs}>Take theirs</AlertDialogCancel>
          <AlertDialogAction onClick={onKeepMine}>Keep mine</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
