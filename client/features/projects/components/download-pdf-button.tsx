import { FileText, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { fetchReportPdf } from '../api/download-report-pdf';
import { useDownload } from '../hooks/use-download';
import { BUSY_WAITING_ANNOUNCEMENT, busyWaitingLabel } from '../model/busy-download';
import type { DownloadProgress } from '../model/download-progress';
import { formatDownloadSize } from '../model/report-download';

function pdfButtonLabel(progress: DownloadProgress): string {
  switch (progress.phase) {
    case 'idle':
      return 'Download PDF';
    case 'preparing':
      return 'Preparing PDF…';
    case 'waiting':
      return busyWaitingLabel(progress.seconds);
    case 'downloading':
      return `Downloading PDF… ${formatDownloadSize(progress.bytes)}`;
  }
}

/** The report as a PDF, drawn by the server as it streams; the bytes so far on the button. */
export function DownloadPdfButton({ target, className }: { target: { projectId: string } | { surveyId: string }; className?: string }) {
  const { progress, running, start } = useDownload({
    fetch: (onBytes) => fetchReportPdf(target, (bytes) => onBytes(bytes, null)),
    doneTitle: 'PDF Downloaded',
    failure: (reason) => `The PDF could not be made: ${reason}`,
  });

  return (
    <>
      <Button
        variant="outline"
        onClick={() => void start()}
        disabled={running}
        aria-busy={running}
        className={className ?? 'w-full tabular-nums sm:w-auto sm:min-w-48'}
      >
        {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FileText aria-hidden="true" />}
        {pdfButtonLabel(progress)}
      </Button>
      <span role="status" aria-live="polite" className="sr-only">
        {progress.phase === 'preparing' ? 'Preparing PDF…' : progress.phase === 'downloading' ? 'Downloading PDF…' : progress.phase === 'waiting' ? BUSY_WAITING_ANNOUNCEMENT : ''}
      </span>
    </>
  );
}
