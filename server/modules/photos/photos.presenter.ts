import type { Photo } from '../../../common/schemas/photos';
import type { PhotoRow } from './photos.repo';

export function presentPhoto(row: PhotoRow): Photo {
  const url = `/api/photos/${row.id}`;
  return {
    id: row.id,
    surveyId: row.surveyId,
    originalName: row.originalName,
    label: row.label,
    version: row.version,
    elevationLevel: row.elevationLevel,
    mimeType: row.mimeType,
    size: row.size,
    width: row.width,
    height: row.height,
    takenAt: row.takenAt?.toISOString() ?? null,
    latitude: row.latitude,
    longitude: row.longitude,
    createdAt: row.createdAt.toISOString(),
    pin:
      row.pinSurveyId && row.pinX !== null && row.pinY !== null && row.pinNumber !== null
        ? { surveyId: row.pinSurveyId, x: row.pinX, y: row.pinY, direction: row.pinDirection, number: row.pinNumber }
        : null,
    starred: row.starred,
    urls: { thumb: `${url}?size=thumb`, display: url, original: `${url}?size=original` },
  };
}
