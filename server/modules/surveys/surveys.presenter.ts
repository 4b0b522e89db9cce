import type { MarkupElement } from '../../../common/markup/schema';
import type { Photo } from '../../../common/schemas/photos';
import type { SurveyReview } from '../../../common/schemas/review';
import type { Survey } from '../../../common/schemas/surveys';
import type { LocationType } from '../../../common/survey/location-types';
import { ownValue, setOwnValue } from '../../../common/survey/own-values';
import { PLACE_KEYS, placeAnswers, placeKeyOf } from '../../../common/survey/places';
import type { SurveyRow } from './surveys.repo';

/** What presenting a survey needs beside its row. */
export interface SurveyPresentation {
  /** Its building's name (formData.building shows it). */
  buildingName: string | null;
  /** Its template's field names: the place fields among them show the place too. */
  fieldNames: readonly string[];
  /** Its building's assignee: who surveys it when it names nobody itself (DESIGN §16). */
  buildingAssigneeId?: string | null;
}

/** A location's review (DESIGN §16), null when never submitted. */
export function presentReview(row: Pick<SurveyRow, 'reviewState' | 'reviewBy' | 'reviewAt' | 'reviewComment' | 'submittedBy'>): SurveyReview | null {
  if (!row.reviewState) return null;
  return { state: row.reviewState, by: row.reviewBy, at: row.reviewAt?.toISOString() ?? null, comment: row.reviewComment, submittedBy: row.submittedBy };
}

/**
 * A survey as the API answers it. Its place (DESIGN §15) is in its columns and also in formData,
 * under the canonical names and the template's own place fields, the building by its name; the
 * field versions of the place go with it under the same names.
 */
export function presentSurvey(row: SurveyRow, photos: Photo[], presentation: SurveyPresentation): Survey {
  const names = [...PLACE_KEYS, ...presentation.fieldNames];
  const fieldVersions = { ...(row.fieldVersions as Record<string, number>) };
  for (const name of presentation.fieldNames) {
    const key = placeKeyOf(name);
    const version = key && key !== name ? ownValue(fieldVersions, key) : undefined;
    if (version !== undefined) setOwnValue(fieldVersions, name, version);
  }
  return {
    id: row.id,
    projectId: row.projectId,
    locationType: row.locationType as LocationType,
    locationId: row.locationId,
    instanceName: row.instanceName,
    instanceNumber: row.instanceNumber,
    formData: placeAnswers(row, presentation.buildingName, names),
    isCompleted: row.isCompleted,
    progress: row.progress,
    // Checked by MarkupElements on every write (whole drawings and element changes alike).
    markupElements: row.markupElements as MarkupElement[],
    // DESIGN §10: the stored background is answered as a URL path, never inline data.
    uploadedImage: row.uploadedImageKey ? `/api/surveys/${row.id}/image?v=${encodeURIComponent(row.uploadedImageKey)}` : null,
    photos,
    templateId: row.templateId,
    templateVersion: row.templateVersion,
    version: row.version,
    fieldVersions,
    markupVersion: row.markupVersion,
    markupScale: row.markupScale,
    unitSurveyId: row.unitSurveyId,
    buildingId: row.buildingId,
    floor: row.floor,
    unitNumber: row.unitNumber,
    unitTypeId: row.unitTypeId,
    isTypicalPlan: row.isTypicalPlan,
    hiddenTypicalIds: Array.isArray(row.hiddenTypicalIds) ? (row.hiddenTypicalIds as string[]) : [],
    review: presentReview(row),
    assigneeId: row.assigneeId ?? presentation.buildingAssigneeId ?? null,
    ownAssigneeId: row.assigneeId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
