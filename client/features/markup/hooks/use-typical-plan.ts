import { useEffect, useMemo, useState } from 'react';
import { parseElements } from '../../../../common/markup/parse-elements';
import type { MarkupElement } from '../../../../common/markup/schema';
import type { Survey } from '../../../../common/schemas/surveys';
import { useProjectSurveys, useSurveyRead } from '../../../lib/project-reads';
import type { EditorStore } from '../model/editor-state';
import { typicalPlanOfUnitPlan } from '../model/typical-plan';
import { markupDrafts } from '../offline/markup-adapter';

interface DeviceDrawing {
  surveyId: string;
  elements: readonly MarkupElement[];
  scale: number | null;
}

/**
 * A drawing as this device holds it while its changes wait to be sent (a typical plan marked up
 * without signal), kept current as it changes; null when the server's copy is the drawing.
 */
function useDeviceDrawing(surveyId: string | null): DeviceDrawing | null {
  const [drawing, setDrawing] = useState<DeviceDrawing | null>(null);
  useEffect(() => {
    if (!surveyId) return;
    const drafts = markupDrafts();
    let live = true;
    const show = (state: { elements: readonly MarkupElement[]; scale: number | null } | undefined) => {
      if (live) setDrawing(state ? { surveyId, elements: state.elements, scale: state.scale } : null);
    };
    void drafts.drawing(surveyId).then(show, () => undefined);
    const unsubscribe = drafts.subscribe(surveyId, show);
    return () => {
      live = false;
      unsubscribe();
    };
  }, [surveyId]);
  return drawing && drawing.surveyId === surveyId ? drawing : null;
}

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
  // What this device drew on the typical plan and has not sent yet shows beneath the unit too.
  const onDevice = useDeviceDrawing(typicalId);
  const elements = useMemo(() => (onDevice ? [...onDevice.elements] : typical ? parseElements(typical.markupElements) : null), [onDevice, typical]);
  const hidden = survey?.hiddenTypicalIds;
  const scale = onDevice ? onDevice.scale : (typical?.markupScale ?? null);
  useEffect(() => {
    store.dispatch({ type: 'setTypical', typical: elements ? { elements, hiddenIds: hidden ?? [], scale } : null });
  }, [store, elements, hidden, scale]);
  return typicalId ? (typical ?? null) : null;
}
