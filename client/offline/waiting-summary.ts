import type { OutboxEntry } from './offline-db';

export interface WaitingSummary {
  /** Every change still on the device only. */
  changes: number;
  photos: number;
  bytes: number;
  /** Refused by the server: they need a retry or a discard. */
  failed: number;
  /** Someone else changed the same thing: they need a choice. */
  conflicts: number;
}

export function summarizeWaiting(entries: readonly OutboxEntry[]): WaitingSummary {
  return {
    changes: entries.length,
    photos: entries.filter((entry) => entry.action === 'upload').length,
    bytes: entries.reduce((total, entry) => total + entry.size, 0),
    failed: entries.filter((entry) => entry.state === 'failed').length,
    conflicts: entries.filter((entry) => entry.state === 'conflict').length,
  };
}

/** 18 MB, 640 KB, 12 bytes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}

/** "12 changes waiting · 3 photos, 18 MB" (DESIGN §6), or "All changes sent". */
export function describeWaiting(summary: WaitingSummary): string {
  if (summary.changes === 0) return 'All changes sent';
  const changes = `${summary.changes} ${summary.changes === 1 ? 'change' : 'changes'} waiting`;
  const parts = [
    ...(summary.photos > 0 ? [`${summary.photos} ${summary.photos === 1 ? 'photo' : 'photos'}`] : []),
    // A form's edits are sized when sent; a few bytes are not worth saying.
    ...(summary.bytes > 0 ? [formatBytes(summary.bytes)] : []),
  ];
  return parts.length > 0 ? `${changes} · ${parts.join(', ')}` : changes;
}
