import { Images, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { fetchPhotoArchive } from '../api/download-photos';
import { useDownload } from '../hooks/use-download';
import { BUSY_WAITING_ANNOUNCEMENT } from '../model/busy-download';
import { photoArchiveLabel } from '../model/photo-archive-progress';

/** Download photos: the project's photos as one ZIP, its progress on the button. */
export function DownloadPhotosButton({ projectId }: { projectId: string }) {
  const { progress, running, start } = useDownload({
    fetch: (onBytes) => fetchPhotoArchive(projectId, onBytes),
    doneTitle: 'Photos downloaded',
    failure: (reason) => `The photos could not be downloaded: ${reason}`,
  });

  return (
    <>
      <Button variant="outline" onClick={() => void start()} disabled={running} aria-busy={running} className="w-full tabular-nums sm:w-auto sm:min-w-48">
        {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Images aria-hidden="true" />}
        {photoArchiveLabel(progress)}
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {progress.phase === 'preparing' ? 'Preparing photos…' : progress.phase === 'downloading' ? 'Downloading photos…' : progress.phase === 'waiting' ? BUSY_WAITING_ANNOUNCEMENT : ''}
      </span>
    </>
  );
}
