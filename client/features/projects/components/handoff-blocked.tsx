import { useState } from 'react';
import { AlertTriangle, Loader2, Smartphone } from 'lucide-react';
import type { HandoffBlockers } from '../../../../common/schemas/review';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Button } from '../../../components/ui/button';
import { formatRecent } from '../../../lib/dates';
import { blockedLocationName, blockedLocationReason, deviceSummary } from '../model/handoff';

export interface HandoffBlockedProps {
  blockers: HandoffBlockers;
  /** Company admins and root may hand over anyway (the server decides too). */
  mayForce: boolean;
  forcing: boolean;
  onForce: () => void;
  onBack: () => void;
}

/** What keeps a project from being completed: the locations not approved, the devices holding unsent work. */
export function HandoffBlocked({ blockers, mayForce, forcing, onForce, onBack }: HandoffBlockedProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="grid gap-4" role="alert" aria-label="Project not ready to complete">
      <p className="flex gap-2 text-sm">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
        <span>This project can be completed once every location is approved and every device has sent its changes.</span>
      </p>
      {blockers.devices.length > 0 && (
        <section aria-labelledby="handoff-devices" className="grid gap-1">
          <h3 id="handoff-devices" className="text-sm font-semibold">
            Devices with unsent changes ({blockers.devices.length})
          </h3>
          <ul className="grid gap-1 text-sm">
            {blockers.devices.map((device) => (
              <li key={device.deviceId} className="flex gap-2 rounded-md bg-amber-50 px-3 py-2 text-amber-950">
                <Smartphone className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block break-words">{deviceSummary(device)}</span>
                  <span className="block text-xs">Last seen {formatRecent(device.lastSeenAt)}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {blockers.locations.length > 0 && (
        <section aria-labelledby="handoff-locations" className="grid gap-1">
          <h3 id="handoff-locations" className="text-sm font-semibold">
            Locations not approved ({blockers.locations.length})
          </h3>
          <ul className="grid max-h-60 gap-1 overflow-y-auto text-sm">
            {blockers.locations.map((location) => (
              <li key={location.id} className="flex flex-wrap justify-between gap-x-3 rounded-md bg-muted px-3 py-2">
                <span className="font-medium break-words">{blockedLocationName(location)}</span>
                <span className="text-muted-foreground">{blockedLocationReason(location)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onBack}>
          Back
        </Button>
        {mayForce && (
          <Button type="button" variant="destructive" disabled={forcing} onClick={() => setConfirming(true)}>
            {forcing && <Loader2 className="animate-spin" aria-hidden="true" />}
            Complete anyway
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Complete this project anyway?"
        description="The project is handed over with the locations and unsent changes listed here. This is recorded."
        confirmLabel="Complete anyway"
        onConfirm={onForce}
      />
    </div>
  );
}
