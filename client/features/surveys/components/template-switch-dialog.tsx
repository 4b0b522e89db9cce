import type { SurveyTemplate, TemplateField } from '../../../../common/schemas/templates';
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

/** A template switch that would hide filled fields, waiting for the surveyor's answer. */
export interface PendingSwitch {
  template: SurveyTemplate;
  hidden: TemplateField[];
}

/** Asks before a switch hides filled fields (their values stay stored and return when switching back). */
export function TemplateSwitchDialog({ pending, onCancel, onConfirm }: { pending: PendingSwitch | null; onCancel: () => void; onConfirm: () => void }) {
  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Switch to {pending?.template.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            This template does not have {pending?.hidden.length === 1 ? 'this filled field' : 'these filled fields'}. They will be
            hidden; their values are kept and come back if you switch back.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="list-disc pl-5 text-sm">
          {pending?.hidden.map((field) => (
            <li key={field.name}>{field.label}</li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep current template</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Switch template</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
