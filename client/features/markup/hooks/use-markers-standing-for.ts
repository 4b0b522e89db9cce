import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useProjectSurveys } from '../../../lib/project-reads';
import { offlineDb } from '../../../offline/offline-db';
import { linkFieldsOf, markersStandingFor, type MarkerOnPlan } from '../model/marker-links';
import { markupDraftKey } from '../offline/draft-key';

/**
 * The site-map markers that stand for a location (issue 13), from the project's drawings as this
 * device has them: a drawing's unsent work on the device wins over the server's copy, so a link
 * made offline shows at once. Read straight from the device's drafts, without the drawing's
 * sync and validation (a location's page loads neither). Undefined while the locations are not known.
 */
export function useMarkersStandingFor(projectId: string, surveyId: string): MarkerOnPlan[] | undefined {
  const surveys = useProjectSurveys(projectId);
  const siteMaps = useMemo(() => surveys.data?.filter((survey) => survey.locationType === 'site-map') ?? [], [surveys.data]);
  const ids = siteMaps.map((survey) => survey.id).join(' ');
  const drafts = useLiveQuery(
    async () => {
      const rows = await Promise.all(ids.split(' ').filter(Boolean).map((id) => offlineDb().drafts.get(markupDraftKey(id))));
      return new Map(rows.flatMap((row, index) => (row ? [[ids.split(' ')[index]!, (row.value as { elements?: unknown }).elements] as const] : [])));
    },
    [ids],
  );

  return useMemo(
    () =>
      surveys.data &&
      markersStandingFor(
        surveyId,
        siteMaps.map((survey) => ({ id: survey.id, elements: linkFieldsOf(drafts?.get(survey.id) ?? survey.markupElements) })),
      ),
    [surveys.data, siteMaps, drafts, surveyId],
  );
}
