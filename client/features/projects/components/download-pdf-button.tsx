import { useState } from 'react';
import { FileText, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { getServerMessage } from '../../../lib/api-client';
import { saveFile } from '../api/download-report';
import { fetchReportPdf } from '../api/download-report-pdf';
import { retryWhenBusy } from '../api/retry-when-busy';
import { BUSY_WAITING_ANNOUNCEMENT, busyWaitingLabel } from '../model/busy-download';
import { formatDownloadSize, type ReportProgress } from '../model/report-download';

function pdfButtonLabel(progress: ReportProgress): string {
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
  const [progress, setProgress] = useState<ReportProgress>({ phase: 'idle' });
  const running = progress.phase !== 'idle';

  async function download() {
    if (running) return;
    setProgress({ phase: 'preparing' });
    try {
      const pdf = await retryWhenBusy(
        () => fetchReportPdf(target, (bytes) => setProgress({ phase: 'downloading', bytes })),
        (seconds) => setProgress({ phase: 'waiting', seconds }),
      );
      await saveFile(pdf.blob, pdf.fileName);
      toast({ title: 'PDF Downloaded', description: pdf.fileName });
    } catch (error) {
      const message = getServerMessage(error) ?? (error instanceof Error ? error.message : String(error));
      toast({ title: 'Download Failed', description: `The PDF could not be made: ${message}`, variant: 'destructive' });
    } finally {
      setProgress({ phase: 'idle' });
    }
  }

  return (
    <>
      <Button
        variant="outline"
        onClick={() => void download()}
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
