import { useState } from 'react';
import { Deferred, lazyPart } from '../deferred';
import { useToast } from './use-toast';

const Toaster = lazyPart(async () => (await import('./toaster')).Toaster);

/** The toaster, whose code (Radix Toast) loads with the first toast; it stays from then on. */
export function ToasterPart() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (toasts.length > 0 && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Deferred>
      <Toaster />
    </Deferred>
  );
}
