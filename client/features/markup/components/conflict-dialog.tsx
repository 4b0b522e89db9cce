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
import type { ConflictRow } from '../model/conflict-rows';

const did = (what: ConflictRow['mine']) => (what === 'changed' ? 'changed' : 'removed');

/**
 * A save met someone else's changes to the same elements (409; different elements merge
 * without asking). The user keeps theirs over the other's, or takes the other's for these
 * elements; the rest of their changes go either way.
 */
export function ConflictDialog({
  open,
  rows,
  onKeepMine,
  onTakeTheirs,
}: {
  open: boolean;
  rows: readonly ConflictRow[];
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const count = rows.length;
  return (
    <AlertDialog open={open}>
      <AlertDialogContent onEscapeKeyDown={(event) => event.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>Someone else changed this drawing</AlertDialogTitle>
          <AlertDialogDescription>
            Another save changed {count === 1 ? 'an element' : 'elements'} you changed too. Your other changes are kept either way; choose for{' '}
            {count === 1 ? 'this element' : `these ${count} elements`}.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="m-0 max-h-56 list-none space-y-1.5 overflow-y-auto p-0 text-sm" aria-label="Elements in conflict">
          {rows.map((row) => (
            <li key={row.id} className="rounded-md border border-border px-3 py-2">
              <span className="font-medium">{row.name}</span>
              {row.label && <span className="text-muted-foreground"> · {row.label}</span>}
              <span className="block text-xs text-muted-foreground">
                You {did(row.mine)} it; they {did(row.theirs)} it.
              </span>
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={onTakeTheirs}>Take theirs</AlertDialogCancel>
          <AlertDialogAction onClick={onKeepMine}>Keep mine</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
