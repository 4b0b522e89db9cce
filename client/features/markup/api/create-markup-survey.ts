import type { Survey } from '../../../../common/schemas/surveys';
import { useQueuedMutation } from '../../../lib/mutations';
import { previewSurvey } from '../../../lib/survey-preview';

export interface CreateMarkupSurvey {
  /** Made here: a repeat of the same create answers the same survey, and it opens before it is sent. */
  id: string;
  projectId: string;
  locationType: 'site-map' | 'unit';
  locationId: string;
  instanceName: string;
  /** The number the server will most likely give (one more than the highest known; a floor plan's unit's). */
  instanceNumber: number;
  /** A unit's floor plan: the unit survey it draws. */
  unitSurveyId?: string;
}

/**
 * POST /api/projects/{id}/surveys, kept on the device first: the survey is listed and its editor
 * opens at once from the preview, with or without a connection (DESIGN §6).
 */
export function useCreateMarkupSurvey() {
  return useQueuedMutation<CreateMarkupSurvey, Survey>({
    request: ({ id, projectId, locationType, locationId, instanceName, instanceNumber, unitSurveyId }) => ({
      method: 'POST',
      path: `/api/projects/${encodeURIComponent(projectId)}/surveys`,
      body: { id, locationType, locationId, instanceName, ...(unitSurveyId ? { unitSurveyId } : {}) },
      target: { type: 'survey', id, parentId: projectId },
      action: 'create',
      summary: instanceName,
      preview: previewSurvey({ id, projectId, locationType, locationId, instanceName, instanceNumber, unitSurveyId: unitSurveyId ?? null }),
    }),
  });
}
