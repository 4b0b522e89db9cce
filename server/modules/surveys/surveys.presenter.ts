import type { MarkupElement } from '../../../common/markup/schema';
import type { Photo } from '../../../common/schemas/photos';
import type { Survey } from '../../../common/schemas/surveys';
import type { LocationType } from '../../../common/survey/location-types';
import type { SurveyRow } from './surveys.repo';

export function presentSurvey(row: SurveyRow, photos: Photo[] = []): Survey {
  return {
    id: row.id,
    projectId: row.projectId,
    locationType: row.locationType as LocationType,
    locationId: row.locationId,
    instanceName: row.instanceName,
    instanceNumber: row.instanceNumber,
    formData: row.formData as Record<string, unknown>,
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
    fieldVersions: row.fieldVersions as Record<string, number>,
    markupVersion: row.markupVersion,
    markupScale: row.markupScale,
    unitSurveyId: row.unitSurveyId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
