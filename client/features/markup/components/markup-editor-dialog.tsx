import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { DialogOverlay, DialogPortal } from '../../../components/ui/dialog';
import { MarkupEditor, type MarkupEditorProps } from './markup-editor';

/**
 * A full-screen dialog for an editor opened over another screen. Escape belongs to the editor
 * (it cancels a conduit or the selection); the editor's Cancel closes, asking first when it
 * would take changes back.
 */
export function FullScreenMarkupDialog({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex h-dvh w-screen flex-col bg-background pt-[env(safe-area-inset-top)] focus:outline-none"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          aria-describedby={undefined}
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPortal>
    </DialogPrimitive.Root>
  );
}

export interface MarkupEditorDialogProps extends Omit<MarkupEditorProps, 'onClose' | 'className'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The editor of one known survey as a full-screen dialog (the site-map survey form). */
export function MarkupEditorDialog({ open, onOpenChange, ...editor }: MarkupEditorDialogProps) {
  const title = editor.kind === 'site-map' ? 'Site Map Markup' : 'Unit Floor Plan Markup';
  return (
    <FullScreenMarkupDialog open={open} onOpenChange={onOpenChange} title={title}>
      <MarkupEditor {...editor} onClose={() => onOpenChange(false)} />
    </FullScreenMarkupDialog>
  );
}
