import { useState } from 'react';
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
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { fieldsHiddenBySwitch } from '../model/template-switch';

/**
 * Shown when a type has more than one template. Switching asks first when filled fields would
 * be hidden (their values stay stored and return when switching back).
 */
export function TemplateSelector({
  templates,
  currentId,
  currentFields,
  values,
  disabled,
  onSwitch,
}: {
  templates: SurveyTemplate[];
  currentId: string | null;
  currentFields: readonly TemplateField[];
  values: Record<string, unknown>;
  disabled: boolean;
  onSwitch: (templateId: string) => void;
}) {
  const [pending, setPending] = useState<{ template: SurveyTemplate; hidden: TemplateField[] } | null>(null);

  function choose(templateId: string) {
    const template = templates.find((candidate) => candidate.id === templateId);
    if (!template || template.id === currentId) return;
    const hidden = fieldsHiddenBySwitch(currentFields, template.fields, values);
    if (hidden.length > 0) setPending({ template, hidden });
    else onSwitch(template.id);
  }

  return (
    <div className="grid content-start gap-2">
      <Label htmlFor="survey-template">Form Template</Label>
      <NativeSelect id="survey-template" value={currentId ?? ''} disabled={disabled} onChange={(event) => choose(event.target.value)}>
        {currentId === null && <option value="">Select…</option>}
        {templates.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </NativeSelect>
      <AlertDialog open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
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
            <AlertDialogAction
              onClick={() => {
                if (pending) onSwitch(pending.template.id);
                setPending(null);
              }}
            >
              Switch template
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
