import type { QueryClient } from '@tanstack/react-query';
import type { Photo } from '../../common/schemas/photos';
import type { Survey } from '../../common/schemas/surveys';
import type { SurveyTemplate } from '../../common/schemas/templates';
import { LOCATION_TYPES } from '../../common/survey/location-types';
import { photosQueryKey } from '../features/photos/api/get-photos';
import { keepTemplateVersions, templateVersionQueryOptions } from '../features/surveys/api/get-template-version';
import { apiRequest } from '../lib/api-client';
import { projectKey, projectSurveysKey, surveyKey } from '../lib/project-reads';
import { offlineDb } from '../offline/offline-db';
import { keepImage } from './keep-image';

export interface PrefetchProgress {
  done: number;
  total: number;
}

/** When a project was last made available offline on this device. */
export const offlineReadyKey = (projectId: string) => `offline-ready:${projectId}`;

const templatesKey = (type: string) => [`/api/survey-templates?locationType=${encodeURIComponent(type)}`] as const;

/**
 * "Make available offline" (DESIGN §6): everything a surveyor needs in a basement, read now
 * while there is signal and kept on the device: the project, its locations, each survey, the
 * templates of every type and the versions its surveys use, photo lists, thumbnails and display
 * sizes, and drawing backgrounds. Reports its progress as it goes; fails on the first
 * unanswered request, keeping what it has.
 */
export async function makeProjectAvailableOffline(
  queryClient: QueryClient,
  projectId: string,
  onProgress: (progress: PrefetchProgress) => void,
): Promise<PrefetchProgress> {
  const read = <T>(key: readonly unknown[], path: string) =>
    queryClient.fetchQuery<T>({ queryKey: key, queryFn: () => apiRequest<T>('GET', path), staleTime: 0 });

  const progress: PrefetchProgress = { done: 0, total: 2 + LOCATION_TYPES.length };
  const step = () => {
    progress.done += 1;
    onProgress({ ...progress });
  };
  onProgress({ ...progress });

  await read(projectKey(projectId), `/api/projects/${encodeURIComponent(projectId)}`);
  step();
  const surveys = await read<Survey[]>(projectSurveysKey(projectId), `/api/projects/${encodeURIComponent(projectId)}/surveys`);
  step();
  for (const type of LOCATION_TYPES) {
    // Each type's current template too, not only the versions in use: a new project's first
    // location is made in the basement.
    keepTemplateVersions(queryClient, await read<SurveyTemplate[]>(templatesKey(type), `/api/survey-templates?locationType=${encodeURIComponent(type)}`));
    step();
  }

  const versions = new Map<string, { id: string; version: number | null }>();
  for (const survey of surveys) {
    if (survey.templateId) versions.set(`${survey.templateId}@${survey.templateVersion}`, { id: survey.templateId, version: survey.templateVersion });
  }
  progress.total += surveys.length * 2 + versions.size;
  onProgress({ ...progress });

  for (const { id, version } of versions.values()) {
    await queryClient.fetchQuery({ ...templateVersionQueryOptions(id, version), staleTime: 0 });
    step();
  }

  const images: string[] = [];
  for (const survey of surveys) {
    const full = await read<Survey>(surveyKey(survey.id), `/api/surveys/${encodeURIComponent(survey.id)}`);
    if (full.uploadedImage) images.push(full.uploadedImage);
    step();
    const photos = await read<Photo[]>(photosQueryKey(survey.id), `/api/surveys/${encodeURIComponent(survey.id)}/photos`);
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
