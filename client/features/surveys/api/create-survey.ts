import type { CreateProjectSurveyBody, FormData as SurveyFormData, Survey } from '../../../../common/schemas/surveys';
import type { LocationType } from '../../../../common/survey/location-types';
import { useQueuedMutation } from '../../../lib/mutations';
import { previewSurvey } from '../../../lib/survey-preview';

export interface CreateSurveyVariables {
  id: string;
  locationType: LocationType;
  locationId: string;
  /** The type's default template, when known here (the server's choice otherwise). */
  template: { id: string; version: number } | null;
  /** The number the server will most likely give it. */
  instanceNumber: number;
  /** A name of its own (a duplicate's); else the server's '{type} {n}'. */
  instanceName?: string;
  /** Answers it starts with (a duplicate's). */
  formData?: SurveyFormData;
}

/**
 * POST /api/projects/{id}/surveys through the outbox. The client names the id, so the new
 * location opens at once (from its preview) with or without a connection, and a repeated create
 * is answered with the same survey; the server assigns the final instance number and name.
 */
export function useCreateSurvey(projectId: string) {
  return useQueuedMutation<CreateSurveyVariables, Survey>({
    request: ({ id, locationType, locationId, template, instanceNumber, instanceName, formData }) => {
      const body: CreateProjectSurveyBody = {
        id,
        locationType,
        locationId,
        ...(template ? { templateId: template.id } : {}),
        ...(instanceName ? { instanceName } : {}),
        ...(formData ? { formData } : {}),
      };
      const preview = {
        ...previewSurvey({
          id,
          projectId,
          locationType,
          locationId,
          instanceNumber,
          instanceName,
          templateId: template?.id ?? null,
          templateVersion: template?.version ?? null,
        }),
        ...(formData ? { formData } : {}),
      };
      return {
        method: 'POST',
        path: `/api/projects/${encodeURIComponent(projectId)}/surveys`,
        body,
        target: { type: 'survey', id, parentId: projectId },
        action: 'create',
        summary: `${preview.instanceName} · new location`,
        preview,
        // The form opens at once either way; a short wait only lets the server's name show.
        waitMs: 1500,
      };
    },
  });
}
