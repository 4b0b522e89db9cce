import { Hourglass, WifiOff } from 'lucide-react';
import type { NotReachedReason } from '../lib/api-client';
import { useNotReachedReason } from '../offline/use-outbox';

/** What the banner says for each way the server can be out of reach (DESIGN §6). */
export const NOT_REACHED_TEXT: Record<NotReachedReason, string> = {
  offline: 'You’re offline. Riser keeps working: your changes are saved on this device and sent when the connection returns.',
  nowhere: 'This network leads nowhere: something other than Riser answers (a Wi-Fi login page?). Your changes stay on this device until Riser answers.',
  silent: 'The server is not answering. Your changes stay on this device until it does.',
};

/**
 * Says plainly when Riser cannot reach its server (not only when the device has no network: a
 * basement with one bar, a hotel Wi-Fi's login page or a dead access point all look online):
 * why, what still works, and where changes go meanwhile.
 */
export function OfflineBanner() {
  const reason = useNotReachedReason();
  if (reason === null) return null;
  const Icon = reason === 'silent' ? Hourglass : WifiOff;
  return (
    <div role="status" data-reason={reason} className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-950">
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span>{NOT_REACHED_TEXT[reason]}</span>
    </div>
  );
}
