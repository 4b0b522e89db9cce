import { useEffect, useMemo, useState } from 'react';
import { parseElements } from '../../../../common/markup/parse-elements';
import type { MarkupElement } from '../../../../common/markup/schema';
import { useProjectSurveys } from '../../../lib/project-reads';
import { markersStandingFor, type MarkerOnPlan } from '../model/marker-links';
import { markupDrafts } from '../offline/markup-adapter';

const NO_DRAFTS: ReadonlyMap<string, readonly MarkupElement[]> = new Map();

/**
 * The site-map markers that stand for a location (issue 13), from the project's drawings as this
 * device has them: a drawing's unsent work on the device wins over the server's copy, so a link
 * made offline shows at once. Undefined while the project's locations are not known.
 */
export function useMarkersStandingFor(projectId: string, surveyId: string): MarkerOnPlan[] | undefined {
  const surveys = useProjectSurveys(projectId);
  const siteMaps = useMemo(() => surveys.data?.filter((survey) => survey.locationType === 'site-map') ?? [], [surveys.data]);
  const ids = siteMaps.map((survey) => survey.id).join(' ');
  const [drafts, setDrafts] = useState(NO_DRAFTS);

  useEffect(() => {
    if (!ids) return;
    let live = true;
    const device = markupDrafts();
    const put = (id: string, elements: readonly MarkupElement[]) => {
      if (live) setDrafts((known) => new Map(known).set(id, elements));
    };
    const stops = ids.split(' ').map((id) => {
      device
        .read(id)
        .then((draft) => {
          if (draft) put(id, draft.elements);
        })
        .catch(() => {
          // The server's copy is shown instead.
        });
      return device.subscribe(id, (state) => put(id, state.elements));
    });
    return () => {
      live = false;
      stops.forEach((stop) => stop());
    };
  }, [ids]);

  return useMemo(
    () =>
      surveys.data &&
      markersStandingFor(
        surveyId,
        siteMaps.map((survey) => ({ id: survey.id, elements: drafts.get(survey.id) ?? parseElements(survey.markupElements) })),
      ),
    [surveys.data, siteMaps, drafts, surveyId],
  );
}
