import { useState } from 'react';
import type { SurveyTemplate, TemplateField } from '../../../../common/schemas/templates';
import type { PendingSwitch } from './template-switch-dialog';
import { Deferred, lazyPart, useOpenedOnce } from '../../../components/deferred';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { fieldsHiddenBySwitch } from '../model/template-switch';

// Asked only when a switch would hide filled fields: its code (Radix AlertDialog) loads then.
const TemplateSwitchDialog = lazyPart(async () => (await import('./template-switch-dialog')).TemplateSwitchDialog);

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
  const [pending, setPending] = useState<PendingSwitch | null>(null);
  const opened = useOpenedOnce(pending !== null);

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
      {opened && (
        <Deferred>
          <TemplateSwitchDialog
            pending={pending}
            onCancel={() => setPending(null)}
            onConfirm={() => {
              if (pending) onSwitch(pending.template.id);
              setPending(null);
            }}
          />
        </Deferred>
      )}
    </div>
  );
}
