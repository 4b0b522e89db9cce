import { useCallback } from 'react';
import type { Survey } from '../../../../common/schemas/surveys';
import type { LocationType } from '../../../../common/survey/location-types';
import type { WriteOutcome } from '../../../lib/mutations';
import { newId } from '../../../lib/new-id';
import { useProjectSurveys } from '../../../lib/project-reads';
import { nextInstanceNumber } from '../../../lib/survey-preview';
import { useCreateSurvey } from '../api/create-survey';
import { useSurveyTemplates } from '../api/get-survey-templates';
import { newLocationId } from '../model/location-entries';

export interface CreateLocationCallbacks {
  onSuccess?: (outcome: WriteOutcome<Survey>) => void;
  onError?: (error: Error) => void;
}

/**
 * A new location of a type in a project, as Create New Location makes it: the type's default
 * template, a client-made id and the next number, through the outbox (DESIGN §6). `create`
 * answers the new survey's id at once; the survey opens from its preview before it is sent.
 */
export function useCreateLocation(projectId: string, type: LocationType) {
  const surveys = useProjectSurveys(projectId);
  const createSurvey = useCreateSurvey(projectId);
  const templates = useSurveyTemplates(type);
  const { mutate } = createSurvey;
  const known = surveys.data;
  const template = templates.data?.[0];

  const create = useCallback(
    (callbacks: CreateLocationCallbacks = {}): string => {
      const id = newId();
      // The first template listed is the one the server gives a new survey of this type.
      mutate(
        {
          id,
          locationType: type,
          locationId: newLocationId(type),
          template: template ? { id: template.id, version: template.version } : null,
          instanceNumber: nextInstanceNumber(known ?? [], type),
        },
        callbacks,
      );
      return id;
    },
    [mutate, type, template, known],
  );
  return { create, isPending: createSurvey.isPending };
}
