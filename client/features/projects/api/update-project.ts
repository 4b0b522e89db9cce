import type { Project, UpdateProjectBody } from '../../../../common/schemas/projects';
import { useQueuedMutation } from '../../../lib/mutations';

export interface UpdateProjectVariables {
  projectId: string;
  body: UpdateProjectBody;
}

/** PATCH /api/projects/{id} (name, description and status) through the outbox; lists show the change at once. */
export function useUpdateProject() {
  return useQueuedMutation<UpdateProjectVariables, Project>({
    request: ({ projectId, body }) => ({
      method: 'PATCH',
      path: `/api/projects/${encodeURIComponent(projectId)}`,
      body,
      target: { type: 'project', id: projectId },
      action: 'update',
      summary: body.quantityAllowances ? 'Project · quantity allowances' : `${body.name ?? 'Project'} · rename`,
      preview: { ...body },
    }),
  });
}
