import type { SurveyTemplate, UpdateTemplateBody } from '../../../../common/schemas/templates';
import { useApiMutation } from '../../../lib/mutations';
import { TEMPLATES_PATH } from '../../../lib/template-queries';

export interface UpdateTemplateVariables {
  templateId: string;
  body: UpdateTemplateBody;
}

/** PATCH /api/survey-templates/{id}: saves the caller's own template as a new version. */
export function useUpdateTemplate() {
  return useApiMutation<UpdateTemplateVariables, SurveyTemplate>({
    // Not queued offline: the editor waits for the answer (validation, the saved version).
    request: ({ templateId, body }) => ({
      method: 'PATCH',
      path: `${TEMPLATES_PATH}/${encodeURIComponent(templateId)}`,
      body,
      onlineOnly: true,
    }),
  });
}
