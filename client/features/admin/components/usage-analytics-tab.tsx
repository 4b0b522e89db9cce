import { BarChart3, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useUsage } from '../api/get-usage';
import { formatBytes } from '../model/format-bytes';
import { formatDateTime } from '../../../lib/dates';
import { sumUsage } from '../model/usage-summary';
import { EmptyState, ListSkeleton, LoadError } from './list-states';
import { UsageSummaryCards } from './usage-summary-cards';

/** Root's Usage Analytics tab: totals and averages over all companies, then each company's figures. */
export function UsageAnalyticsTab() {
  const usage = useUsage();

  if (usage.isPending) return <ListSkeleton label="Loading usage" />;
  if (usage.isError) return <LoadError title="Failed to fetch usage data" error={usage.error} onRetry={() => void usage.refetch()} />;

  return (
    <div className="grid gap-6">
      <section aria-labelledby="usage-all-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="usage-all-heading" className="text-lg font-semibold tracking-tight">
            All companies
          </h2>
          <Button variant="outline" onClick={() => void usage.refetch()} disabled={usage.isFetching}>
            <RefreshCw className={usage.isFetching ? 'animate-spin' : undefined} aria-hidden="true" />
            Reload
          </Button>
        </div>
        <UsageSummaryCards usage={sumUsage(usage.data)} label="All companies" />
      </section>
      <section aria-labelledby="usage-companies-heading" className="grid gap-3">
        <h2 id="usage-companies-heading" className="text-lg font-semibold tracking-tight">
          By company
        </h2>
        {usage.data.length === 0 ? (
          <EmptyState icon={<BarChart3 aria-hidden="true" />} title="No companies yet" />
        ) : (
          <ul aria-label="Usage by company" className="grid gap-3">
            {usage.data.map((row) => (
              <li
                key={row.companyId}
                aria-label={row.companyName}
                className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-sm md:grid-cols-[minmax(0,1fr)_auto] md:items-center"
              >
                <div className="min-w-0">
                  <h3 className="font-semibold break-words">{row.companyName}</h3>
                  <p className="text-xs text-muted-foreground">
                    {row.lastCalculated ? `Last calculated ${formatDateTime(row.lastCalculated)}` : 'Never calculated'}
                  </p>
                </div>
                <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
                  {(
                    [
                      ['Projects', String(row.projectsCount)],
                      ['Surveys', String(row.surveysCount)],
                      ['Photos', String(row.photosCount)],
                      ['Storage', formatBytes(row.totalStorageBytes)],
                    ] as const
                  ).map(([label, value]) => (
                    <div key={label} className="min-w-20">
                      <dt className="text-muted-foreground">{label}</dt>
                      <dd className="font-semibold tabular-nums">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
