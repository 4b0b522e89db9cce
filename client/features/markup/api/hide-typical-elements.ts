import type { Survey } from '../../../../common/schemas/surveys';
import { useQueuedMutation } from '../../../lib/mutations';

export interface HideTypicalVariables {
  projectId: string;
  /** The unit's own floor plan (its differences). */
  planSurveyId: string;
  /** What the drawing is called in the sync panel. */
  planName: string;
  /** The whole list of typical elements the unit hides, as it is to be (last write wins, DESIGN §15). */
  hiddenTypicalIds: string[];
}

/**
 * PATCH /api/surveys/{id} `hiddenTypicalIds`, through the outbox: a unit's floor plan hides a
 * typical element (Hide in this unit) or shows it again, with or without a connection; the
 * editor shows the change at once from the entry's preview.
 */
export function useHideTypicalElements() {
  return useQueuedMutation<HideTypicalVariables, Survey>({
    request: ({ projectId, planSurveyId, planName, hiddenTypicalIds }) => ({
      method: 'PATCH',
      path: `/api/surveys/${encodeURIComponent(planSurveyId)}`,
      body: { hiddenTypicalIds },
      target: { type: 'survey', id: planSurveyId, parentId: projectId },
      action: 'update',
      summary: `${planName} · typical elements shown`,
      preview: { hiddenTypicalIds },
    }),
  });
}
