import { useEffect, useMemo } from 'react';
import { identifierKey } from '../../../../common/markup/identifiers';
import type { Survey } from '../../../../common/schemas/surveys';
import { useProjectSurveys } from '../../../lib/project-reads';
import type { EditorStore } from '../model/editor-state';

/** The identifiers (keys) of every marker in the project's drawings other than this one. */
export function otherDrawingsIdentifiers(surveys: readonly Pick<Survey, 'id' | 'markupElements'>[], surveyId: string | null): Set<string> {
  const keys = new Set<string>();
  for (const survey of surveys) {
    if (survey.id === surveyId) continue;
    for (const element of survey.markupElements) if (element.tag) keys.add(identifierKey(element.tag));
  }
  return keys;
}

/**
 * Hands the editor the identifiers the project's other drawings hold (as this device has the
 * project's surveys), so a marker placed shows the next free one at once (issue 26).
 */
export function useProjectIdentifiers(store: EditorStore, projectId: string | null, surveyId: string | null) {
  const surveys = useProjectSurveys(projectId ?? '', { enabled: projectId !== null });
  const identifiers = useMemo(() => otherDrawingsIdentifiers(surveys.data ?? [], surveyId), [surveys.data, surveyId]);
  useEffect(() => {
    store.dispatch({ type: 'setProjectIdentifiers', identifiers });
  }, [store, identifiers]);
}
