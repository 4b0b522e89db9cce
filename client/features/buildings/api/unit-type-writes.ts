import type { CreateUnitTypeBody, UnitType } from '../../../../common/schemas/unit-types';
import { useQueuedMutation } from '../../../lib/mutations';

/**
 * POST /api/projects/{id}/unit-types through the outbox. The type and its typical plan survey
 * both get client ids, so the type is listed and its plan can be linked to at once, offline too.
 */
export function useCreateUnitType(projectId: string) {
  return useQueuedMutation<{ id: string; planSurveyId: string; name: string }, UnitType>({
    request: ({ id, planSurveyId, name }) => {
      const body: CreateUnitTypeBody = { id, name, planSurveyId };
      const at = new Date().toISOString();
      const preview: UnitType = { id, projectId, name, planSurveyId, createdAt: at, updatedAt: at };
      return {
        method: 'POST',
        path: `/api/projects/${encodeURIComponent(projectId)}/unit-types`,
        body,
        target: { type: 'unit-type', id, parentId: projectId },
        action: 'create',
        summary: `Unit type ${name} · new`,
        preview,
        waitMs: 1500,
      };
    },
  });
}

/** PATCH /api/unit-types/{id} with its new name (its typical plan's name follows on the server). */
export function useRenameUnitType(projectId: string) {
  return useQueuedMutation<{ id: string; name: string }, UnitType>({
    request: ({ id, name }) => ({
      method: 'PATCH',
      path: `/api/unit-types/${encodeURIComponent(id)}`,
      body: { name },
      target: { type: 'unit-type', id, parentId: projectId },
      action: 'update',
      summary: `Unit type ${name} · renamed`,
      preview: { name },
    }),
  });
}

/** DELETE /api/unit-types/{id} with its typical plan; refused (409 UNIT_TYPE_IN_USE) while units are of it. */
export function useDeleteUnitType(projectId: string) {
  return useQueuedMutation<{ id: string; name: string }, void>({
    request: ({ id, name }) => ({
      method: 'DELETE',
      path: `/api/unit-types/${encodeURIComponent(id)}`,
      target: { type: 'unit-type', id, parentId: projectId },
      action: 'delete',
      summary: `Unit type ${name} · delete`,
    }),
  });
}
