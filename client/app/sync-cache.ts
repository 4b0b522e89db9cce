import { QueryObserver, type DataTag, type QueryClient, type QueryKey, type QueryObserverOptions } from '@tanstack/react-query';
import type { Building } from '../../common/schemas/buildings';
import type { SurveyComment } from '../../common/schemas/comments';
import type { Photo } from '../../common/schemas/photos';
import type { Project } from '../../common/schemas/projects';
import type { Survey } from '../../common/schemas/surveys';
import type { UnitType } from '../../common/schemas/unit-types';
import { cacheSurvey } from '../features/surveys/api/cache-survey';
import { projectQueries } from '../lib/project-queries';
import { refreshProjectData } from '../lib/project-reads';
import { surveyQueries } from '../lib/survey-queries';
import { templateQueries } from '../lib/template-queries';
import type { OutboxEntry } from '../offline/offline-db';
import { keepImage } from './keep-image';

function isRecord(value: unknown): value is { id: string } {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

/** A record put in (or replaced in) a cached list, in place, new ones at the end. */
function upsertInto<T extends { id: string }>(queryClient: QueryClient, key: DataTag<QueryKey, T[], Error>, record: T) {
  queryClient.setQueryData(key, (list) => {
    if (!list) return list;
    const index = list.findIndex((item) => item.id === record.id);
    if (index === -1) return [...list, record];
    const next = list.slice();
    next[index] = record;
    return next;
  });
}

function removeFrom<T extends { id: string }>(queryClient: QueryClient, key: DataTag<QueryKey, T[], Error>, id: string) {
  queryClient.setQueryData(key, (list) => list?.filter((item) => item.id !== id));
}

/**
 * A photo that leaves the outbox stays on the screens that showed it from the device: in its
 * survey's list (started with it when none was read yet; the refetch that follows completes it)
 * and, for an upload, as the thumbnail and display copy the service worker keeps.
 */
function keepDeliveredPhoto(queryClient: QueryClient, surveyId: string, entry: OutboxEntry, photo: Photo) {
  const key = surveyQueries.photos(surveyId).queryKey;
  if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, [photo]);
  else upsertInto(queryClient, key, photo);
  if (entry.action === 'upload') {
    void keepImage(photo.urls.thumb).catch(() => undefined);
    void keepImage(photo.urls.display).catch(() => undefined);
  }
}

/**
 * Reads a query again now, also when no screen shows it, through its factory: a read only ever put
 * in the cache (above) or restored from the device has no query function of its own, so
 * refetchQueries could not run it. A read already under way is cancelled first, so the answer
 * comes from after this delivery (as an invalidation's refetch does).
 */
function readAgainNow<T, TKey extends QueryKey>(queryClient: QueryClient, options: QueryObserverOptions<T, Error, T, T, TKey>) {
  void new QueryObserver(queryClient, options).refetch();
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
      if (parentId) removeFrom(queryClient, projectQueries.surveys(parentId).queryKey, id);
      queryClient.removeQueries({ queryKey: surveyQueries.detail(id).queryKey, exact: true });
    } else if (isRecord(answer)) {
      const survey = answer as Survey;
      cacheSurvey(queryClient, survey);
      upsertInto(queryClient, projectQueries.surveys(survey.projectId).queryKey, survey);
      // A location made offline learns its template from this answer: its fields are read now,
      // while there is signal, so that the form opens in the next basement too.
      if (survey.templateId) void queryClient.prefetchQuery(templateQueries.version(survey.templateId, survey.templateVersion));
    }
    if (parentId) void queryClient.invalidateQueries({ queryKey: projectQueries.surveys(parentId).queryKey });
    // Its history gains the change just made (a restored value too).
    if (entry.action !== 'delete') void queryClient.invalidateQueries({ queryKey: surveyQueries.activity(id).queryKey });
    void refreshProjectData(queryClient);
  } else if (type === 'photo' && parentId) {
    const photos = surveyQueries.photos(parentId);
    if (entry.action === 'delete') removeFrom(queryClient, photos.queryKey, id);
    else if (isRecord(answer)) keepDeliveredPhoto(queryClient, parentId, entry, answer as Photo);
    // Also while the gallery is closed: read now, with signal, what it shows in the next basement.
    readAgainNow(queryClient, photos);
    // The survey carries its photos too (and its key covers the list above).
    void queryClient.invalidateQueries({ queryKey: surveyQueries.detail(parentId).queryKey });
  } else if (type === 'comment' && parentId) {
    // The comment stays where it was shown, now as sent; the history gains its line.
    if (isRecord(answer)) upsertInto(queryClient, surveyQueries.comments(parentId).queryKey, answer as SurveyComment);
    void queryClient.invalidateQueries({ queryKey: surveyQueries.comments(parentId).queryKey });
    void queryClient.invalidateQueries({ queryKey: surveyQueries.activity(parentId).queryKey });
  } else if ((type === 'building' || type === 'unit-type') && parentId) {
    const key = type === 'building' ? projectQueries.buildings(parentId).queryKey : projectQueries.unitTypes(parentId).queryKey;
    if (entry.action === 'delete') removeFrom(queryClient, key as DataTag<QueryKey, { id: string }[], Error>, id);
    else if (isRecord(answer)) upsertInto(queryClient, key as DataTag<QueryKey, (Building | UnitType)[], Error>, answer as Building | UnitType);
    void queryClient.invalidateQueries({ queryKey: key });
    // A renamed building renames the units that follow it (and bumps their versions); a unit type brings its typical plan.
    if (entry.action !== 'create' || type === 'unit-type') void queryClient.invalidateQueries({ queryKey: projectQueries.surveys(parentId).queryKey });
  } else if (type === 'units' && parentId) {
    const units = (answer as { units?: Survey[] } | undefined)?.units ?? [];
    for (const survey of units) {
      cacheSurvey(queryClient, survey);
      upsertInto(queryClient, projectQueries.surveys(parentId).queryKey, survey);
    }
    void refreshProjectData(queryClient);
  } else if (type === 'project') {
    if (entry.action === 'delete') {
      removeFrom(queryClient, projectQueries.list().queryKey, id);
      // The project and what hangs under it (its locations).
      queryClient.removeQueries({ queryKey: projectQueries.detail(id).queryKey });
    } else if (isRecord(answer)) {
      queryClient.setQueryData(projectQueries.detail(id).queryKey, answer as Project);
      upsertInto(queryClient, projectQueries.list().queryKey, answer as Project);
    }
    void refreshProjectData(queryClient);
  }
}
