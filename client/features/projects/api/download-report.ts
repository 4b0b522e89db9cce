import { apiResponse } from '../../../lib/api-client';
import { fallbackReportFileName } from '../model/report-download';
import { fileNameFromContentDisposition } from '../../../lib/content-disposition';

/** administration §9: the download click waits this long after the file is ready. */
export const DOWNLOAD_CLICK_DELAY_MS = 100;
// The browser may still be reading the object URL just after the click; freed a little later.
const REVOKE_DELAY_MS = 10_000;

export interface DownloadedReport {
  blob: Blob;
  fileName: string;
}

function readerTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/projects/{id}/report, read as it streams so that `onProgress` sees the bytes
 * arrive (the server builds it as it sends, so there is no total to show). A read, not a
 * change: it goes around the mutation layer and the outbox.
 */
export async function fetchReport(
  projectId: string,
  projectName: string | undefined,
  onProgress: (bytes: number) => void,
  signal?: AbortSignal,
): Promise<DownloadedReport> {
  const timeZone = readerTimeZone();
  const query = timeZone ? `?tz=${encodeURIComponent(timeZone)}` : '';
  const response = await apiResponse('GET', `/api/projects/${encodeURIComponent(projectId)}/report${query}`, {
    headers: { Accept: 'text/html' },
    signal,
  });

  const chunks = await readWithProgress(response, onProgress);
  const fileName = fileNameFromContentDisposition(response.headers.get('content-disposition')) ?? fallbackReportFileName(projectName, new Date());
  return { blob: new Blob(chunks, { type: 'text/html;charset=utf-8' }), fileName };
}

/** A response's body read chunk by chunk, telling `onProgress` the bytes read so far. */
export async function readWithProgress(response: Response, onProgress: (bytes: number) => void): Promise<Uint8Array<ArrayBuffer>[]> {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      onProgress(bytes);
    }
  } else {
    const whole = new Uint8Array(await response.arrayBuffer());
    chunks.push(whole);
    onProgress(whole.byteLength);
  }
  return chunks;
}

/** Hands the file to the browser's downloads through an object URL and an <a download> click. */
export function saveFile(blob: Blob, fileName: string): Promise<void> {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  return new Promise((resolve) => {
    window.setTimeout(() => {
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
      resolve();
    }, DOWNLOAD_CLICK_DELAY_MS);
  });
}
