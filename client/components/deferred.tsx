import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

/** The code of a deferred part could not be fetched (no connection and no cached copy). */
class PartLoadError extends Error {
  override readonly name = 'PartLoadError';
}

/**
 * A component whose code loads when it is first rendered, for parts that a screen does not need
 * to show itself (dialogs, menus, toasts): render it inside <Deferred>.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      throw new PartLoadError('A part of the screen could not be loaded.', { cause: error });
    }
  });
}

/**
 * Whether a deferred dialog has been open yet: mount it from then on (its code loads then), and
 * keep it mounted, so that closing animates as before.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * Renders lazyPart components: `fallback` shows while their code loads, and stays if it cannot
 * be fetched, so the screen around keeps working. Any other error goes on to the route's.
 */
export function Deferred({ fallback = null, children }: { fallback?: ReactNode; children: ReactNode }) {
  return (
    <LoadFailureBoundary fallback={fallback}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </LoadFailureBoundary>
  );
}

class LoadFailureBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof PartLoadError) return this.props.fallback;
    throw error;
  }
}
