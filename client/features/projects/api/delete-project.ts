import { useQueuedMutation } from '../../../lib/mutations';

/**
 * DELETE /api/projects/{id}, with its surveys and photos, through the outbox: gone from the list
 * at once; a project made on this device and never sent is simply taken back with its work.
 */
export function useDeleteProject() {
  return useQueuedMutation<{ projectId: string; name: string }, void>({
    request: ({ projectId, name }) => ({
      method: 'DELETE',
      path: `/api/projects/${encodeURIComponent(projectId)}`,
      target: { type: 'project', id: projectId },
      action: 'delete',
      summary: `${name} · delete project`,
    }),
  });
}
