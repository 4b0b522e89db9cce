import { busyWaitingLabel } from './busy-download';

/** Where a photo download stands ('waiting': for its turn, busy-download.ts). */
export type ArchiveProgress =
  | { phase: 'idle' }
  | { phase: 'preparing' }
  | { phase: 'waiting'; seconds: number }
  | { phase: 'downloading'; bytes: number; total: number | null };

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

/** The button's text: what it does, then how far it has got (a share when the total is known). */
export function photoArchiveLabel(progress: ArchiveProgress): string {
  if (progress.phase === 'idle') return 'Download Photos';
  if (progress.phase === 'preparing') return 'Preparing photos…';
  if (progress.phase === 'waiting') return busyWaitingLabel(progress.seconds);
  if (progress.total === null) return `Downloading ${megabytes(progress.bytes)}…`;
  // The archive is a little larger than the photos: never more than 99% before it is done.
  return `Downloading ${Math.min(99, Math.floor((100 * progress.bytes) / progress.total))}%…`;
}
