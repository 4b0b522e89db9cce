import type { SaveTemplateBody, SurveyTemplate } from '../../../../common/schemas/templates';
import { useApiMutation } from '../../../lib/mutations';
import { TEMPLATES_PATH } from '../../../lib/template-queries';

/**
 * POST /api/survey-templates: for an admin, creates or versions their company's template of the
 * type (never the global one); for root, the global one unless companyId names a company.
 */
export function useCreateTemplate() {
  return useApiMutation<SaveTemplateBody, SurveyTemplate>({
    // Not queued offline: the editor waits for the answer (validation, the saved version).
    request: (body) => ({ method: 'POST', path: TEMPLATES_PATH, body, onlineOnly: true }),
  });
}
