import { apiResponse } from '../../../lib/api-client';
import { fileNameFromContentDisposition } from '../../../lib/content-disposition';
import { readWithProgress, type DownloadedReport } from './download-report';
import { PHOTO_BYTES_HEADER } from '../../../../common/http-headers';

/** What the server says the photos weigh in all (the archive is a little more): for a percentage. */

/**
 * GET /api/projects/{id}/photos.zip, read as it streams: `onProgress` gets the bytes so far and
 * the photos' total, which the archive slightly exceeds (names and headers).
 */
export async function fetchPhotoArchive(projectId: string, onProgress: (bytes: number, total: number | null) => void, signal?: AbortSignal): Promise<DownloadedReport> {
  const response = await apiResponse('GET', `/api/projects/${encodeURIComponent(projectId)}/photos.zip`, { headers: { Accept: 'application/zip' }, signal });
  const total = Number(response.headers.get(PHOTO_BYTES_HEADER));
  const known = Number.isFinite(total) && total > 0 ? total : null;
  const chunks = await readWithProgress(response, (bytes) => onProgress(bytes, known));
  const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? 'photos.zip';
  return { blob: new Blob(chunks, { type: 'application/zip' }), fileName };
}
