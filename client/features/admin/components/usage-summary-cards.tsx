import type { ReactNode } from 'react';
import { Camera, ClipboardList, FolderOpen, HardDrive } from 'lucide-react';
import { formatBytes } from '../model/format-bytes';
import { usageAverages, type UsageFigures } from '../model/usage-summary';

function Figure({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-border bg-card p-4 shadow-sm">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary [&_svg]:size-5">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="text-xl font-bold tracking-tight tabular-nums">{value}</dd>
      </div>
    </div>
  );
}

/** Totals (projects, surveys, photos, storage) and the averages of administration §9. */
export function UsageSummaryCards({ usage, label }: { usage: UsageFigures; label: string }) {
  const averages = usageAverages(usage);
  return (
    <div className="grid gap-4">
      <dl aria-label={`${label} totals`} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure icon={<FolderOpen aria-hidden="true" />} label="Projects" value={String(usage.projectsCount)} />
        <Figure icon={<ClipboardList aria-hidden="true" />} label="Surveys" value={String(usage.surveysCount)} />
        <Figure icon={<Camera aria-hidden="true" />} label="Photos" value={String(usage.photosCount)} />
        <Figure icon={<HardDrive aria-hidden="true" />} label="Storage" value={formatBytes(usage.totalStorageBytes)} />
      </dl>
      <dl aria-label={`${label} averages`} className="grid grid-cols-3 gap-3 rounded-lg border border-border bg-muted/50 p-3 sm:p-4">
        <div>
          <dt className="text-xs text-muted-foreground sm:text-sm">Photos per survey</dt>
          <dd className="text-lg font-semibold tabular-nums">{averages.photosPerSurvey}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground sm:text-sm">Surveys per project</dt>
          <dd className="text-lg font-semibold tabular-nums">{averages.surveysPerProject}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground sm:text-sm">Storage per photo</dt>
          <dd className="text-lg font-semibold tabular-nums">{averages.storagePerPhoto}</dd>
        </div>
      </dl>
    </div>
  );
}
