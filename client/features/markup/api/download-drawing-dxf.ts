import { apiResponse } from '../../../lib/api-client';
import { fileNameFromContentDisposition } from '../../../lib/content-disposition';

/** GET /api/surveys/{id}/drawing.dxf (issue 28): the saved drawing in feet at its scale, for CAD; 422 when it has none. */
export async function fetchDrawingDxf(surveyId: string, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiResponse('GET', `/api/surveys/${encodeURIComponent(surveyId)}/drawing.dxf`, { headers: { Accept: 'application/dxf' }, signal });
  const blob = await response.blob();
  return { blob, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? 'drawing.dxf' };
}
