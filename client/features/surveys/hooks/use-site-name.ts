import { useMemo } from 'react';
import type { Survey } from '../../../../common/schemas/surveys';
import type { TemplateField } from '../../../../common/schemas/templates';
import { READING_A_FIELDS } from '../../../../common/survey/default-templates';
import { ownValue } from '../../../../common/survey/own-values';
import { useCurrentUser } from '../../../lib/session';
import { useTemplateVersion } from '../api/get-template-version';
import { draftValues } from '../model/form-draft';
import { useSurveySave } from './use-survey-save';

const NO_FIELDS: TemplateField[] = [];
/** The site-map template's field (reading A); reading B names it 'location'. */
const SITE_NAME_FIELDS = ['siteName', 'location'];

/**
 * A site map's Site Name, a form field saved like any other (on the device first, DESIGN §6):
 * the field its template names so, its value with the device's edits, and the form's saving.
 */
export function useSiteName(survey: Survey, serverSurvey: Survey) {
  const template = useTemplateVersion(survey.templateId, survey.templateVersion);
  const fields = survey.templateId === null ? READING_A_FIELDS['site-map'] : (template.data?.fields ?? NO_FIELDS);
  const field = fields.find((candidate) => SITE_NAME_FIELDS.includes(candidate.name)) ?? fields.find((candidate) => candidate.type === 'text');
  const { user } = useCurrentUser();
  const { controller, state } = useSurveySave(serverSurvey, fields, user?.id ?? '');
  const values = useMemo(() => draftValues(state.draft), [state.draft]);
  const value = field ? ownValue(values, field.name) : undefined;
  return {
    controller,
    state,
    field,
    siteName: typeof value === 'string' ? value : '',
    /** The fields are known (a template read, or none to read): whether there is a Site Name is settled. */
    settled: survey.templateId === null || !template.isPending,
  };
}
