import { WifiOff } from 'lucide-react';
import { useServerReachable } from '../offline/use-outbox';

/**
 * Says plainly when Riser cannot reach its server (not only when the device has no network: a
 * basement with one bar looks online): what still works, and where changes go meanwhile.
 */
export function OfflineBanner() {
  const reachable = useServerReachable();
  if (reachable) return null;
  return (
    <div role="status" className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      <span>You’re offline. Riser keeps working: your changes are saved on this device and sent when the connection returns.</span>
    </div>
  );
}
