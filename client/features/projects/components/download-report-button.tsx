import { Download, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { fetchReport } from '../api/download-report';
import { useDownload } from '../hooks/use-download';
import { BUSY_WAITING_ANNOUNCEMENT } from '../model/busy-download';
import { reportButtonLabel, reportFailureDescription } from '../model/report-download';

/** Builds nothing itself: the server streams the report and the button shows it arriving. */
export function DownloadReportButton({ projectId, projectName }: { projectId: string; projectName: string | undefined }) {
  const { progress, running, start } = useDownload({
    fetch: (onBytes) => fetchReport(projectId, projectName, (bytes) => onBytes(bytes, null)),
    doneTitle: 'Report Downloaded',
    failure: reportFailureDescription,
  });

  return (
    <>
      <Button
        variant="outline"
        onClick={() => void start()}
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
