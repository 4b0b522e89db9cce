import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';

/** A read that failed: what failed, the server's words when it gave any, and a way to try again. */
export function QueryErrorState({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-8 text-center">
      <TriangleAlert className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-semibold text-foreground">{title}</p>
      <p className="max-w-md text-sm text-slate-700">
        {getErrorMessage(error, 'Check your connection and try again.')}
      </p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </div>
  );
}
