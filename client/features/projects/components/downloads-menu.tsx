import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { DealDownloads } from './deal-downloads';
import { DownloadPdfButton } from './download-pdf-button';
import { DownloadPhotosButton } from './download-photos-button';
import { DownloadReportButton } from './download-report-button';
import { SpreadsheetExports } from './spreadsheet-exports';

/**
 * The dashboard's one "Downloads" menu (issue 25): the report, the PDF, the photos ZIP, the
 * spreadsheets, the proposal, estimate and labels (issue 28) and "Make available offline". A disclosure, not a popup menu: each download
 * shows its progress on its own button, and the panel stays mounted while closed, so a download
 * under way keeps going and shows where it was when the panel opens again.
 */
export function DownloadsMenu({ projectId, projectName, offline }: { projectId: string; projectName: string | undefined; offline?: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-2">
      <Button variant="outline" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((value) => !value)} className="w-full sm:w-fit">
        <Download aria-hidden="true" />
        Downloads
        <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </Button>
      <div id={`${id}-panel`} role="region" aria-label="Downloads" hidden={!open} className="grid gap-4 rounded-lg border bg-card p-3 shadow-sm sm:p-4">
        <div className="grid gap-2 sm:flex sm:flex-wrap">
          <DownloadReportButton projectId={projectId} projectName={projectName} />
          <DownloadPdfButton target={{ projectId }} />
          <DownloadPhotosButton projectId={projectId} />
        </div>
        <SpreadsheetExports projectId={projectId} />
        <DealDownloads projectId={projectId} />
        {offline && <div className="sm:w-72">{offline}</div>}
      </div>
    </div>
  );
}
