import type { Building, CreateBuildingBody, UpdateBuildingBody } from '../../../../common/schemas/buildings';
import { useQueuedMutation } from '../../../lib/mutations';

export interface BuildingFields {
  name: string;
  lowestFloor: number;
  highestFloor: number;
}

/**
 * POST /api/projects/{id}/buildings through the outbox (DESIGN §15). The client names the id, so
 * the building shows at once, its units can be made before it reaches the server, and a repeat
 * is answered with the same building.
 */
export function useCreateBuilding(projectId: string) {
  return useQueuedMutation<BuildingFields & { id: string }, Building>({
    request: ({ id, name, lowestFloor, highestFloor }) => {
      const body: CreateBuildingBody = { id, name, lowestFloor, highestFloor };
      const at = new Date().toISOString();
      const preview: Building = { id, projectId, name, lowestFloor, highestFloor, floorsFollowAnswers: false, assigneeId: null, createdAt: at, updatedAt: at };
      return {
        method: 'POST',
        path: `/api/projects/${encodeURIComponent(projectId)}/buildings`,
        body,
        target: { type: 'building', id, parentId: projectId },
        action: 'create',
        summary: `Building ${name} · new`,
        preview,
        waitMs: 1500,
      };
    },
  });
}

/** PATCH /api/buildings/{id}: its name or floors (a range leaving out a location's floor is refused, 409). */
export function useUpdateBuilding(projectId: string) {
  return useQueuedMutation<{ id: string; changes: UpdateBuildingBody; name: string }, Building>({
    request: ({ id, changes, name }) => ({
      method: 'PATCH',
      path: `/api/buildings/${encodeURIComponent(id)}`,
      body: changes,
      target: { type: 'building', id, parentId: projectId },
      action: 'update',
      summary: `Building ${name} · changed`,
      // Floors set by hand are strict from now on (PROPERTY-API.md, floorsFollowAnswers).
      preview: { ...changes, ...(changes.lowestFloor !== undefined || changes.highestFloor !== undefined ? { floorsFollowAnswers: false } : {}) },
    }),
  });
}

/** DELETE /api/buildings/{id}; refused (409 BUILDING_IN_USE, a sentence) while locations are in it. */
export function useDeleteBuilding(projectId: string) {
  return useQueuedMutation<{ id: string; name: string }, void>({
    request: ({ id, name }) => ({
      method: 'DELETE',
      path: `/api/buildings/${encodeURIComponent(id)}`,
      target: { type: 'building', id, parentId: projectId },
      action: 'delete',
      summary: `Building ${name} · delete`,
    }),
  });
}

/** PUT /api/buildings/{id}/assignee: who surveys its locations unless one has its own (admins). */
export function useAssignBuilding(projectId: string) {
  return useQueuedMutation<{ id: string; userId: string | null; name: string }, Building>({
    request: ({ id, userId, name }) => ({
      method: 'PUT',
      path: `/api/buildings/${encodeURIComponent(id)}/assignee`,
      body: { userId },
      target: { type: 'building', id, parentId: projectId },
      action: 'update',
      summary: `Building ${name} · assign`,
      preview: { assigneeId: userId },
    }),
  });
}
