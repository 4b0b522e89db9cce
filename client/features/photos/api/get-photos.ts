import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { surveyQueries } from '../../../lib/survey-queries';
import { overlayPhotos } from '../../../offline/overlays';
import { useOutboxEntries } from '../../../offline/use-outbox';

/**
 * The survey's photos as the surveyor left them (DESIGN §6): the last list read from the server,
 * with the photos still on this device added, waiting labels shown and waiting deletes marked.
 * A survey made on this device is not asked for (the server does not know it yet).
 */
export function useSurveyPhotos(surveyId: string | null) {
  const entries = useOutboxEntries();
  const madeHere = surveyId !== null && entries.some((entry) => entry.target.type === 'survey' && entry.target.id === surveyId && entry.action === 'create');
  const query = useQuery({ ...surveyQueries.photos(surveyId ?? ''), enabled: surveyId !== null && !madeHere });
  const photos = useMemo(() => (surveyId ? overlayPhotos(surveyId, query.data, entries) : []), [surveyId, query.data, entries]);
  return {
    photos,
    /** The outbox of this user, for what the cards say about each photo. */
    entries,
    /** Nothing read yet and asking now. */
    loading: !madeHere && query.data === undefined && query.fetchStatus === 'fetching',
    /** Nothing read yet and no connection to ask (reads resume by themselves). */
    waitingForServer: !madeHere && query.data === undefined && query.fetchStatus === 'paused',
    failed: !madeHere && query.data === undefined && query.isError,
    refetch: query.refetch,
  };
}
