import { useQuery } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';
import { projectSurveysKey } from './survey-keys';

/** GET /api/projects/{id}/surveys: every survey of the project. */
export function useProjectSurveys(projectId: string) {
  return useQuery<Survey[]>({ queryKey: projectSurveysKey(projectId) });
}
