import { useQueryClient } from '@tanstack/react-query';
import type { Survey } from '../../../../common/schemas/surveys';
import { useApiMutation } from '../../../lib/mutations';
import { refreshProjectData, surveyKey } from '../../../lib/project-reads';

export interface BackgroundChange {
  surveyId: string;
  /** An image data URL, or null to clear the background. */
  uploadedImage: string | null;
}

/**
 * PATCH /api/surveys/{id} {uploadedImage}: the server stores the image as a file and answers
 * the survey with the image as a URL path. No baseVersion: the background has no rival edits
 * to merge, the last one chosen wins.
 */
export function useSaveBackground() {
  const queryClient = useQueryClient();
  return useApiMutation<BackgroundChange, Survey>({
    request: ({ surveyId, uploadedImage }) => ({
      method: 'PATCH',
      path: `/api/surveys/${encodeURIComponent(surveyId)}`,
      body: { uploadedImage },
    }),
    onSuccess: (survey) => {
      // The answer is the whole current survey; the editor adopts its drawing only if newer.
      queryClient.setQueryData(surveyKey(survey.id), survey);
      return refreshProjectData(queryClient);
    },
  });
}
