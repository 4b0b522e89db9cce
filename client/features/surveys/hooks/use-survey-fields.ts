import type { Survey } from '../../../../common/schemas/surveys';
import type { TemplateField } from '../../../../common/schemas/templates';
import { READING_A_FIELDS } from '../../../../common/survey/default-templates';
import { useTemplateVersion } from '../api/get-template-version';

const NO_FIELDS: TemplateField[] = [];

/** The fields a location is filled against: its template's version, or the type's built-in fields for one saved before any template existed. */
export function useSurveyFields(survey: Pick<Survey, 'locationType' | 'templateId' | 'templateVersion'>) {
  const template = useTemplateVersion(survey.templateId, survey.templateVersion);
  const fields = survey.templateId === null ? READING_A_FIELDS[survey.locationType] : (template.data?.fields ?? NO_FIELDS);
  return { template, fields };
}
