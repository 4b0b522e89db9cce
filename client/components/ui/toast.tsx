import type { ComponentProps, ReactElement } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import { TOAST_AUTO_CLOSE_MS } from '../../../common/constants';
import { cn } from '../../lib/cn';

export function ToastProvider(props: ComponentProps<typeof ToastPrimitive.Provider>) {
  return <ToastPrimitive.Provider duration={TOAST_AUTO_CLOSE_MS} swipeDirection="right" swipeThreshold={50} {...props} />;
}

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={['F8']}
      // The list itself is the live region (see Toaster): each toast's text is read once, when added.
      aria-live="polite"
      className={cn(
        // Phones: at the top, under the header, where the on-screen keyboard and the field being
        // typed in (scrolled above the keyboard, next to the sticky action bar) are not (issue 15).
        'fixed top-16 right-0 z-[100] flex max-h-dvh w-full flex-col gap-2 px-3 py-2 outline-none',
        // Wider screens: bottom right, where a toast never covers the header and its actions.
        'md:top-auto md:bottom-0 md:max-w-[420px] md:p-4 md:pb-[max(1rem,env(safe-area-inset-bottom))]',
        // A screen with a sticky action bar (the survey form) keeps its buttons uncovered.
        'md:[body:has([data-sticky-actions])_&]:bottom-24',
        // The markup editor: a toast never covers the drawing (issue 26). Over the header on a
        // phone or tablet, over the tools panel at the bottom left where it is a side panel.
        '[body:has([data-canvas-fit])_&]:top-0 md:[body:has([data-canvas-fit])_&]:bottom-auto',
        'lg:[body:has([data-canvas-fit])_&]:top-auto lg:[body:has([data-canvas-fit])_&]:bottom-0 lg:[body:has([data-canvas-fit])_&]:left-0',
        'lg:[body:has([data-canvas-fit])_&]:right-auto lg:[body:has([data-canvas-fit])_&]:max-w-64 lg:[body:has([data-canvas-fit])_&]:p-2',
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  [
    'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-12 shadow-lg',
    'data-[state=open]:animate-toast-in data-[state=closed]:opacity-0 transition-opacity',
    'data-[swipe=cancel]:translate-x-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
    'data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
  ],
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'destructive border-destructive bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(toastVariants({ variant }), className)}
      {...props}
    />
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'inline-flex min-h-9 shrink-0 items-center justify-center rounded-md border border-border bg-transparent px-3 text-sm font-medium',
        'hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        'group-[.destructive]:border-white/40 group-[.destructive]:hover:bg-white/10 group-[.destructive]:focus-visible:ring-white',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={cn(
        'absolute top-1.5 right-1.5 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground',
        'hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        'group-[.destructive]:text-white/80 group-[.destructive]:hover:bg-white/10 group-[.destructive]:hover:text-white group-[.destructive]:focus-visible:ring-white',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden="true" />
    </ToastPrimitive.Close>
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm opacity-90', className)} {...props} />;
}

export type ToastActionElement = ReactElement<typeof ToastAction>;
