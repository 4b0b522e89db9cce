// What the Download Report button shows and how it names the file (administration §7–§9).
import { busyWaitingLabel } from './busy-download';
import type { DownloadProgress } from './download-progress';

/** YYYY-MM-DD of `date` on the reader's clock. */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `{project}-Survey-Report-{date}.html` (administration §9), named as the server names it. */
export function fallbackReportFileName(projectName: string | undefined, date: Date): string {
  const safe =
    (projectName ?? '')
      .trim()
      .replace(/\s+/g, '-')
      .replace(/[^\p{L}\p{N}_-]/gu, '')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'Project';
  return `${safe}-Survey-Report-${localIsoDate(date)}.html`;
}

/** Bytes so far, base 1024 with one decimal ('3.2 MB'): enough to see it move. */
export function formatDownloadSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

/** 'waiting': the server runs other downloads; this one asks again in `seconds` (busy-download.ts). */
export function reportButtonLabel(progress: DownloadProgress): string {
  switch (progress.phase) {
    case 'idle':
      return 'Download Report';
    case 'preparing':
      return 'Preparing report…';
    case 'waiting':
      return busyWaitingLabel(progress.seconds);
    case 'downloading':
      return `Downloading… ${formatDownloadSize(progress.bytes)}`;
  }
}

/** The failure toast's text (administration §8): the server's message when it sent one. */
export function reportFailureDescription(message: string): string {
  return `Report generation failed: ${message}`;
}
