/** Card-shaped placeholders while the list loads, so the page does not jump when it arrives. */
export function ProjectListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-live="polite" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading projects...</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className="grid gap-4 rounded-lg border border-border bg-card p-5 shadow-sm">
          <div className="grid gap-2">
            <div className="h-5 w-2/3 animate-pulse rounded bg-muted" />
            <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
          </div>
          <div className="grid gap-2 pt-4">
            <div className="flex justify-between">
              <div className="h-5 w-20 animate-pulse rounded-full bg-muted" />
              <div className="h-5 w-10 animate-pulse rounded bg-muted" />
            </div>
            <div className="h-2 w-full animate-pulse rounded-full bg-muted" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
