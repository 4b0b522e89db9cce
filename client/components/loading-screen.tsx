import { Loader2 } from 'lucide-react';

export function LoadingScreen({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex flex-1 flex-col items-center justify-center gap-3 p-6">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden="true" />
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
    </div>
  );
}

/** A spinner and its words in line with the content it stands for (a list, a panel) while it loads. */
export function LoadingLine({ label, className }: { label: string; className?: string }) {
  return (
    <p role="status" className={`m-0 flex items-center gap-2 text-sm text-muted-foreground ${className ?? ''}`}>
      <Loader2 className="size-4 animate-spin" aria-hidden="true" />
      {label}
    </p>
  );
}
