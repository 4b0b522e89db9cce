import { useEffect, useRef, useState } from 'react';
import type { CreateProjectSurveyBody, Survey } from '../../../../common/schemas/surveys';
import { useProjectSurveys } from '../../../lib/project-reads';
import { useCreateMarkupSurvey } from '../api/create-markup-survey';

export interface SurveyChoice {
  surveyId: string | null;
  /** Surveys are loading, or the missing survey is being created. */
  isLoading: boolean;
  isCreating: boolean;
  error: Error | null;
  retry: () => void;
}

/**
 * The survey a markup page edits: found among the project's surveys by `find`, or, once the
 * surveys are loaded and none fits, created once with a client-made id (a repeat of the same
 * create answers the same survey). The first survey found stays chosen while the page is open.
 */
export function useMarkupSurveyChoice(
  projectId: string,
  find: (surveys: readonly Survey[]) => Survey | undefined,
  newSurvey: Omit<CreateProjectSurveyBody, 'id'>,
): SurveyChoice {
  const surveys = useProjectSurveys(projectId);
  const create = useCreateMarkupSurvey();
  const [newId] = useState(() => crypto.randomUUID());
  const [chosen, setChosen] = useState<string | null>(null);
  const started = useRef(false);

  const found = surveys.data ? find(surveys.data) : undefined;
  // Derived once, during render: later refetches do not move the page to another survey.
  if (chosen === null && found) setChosen(found.id);

  const missing = surveys.isSuccess && !found && chosen === null;
  const { mutate } = create;
  useEffect(() => {
    if (!missing || started.current) return;
    started.current = true;
    mutate({ projectId, body: { ...newSurvey, id: newId } });
  }, [missing, mutate, projectId, newSurvey, newId]);

  const surveyId = chosen ?? found?.id ?? create.data?.id ?? null;
  return {
    surveyId,
    isLoading: surveyId === null && !surveys.isError && !create.isError,
    isCreating: missing && !create.isError,
    error: surveys.error ?? create.error ?? null,
    retry: () => {
      if (surveys.isError) void surveys.refetch();
      else if (create.isError) mutate({ projectId, body: { ...newSurvey, id: newId } });
    },
  };
}
