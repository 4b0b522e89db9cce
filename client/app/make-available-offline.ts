import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { LOCATION_TYPES } from '../../common/survey/location-types';
import { keepTemplateVersions } from '../features/surveys/api/get-template-version';
import { projectQueries } from '../lib/project-queries';
import { surveyQueries } from '../lib/survey-queries';
import { templateQueries } from '../lib/template-queries';
import { offlineDb } from '../offline/offline-db';
import { keepImage } from './keep-image';

export interface PrefetchProgress {
  done: number;
  total: number;
}

/** When a project was last made available offline on this device. */
export const offlineReadyKey = (projectId: string) => `offline-ready:${projectId}`;

/**
 * "Make available offline" (DESIGN §6): everything a surveyor needs in a basement, read now
 * while there is signal and kept on the device: the project, its locations, buildings and unit types, each survey, the
 * templates of every type and the versions its surveys use, photo lists, thumbnails and display
 * sizes, and drawing backgrounds. Reports its progress as it goes; fails on the first
 * unanswered request, keeping what it has.
 */
export async function makeProjectAvailableOffline(
  queryClient: QueryClient,
  projectId: string,
  onProgress: (progress: PrefetchProgress) => void,
): Promise<PrefetchProgress> {
  // Read now even what is cached and fresh: the device keeps the server's latest.
  const read = <T, TKey extends QueryKey>(query: FetchQueryOptions<T, Error, T, TKey>) => queryClient.fetchQuery({ ...query, staleTime: 0 });

  const progress: PrefetchProgress = { done: 0, total: 4 + LOCATION_TYPES.length };
  const step = () => {
    progress.done += 1;
    onProgress({ ...progress });
  };
  onProgress({ ...progress });

  await read(projectQueries.detail(projectId));
  step();
  const surveys = await read(projectQueries.surveys(projectId));
  step();
  // The property (DESIGN §15): the dashboard's buildings and the units' types, in the basement too.
  await read(projectQueries.buildings(projectId));
  step();
  await read(projectQueries.unitTypes(projectId));
  step();
  for (const type of LOCATION_TYPES) {
    // Each type's current template too, not only the versions in use: a new project's first
    // location is made in the basement.
    keepTemplateVersions(queryClient, await read(templateQueries.list(type)));
    step();
  }

  const versions = new Map<string, { id: string; version: number | null }>();
  for (const survey of surveys) {
    if (survey.templateId) versions.set(`${survey.templateId}@${survey.templateVersion}`, { id: survey.templateId, version: survey.templateVersion });
  }
  progress.total += surveys.length * 2 + versions.size;
  onProgress({ ...progress });

  for (const { id, version } of versions.values()) {
    await read(templateQueries.version(id, version));
    step();
  }

  const images: string[] = [];
  for (const survey of surveys) {
    const full = await read(surveyQueries.detail(survey.id));
    if (full.uploadedImage) images.push(full.uploadedImage);
    step();
    const photos = await read(surveyQueries.photos(survey.id));
    for (const photo of photos) images.push(photo.urls.thumb, photo.urls.display);
    step();
  }

  progress.total += images.length;
  onProgress({ ...progress });
  for (const url of images) {
    await keepImage(url);
    step();
  }
  await offlineDb().meta.put({ key: offlineReadyKey(projectId), value: Date.now() });
  return progress;
}
