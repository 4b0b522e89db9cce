import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './ui/alert-dialog';

export interface ConfirmDialogProps {
  /** The button that opens it; omit and pass open/onOpenChange to open it from elsewhere. */
  trigger?: ReactNode;
  open?: boolean;
  /** Opened when it mounts (its trigger was pressed before its code had loaded, see lazyPopup). */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The way out without the action; 'Cancel' unless that word would mean something else there. */
  cancelLabel?: string;
  onConfirm: () => void;
}

/** The question every destructive action asks first: Cancel, or the action in red. */
export function ConfirmDialog({ trigger, open, defaultOpen, onOpenChange, title, description, confirmLabel, cancelLabel = 'Cancel', onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction destructive onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
