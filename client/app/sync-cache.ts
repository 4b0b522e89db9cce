import type { QueryClient } from '@tanstack/react-query';
import type { Photo } from '../../common/schemas/photos';
import type { Project } from '../../common/schemas/projects';
import type { Survey } from '../../common/schemas/surveys';
import { photosQueryKey } from '../features/photos/api/get-photos';
import { templateVersionQueryOptions } from '../features/surveys/api/get-template-version';
import { cacheSurvey } from '../features/surveys/api/survey-keys';
import { PROJECTS_KEY, projectKey, projectSurveysKey, refreshProjectData, surveyKey } from '../lib/project-reads';
import type { OutboxEntry } from '../offline/offline-db';
import { keepImage } from './keep-image';

function isRecord(value: unknown): value is { id: string } {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/** A record put in (or replaced in) a cached list, in place, new ones at the end. */
function upsertInto<T extends { id: string }>(queryClient: QueryClient, key: readonly unknown[], record: T) {
  queryClient.setQueryData<T[]>(key, (list) => {
    if (!list) return list;
    const index = list.findIndex((item) => item.id === record.id);
    if (index === -1) return [...list, record];
    const next = list.slice();
    next[index] = record;
    return next;
  });
}

function removeFrom(queryClient: QueryClient, key: readonly unknown[], id: string) {
  queryClient.setQueryData<{ id: string }[]>(key, (list) => list?.filter((item) => item.id !== id));
}

/**
 * A photo that leaves the outbox stays on the screens that showed it from the device: in its
 * survey's list (started with it when none was read yet; the refetch that follows completes it)
 * and, for an upload, as the thumbnail and display copy the service worker keeps.
 */
function keepDeliveredPhoto(queryClient: QueryClient, key: readonly unknown[], entry: OutboxEntry, photo: Photo) {
  if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, [photo]);
  else upsertInto(queryClient, key, photo);
  if (entry.action === 'upload') {
    void keepImage(photo.urls.thumb).catch(() => undefined);
    void keepImage(photo.urls.display).catch(() => undefined);
  }
}

/**
 * The server took an outbox entry: its answer goes into the cached reads before the entry leaves
 * the outbox, so what the screen shows never flickers back to the old state; then the derived
 * reads (counts, progress, the home figures) are refreshed.
 */
export function applyDelivered(queryClient: QueryClient, entry: OutboxEntry, answer: unknown) {
  const { type, id, parentId } = entry.target;
  if (type === 'survey') {
    if (entry.action === 'delete') {
      if (parentId) removeFrom(queryClient, projectSurveysKey(parentId), id);
      queryClient.removeQueries({ queryKey: surveyKey(id), exact: true });
    } else if (isRecord(answer)) {
      const survey = answer as Survey;
      cacheSurvey(queryClient, survey);
      upsertInto(queryClient, projectSurveysKey(survey.projectId), survey);
      // A location made offline learns its template from this answer: its fields are read now,
      // while there is signal, so that the form opens in the next basement too.
      if (survey.templateId) void queryClient.prefetchQuery(templateVersionQueryOptions(survey.templateId, survey.templateVersion));
    }
    if (parentId) void queryClient.invalidateQueries({ queryKey: projectSurveysKey(parentId) });
    void refreshProjectData(queryClient);
  } else if (type === 'photo' && parentId) {
    const key = photosQueryKey(parentId);
    if (entry.action === 'delete') removeFrom(queryClient, key, id);
    else if (isRecord(answer)) keepDeliveredPhoto(queryClient, key, entry, answer as Photo);
    // Also while the gallery is closed: read now, with signal, what it shows in the next basement.
    void queryClient.invalidateQueries({ queryKey: key, refetchType: 'all' });
    void queryClient.invalidateQueries({ queryKey: surveyKey(parentId) });
  } else if (type === 'project') {
    if (entry.action === 'delete') {
      removeFrom(queryClient, PROJECTS_KEY, id);
      queryClient.removeQueries({ queryKey: projectKey(id) });
    } else if (isRecord(answer)) {
      queryClient.setQueryData(projectKey(id), answer);
      upsertInto(queryClient, PROJECTS_KEY, answer as Project);
    }
    void refreshProjectData(queryClient);
  }
}
