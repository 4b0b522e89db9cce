import { Dialog as DialogPrimitive } from 'radix-ui';
import { DialogOverlay, DialogPortal } from '../../../components/ui/dialog';
import { MarkupEditor, type MarkupEditorProps } from './markup-editor';

export interface MarkupEditorDialogProps extends Omit<MarkupEditorProps, 'onClose' | 'className'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The editor as a full-screen dialog, for screens that open it over themselves (the survey
 * form's site-map markup and 'Open Unit Markup'). Escape belongs to the editor (it cancels a
 * conduit or the selection); Cancel closes, after saving what is unsaved.
 */
export function MarkupEditorDialog({ open, onOpenChange, ...editor }: MarkupEditorDialogProps) {
  const title = editor.kind === 'site-map' ? 'Site Map Markup' : 'Unit Floor Plan Markup';
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          className="fixed inset-0 z-50 flex h-dvh w-screen flex-col bg-background focus:outline-none"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          aria-describedby={undefined}
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <MarkupEditor {...editor} onClose={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPortal>
    </DialogPrimitive.Root>
  );
}
