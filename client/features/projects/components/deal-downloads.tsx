import { useId } from 'react';
import { FileText, Handshake, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { fetchProjectFile } from '../api/download-project-file';
import { useDownload } from '../hooks/use-download';
import { BUSY_WAITING_ANNOUNCEMENT } from '../model/busy-download';
import { DEAL_DOWNLOADS, dealDownloadLabel, type DealDownload } from '../model/deal-downloads';

/**
 * The deal's files (issue 28): the owner's proposal, the estimate for a spreadsheet and the
 * labels for the label printer; each on its own button with its progress, as the report's.
 */
export function DealDownloads({ projectId }: { projectId: string }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <Handshake className="size-5 text-muted-foreground" aria-hidden="true" />
        Proposal, estimate and labels
      </h2>
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        {DEAL_DOWNLOADS.map((download) => (
          <DealDownloadButton key={download.file} projectId={projectId} download={download} />
        ))}
      </div>
    </section>
  );
}

function DealDownloadButton({ projectId, download }: { projectId: string; download: DealDownload }) {
  const { progress, running, start } = useDownload({
    fetch: (onBytes) => fetchProjectFile(projectId, download.file, (bytes) => onBytes(bytes, null)),
    doneTitle: download.doneTitle,
    failure: (reason) => `The ${download.noun} could not be downloaded: ${reason}`,
  });
  return (
    <>
      <Button variant="outline" onClick={() => void start()} disabled={running} aria-busy={running} className="w-full tabular-nums sm:w-auto sm:min-w-44">
        {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileText aria-hidden="true" />}
        {dealDownloadLabel(download, progress)}
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {progress.phase === 'waiting' ? BUSY_WAITING_ANNOUNCEMENT : running ? dealDownloadLabel(download, { phase: 'preparing' }) : ''}
      </span>
    </>
  );
}
