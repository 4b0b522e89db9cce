import { busyWaitingLabel } from './busy-download';
import type { DownloadProgress } from './download-progress';


const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** The button's text: what it does, then how far it has got (a share when the total is known). */
export function photoArchiveLabel(progress: DownloadProgress): string {
  if (progress.phase === 'idle') return 'Download Photos';
  if (progress.phase === 'preparing') return 'Preparing photos…';
  if (progress.phase === 'waiting') return busyWaitingLabel(progress.seconds);
  if (progress.total === null) return `Downloading ${megabytes(progress.bytes)}…`;
  // The archive is a little larger than the photos: never more than 99% before it is done.
  return `Downloading ${Math.min(99, Math.floor((100 * progress.bytes) / progress.total))}%…`;
}
