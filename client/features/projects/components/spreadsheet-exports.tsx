import { useId, useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { LOCATION_TYPE_INFO, LOCATION_TYPES, type LocationType } from '../../../../common/survey/location-types';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';

// The location types that are locations (the site map is the project's plan, not a row).
const EXPORTABLE = LOCATION_TYPES.filter((type) => type !== 'site-map');

/**
 * A location type's spreadsheet (issue 16): a row per location, its form's fields as columns,
 * photos and markers; CSV for any spreadsheet, Excel with repeat groups in sheets of their own.
 * Plain links: the browser downloads them with the session, and shows its own progress.
 */
export function SpreadsheetExports({ projectId }: { projectId: string }) {
  const id = useId();
  const [type, setType] = useState<LocationType>('mdf');
  const base = `/api/projects/${encodeURIComponent(projectId)}/exports/${type}`;
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
        <Button asChild variant="outline">
          <a href={`${base}.csv`} download>
            Download CSV
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`${base}.xlsx`} download>
            Download Excel
          </a>
        </Button>
      </div>
    </section>
  );
}
