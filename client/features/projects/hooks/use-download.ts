import { useState } from 'react';
import { toast } from '../../../components/ui/use-toast';
import { getServerMessage } from '../../../lib/api-client';
import { saveFile } from '../api/download-report';
import { retryWhenBusy } from '../api/retry-when-busy';
import type { DownloadProgress } from '../model/download-progress';

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

export interface DownloadOptions {
  /** Fetches the file, saying how many bytes have arrived (and of how many, when known). */
  fetch: (onBytes: (bytes: number, total: number | null) => void) => Promise<DownloadedFile>;
  /** The toast's title once saved ('Report Downloaded'); none: no toast. */
  doneTitle?: string;
  /** The failure toast's description from the reason. */
  failure: (reason: string) => string;
}

/**
 * One download, as every download button runs it: its progress, its turn waited for when the
 * server is busy (429, counted down), the file saved, and a toast for how it ended.
 */
export function useDownload({ fetch, doneTitle, failure }: DownloadOptions) {
  const [progress, setProgress] = useState<DownloadProgress>({ phase: 'idle' });
  const running = progress.phase !== 'idle';

  async function start() {
    if (running) return;
    setProgress({ phase: 'preparing' });
    try {
      const file = await retryWhenBusy(
        () => fetch((bytes, total) => setProgress({ phase: 'downloading', bytes, total })),
        (seconds) => setProgress({ phase: 'waiting', seconds }),
      );
      await saveFile(file.blob, file.fileName);
      if (doneTitle) toast({ title: doneTitle, description: file.fileName });
    } catch (error) {
      const reason = getServerMessage(error) ?? (error instanceof Error ? error.message : String(error));
      toast({ title: 'Download Failed', description: failure(reason), variant: 'destructive' });
    } finally {
      setProgress({ phase: 'idle' });
    }
  }

  return { progress, running, start };
}
