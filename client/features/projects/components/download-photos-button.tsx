import { useState } from 'react';
import { Images, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { getServerMessage } from '../../../lib/api-client';
import { fetchPhotoArchive } from '../api/download-photos';
import { saveFile } from '../api/download-report';
import { retryWhenBusy } from '../api/retry-when-busy';
import { BUSY_WAITING_ANNOUNCEMENT } from '../model/busy-download';
import { photoArchiveLabel, type ArchiveProgress } from '../model/photo-archive-progress';

/** Download photos: the project's photos as one ZIP, its progress on the button. */
export function DownloadPhotosButton({ projectId }: { projectId: string }) {
  const [progress, setProgress] = useState<ArchiveProgress>({ phase: 'idle' });
  const running = progress.phase !== 'idle';

  async function download() {
    if (running) return;
    setProgress({ phase: 'preparing' });
    try {
      const archive = await retryWhenBusy(
        () => fetchPhotoArchive(projectId, (bytes, total) => setProgress({ phase: 'downloading', bytes, total })),
        (seconds) => setProgress({ phase: 'waiting', seconds }),
      );
      await saveFile(archive.blob, archive.fileName);
      toast({ title: 'Photos downloaded', description: archive.fileName });
    } catch (error) {
      const message = getServerMessage(error) ?? (error instanceof Error ? error.message : String(error));
      toast({ title: 'Download Failed', description: `The photos could not be downloaded: ${message}`, variant: 'destructive' });
    } finally {
      setProgress({ phase: 'idle' });
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => void download()} disabled={running} aria-busy={running} className="w-full tabular-nums sm:w-auto sm:min-w-48">
        {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Images aria-hidden="true" />}
        {photoArchiveLabel(progress)}
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {progress.phase === 'preparing' ? 'Preparing photos…' : progress.phase === 'downloading' ? 'Downloading photos…' : progress.phase === 'waiting' ? BUSY_WAITING_ANNOUNCEMENT : ''}
      </span>
    </>
  );
}
