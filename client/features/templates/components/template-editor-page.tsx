import { useRef, useState, type ChangeEvent } from 'react';
import { Building2, CircleAlert, Download, Globe, Info, Loader2, Plus, RotateCcw, Save, Upload } from 'lucide-react';
import type { TemplateField } from '../../../../common/schemas/templates';
import { LOCATION_TYPE_INFO, LOCATION_TYPES, type LocationType } from '../../../../common/survey/location-types';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { toast } from '../../../components/ui/use-toast';
import { getErrorMessage } from '../../../lib/api-client';
import { useTemplateEditor } from '../hooks/use-template-editor';
import type { EditingTarget, TemplateEditor } from '../model/editing-target';
import { addField, moveField, removeField, replaceFieldKeepingConditions, sameFields } from '../model/field-list';
import { parseTemplateFile, templateFileContent, templateFileName } from '../model/template-file';
import { FieldDialog } from './field-dialog';
import { FieldList } from './field-list';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

export interface TemplateEditorPageProps {
  editor: TemplateEditor;
  locationType: LocationType;
  onLocationTypeChange: (type: LocationType) => void;
}

type FieldEditing = { mode: 'add'; key: number } | { mode: 'edit'; index: number; key: number };

/** /admin/form-config (administration §2): the survey template of each location type, field by field. */
export function TemplateEditorPage({ editor, locationType, onLocationTypeChange }: TemplateEditorPageProps) {
  const { state, setFields, resetToDefault, save } = useTemplateEditor(locationType, editor);
  const [editing, setEditing] = useState<FieldEditing | null>(null);
  const [removing, setRemoving] = useState<TemplateField | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const [pendingType, setPendingType] = useState<LocationType | null>(null);
  const [importProblems, setImportProblems] = useState<{ type: LocationType; file: string; problems: string[] } | null>(null);
  const importInput = useRef<HTMLInputElement>(null);
  const dirty = state.status === 'ready' && state.dirty;
  const fields = state.status === 'ready' ? state.fields : [];

  function chooseType(type: LocationType) {
    if (type === locationType) return;
    if (dirty) setPendingType(type);
    else onLocationTypeChange(type);
  }

  const editedField = editing?.mode === 'edit' ? (fields[editing.index] ?? null) : null;
  const earlierFields = editing?.mode === 'edit' ? fields.slice(0, editing.index) : fields;

  function exportJson() {
    if (state.status !== 'ready') return;
    const content = templateFileContent({ name: state.target.name, locationType, fields });
    const url = URL.createObjectURL(new Blob([content], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = templateFileName(state.target.name, state.target.template?.version ?? null);
    link.click();
    // The click has started the download; the URL can go once the browser has read it.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }

  async function importJson(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) reads it again.
    event.target.value = '';
    if (!file) return;
    const result = parseTemplateFile(await file.text(), locationType);
    if (!result.ok) {
      setImportProblems({ type: locationType, file: file.name, problems: result.problems });
      return;
    }
    setImportProblems(null);
    setFields(() => result.fields);
    const count = result.fields.length === 1 ? '1 field' : `${result.fields.length} fields`;
    const unchanged = state.status === 'ready' && sameFields(result.fields, state.target.fields);
    toast({
      title: 'Template imported',
      description: unchanged
        ? `${count} from ${file.name}, the same as the saved version: nothing to save.`
        : `${count} from ${file.name}. Choose Save Changes to keep them as a new version.`,
    });
  }
  const otherNames = fields.filter((field) => field !== editedField).map((field) => field.name);

  return (
    <main className="mx-auto grid w-full max-w-6xl flex-1 content-start gap-6 px-4 py-6 sm:px-6 sm:py-8">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Form Configuration</h1>
        <p className="mt-1 text-muted-foreground">Choose the fields surveyors fill in for each location type.</p>
      </div>

      <Card>
        <CardContent className="grid gap-2 pt-5 sm:max-w-md sm:pt-6">
          <Label htmlFor="template-location-type">Location Type</Label>
          <NativeSelect
            id="template-location-type"
            value={locationType}
            onChange={(event) => chooseType(event.target.value as LocationType)}
          >
            {LOCATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {LOCATION_TYPE_INFO[type].title}
              </option>
            ))}
          </NativeSelect>
        </CardContent>
      </Card>

      {state.status === 'loading' && (
        <div role="status" className="flex items-center justify-center gap-3 py-12 text-muted-foreground">
          <Loader2 className="size-6 animate-spin text-primary" aria-hidden="true" />
          Loading template...
        </div>
      )}

      {state.status === 'error' && (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center">
          <CircleAlert className="size-8 text-destructive" aria-hidden="true" />
          <p className="font-semibold">Failed to fetch templates</p>
          <p className="max-w-md text-sm text-slate-700">{getErrorMessage(state.error, 'Check your connection and try again.')}</p>
          <Button variant="outline" onClick={state.retry}>
            <RotateCcw aria-hidden="true" />
            Try again
          </Button>
        </div>
      )}

      {state.status === 'ready' && (
        <Card>
          <CardHeader className="gap-4 border-b border-border">
            <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
              <TemplateSummary target={state.target} locationType={locationType} fieldCount={fields.length} />
              <div className="flex flex-wrap gap-2">
                <Button onClick={() => setEditing({ mode: 'add', key: Date.now() })}>
                  <Plus aria-hidden="true" />
                  Add Field
                </Button>
                <Button variant="outline" onClick={() => setConfirmingReset(true)}>
                  <RotateCcw aria-hidden="true" />
                  Reset to Default
                </Button>
                <Button variant="outline" onClick={exportJson}>
                  <Download aria-hidden="true" />
                  Export JSON
                </Button>
                <Button variant="outline" onClick={() => importInput.current?.click()}>
                  <Upload aria-hidden="true" />
                  Import JSON
                </Button>
                <input
                  ref={importInput}
                  type="file"
                  accept="application/json,.json"
                  className="sr-only"
                  tabIndex={-1}
                  aria-label="Template JSON file"
                  onChange={(event) => void importJson(event)}
                />
              </div>
            </div>
            <EditingNotice target={state.target} noDefaultFound={state.noDefaultFound} />
          </CardHeader>
          <CardContent className="grid gap-4 pt-5 sm:pt-6">
            {importProblems?.type === locationType && (
              <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
                <p className="font-semibold text-destructive">{importProblems.file} cannot be imported; nothing was changed:</p>
                <ul className="mt-2 list-disc space-y-1 pl-5 break-words text-slate-800">
                  {importProblems.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
                <Button variant="outline" size="sm" className="mt-3" onClick={() => setImportProblems(null)}>
                  Dismiss
                </Button>
              </div>
            )}
            {(state.problems.length > 0 || state.serverProblem) && (
              <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm">
                <p className="font-semibold text-destructive">The template cannot be saved yet:</p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
                  {state.problems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                  {state.serverProblem && <li>{state.serverProblem}</li>}
                </ul>
              </div>
            )}
            {fields.length === 0 ? (
              <p className="rounded-lg border border-dashed border-border px-4 py-10 text-center text-muted-foreground">
                No fields yet. Add one, or reset to the default fields.
              </p>
            ) : (
              <FieldList
                fields={fields}
                onEdit={(index) => setEditing({ mode: 'edit', index, key: Date.now() })}
                onMove={(index, direction) => setFields((current) => moveField(current, index, direction))}
                onRemove={(index) => setRemoving(fields[index] ?? null)}
              />
            )}
          </CardContent>
        </Card>
      )}

      {state.status === 'ready' && dirty && (
        // Sticky, so Save stays in reach while scrolling a long template and rests after the last field.
        <div className="sticky bottom-3 z-30 flex items-center justify-between gap-3 rounded-lg border border-amber-200 bg-card/95 px-4 py-3 shadow-lg backdrop-blur">
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-amber-800">
            <span className="size-2.5 shrink-0 rounded-full bg-amber-500" aria-hidden="true" />
            Unsaved changes
          </p>
          <Button onClick={() => void save()} disabled={state.isSaving}>
            {state.isSaving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Save aria-hidden="true" />}
            {state.isSaving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      )}

      {editing && (
        <FieldDialog
          key={editing.key}
          field={editedField}
          otherNames={otherNames}
          earlierFields={earlierFields}
          onClose={() => setEditing(null)}
          onSubmit={(field) => {
            if (editing.mode === 'edit') setFields((current) => replaceFieldKeepingConditions(current, editing.index, field));
            else setFields((current) => addField(current, field));
            setEditing(null);
          }}
        />
      )}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove field?"
        description={`“${removing?.label ?? ''}” will be taken off the form. Surveys already filled in keep their answers.${dependentsNote(removing, fields)} Nothing is saved until you choose Save Changes.`}
        confirmLabel="Remove Field"
        onConfirm={() => {
          const name = removing?.name;
          setFields((current) => removeField(current, current.findIndex((field) => field.name === name)));
          setRemoving(null);
        }}
      />

      <ConfirmDialog
        open={confirmingReset}
        onOpenChange={setConfirmingReset}
        title="Reset to default fields?"
        description={`The ${LOCATION_TYPE_INFO[locationType].tileTitle} fields go back to the built-in defaults, replacing your edits. Nothing is saved until you choose Save Changes.`}
        confirmLabel="Reset to Default"
        onConfirm={resetToDefault}
      />

      <ConfirmDialog
        open={pendingType !== null}
        onOpenChange={(open) => !open && setPendingType(null)}
        title="Discard unsaved changes?"
        description={`Your changes to the ${LOCATION_TYPE_INFO[locationType].tileTitle} template are not saved. Switching to ${pendingType ? LOCATION_TYPE_INFO[pendingType].tileTitle : ''} discards them.`}
        confirmLabel="Discard Changes"
        onConfirm={() => {
          if (pendingType) onLocationTypeChange(pendingType);
          setPendingType(null);
        }}
      />

      <UnsavedChangesGuard when={dirty} />
    </main>
  );
}

/** The fields whose "Show only when…" names the one being removed: they must be changed before saving. */
function dependentsNote(removing: TemplateField | null, fields: readonly TemplateField[]): string {
  const dependents = removing ? fields.filter((field) => field.visibleWhen?.field === removing.name) : [];
  if (dependents.length === 0) return '';
  const names = dependents.map((field) => `“${field.label}”`).join(', ');
  const one = dependents.length === 1;
  return ` ${names} ${one ? 'depends' : 'depend'} on it (Show only when…): change ${one ? 'that condition' : 'those conditions'} before saving.`;
}

function TemplateSummary({ target, locationType, fieldCount }: { target: EditingTarget; locationType: LocationType; fieldCount: number }) {
  return (
    <div className="min-w-0">
      <p className="text-sm font-medium text-muted-foreground">{LOCATION_TYPE_INFO[locationType].title}</p>
      <h2 className="mt-0.5 text-xl font-semibold tracking-tight break-words">{target.name}</h2>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        {target.kind === 'company' ? (
          <Badge variant="soft">
            <Building2 aria-hidden="true" />
            Company template
          </Badge>
        ) : target.kind === 'global' ? (
          <Badge variant="outline">
            <Globe aria-hidden="true" />
            Global template
          </Badge>
        ) : (
          <Badge variant="outline">Built-in default</Badge>
        )}
        <Badge variant="secondary">{fieldCount === 1 ? '1 field' : `${fieldCount} fields`}</Badge>
        {target.template && <span className="text-xs text-muted-foreground">Version {target.template.version}</span>}
      </div>
    </div>
  );
}

function EditingNotice({ target, noDefaultFound }: { target: EditingTarget; noDefaultFound: boolean }) {
  let text: string | null = null;
  if (noDefaultFound) {
    text = target.savingCreatesCompanyCopy
      ? 'No default template found. These are the built-in default fields; saving creates your company’s template.'
      : 'No default template found. These are the built-in default fields; saving creates the template.';
  } else if (target.savingCreatesCompanyCopy) {
    text =
      'Your company uses the global template for this type. Saving creates your company’s own version; the global template stays as it is.';
  } else if (target.kind === 'global') {
    text = 'This is the global template: saving changes it for every company without a template of its own.';
  } else if (target.kind === 'company') {
    text = 'Your company’s own template. Saving makes a new version; surveys already started keep the version they were filled against.';
  }
  if (text === null) return null;
  return (
    <p className="flex items-start gap-2 rounded-md border border-blue-200 bg-primary-soft px-3 py-2 text-sm text-accent-foreground">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {text}
    </p>
  );
}
