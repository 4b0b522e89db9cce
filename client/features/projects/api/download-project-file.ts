import { apiResponse } from '../../../lib/api-client';
import { fileNameFromContentDisposition } from '../../../lib/content-disposition';
import { readWithProgress, type DownloadedReport } from './download-report';

/** A file the server makes of a project after the survey (issue 28), with its media type. */
export type ProjectFile = 'estimate.csv' | 'estimate.xlsx' | 'proposal.pdf' | 'labels.csv';

const TYPES: Record<ProjectFile, string> = {
  'estimate.csv': 'text/csv',
  'estimate.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'proposal.pdf': 'application/pdf',
  'labels.csv': 'text/csv',
};

/** GET /api/projects/{id}/{file}, read as it arrives so that `onProgress` sees the bytes. */
export async function fetchProjectFile(projectId: string, file: ProjectFile, onProgress: (bytes: number) => void, signal?: AbortSignal): Promise<DownloadedReport> {
  const response = await apiResponse('GET', `/api/projects/${encodeURIComponent(projectId)}/${file}`, { headers: { Accept: TYPES[file] }, signal });
  const chunks = await readWithProgress(response, onProgress);
  return { blob: new Blob(chunks, { type: TYPES[file] }), fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? file };
}
