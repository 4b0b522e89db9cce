import { useQuery } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';
import { projectSurveysKey } from './query-keys';

/** GET /api/projects/{id}/surveys: every location of the project. */
export function useProjectSurveys(projectId: string, options: { enabled?: boolean } = {}) {
  return useQuery<Survey[]>({ queryKey: projectSurveysKey(projectId), enabled: options.enabled ?? true });
}
