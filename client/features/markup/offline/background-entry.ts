import type { NewBlob, NewEntry } from '../../../offline/outbox';
import { surveyPath } from './markup-drafts';
import { newId } from '../../../lib/new-id';

export interface BackgroundTarget {
  surveyId: string;
  projectId: string;
  /** The survey's name, for the sync panel. */
  name: string;
}

/**
 * A map or floor plan for a survey's drawing, or none (Clear Image), as an outbox entry: the
 * image is kept as a Blob beside it and turned into the data URL PATCH takes when it is sent
 * (see prepareBackgroundEntry). No baseVersion: the last background chosen wins.
 */
export function backgroundEntry(target: BackgroundTarget, image: Blob | null): NewEntry & { blobs: NewBlob[] } {
  const base = {
    method: 'PATCH' as const,
    path: surveyPath(target.surveyId),
    target: { type: 'survey' as const, id: target.surveyId, parentId: target.projectId },
    action: 'background' as const,
  };
  if (image === null) {
    return { ...base, body: { uploadedImage: null }, summary: `${target.name} · image removed`, preview: { uploadedImage: null }, blobs: [] };
  }
  return { ...base, summary: `${target.name} · map image`, blobs: [{ id: newId(), blob: image }] };
}
