import { useEffect, useMemo } from 'react';
import { parseElements } from '../../../../common/markup/parse-elements';
import type { Survey } from '../../../../common/schemas/surveys';
import { useProjectSurveys, useSurveyRead } from '../../../lib/project-reads';
import type { EditorStore } from '../model/editor-state';
import { typicalPlanOfUnitPlan } from '../model/typical-plan';

/**
 * The typical plan beneath a unit's floor plan (DESIGN §15): found from the project's surveys
 * (the unit's type, its plan), read like any survey (so it is on the device with the project
 * made available offline) and handed to the editor's store with the unit's hidden ones. Null
 * for any other drawing.
 */
export function useTypicalPlan(store: EditorStore, projectId: string | null, survey: Survey | undefined) {
  const isUnitPlan = Boolean(survey?.unitSurveyId);
  const surveys = useProjectSurveys(projectId ?? '', { enabled: projectId !== null && isUnitPlan });
  const typicalId = survey && surveys.data ? (typicalPlanOfUnitPlan(surveys.data, survey)?.id ?? null) : null;
  const typical = useSurveyRead(typicalId).data;
  const elements = useMemo(() => (typical ? parseElements(typical.markupElements) : null), [typical]);
  const hidden = survey?.hiddenTypicalIds;
  const scale = typical?.markupScale ?? null;
  useEffect(() => {
    store.dispatch({ type: 'setTypical', typical: elements ? { elements, hiddenIds: hidden ?? [], scale } : null });
  }, [store, elements, hidden, scale]);
  return typicalId ? (typical ?? null) : null;
}
