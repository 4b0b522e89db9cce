import { apiResponse } from '../../../lib/api-client';
import { localIsoDate } from '../model/report-download';
import { fileNameFromContentDisposition } from '../../../lib/content-disposition';
import { readWithProgress, type DownloadedReport } from './download-report';

function readerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/projects/{id}/report.pdf (or /api/surveys/{id}/report.pdf for one location), read
 * as it streams so that `onProgress` sees the bytes arrive; dates in the reader's time zone.
 */
export async function fetchReportPdf(
  target: { projectId: string } | { surveyId: string },
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<DownloadedReport> {
  const timeZone = readerTimeZone();
  const query = timeZone ? `?tz=${encodeURIComponent(timeZone)}` : '';
  const path = 'projectId' in target ? `/api/projects/${encodeURIComponent(target.projectId)}/report.pdf` : `/api/surveys/${encodeURIComponent(target.surveyId)}/report.pdf`;
  const response = await apiResponse('GET', `${path}${query}`, { headers: { Accept: 'application/pdf' }, signal });
  const chunks = await readWithProgress(response, onProgress);
  const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? `Survey-Report-${localIsoDate(new Date())}.pdf`;
  return { blob: new Blob(chunks, { type: 'application/pdf' }), fileName };
}
