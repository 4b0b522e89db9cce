import { useId } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const NOT_YET = 'Report download comes with the report feature';

/** Placeholder until the report lands: visibly there, honestly disabled, never a fake file. */
export function DownloadReportButton() {
  const hintId = useId();
  return (
    // The wrapper carries the tooltip: a disabled button gets no pointer events of its own.
    <span title={NOT_YET} className="inline-flex">
      <Button variant="outline" disabled aria-describedby={hintId} className="w-full">
        <Download aria-hidden="true" />
        Download Report
      </Button>
      <span id={hintId} className="sr-only">
        {NOT_YET}
      </span>
    </span>
  );
}
