import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { surveyQueries } from '../../../lib/survey-queries';
import { overlayComments } from '../../../offline/overlays';
import { useOutboxEntries } from '../../../offline/use-outbox';

/** GET /api/surveys/{id}/comments, oldest first, with those written here and not sent yet at the end. */
export function useSurveyComments(surveyId: string) {
  const query = useQuery(surveyQueries.comments(surveyId));
  const entries = useOutboxEntries();
  const comments = useMemo(() => overlayComments(surveyId, query.data, entries), [surveyId, query.data, entries]);
  return { ...query, comments };
}
