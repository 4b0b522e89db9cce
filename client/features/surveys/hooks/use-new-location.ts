import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { FormData as SurveyFormData } from '../../../../common/schemas/surveys';
import type { LocationType } from '../../../../common/survey/location-types';
import { toast } from '../../../components/ui/use-toast';
import { newId } from '../../../lib/new-id';
import { useProjectSurveys } from '../../../lib/project-reads';
import { nextInstanceNumber } from '../../../lib/survey-preview';
import { templateQueries } from '../../../lib/template-queries';
import { useCreateSurvey } from '../api/create-survey';
import { newLocationId } from '../model/location-entries';

export interface NewLocation {
  type: LocationType;
  /** The template it uses (a duplicate's); else the type's default as known here. */
  template?: { id: string; version: number } | null;
  instanceName?: string;
  formData?: SurveyFormData;
}

/** How long a tap waits for a type's templates not yet on this device before leaving the choice to the server. */
const TEMPLATE_WAIT_MS = 1500;

/**
 * Creates a location through the outbox and opens its form (issue 15's one-tap flow): from the
 * New Location picker, Complete & next and Duplicate. Works offline: the form opens from the
 * create's preview; the toast says only what went wrong.
 */
export function useNewLocation(projectId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const surveys = useProjectSurveys(projectId);
  const { mutate, isPending } = useCreateSurvey(projectId);
  const known = surveys.data;
  // Covers the wait for the templates too, so a second tap does not make a second location.
  const [choosing, setChoosing] = useState(false);

  const templateOf = useCallback(
    async (type: LocationType): Promise<{ id: string; version: number } | null> => {
      const templatesOfType = templateQueries.list(type);
      let templates = queryClient.getQueryData(templatesOfType.queryKey);
      if (!templates) {
        const timeout = new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), TEMPLATE_WAIT_MS));
        templates = await Promise.race([queryClient.fetchQuery(templatesOfType).catch(() => undefined), timeout]);
      }
      // The first template listed is the one the server gives a new survey of this type.
      const first = templates?.[0];
      return first ? { id: first.id, version: first.version } : null;
    },
    [queryClient],
  );

  const create = useCallback(
    async ({ type, template, instanceName, formData }: NewLocation): Promise<void> => {
      const id = newId();
      setChoosing(true);
      const chosen = template === undefined ? await templateOf(type) : template;
      setChoosing(false);
      mutate(
        {
          id,
          locationType: type,
          locationId: newLocationId(type),
          template: chosen,
          instanceNumber: nextInstanceNumber(known ?? [], type),
          instanceName,
          formData,
        },
        {
          onSuccess: () => void navigate(`/projects/${projectId}/surveys/${id}`),
          onError: () => toast({ title: 'Error', description: 'Failed to create new survey entry.', variant: 'destructive' }),
        },
      );
    },
    [mutate, navigate, projectId, known, templateOf],
  );

  return { create, isPending: isPending || choosing };
}
