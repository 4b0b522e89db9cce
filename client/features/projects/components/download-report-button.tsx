import { useState } from 'react';
import { Download, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { getServerMessage } from '../../../lib/api-client';
import { fetchReport, saveFile } from '../api/download-report';
import { retryWhenBusy } from '../api/retry-when-busy';
import { BUSY_WAITING_ANNOUNCEMENT } from '../model/busy-download';
import { reportButtonLabel, reportFailureDescription, type ReportProgress } from '../model/report-download';

/** Builds nothing itself: the server streams the report and the button shows it arriving. */
export function DownloadReportButton({ projectId, projectName }: { projectId: string; projectName: string | undefined }) {
  const [progress, setProgress] = useState<ReportProgress>({ phase: 'idle' });
  const running = progress.phase !== 'idle';

  async function download() {
    if (running) return;
    setProgress({ phase: 'preparing' });
    try {
      const report = await retryWhenBusy(
        () => fetchReport(projectId, projectName, (bytes) => setProgress({ phase: 'downloading', bytes })),
        (seconds) => setProgress({ phase: 'waiting', seconds }),
      );
      await saveFile(report.blob, report.fileName);
      toast({ title: 'Report Downloaded', description: report.fileName });
    } catch (error) {
      const message = getServerMessage(error) ?? (error instanceof Error ? error.message : String(error));
      toast({ title: 'Download Failed', description: reportFailureDescription(message), variant: 'destructive' });
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
        className="w-full tabular-nums sm:w-auto sm:min-w-48"
      >
        {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        {reportButtonLabel(progress)}
      </Button>
      {/* Phases are announced; the byte count is not, or a reader would hear every chunk. */}
      <span role="status" aria-live="polite" className="sr-only">
        {progress.phase === 'preparing' ? 'Preparing report…' : progress.phase === 'downloading' ? 'Downloading report…' : progress.phase === 'waiting' ? BUSY_WAITING_ANNOUNCEMENT : ''}
      </span>
    </>
  );
}
