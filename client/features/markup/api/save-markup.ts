import type { MarkupElement } from '../../../../common/markup/schema';
import type { UpdateSurveyBody } from '../../../../common/schemas/surveys';
import type { ApiWrite } from '../../../lib/mutations';

/**
 * PATCH /api/surveys/{id} {markupElements, baseVersion}: the whole drawing, based on the version
 * it was drawn over; the server answers 409 VERSION_CONFLICT (details.markup) when someone
 * else saved a drawing since. Described as data so auto-save, Save to Project and the flush on
 * close all send the same write through runMutation.
 */
export function saveMarkupWrite(surveyId: string, elements: readonly MarkupElement[], baseVersion: number | undefined): ApiWrite {
  const body: UpdateSurveyBody = { markupElements: [...elements], ...(baseVersion !== undefined ? { baseVersion } : {}) };
  // keepalive: a save started as the page closes is finished by the browser (small drawings).
  return { method: 'PATCH', path: `/api/surveys/${encodeURIComponent(surveyId)}`, body };
}
