import { RadioTower } from 'lucide-react';
import { cn } from '../lib/cn';

/** The Riser mark and name; decorative mark, the name is text. */
export function AppLogo({ className, subtitle }: { className?: string; subtitle?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <span className="flex size-9 items-center justify-center rounded-md bg-primary text-primary-foreground shadow-sm">
        <RadioTower className="size-5" aria-hidden="true" />
      </span>
      <span className="flex flex-col leading-none">
        <span className="text-lg font-bold tracking-tight text-foreground">Riser</span>
        {subtitle && <span className="mt-0.5 text-xs font-medium text-muted-foreground">{subtitle}</span>}
      </span>
    </span>
  );
}
