import { Loader2, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { useCalculateUsage } from '../api/calculate-usage';
import { useCompanyUsage } from '../api/get-company-usage';
import { formatDateTime } from '../../../lib/dates';
import { ListSkeleton, LoadError } from './list-states';
import { UsageSummaryCards } from './usage-summary-cards';

/** One company's usage with Refresh Usage (recalculates and stores the figures). */
export function CompanyUsagePanel({ companyId }: { companyId: string }) {
  const usage = useCompanyUsage(companyId);
  const calculate = useCalculateUsage();

  function refresh() {
    calculate.mutate(
      { companyId },
      {
        onSuccess: () => toast({ title: 'Usage updated' }),
        onError: () => toast({ title: 'Error', description: 'Failed to calculate usage data.', variant: 'destructive' }),
      },
    );
  }

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          {usage.data?.lastCalculated
            ? `Last calculated ${formatDateTime(usage.data.lastCalculated)}`
            : usage.data
              ? 'Live figures; not calculated yet.'
              : ''}
        </p>
        <Button variant="outline" onClick={refresh} disabled={calculate.isPending}>
          {calculate.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
          Refresh Usage
        </Button>
      </div>
      {usage.isPending ? (
        <ListSkeleton rows={2} label="Loading usage" />
      ) : usage.isError ? (
        <LoadError title="Failed to fetch company usage" error={usage.error} onRetry={() => void usage.refetch()} />
      ) : (
        <UsageSummaryCards usage={usage.data} label={usage.data.companyName} />
      )}
    </div>
  );
}
