import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SurveyTemplate, TemplateField } from '../../../../common/schemas/templates';
import type { LocationType } from '../../../../common/survey/location-types';
import { toast } from '../../../components/ui/use-toast';
import { getServerMessage, isApiError } from '../../../lib/api-client';
import { templateQueries } from '../../../lib/template-queries';
import { useCreateTemplate } from '../api/create-template';
import { useDefaultTemplate } from '../api/get-default-template';
import { useTemplates } from '../api/get-templates';
import { useUpdateTemplate } from '../api/update-template';
import { builtinFields, chooseEditingTarget, planSave, type EditingTarget, type TemplateEditor } from '../model/editing-target';
import { isDirty } from '../model/field-list';
import { withSavedTemplate } from '../model/template-list';
import { templateFieldProblems } from '../model/template-validation';

/** The draft being edited and the template it started from. */
interface EditSession {
  locationType: LocationType;
  target: EditingTarget;
  fields: TemplateField[];
}

export type TemplateEditorState =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | {
      status: 'ready';
      target: EditingTarget;
      fields: TemplateField[];
      dirty: boolean;
      /** The list was empty and so was the default lookup: editing the built-in fields. */
      noDefaultFound: boolean;
      /** Client-side checks that stopped the last save, kept live until they are fixed. */
      problems: string[];
      /** The server's 400 message from the last save, until the next edit. */
      serverProblem: string | null;
      isSaving: boolean;
    };

/**
 * The template editor of one location type: loads what the editor edits (DESIGN §4: the
 * company's template before the global one), keeps the draft apart from what was loaded, and
 * saves it as the spec says (PATCH their own template, else POST).
 */
export function useTemplateEditor(locationType: LocationType, editor: TemplateEditor) {
  const queryClient = useQueryClient();
  const list = useTemplates(locationType);
  const listEmpty = list.data !== undefined && !list.data.some((t) => t.locationType === locationType);
  const fallback = useDefaultTemplate(locationType, { enabled: listEmpty });
  const createTemplate = useCreateTemplate();
  const updateTemplate = useUpdateTemplate();

  let loaded: EditingTarget | null = null;
  if (list.data !== undefined) {
    if (!listEmpty) loaded = chooseEditingTarget(editor, locationType, list.data);
    else if (fallback.data !== undefined) loaded = chooseEditingTarget(editor, locationType, [fallback.data]);
    else if (fallback.isError) loaded = chooseEditingTarget(editor, locationType, []);
  }

  const [session, setSession] = useState<EditSession | null>(null);
  const [showProblems, setShowProblems] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);

  // A newly loaded template (another type, or a new version saved elsewhere) restarts the draft,
  // unless the draft holds edits: those are never thrown away behind the user's back.
  const current = session?.locationType === locationType ? session : null;
  if (
    loaded &&
    (current === null || (current.target.key !== loaded.key && !isDirty(current.target.fields, current.fields)))
  ) {
    setSession({ locationType, target: loaded, fields: loaded.fields });
    setShowProblems(false);
    setServerProblem(null);
  }

  function setFields(update: (fields: TemplateField[]) => TemplateField[]) {
    setSession((s) => (s && s.locationType === locationType ? { ...s, fields: update(s.fields) } : s));
    setServerProblem(null);
  }

  function adoptSaved(saved: SurveyTemplate) {
    queryClient.setQueryData(templateQueries.list(locationType).queryKey, (cached) => withSavedTemplate(cached ?? [], saved));
    setSession({ locationType, target: chooseEditingTarget(editor, locationType, [saved]), fields: saved.fields });
    setShowProblems(false);
    setServerProblem(null);
  }

  async function save(): Promise<boolean> {
    if (!current) return false;
    if (templateFieldProblems(current.fields).length > 0) {
      setShowProblems(true);
      return false;
    }
    const plan = planSave(editor, current.target, locationType, current.fields);
    try {
      const saved =
        plan.method === 'PATCH'
          ? await updateTemplate.mutateAsync({ templateId: plan.templateId, body: plan.body })
          : await createTemplate.mutateAsync(plan.body);
      adoptSaved(saved);
      toast({ title: 'Survey template saved successfully!', description: `${saved.name}, version ${saved.version}` });
      return true;
    } catch (error) {
      const message = isApiError(error) && error.status === 400 ? getServerMessage(error) : undefined;
      setServerProblem(message ?? null);
      toast({
        title: 'Error',
        description: message ? `Failed to save survey template. ${message}` : 'Failed to save survey template.',
        variant: 'destructive',
      });
      return false;
    } finally {
      // Every template read refetches: the editor's lists and the survey form's.
      void queryClient.invalidateQueries({ queryKey: templateQueries.all() });
    }
  }

  let state: TemplateEditorState;
  if (current) {
    state = {
      status: 'ready',
      target: current.target,
      fields: current.fields,
      dirty: isDirty(current.target.fields, current.fields),
      noDefaultFound: current.target.kind === 'builtin',
      problems: showProblems ? templateFieldProblems(current.fields) : [],
      serverProblem,
      isSaving: createTemplate.isPending || updateTemplate.isPending,
    };
  } else if (list.isError) {
    state = { status: 'error', error: list.error, retry: () => void list.refetch() };
  } else {
    state = { status: 'loading' };
  }

  return {
    state,
    setFields,
    resetToDefault: () => setFields(() => builtinFields(locationType)),
    save,
  };
}
