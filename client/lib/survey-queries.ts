import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ActivityPage } from '../../common/schemas/activity';
import type { SurveyComment } from '../../common/schemas/comments';
import type { Photo } from '../../common/schemas/photos';
import type { Survey } from '../../common/schemas/surveys';
import { apiGet } from './api-client';

/**
 * The surveys domain's reads (a survey is one location). A survey's photos hang under its key,
 * so invalidating the survey's `detail` key refreshes its photos too.
 */
export const surveyQueries = {
  all: () => ['surveys'] as const,

  /** GET /api/surveys/{id}: the survey with its form data and drawing. */
  detail: (surveyId: string) =>
    queryOptions({
      queryKey: ['surveys', surveyId] as const,
      queryFn: ({ signal }) => apiGet<Survey>(`/api/surveys/${encodeURIComponent(surveyId)}`, signal),
    }),

  /** GET /api/surveys/{id}/photos: the survey's photo list. */
  photos: (surveyId: string) =>
    queryOptions({
      queryKey: ['surveys', surveyId, 'photos'] as const,
      queryFn: ({ signal }) => apiGet<Photo[]>(`/api/surveys/${encodeURIComponent(surveyId)}/photos`, signal),
    }),

  /** GET /api/surveys/{id}/comments: the location's comments, oldest first. */
  comments: (surveyId: string) =>
    queryOptions({
      queryKey: ['surveys', surveyId, 'comments'] as const,
      queryFn: ({ signal }) => apiGet<SurveyComment[]>(`/api/surveys/${encodeURIComponent(surveyId)}/comments`, signal),
    }),

  /** GET /api/surveys/{id}/activity: the location's history, newest first, a page at a time. */
  activity: (surveyId: string) =>
    infiniteQueryOptions({
      queryKey: ['surveys', surveyId, 'activity'] as const,
      initialPageParam: null as string | null,
      queryFn: ({ signal, pageParam }) =>
        apiGet<ActivityPage>(`/api/surveys/${encodeURIComponent(surveyId)}/activity?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, signal),
      getNextPageParam: (page) => page.nextCursor,
    }),
};
