import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/**
 * The rarer actions and the sizes: on a phone a panel over the bottom of the canvas, above the
 * tools, shown by More (useMorePanel); on a wide screen always in the side panel.
 */
export function MorePanel({ id, open, children }: { id: string; open: boolean; children: ReactNode }) {
  return (
    <div
      id={id}
      role="group"
      aria-label="More"
      className={cn(
        'absolute inset-x-0 bottom-full z-20 max-h-[65dvh] flex-col gap-4 overflow-y-auto rounded-t-xl border-t border-border bg-card p-3 shadow-[0_-8px_24px_rgb(15_23_42/0.15)]',
        open ? 'flex' : 'hidden',
        'lg:static lg:flex lg:max-h-none lg:gap-3 lg:overflow-visible lg:rounded-none lg:border-0 lg:p-0 lg:shadow-none',
      )}
    >
      {children}
    </div>
  );
}
