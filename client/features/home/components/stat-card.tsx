import type { LucideIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';

export interface StatCardProps {
  label: string;
  icon: LucideIcon;
  /** The figure to show; null or undefined shows the spec's placeholder dash and 'Loading...'. */
  value?: string | number | null;
  /** A short line under the figure once it is known. */
  hint?: string;
  /** The figures could not be read: the dash stays, saying so instead of 'Loading...'. */
  failed?: boolean;
}

export function StatCard({ label, icon: Icon, value, hint, failed = false }: StatCardProps) {
  const known = value !== null && value !== undefined;
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <dt className="text-sm leading-snug font-medium text-muted-foreground">{label}</dt>
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <dd className="m-0">
        <span className="block text-3xl font-bold tracking-tight tabular-nums">{known ? value : '-'}</span>
        <span className="mt-1 block text-xs text-muted-foreground">{known ? hint : failed ? 'Unavailable' : 'Loading...'}</span>
      </dd>
    </Card>
  );
}
