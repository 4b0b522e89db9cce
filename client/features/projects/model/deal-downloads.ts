import type { ProjectFile } from '../api/download-project-file';
import { busyWaitingLabel } from './busy-download';
import type { DownloadProgress } from './download-progress';
import { formatDownloadSize } from './report-download';

/** The deal's files in the Downloads panel (issue 28): what each button says and its toasts. */
export interface DealDownload {
  file: ProjectFile;
  /** The button at rest ('Estimate CSV'). */
  label: string;
  /** What is made, for "Preparing …" and the failure toast ('estimate'). */
  noun: string;
  doneTitle: string;
}

export const DEAL_DOWNLOADS: readonly DealDownload[] = [
  { file: 'proposal.pdf', label: 'Proposal PDF', noun: 'proposal', doneTitle: 'Proposal Downloaded' },
  { file: 'estimate.csv', label: 'Estimate CSV', noun: 'estimate', doneTitle: 'Estimate Downloaded' },
  { file: 'estimate.xlsx', label: 'Estimate Excel', noun: 'estimate', doneTitle: 'Estimate Downloaded' },
  { file: 'labels.csv', label: 'Labels CSV', noun: 'labels', doneTitle: 'Labels Downloaded' },
];

/** The button's words for where its download stands. */
export function dealDownloadLabel(download: DealDownload, progress: DownloadProgress): string {
  switch (progress.phase) {
    case 'idle':
      return download.label;
    case 'preparing':
      return `Preparing ${download.noun}…`;
    case 'waiting':
      return busyWaitingLabel(progress.seconds);
    case 'downloading':
      return `Downloading ${download.noun}… ${formatDownloadSize(progress.bytes)}`;
  }
}
