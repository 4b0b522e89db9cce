import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Project } from '../../../../common/schemas/projects';
import { apiRequest } from '../../../lib/api-client';
import { refreshProjectData } from '../../../lib/project-reads';

/**
 * POST /api/projects/{id}/complete: straight to the server, not through the outbox. The check
 * (every location approved, no device holding unsent work) is only true on the server, now.
 */
export function useCompleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, force }: { projectId: string; force?: boolean }) =>
      apiRequest<Project>('POST', `/api/projects/${encodeURIComponent(projectId)}/complete`, force ? { force: true } : {}),
    onSuccess: () => refreshProjectData(queryClient),
  });
}
