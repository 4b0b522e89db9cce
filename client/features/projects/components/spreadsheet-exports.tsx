import { useId, useState } from 'react';
import { FileSpreadsheet, Loader2 } from 'lucide-react';
import { LOCATION_TYPE_INFO, LOCATION_TYPES, type LocationType } from '../../../../common/survey/location-types';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { fetchSpreadsheet, type SpreadsheetFormat } from '../api/download-spreadsheet';
import { useDownload } from '../hooks/use-download';
import { BUSY_WAITING_ANNOUNCEMENT, busyWaitingLabel } from '../model/busy-download';

// The location types that are locations (the site map is the project's plan, not a row).
const EXPORTABLE = LOCATION_TYPES.filter((type) => type !== 'site-map');

const FORMATS: { format: SpreadsheetFormat; label: string }[] = [
  { format: 'csv', label: 'Download CSV' },
  { format: 'xlsx', label: 'Download Excel' },
];

/**
 * A location type's spreadsheet (issue 16): a row per location, its form's fields as columns,
 * photos and markers; CSV for any spreadsheet, Excel with repeat groups in sheets of their own.
 * Fetched rather than linked, so that a server running other downloads (429) is waited for and
 * said on the button instead of saved as a file (issue 23).
 */
export function SpreadsheetExports({ projectId }: { projectId: string }) {
  const id = useId();
  const [type, setType] = useState<LocationType>('mdf');
  const sheet = (format: SpreadsheetFormat) => ({
    fetch: () => fetchSpreadsheet(projectId, type, format),
    failure: (reason: string) => `The spreadsheet could not be downloaded: ${reason}`,
  });
  const downloads: Record<SpreadsheetFormat, ReturnType<typeof useDownload>> = { csv: useDownload(sheet('csv')), xlsx: useDownload(sheet('xlsx')) };
  const busy = downloads.csv.running || downloads.xlsx.running;
  const waiting = downloads.csv.progress.phase === 'waiting' || downloads.xlsx.progress.phase === 'waiting';

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <FileSpreadsheet className="size-5 text-muted-foreground" aria-hidden="true" />
        Spreadsheets
      </h2>
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-48 flex-1 gap-1.5 sm:flex-none">
          <Label htmlFor={`${id}-type`}>Location type</Label>
          <NativeSelect id={`${id}-type`} value={type} onChange={(event) => setType(event.target.value as LocationType)}>
            {EXPORTABLE.map((option) => (
              <option key={option} value={option}>
                {LOCATION_TYPE_INFO[option].tileTitle}
              </option>
            ))}
          </NativeSelect>
        </div>
        {FORMATS.map(({ format, label }) => {
          const { progress, running, start } = downloads[format];
          return (
            <Button key={format} variant="outline" onClick={() => void start()} disabled={busy} aria-busy={running}>
              {running && <Loader2 className="animate-spin" aria-hidden="true" />}
              {progress.phase === 'waiting' ? busyWaitingLabel(progress.seconds) : label}
            </Button>
          );
        })}
      </div>
      <span role="status" aria-live="polite" className="sr-only">
        {waiting ? BUSY_WAITING_ANNOUNCEMENT : ''}
      </span>
    </section>
  );
}
