import type { CreateProjectBody, Project } from '../../../../common/schemas/projects';
import { useQueuedMutation } from '../../../lib/mutations';
import { newId } from '../../../lib/new-id';

export interface CreateProjectVariables {
  body: CreateProjectBody;
  /** The company it belongs to: the user's own, or the one root picked. */
  companyId: string;
}

/** A project as the server will answer its create, shown while the create waits on the device. */
export function previewProject(id: string, body: CreateProjectBody, companyId: string, now = new Date()): Project {
  return {
    id,
    companyId,
    name: body.name,
    description: body.description ?? null,
    status: body.status,
    totalLocations: 0,
    completedLocations: 0,
    progress: 0,
    quantityAllowances: { slackFeetPerEnd: 0, floorHeightFeet: 0, wastePercent: 0 },
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/**
 * POST /api/projects through the outbox, with a client id: the new project's dashboard opens at
 * once, with or without a connection, and a replayed create answers the same project.
 */
export function useCreateProject() {
  return useQueuedMutation<CreateProjectVariables, Project>({
    request: ({ body, companyId }) => {
      const id = body.id ?? newId();
      return {
        method: 'POST',
        path: '/api/projects',
        body: { ...body, id },
        target: { type: 'project', id },
        action: 'create',
        summary: `${body.name} · new project`,
        preview: { ...previewProject(id, body, companyId) },
      };
    },
  });
}
