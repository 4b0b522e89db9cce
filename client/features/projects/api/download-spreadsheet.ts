import type { LocationType } from '../../../../common/survey/location-types';
import { apiResponse } from '../../../lib/api-client';
import { fileNameFromContentDisposition } from '../../../lib/content-disposition';
import type { DownloadedReport } from './download-report';

export type SpreadsheetFormat = 'csv' | 'xlsx';

const TYPES: Record<SpreadsheetFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** GET /api/projects/{id}/exports/{type}.{csv|xlsx}: a location type's spreadsheet, read whole. */
export async function fetchSpreadsheet(projectId: string, type: LocationType, format: SpreadsheetFormat, signal?: AbortSignal): Promise<DownloadedReport> {
  const file = `${type}.${format}`;
  const response = await apiResponse('GET', `/api/projects/${encodeURIComponent(projectId)}/exports/${file}`, { headers: { Accept: TYPES[format] }, signal });
  const blob = await response.blob();
  return { blob, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? file };
}
