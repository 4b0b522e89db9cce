import { useQuery } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';
import { projectSurveysKey } from './query-keys';

/** GET /api/projects/{id}/surveys: where a markup page looks for its survey. */
export function useProjectSurveys(projectId: string) {
  return useQuery<Survey[]>({ queryKey: projectSurveysKey(projectId) });
}
